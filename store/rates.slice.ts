import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_RATE_TABLE, displayCurrency, type RateTable, type SupportedCurrency } from '../src/core/currency';
import { currencyOf } from '../src/core/locales';
import type { PreferencesState } from './preferences.slice';

export interface RatesState {
  table: RateTable;
  supported: SupportedCurrency[];
  /** Epoch ms of the last successful fetch; null before the first. */
  fetchedAt: number | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const initialState: RatesState = {
  table: DEFAULT_RATE_TABLE,
  supported: [{ name: 'US Dollar', symbol: '$', value: 'USD' }],
  fetchedAt: null,
  status: 'idle',
};

const rates = createSlice({
  name: 'rates',
  initialState,
  reducers: {
    ratesRequested(state) {
      state.status = 'loading';
    },
    ratesLoaded(state, action: PayloadAction<{ table: RateTable; supported: SupportedCurrency[]; at: number }>) {
      state.table = action.payload.table;
      state.supported = action.payload.supported;
      state.fetchedAt = action.payload.at;
      state.status = 'ready';
    },
    // A failed refresh keeps the last good table: stale rates beat no rates.
    ratesFailed(state) {
      state.status = 'failed';
    },
  },
  selectors: {
    selectRateTable: (state) => state.table,
    selectSupportedCurrencies: (state) => state.supported,
    selectRatesFetchedAt: (state) => state.fetchedAt,
  },
});

export const { ratesRequested, ratesLoaded, ratesFailed } = rates.actions;
export const { selectRateTable, selectSupportedCurrencies, selectRatesFetchedAt } = rates.selectors;
export const ratesSlice = rates;

/** The display currency (DECISIONS.md): saved choice, else the locale's default, else USD. */
export const selectDisplayCurrency = createSelector(
  [(state: { preferences: PreferencesState }) => state.preferences, (state: { rates: RatesState }) => state.rates.table],
  (preferences, table) => displayCurrency(preferences.currency, currencyOf(preferences.locale), table),
);
