import type { PlaceOrderRequest, TimeInForce } from '../../src/core/trading/contract';
import { formatUnits, quoteAtoms, toUnits } from './amounts';
import type { MarketSymbol } from './symbol-rules';
import { refuse } from './trading-error';

/**
 * The client order ids the gateway names orders with itself: `g<order id>` for an order placed without one (and a
 * futures TP/SL), `liq<order id>` for a liquidation. A client order id is unique per account, so one a client had
 * taken ahead of the gateway made the gateway's own insert fail: that account's next unnamed order answered 500,
 * and its liquidation threw inside the market's timer, which stopped the gateway and left the position open.
 */
const GATEWAY_CLIENT_ORDER_ID = /^(g|liq)[0-9]+$/;

/** Refuses a client order id of the forms the gateway keeps for its own (BAD_ORDER_PARAMETERS). */
export function checkClientOrderId(clientOrderId: string | undefined): void {
  if (clientOrderId !== undefined && GATEWAY_CLIENT_ORDER_ID.test(clientOrderId)) {
    throw refuse('BAD_ORDER_PARAMETERS', 'a clientOrderId of g or liq and digits is one the gateway names orders with');
  }
}

/** Prices above this many ticks are refused: the engine's integers stay far below 2^53. */
const MAX_PRICE_TICKS = 2 ** 50;

export interface CheckedOrder {
  readonly side: 'buy' | 'sell';
  readonly type: 'limit' | 'market';
  readonly timeInForce: TimeInForce;
  /** Ticks; undefined for a market order. */
  readonly price: number | undefined;
  readonly lots: number;
}

/**
 * The request in ticks and lots, after the symbol's rules in the documented order: parameters that fit the type,
 * tick, step, quantity range; the minimum notional of a limit order (a market order's is checked against the book).
 */
export function checkOrder(request: PlaceOrderRequest, market: MarketSymbol): CheckedOrder {
  const { type } = request;
  const timeInForce = request.timeInForce ?? (type === 'market' ? 'IOC' : 'GTC');
  if (type === 'limit' && request.price === undefined) throw refuse('BAD_ORDER_PARAMETERS', 'a limit order needs a price');
  if (type === 'market' && request.price !== undefined) throw refuse('BAD_ORDER_PARAMETERS', 'a market order takes no price');
  if (type === 'market' && timeInForce !== 'IOC') throw refuse('BAD_ORDER_PARAMETERS', 'a market order is IOC');
  let price: number | undefined;
  if (request.price !== undefined) {
    const ticks = toUnits(request.price, market.priceDecimals);
    if (ticks === undefined) throw refuse('PRICE_OFF_TICK', `tick size ${market.rules.tickSize}`);
    if (ticks <= 0n || ticks > BigInt(MAX_PRICE_TICKS)) throw refuse('BAD_ORDER_PARAMETERS', 'price out of range');
    price = Number(ticks);
  }
  const lots = toUnits(request.qty, market.qtyDecimals);
  if (lots === undefined) throw refuse('QTY_OFF_STEP', `step size ${market.rules.stepSize}`);
  if (lots < BigInt(market.minLots) || lots > BigInt(market.maxLots)) {
    throw refuse('QTY_OUT_OF_RANGE', `${market.rules.minQty} to ${market.rules.maxQty}`);
  }
  if (price !== undefined) checkNotional(BigInt(price) * lots, market);
  return { side: request.side, type, timeInForce, price, lots: Number(lots) };
}

/** Refuses a value (ticks x lots) under the symbol's minimum notional. */
export function checkNotional(tickLots: bigint, market: MarketSymbol): void {
  const value = quoteAtoms(tickLots, market.priceDecimals, market.qtyDecimals);
  const minimum = toUnits(market.rules.minNotional, 18) ?? 0n;
  if (value < minimum) throw refuse('BELOW_MIN_NOTIONAL', `${market.rules.minNotional} ${market.rules.quote}`);
}

/** A multiplier of the band ("5", "0.2") in millionths, so the band is worked out in integers. */
const ppmOf = (multiplier: string): bigint => toUnits(multiplier, 6) ?? 0n;
const MILLION = 1_000_000n;

/**
 * Refuses a limit price (ticks) outside the symbol's band around `reference` (ticks: the last trade in spot, the mark
 * price in futures): below reference x multiplierDown, rounded up to a tick, or above reference x multiplierUp,
 * rounded down. A market without a reference yet has no band.
 */
export function checkPriceBand(price: number, reference: number | undefined, market: MarketSymbol, rules = market.rules): void {
  if (reference === undefined || reference <= 0) return;
  const low = (BigInt(reference) * ppmOf(rules.multiplierDown) + MILLION - 1n) / MILLION;
  const high = (BigInt(reference) * ppmOf(rules.multiplierUp)) / MILLION;
  const ticks = BigInt(price);
  if (ticks < low || ticks > high) {
    throw refuse('PRICE_OUT_OF_BAND', `${formatUnits(low, market.priceDecimals)} to ${formatUnits(high, market.priceDecimals)}`);
  }
}
