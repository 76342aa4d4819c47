// The order form's arithmetic, exact (big.js): price x amount = total, an amount from a total or a share of the
// balance rounded down to the step, grouping book prices to tick multiples, and the symbol rules of
// docs/protocol.md checked in the gateway's order. No binary float ever holds a price or an amount.
import Big from 'big.js';
import type { SymbolRules } from './contract/market-data';
import type { Level } from './contract/primitives';

const DECIMAL = /^(0|[1-9]\d{0,19})(\.\d{1,18})?$/;

/** Whether the text is a decimal the gateway accepts (no sign, no exponent). Leading zeros like "00.5" are not. */
export function isDecimalText(value: string): boolean {
  return DECIMAL.test(value);
}

/** Whether a field holds something that is not a decimal: "1e5", "abc", "1.2.3" (an empty field is not). */
export function isMalformedDecimal(value: string): boolean {
  return value !== '' && !isDecimalText(value);
}

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * What a keyboard types for a number, other than ASCII, written with ASCII's digits: the full-width forms of
 * Japanese and Chinese input methods ("０．５", made plain by NFKC), the Arabic-Indic digits of an Arabic keyboard
 * ("٠٫٥") and the Extended Arabic-Indic digits of Persian and Urdu ones ("۰٫۵"), whose decimal separator "٫"
 * becomes the locale's decimal mark and whose group separator "٬" is dropped.
 */
export function asciiDigits(value: string, decimalMark: '.' | ','): string {
  return value
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/\u066b/g, decimalMark)
    .replace(/\u066c/g, '');
}

/**
 * The step the quote asset (USDT) is shown in where a balance is read at a glance, as what a form has available:
 * cents. The balance itself stays exact: a share of it, or a check against it, uses every digit.
 */
export const QUOTE_DISPLAY_STEP = '0.01';

/** `value` rounded down to a whole multiple of `step`, written with the step's decimals. */
export function floorToStep(value: string, step: string): string {
  const stepBig = new Big(step);
  const units = new Big(value).div(stepBig).round(0, Big.roundDown);
  return units.times(stepBig).toFixed(decimalsOf(step));
}

export function decimalsOf(step: string): number {
  const dot = step.indexOf('.');
  return dot < 0 ? 0 : step.length - dot - 1;
}

/**
 * The average price an order filled at: its filled quote over its filled amount, rounded half up to `decimals`;
 * null while nothing filled.
 */
export function averagePrice(filledQuote: string, filledQty: string, decimals: number): string | null {
  const qty = new Big(filledQty);
  return qty.eq(0) ? null : new Big(filledQuote).div(qty).toFixed(decimals, Big.roundHalfUp);
}

/**
 * price x amount in the quote asset, exact, without the zeros the two numbers' decimals would pad it with: a price
 * taken from the book (96000.00) times an amount from the slider (1.00000) is 96000, not 96000.0000000.
 */
export function totalOf(price: string, amount: string): string {
  return new Big(price).times(amount).toFixed();
}

/** The amount a total buys at `price`, rounded down to the step. */
export function amountForTotal(total: string, price: string, step: string): string {
  if (new Big(price).eq(0)) return new Big(0).toFixed(decimalsOf(step));
  return floorToStep(new Big(total).div(price).toFixed(20), step);
}

/**
 * What `amount` is worth walking `levels` of one side (best first): each level's price times what the order takes of
 * it. Past the levels the page holds, the rest is counted at the last one's price.
 */
export function walkValue(levels: readonly Level[], amount: string): string {
  let left = new Big(amount);
  let value = new Big(0);
  for (const [price, qty] of levels) {
    const taken = left.lt(qty) ? left : new Big(qty);
    value = value.plus(taken.times(price));
    left = left.minus(taken);
    if (left.eq(0)) return value.toFixed();
  }
  const deepest = levels.at(-1);
  return (deepest ? value.plus(left.times(deepest[0])) : value).toFixed();
}

/**
 * The most that walking `levels` (best first) can take for `worth` of the quote, rounded down to the step, so that
 * what it is worth (`walkValue`) is never more than `worth`. Only the levels the page holds are counted: what lies
 * past them has an unknown price.
 */
export function walkAmount(levels: readonly Level[], worth: string, step: string): string {
  const stepBig = new Big(step);
  let left = new Big(worth);
  let amount = new Big(0);
  for (const [price, qty] of levels) {
    const levelValue = new Big(price).times(qty);
    if (levelValue.lte(left)) {
      amount = amount.plus(qty);
      left = left.minus(levelValue);
      continue;
    }
    // The level where the money runs out: the whole steps of it what is left pays for. The quotient is rounded in
    // Big's last digit, so a step it gives too many is taken back.
    const lot = new Big(price).times(stepBig);
    let steps = left.div(lot).round(0, Big.roundDown);
    if (steps.times(lot).gt(left)) steps = steps.minus(1);
    amount = amount.plus(steps.times(stepBig));
    break;
  }
  return amount.toFixed(decimalsOf(step));
}

/**
 * What a market buy of `amount` pays walking `asks` (best first), which is what the gateway freezes for it
 * (docs/protocol.md, "Freezing"). The fee comes out of the coin received, so none is added here. Past the levels the
 * page holds, the rest is counted at the last one's price: no more than the gateway, whose book goes on, would freeze.
 */
export function marketBuyCost(asks: readonly Level[], amount: string): string {
  return walkValue(asks, amount);
}

/**
 * The most a market buy can take walking `asks` for `spend` of the quote, rounded down to the step, so that what the
 * gateway freezes for it (`marketBuyCost`) is never more than `spend`.
 */
export function marketBuyAmount(asks: readonly Level[], spend: string, step: string): string {
  return walkAmount(asks, spend, step);
}

/**
 * The amount for `percent` (0-100) of the available balance: of the quote for a buy (divided by the price), of the
 * base for a sell; rounded down to the step so the order never asks for more than there is. A market buy given the
 * `asks` it would meet walks them as the gateway does (`marketBuyAmount`): the best ask alone would ask for more than
 * the balance as soon as the first level is too thin for the amount.
 */
export function amountForShare(options: {
  side: 'buy' | 'sell';
  percent: number;
  available: string;
  price: string;
  step: string;
  asks?: readonly Level[] | null;
}): string {
  const share = new Big(options.available).times(options.percent).div(100);
  if (options.side === 'sell') return floorToStep(share.toFixed(20), options.step);
  if (options.asks) return marketBuyAmount(options.asks, share.toFixed(), options.step);
  return amountForTotal(share.toFixed(20), options.price, options.step);
}

/** A book price grouped to a multiple of `group`: bids round down and asks up, so no bucket straddles the spread. */
export function groupPrice(price: string, group: string, side: 'bids' | 'asks'): string {
  const units = new Big(price).div(group).round(0, side === 'bids' ? Big.roundDown : Big.roundUp);
  return units.times(group).toFixed(decimalsOf(group));
}

/** Why an order breaks the symbol's rules, as a message key (with values), or null when it keeps them. */
export type RuleBreach = { key: string; values?: Record<string, string> } | null;

/**
 * The limit prices the symbol's band allows around `reference` (the last trade in spot, the mark price in futures):
 * reference x multiplierDown rounded up to a tick, to reference x multiplierUp rounded down, as the gateway works it
 * out; null without a reference.
 */
export function priceBand(rules: SymbolRules, reference: string | null): { min: string; max: string } | null {
  if (reference === null || !isDecimalText(reference) || new Big(reference).eq(0)) return null;
  const tick = new Big(rules.tickSize);
  const bound = (multiplier: string, round: 0 | 3) =>
    new Big(reference).times(multiplier).div(tick).round(0, round).times(tick).toFixed(decimalsOf(rules.tickSize));
  return { min: bound(rules.multiplierDown, Big.roundUp), max: bound(rules.multiplierUp, Big.roundDown) };
}

/**
 * What an order freezes of the balance (docs/protocol.md, "Freezing"): a sell its amount of the coin; a limit buy its
 * price times its amount; a market buy what it pays walking the asks it would meet, when they are known.
 */
function frozenFor(order: { type: 'limit' | 'market'; side: 'buy' | 'sell'; amount: string; asks?: readonly Level[] | null }, price: string): Big {
  if (order.side === 'sell') return new Big(order.amount);
  if (order.type === 'market' && order.asks?.length) return new Big(marketBuyCost(order.asks, order.amount));
  return new Big(price).times(order.amount);
}

/**
 * Why a limit price breaks the symbol's rules: not a number, zero, off the tick, or (given a reference) outside the
 * band around it; null when it keeps them.
 */
export function limitPriceBreach(rules: SymbolRules, price: string, reference: string | null): RuleBreach {
  if (isMalformedDecimal(price)) return { key: 'trading.form.error.priceFormat' };
  if (!isDecimalText(price) || new Big(price).eq(0)) return { key: 'trading.form.error.price' };
  if (!new Big(price).mod(rules.tickSize).eq(0)) return { key: 'trading.form.error.tick', values: { tick: rules.tickSize } };
  const band = priceBand(rules, reference);
  if (band !== null && (new Big(price).lt(band.min) || new Big(price).gt(band.max))) {
    return { key: 'trading.form.error.priceBand', values: { ...band, quote: rules.quote } };
  }
  return null;
}

export function checkOrder(
  rules: SymbolRules,
  order: {
    type: 'limit' | 'market';
    price: string;
    amount: string;
    side: 'buy' | 'sell';
    available: string | null;
    marketPrice: string | null;
    /** The price the band is around: the last trade (spot) or the mark price (futures); null when not known. */
    reference?: string | null;
    /** The asks a market buy would walk, best first: what it costs is checked against the balance (`marketBuyCost`). */
    asks?: readonly Level[] | null;
  },
): RuleBreach {
  // The price's own form first; its band after the amount's checks, which say more about most mistakes.
  const priceBreach = order.type === 'limit' ? limitPriceBreach(rules, order.price, null) : null;
  if (priceBreach !== null) return priceBreach;
  if (isMalformedDecimal(order.amount)) return { key: 'trading.form.error.amountFormat' };
  if (!isDecimalText(order.amount) || new Big(order.amount).eq(0)) return { key: 'trading.form.error.amount' };
  if (!new Big(order.amount).mod(rules.stepSize).eq(0)) return { key: 'trading.form.error.step', values: { step: rules.stepSize } };
  if (new Big(order.amount).lt(rules.minQty) || new Big(order.amount).gt(rules.maxQty)) {
    return { key: 'trading.form.error.qtyRange', values: { min: rules.minQty, max: rules.maxQty } };
  }
  const price = order.type === 'limit' ? order.price : order.marketPrice;
  if (price !== null && new Big(price).times(order.amount).lt(rules.minNotional)) {
    return { key: 'trading.form.error.minNotional', values: { min: rules.minNotional, quote: rules.quote } };
  }
  const bandBreach = order.type === 'limit' ? limitPriceBreach(rules, order.price, order.reference ?? null) : null;
  if (bandBreach !== null) return bandBreach;
  if (order.available !== null && price !== null) {
    if (frozenFor(order, price).gt(order.available)) return { key: 'trading.form.error.balance' };
  }
  return null;
}
