// Stream channel names. Public channels name their symbol (and interval): `ticker:BTCUSDT`, `depth:BTCUSDT`,
// `trades:BTCUSDT`, `kline:BTCUSDT:1m`. Private channels name nothing: they carry the subscribing account's own
// orders, fills and balances, of the account (real or paper) the subscribe frame names. Perpetual futures use the
// same names behind `futures.` (docs/futures.md "Stream"): `futures.depth:BTCUSDT`, `futures.kline:BTCUSDT:1m`,
// `futures.mark:BTCUSDT`, and the private `futures.positions`, `futures.orders`, `futures.fills`,
// `futures.balance`, `futures.funding`, `futures.liquidations`.
import { KLINE_INTERVALS } from './market-data';
import type { KlineInterval } from './market-data';

export type PublicChannelKind = 'ticker' | 'depth' | 'trades' | 'kline';
export type FuturesPublicChannelKind = 'futures.ticker' | 'futures.depth' | 'futures.trades' | 'futures.kline' | 'futures.mark';
export type SpotPrivateChannel = 'orders' | 'fills' | 'balances';
export type FuturesPrivateChannel =
  | 'futures.positions'
  | 'futures.orders'
  | 'futures.fills'
  | 'futures.balance'
  | 'futures.funding'
  | 'futures.liquidations';
export type PrivateChannel = SpotPrivateChannel | FuturesPrivateChannel;
export const FUTURES_PRIVATE_CHANNELS: readonly FuturesPrivateChannel[] = [
  'futures.positions',
  'futures.orders',
  'futures.fills',
  'futures.balance',
  'futures.funding',
  'futures.liquidations',
];
/** The spot workspace's private channels (the futures ones are FUTURES_PRIVATE_CHANNELS). */
export const PRIVATE_CHANNELS: readonly SpotPrivateChannel[] = ['orders', 'fills', 'balances'];
const ALL_PRIVATE: readonly string[] = [...PRIVATE_CHANNELS, ...FUTURES_PRIVATE_CHANNELS];

export type ParsedChannel =
  | { readonly kind: 'ticker' | 'depth' | 'trades'; readonly symbol: string }
  | { readonly kind: 'kline'; readonly symbol: string; readonly interval: KlineInterval }
  | { readonly kind: 'futures.ticker' | 'futures.depth' | 'futures.trades' | 'futures.mark'; readonly symbol: string }
  | { readonly kind: 'futures.kline'; readonly symbol: string; readonly interval: KlineInterval }
  | { readonly kind: PrivateChannel };

/** Longest channel name a frame may carry: `futures.kline:` + a 16-character symbol + `:1m` fits easily. */
export const MAX_CHANNEL_LENGTH = 40;
/** The pattern a channel name matches before it is parsed. */
export const CHANNEL_PATTERN =
  '^(orders|fills|balances|futures\\.(positions|orders|fills|balance|funding|liquidations)' +
  '|(futures\\.)?(ticker|depth|trades):[A-Z0-9]{2,12}USDT|futures\\.mark:[A-Z0-9]{2,12}USDT' +
  '|(futures\\.)?kline:[A-Z0-9]{2,12}USDT:(1m|5m|15m|30m|1h|4h|1d|1w))$';

const SYMBOL = /^[A-Z0-9]{2,12}USDT$/;

export function tickerChannel(symbol: string): string {
  return `ticker:${symbol}`;
}
export function depthChannel(symbol: string): string {
  return `depth:${symbol}`;
}
export function tradesChannel(symbol: string): string {
  return `trades:${symbol}`;
}
export function klineChannel(symbol: string, interval: KlineInterval): string {
  return `kline:${symbol}:${interval}`;
}
export function futuresMarkChannel(symbol: string): string {
  return `futures.mark:${symbol}`;
}
export function futuresTickerChannel(symbol: string): string {
  return `futures.ticker:${symbol}`;
}
export function futuresDepthChannel(symbol: string): string {
  return `futures.depth:${symbol}`;
}
export function futuresTradesChannel(symbol: string): string {
  return `futures.trades:${symbol}`;
}
export function futuresKlineChannel(symbol: string, interval: KlineInterval): string {
  return `futures.kline:${symbol}:${interval}`;
}

/** The channel `name` stands for, or undefined when it is not a channel name at all. */
export function parseChannel(name: string): ParsedChannel | undefined {
  if (ALL_PRIVATE.includes(name)) return { kind: name as PrivateChannel };
  const [kind, symbol, interval, ...rest] = name.split(':');
  if (symbol === undefined || !SYMBOL.test(symbol) || rest.length > 0) return undefined;
  if (kind === 'kline' || kind === 'futures.kline') {
    if (!(KLINE_INTERVALS as readonly string[]).includes(interval ?? '')) return undefined;
    return { kind, symbol, interval: interval as KlineInterval };
  }
  if (interval !== undefined) return undefined;
  if (kind === 'ticker' || kind === 'depth' || kind === 'trades') return { kind, symbol };
  if (kind === 'futures.ticker' || kind === 'futures.depth' || kind === 'futures.trades' || kind === 'futures.mark') {
    return { kind, symbol };
  }
  return undefined;
}

export function isPrivateChannel(name: string): name is PrivateChannel {
  return ALL_PRIVATE.includes(name);
}

/** Whether a channel (public or private) belongs to the perpetual futures market. */
export function isFuturesChannel(name: string): boolean {
  return name.startsWith('futures.');
}
