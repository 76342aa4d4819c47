// A market order's price protection (docs/protocol.md "Symbol rules"): it trades only within the symbol's
// marketTakeBound of the reference price, so a market order in a thin book stops where the band ends instead of
// walking into prices nobody would take. Worked in integers: the bound in millionths, the prices in ticks.
import type { SymbolRules } from '../../src/core/trading/contract';
import type { GatewayError } from '../envelope';
import { formatUnits, toUnits } from './amounts';
import type { EngineSide } from './engine/types';
import type { MarketSymbol } from './symbol-rules';
import { refuse } from './trading-error';

const MILLION = 1_000_000n;

/**
 * The worst price, in ticks, a market order of `side` may trade at around `reference` (ticks): a buy at most
 * reference x (1 + bound), rounded down to a tick; a sell at least reference x (1 - bound), rounded up. Rounded
 * inwards, so no fill lies outside the band by a fraction of a tick.
 */
export function marketTakeLimit(side: EngineSide, reference: number, rules: Pick<SymbolRules, 'marketTakeBound'>): number {
  const ppm = toUnits(rules.marketTakeBound, 6) ?? 0n;
  const ticks = BigInt(reference);
  if (side === 'buy') return Number((ticks * (MILLION + ppm)) / MILLION);
  return Number((ticks * (MILLION - ppm) + MILLION - 1n) / MILLION);
}

/**
 * The refusal of a market order the band leaves nothing to take although the book holds some (Binance futures
 * answer such an order with its PERCENT_PRICE error): 31014, naming the worst price the order could have taken.
 */
export function outsideTakeBand(side: EngineSide, limit: number, market: MarketSymbol): GatewayError {
  const price = formatUnits(BigInt(limit), market.priceDecimals);
  return refuse('PRICE_OUT_OF_BAND', side === 'buy' ? `a market buy takes no ask above ${price}` : `a market sell takes no bid below ${price}`);
}
