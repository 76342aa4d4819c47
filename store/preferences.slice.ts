import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, currencyOf, directionOf, type LocaleCode } from '../src/core/locales';
import type { Theme } from '../src/core/theme';

export interface PreferencesState {
  locale: LocaleCode;
  theme: Theme;
  layout: 'right' | 'left';
  /** The user's chosen display currency; null follows the locale's default. */
  currency: string | null;
  showAsset: boolean;
  valuationUnit: number;
  terminalCode: string;
}

export const initialPreferences: PreferencesState = {
  locale: DEFAULT_LOCALE,
  theme: 'dark',
  layout: 'right',
  currency: null,
  showAsset: true,
  valuationUnit: 1,
  terminalCode: '',
};

const preferences = createSlice({
  name: 'preferences',
  initialState: initialPreferences,
  reducers: {
    localeChanged(state, action: PayloadAction<LocaleCode>) {
      state.locale = action.payload;
    },
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    layoutChanged(state, action: PayloadAction<'right' | 'left'>) {
      state.layout = action.payload;
    },
    currencyChosen(state, action: PayloadAction<string>) {
      state.currency = action.payload.toUpperCase();
    },
    showAssetToggled(state) {
      state.showAsset = !state.showAsset;
    },
    /** Another tab changed preferences: take its values without saving them again. */
    preferencesSynced(state, action: PayloadAction<Partial<PreferencesState>>) {
      Object.assign(state, action.payload);
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
    selectTheme: (state) => state.theme,
    selectDirection: (state) => directionOf(state.locale),
    selectChosenCurrency: (state) => state.currency,
    selectLocaleCurrency: (state) => currencyOf(state.locale),
    selectShowAsset: (state) => state.showAsset,
    selectLayout: (state) => state.layout,
    selectPreferences: (state) => state,
  },
});

export const { localeChanged, themeChanged, layoutChanged, currencyChosen, showAssetToggled, preferencesSynced } =
  preferences.actions;
export const {
  selectLocale,
  selectTheme,
  selectDirection,
  selectChosenCurrency,
  selectLocaleCurrency,
  selectShowAsset,
  selectLayout,
  selectPreferences,
} = preferences.selectors;
export const preferencesSlice = preferences;
