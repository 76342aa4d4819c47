// The trading calls' paths. Public market data is GET with a query; account calls are signed POSTs with JSON
// bodies under the signed prefixes /v1/order/ and /v1/asset/.
export const TradingPaths = {
  exchangeInfo: '/v1/market/exchangeInfo',
  depth: '/v1/market/depth',
  trades: '/v1/market/trades',
  klines: '/v1/market/klines',
  ticker24h: '/v1/market/ticker24h',
  place: '/v1/order/place',
  cancel: '/v1/order/cancel',
  cancelAll: '/v1/order/cancelAll',
  openOrders: '/v1/order/open',
  history: '/v1/order/history',
  fills: '/v1/order/fills',
  balances: '/v1/asset/balances',
  stream: '/v1/ws',
} as const;

/**
 * The perpetuals' calls (docs/futures.md): apart from their schemas (futures.ts), so the stream, which serves both
 * markets, names them without loading those.
 */
export const FuturesPaths = {
  exchangeInfo: '/v1/futures/market/exchangeInfo',
  depth: '/v1/futures/market/depth',
  trades: '/v1/futures/market/trades',
  klines: '/v1/futures/market/klines',
  mark: '/v1/futures/market/mark',
  place: '/v1/futures/order/place',
  cancel: '/v1/futures/order/cancel',
  cancelAll: '/v1/futures/order/cancelAll',
  openOrders: '/v1/futures/order/open',
  history: '/v1/futures/order/history',
  fills: '/v1/futures/order/fills',
  balance: '/v1/futures/account/balance',
  positions: '/v1/futures/account/positions',
  leverage: '/v1/futures/account/leverage',
  marginMode: '/v1/futures/account/marginMode',
  positionMargin: '/v1/futures/account/positionMargin',
  positionTpSl: '/v1/futures/account/positionTpSl',
  fundingHistory: '/v1/futures/account/funding',
  liquidations: '/v1/futures/account/liquidations',
  transfer: '/v1/futures/account/transfer',
} as const;
