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
