// What a TP/SL field's text asks for: an empty field is no trigger (none with an order; on a position, none or the
// one it has removed), a decimal above zero is a trigger price, anything else is a mistake said at the field, so
// nothing is sent rather than a take-profit quietly dropped.
import Big from 'big.js';
import { isDecimalText } from '../../core/trading/order-math';

/** Why a field's text is no trigger price: the key of the text said at the field, and its values. */
export interface TriggerProblem {
  key: string;
  values?: Record<string, string>;
}

export interface TpSlProblems {
  takeProfit: TriggerProblem | null;
  stopLoss: TriggerProblem | null;
}

/**
 * What an open position's triggers must keep to: the tick, and the side of the price they watch (a long's take-profit
 * above it and its stop-loss below, a short's the other way round), since a trigger already reached fires at once
 * and the gateway refuses it. `watched` is null where that price is not known: then only the tick is checked.
 */
export interface PositionTriggerRules {
  side: 'LONG' | 'SHORT';
  watched: string | null;
  tick: string | null;
}

export function triggerProblem(
  text: string,
  field: 'takeProfit' | 'stopLoss' = 'takeProfit',
  triggerBy: 'MARK' | 'LAST' = 'MARK',
  position?: PositionTriggerRules,
): TriggerProblem | null {
  if (text === '') return null;
  if (!isDecimalText(text)) return { key: 'trading.form.error.priceFormat' };
  if (!new Big(text).gt(0)) return { key: 'trading.form.error.price' };
  if (position === undefined) return null;
  if (position.tick !== null && !new Big(text).mod(position.tick).eq(0)) {
    return { key: 'trading.form.error.tick', values: { tick: position.tick } };
  }
  if (position.watched === null) return null;
  const above = (position.side === 'LONG') === (field === 'takeProfit');
  const kept = above ? new Big(text).gt(position.watched) : new Big(text).lt(position.watched);
  if (kept) return null;
  return { key: `futuresOrders.tpsl.error.${above ? 'above' : 'below'}${triggerBy === 'MARK' ? 'Mark' : 'Last'}`, values: { price: position.watched } };
}

/** Each field's problem, or null when both can be sent; with `position`, as that position's triggers. */
export function tpslProblems(
  prices: { takeProfit: string; stopLoss: string; triggerBy?: 'MARK' | 'LAST' },
  position?: PositionTriggerRules,
): TpSlProblems | null {
  const by = prices.triggerBy ?? 'MARK';
  const problems = {
    takeProfit: triggerProblem(prices.takeProfit, 'takeProfit', by, position),
    stopLoss: triggerProblem(prices.stopLoss, 'stopLoss', by, position),
  };
  return problems.takeProfit === null && problems.stopLoss === null ? null : problems;
}
