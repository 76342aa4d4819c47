import { createSlice } from '@reduxjs/toolkit';
import type { MarginMode, Position, SymbolSettings } from '../src/core/trading/contract/futures';
import { isZeroDecimal } from '../src/core/trading/decimal-text';
import { streamStarted, type Refusal } from './trading.actions';
import {
  futuresBatchReceived,
  leverageChosen,
  leverageSet,
  marginModeChosen,
  positionActionAnswered,
  positionCloseRequested,
  positionMarginRequested,
  positionReverseRequested,
  positionTpSlRequested,
  positionUpdated,
  positionsLoaded,
  settingsRefused,
  symbolSettingsSet,
  type PositionAction,
} from './futures.actions';

export interface FuturesPositionsState {
  /** Open positions by symbol (one-way mode: one a symbol). */
  bySymbol: Record<string, Position>;
  /** Leverage and margin mode by symbol, as the gateway last confirmed them. */
  settings: Record<string, SymbolSettings>;
  /** The largest notional the chosen leverage allows, by symbol, once the gateway said. */
  maxNotional: Record<string, string>;
  /** A settings change on its way, and why the last one was refused. */
  settingsPending: boolean;
  settingsError: Refusal | null;
  /**
   * The position action on its way per symbol, and the last answer (null code: done), with the position as it was
   * when the answer came (`of`, none once closed): the answer speaks of that state only.
   */
  pending: Record<string, PositionAction>;
  answers: Record<string, { action: PositionAction; refusal: Refusal | null; of?: Position }>;
}

const initialState: FuturesPositionsState = {
  bySymbol: {},
  settings: {},
  maxNotional: {},
  settingsPending: false,
  settingsError: null,
  pending: {},
  answers: {},
};

/**
 * A newer state of a position replaces the one held; size 0 means it closed. An older update is ignored. A settings
 * refusal spoke of the positions and orders as they were (33001 the size held, 33003 a position or an order open):
 * the gateway tells a position whenever they change, and the refusal goes then, as a position action's answer does.
 */
function takePosition(state: FuturesPositionsState, position: Position): void {
  const held = state.bySymbol[position.symbol];
  if (held && held.updatedAt > position.updatedAt) return;
  state.settingsError = null;
  if (isZeroDecimal(position.size)) delete state.bySymbol[position.symbol];
  else state.bySymbol[position.symbol] = position;
}

const pendingOn = (action: PositionAction) => (state: FuturesPositionsState, { payload }: { payload: { symbol: string } }) => {
  state.pending[payload.symbol] = action;
  delete state.answers[payload.symbol];
};

export const futuresPositionsSlice = createSlice({
  name: 'positions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Positions are the account's, not the page's: a new stream (another symbol, paper mode) starts from REST.
      .addCase(streamStarted, () => initialState)
      .addCase(positionsLoaded, (state, { payload }) => {
        state.bySymbol = Object.fromEntries(payload.positions.filter((p) => !isZeroDecimal(p.size)).map((p) => [p.symbol, p]));
        for (const settings of payload.settings) state.settings[settings.symbol] = settings;
      })
      .addCase(positionUpdated, (state, { payload }) => takePosition(state, payload))
      .addCase(futuresBatchReceived, (state, { payload }) => {
        for (const position of payload.positions) takePosition(state, position);
      })
      .addCase(leverageChosen, (state) => {
        state.settingsPending = true;
        state.settingsError = null;
      })
      .addCase(marginModeChosen, (state) => {
        state.settingsPending = true;
        state.settingsError = null;
      })
      .addCase(leverageSet, (state, { payload }) => {
        const held = state.settings[payload.symbol];
        state.settings[payload.symbol] = { symbol: payload.symbol, marginMode: held?.marginMode ?? 'CROSS', leverage: payload.leverage };
        state.maxNotional[payload.symbol] = payload.maxNotional;
        state.settingsPending = false;
        // The position re-priced at the new leverage (its leverage, initial margin and ROE), as the gateway answered.
        if (payload.position) takePosition(state, payload.position);
      })
      .addCase(symbolSettingsSet, (state, { payload }) => {
        state.settings[payload.symbol] = payload;
        state.settingsPending = false;
      })
      .addCase(settingsRefused, (state, { payload }) => {
        state.settingsPending = false;
        state.settingsError = payload;
      })
      .addCase(positionCloseRequested, pendingOn('close'))
      .addCase(positionReverseRequested, pendingOn('reverse'))
      .addCase(positionMarginRequested, pendingOn('margin'))
      .addCase(positionTpSlRequested, pendingOn('tpsl'))
      .addCase(positionActionAnswered, (state, { payload }) => {
        delete state.pending[payload.symbol];
        state.answers[payload.symbol] = { action: payload.action, refusal: payload.refusal, of: state.bySymbol[payload.symbol] };
      });
  },
});

/** The margin mode a symbol trades in: the gateway's word, else cross (the default of a fresh account). */
export const marginModeOf = (state: FuturesPositionsState, symbol: string): MarginMode => state.settings[symbol]?.marginMode ?? 'CROSS';
