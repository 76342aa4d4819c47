// Stream channel names. Public channels name their symbol (and interval): `ticker:BTCUSDT`, `depth:BTCUSDT`,
// `trades:BTCUSDT`, `kline:BTCUSDT:1m`. Private channels name nothing: they carry the subscribing account's own
// orders, fills and balances, of the account (real or paper) the subscribe frame names.
import { KLINE_INTERVALS } from './market-data';
import type { KlineInterval } from './market-data';

export type PublicChannelKind = 'ticker' | 'depth' | 'trades' | 'kline';
export type PrivateChannel = 'orders' | 'fills' | 'balances';
export const PRIVATE_CHANNELS: readonly PrivateChannel[] = ['orders', 'fills', 'balances'];

export type ParsedChannel =
  | { readonly kind: 'ticker' | 'depth' | 'trades'; readonly symbol: string }
  | { readonly kind: 'kline'; readonly symbol: string; readonly interval: KlineInterval }
  | { readonly kind: PrivateChannel };

/** Longest channel name a frame may carry: `kline:` + a 16-character symbol + `:1m` fits easily. */
export const MAX_CHANNEL_LENGTH = 40;
/** The pattern a channel name matches before it is parsed. */
export const CHANNEL_PATTERN = '^(orders|fills|balances|(ticker|depth|trades):[A-Z0-9]{2,12}USDT|kline:[A-Z0-9]{2,12}USDT:(1m|5m|15m|30m|1h|4h|1d|1w))$';

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

/** The channel `name` stands for, or undefined when it is not a channel name at all. */
export function parseChannel(name: string): ParsedChannel | undefined {
  if ((PRIVATE_CHANNELS as readonly string[]).includes(name)) return { kind: name as PrivateChannel };
  const [kind, symbol, interval, ...rest] = name.split(':');
  if (symbol === undefined || !SYMBOL.test(symbol) || rest.length > 0) return undefined;
  if (kind === 'kline') {
    if (!(KLINE_INTERVALS as readonly string[]).includes(interval ?? '')) return undefined;
    return { kind, symbol, interval: interval as KlineInterval };
  }
  if (interval !== undefined) return undefined;
  if (kind === 'ticker' || kind === 'depth' || kind === 'trades') return { kind, symbol };
  return undefined;
}

export function isPrivateChannel(name: string): name is PrivateChannel {
  return (PRIVATE_CHANNELS as readonly string[]).includes(name);
}
