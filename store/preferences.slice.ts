import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, currencyOf, directionOf, type LocaleCode } from '../src/core/locales';
import type { Theme } from '../src/core/theme';
import {
  defaultTradingPreferences,
  type KlineMarks,
  type PositionFilter,
  type TipName,
  type TradeUnit,
  type TradingPreferences,
} from '../src/core/trading/trading-prefs';

export interface PreferencesState {
  locale: LocaleCode;
  theme: Theme;
  layout: 'right' | 'left';
  /** The user's chosen display currency; null follows the locale's default. */
  currency: string | null;
  showAsset: boolean;
  valuationUnit: number;
  terminalCode: string;
  /** The trading workspaces' preferences (SPEC 3): local storage only, never the cookie. */
  trading: TradingPreferences;
}

export const initialPreferences: PreferencesState = {
  locale: DEFAULT_LOCALE,
  theme: 'dark',
  layout: 'right',
  currency: null,
  showAsset: true,
  valuationUnit: 1,
  terminalCode: '',
  trading: defaultTradingPreferences(),
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
    tradeUnitChosen(state, action: PayloadAction<TradeUnit>) {
      state.trading.tradeUnit = action.payload;
    },
    positionFilterChosen(state, action: PayloadAction<PositionFilter>) {
      state.trading.positionFilter = action.payload;
    },
    klineMarkToggled(state, action: PayloadAction<keyof KlineMarks>) {
      state.trading.klineMarks[action.payload] = !state.trading.klineMarks[action.payload];
    },
    /** "Don't show again" was ticked on the confirmation of this action. */
    tipDismissed(state, action: PayloadAction<TipName>) {
      state.trading.tipsDismissed[action.payload] = true;
    },
    /** The confirmation of this action shows again. */
    tipRestored(state, action: PayloadAction<TipName>) {
      state.trading.tipsDismissed[action.payload] = false;
    },
    /** The order tabs show the workspace's pair only, or every pair. */
    otherPairsHiddenChosen(state, action: PayloadAction<boolean>) {
      state.trading.otherPairsHidden = action.payload;
    },
    /** Another tab changed a trading preference: take it without saving it again. */
    tradingPreferencesSynced(state, action: PayloadAction<TradingPreferences>) {
      state.trading = action.payload;
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
    selectTradingPreferences: (state) => state.trading,
  },
});

export const {
  localeChanged,
  themeChanged,
  layoutChanged,
  currencyChosen,
  showAssetToggled,
  preferencesSynced,
  tradeUnitChosen,
  positionFilterChosen,
  klineMarkToggled,
  tipDismissed,
  tipRestored,
  otherPairsHiddenChosen,
  tradingPreferencesSynced,
} = preferences.actions;
export const {
  selectLocale,
  selectTheme,
  selectDirection,
  selectChosenCurrency,
  selectLocaleCurrency,
  selectShowAsset,
  selectLayout,
  selectPreferences,
  selectTradingPreferences,
} = preferences.selectors;
export const preferencesSlice = preferences;
