// Selectors of the futures workspace. The state is there only once the futures page loaded it (futures.reducer.ts);
// before that every selector answers as for a market with nothing yet.
import { createSelector } from '@reduxjs/toolkit';
import type { FuturesSymbolRules, Position } from '../src/core/trading/contract/futures';
import type { PositionFilter } from '../src/core/trading/trading-prefs';
import type { RootState } from './root-reducer';
import type { FuturesState } from './futures.reducer';
import { marginModeOf } from './futures-positions.slice';
import { selectTradingPreferences } from './preferences.slice';
import { selectSymbolRules } from './trading.selectors';

const futures = (state: RootState): FuturesState | undefined => (state as RootState & { futures?: FuturesState }).futures;

const NO_POSITIONS: Record<string, Position> = {};

export const selectMark = (state: RootState) => futures(state)?.mark.mark ?? null;
export const selectPositionMap = (state: RootState) => futures(state)?.positions.bySymbol ?? NO_POSITIONS;
export const selectPositionOf = (state: RootState, symbol: string) => selectPositionMap(state)[symbol] ?? null;
export const selectPositionsState = (state: RootState) => futures(state)?.positions;
export const selectFuturesBalance = (state: RootState) => futures(state)?.account.balance ?? null;
export const selectFuturesAccount = (state: RootState) => futures(state)?.account;
const NO_TRANSFER = { status: 'idle' } as const;
export const selectFuturesTransfer = (state: RootState) => futures(state)?.transfer ?? NO_TRANSFER;
/** A symbol's leverage (null until the gateway said), margin mode and the max notional of that leverage. */
export const selectSymbolSettings = createSelector(
  [(state: RootState) => futures(state)?.positions, (_: RootState, symbol: string) => symbol],
  (positions, symbol) => ({
    leverage: positions?.settings[symbol]?.leverage ?? null,
    marginMode: positions ? marginModeOf(positions, symbol) : ('CROSS' as const),
    maxNotional: positions?.maxNotional[symbol] ?? null,
  }),
);

/** A perpetual's rules: the exchange info of the futures market carries leverage, tiers and funding. */
export const selectFuturesRules = (state: RootState) => {
  const rules = selectSymbolRules(state) as (ReturnType<typeof selectSymbolRules> & Partial<FuturesSymbolRules>) | null;
  return rules && rules.riskTiers ? (rules as FuturesSymbolRules) : null;
};

const keep = (filter: PositionFilter, position: Position) =>
  filter === 'all' || (filter === 'cross' ? position.marginMode === 'CROSS' : position.marginMode === 'ISOLATED');

/** The positions the position filter preference lets through, in symbol order. */
export const selectFilteredPositions = createSelector([selectPositionMap, selectTradingPreferences], (map, prefs) =>
  Object.values(map)
    .filter((position) => keep(prefs.positionFilter, position))
    .sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0)),
);
