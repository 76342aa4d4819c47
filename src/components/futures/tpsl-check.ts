// What a TP/SL field's text asks for: an empty field is no trigger (none with an order; on a position, none or the
// one it has removed), a decimal above zero is a trigger price, anything else is a mistake said at the field, so
// nothing is sent rather than a take-profit quietly dropped.
import Big from 'big.js';
import { isDecimalText } from '../../core/trading/order-math';

/** Why a field's text is no trigger price: the key of the text said at the field. */
export type TriggerProblem = 'trading.form.error.priceFormat' | 'trading.form.error.price';

export interface TpSlProblems {
  takeProfit: TriggerProblem | null;
  stopLoss: TriggerProblem | null;
}

export function triggerProblem(text: string): TriggerProblem | null {
  if (text === '') return null;
  if (!isDecimalText(text)) return 'trading.form.error.priceFormat';
  return new Big(text).gt(0) ? null : 'trading.form.error.price';
}

/** Each field's problem, or null when both can be sent. */
export function tpslProblems(prices: { takeProfit: string; stopLoss: string }): TpSlProblems | null {
  const problems = { takeProfit: triggerProblem(prices.takeProfit), stopLoss: triggerProblem(prices.stopLoss) };
  return problems.takeProfit === null && problems.stopLoss === null ? null : problems;
}
