// Selectors of the trading workspace. The state is there only once the spot page loaded it (trading.reducer.ts);
// before that every selector answers as for an empty market.
import type { Balance, Order } from '../src/core/trading/contract/orders';
import type { RootState } from './root-reducer';
import type { MarketDecimals, MarketKind } from './trading.actions';
import type { TradingState } from './trading.reducer';

const trading = (state: RootState): TradingState | undefined => (state as RootState & { trading?: TradingState }).trading;

export const selectBook = (state: RootState) => trading(state)?.book.book ?? null;
export const selectRecentTrades = (state: RootState) => trading(state)?.trades.trades ?? EMPTY;
export const selectStreamTicker = (state: RootState) => trading(state)?.ticker.ticker ?? null;
export const selectStreamStatus = (state: RootState) => trading(state)?.ticker.status ?? 'idle';
export const selectSymbolRules = (state: RootState) => trading(state)?.ticker.rules ?? null;
/**
 * Whether the exchange info lists `symbol` on `market`: null until the stream of that very symbol has its answer (a
 * symbol found unlisted says nothing of the next one chosen).
 */
export const selectSymbolListed = (state: RootState, symbol: string, market: MarketKind): boolean | null => {
  const ticker = trading(state)?.ticker;
  return ticker?.symbol === symbol && ticker.market === market ? ticker.listed : null;
};
/** Every listed symbol's price and amount decimals on the workspace's market, once the exchange info answered. */
export const selectMarketDecimals = (state: RootState) => trading(state)?.ticker.decimals ?? NO_DECIMALS;
/** A symbol's price and amount decimals on the workspace's market, once the exchange info answered. */
export const selectDecimalsOf = (state: RootState, symbol: string) => selectMarketDecimals(state)[symbol];
export const selectKlines = (state: RootState) => trading(state)?.klines;
export const selectOrders = (state: RootState) => trading(state)?.orders;
/** The order of a clientOrderId the tabs hold (open, or in the history pages read), if any. */
export const selectOrderOfClient = (state: RootState, clientOrderId: string): Order | undefined => {
  const orders = selectOrders(state);
  const ofClient = (order: Order) => order.clientOrderId === clientOrderId;
  return orders?.open.find(ofClient) ?? orders?.history.find(ofClient);
};
/**
 * The order the form's last placement speaks of, as the form tells it: the placement's answer while the order is
 * still as answered (once the market filled a resting order, or a cancel closed it, the answer "resting in the book"
 * would say what it no longer is: the notices and the order tabs tell what it became); or the order a placement
 * that got no verdict placed after all, once the stream or a read brought it, as it stands now. The orders the stream
 * and the calls bring are all kept in the history, newest state first by `updatedAt`.
 */
export const selectPlacementOrder = (state: RootState): Order | undefined => {
  const placement = selectOrders(state)?.placement;
  if (placement?.status === 'refused') return placement.clientOrderId === undefined ? undefined : selectOrderOfClient(state, placement.clientOrderId);
  if (placement?.status !== 'answered') return undefined;
  const { orderId, status, updatedAt } = placement.order;
  const now = selectOrders(state)?.history.find((order) => order.orderId === orderId);
  return now !== undefined && now.updatedAt > updatedAt && now.status !== status ? undefined : placement.order;
};
export const selectFills = (state: RootState) => trading(state)?.fills;
export const selectBalanceMap = (state: RootState) => trading(state)?.balances.byAsset ?? NO_BALANCES;
const EMPTY: never[] = [];
const NO_BALANCES: Record<string, Balance> = {};
const NO_DECIMALS: MarketDecimals = {};
