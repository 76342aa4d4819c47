// What is wrong with a number the trader typed into an order form (spot and futures), said before the symbol's rules are checked
// (order-math.ts checkOrder): each reason its own message, so none is told "digits only" for a number that is all
// digits. The rules' own messages (a multiple of the tick, a range, a minimum) follow for a number read right.
import { decimalFieldProblem, type NumberMarks } from './decimal-input';
import { canonicalDecimal } from './decimal-text';
import { decimalsOf, type RuleBreach } from './order-math';

export type TypedField = 'price' | 'amount' | 'total';

/** The name each field's finest step goes by in its message: a price's tick, an amount's step. */
const STEP_NAME = { price: 'tick', amount: 'step' } as const;

/**
 * Why `value` (a field's kept value, decimal-input.ts) cannot be the field's number, or null: a mark the language
 * does not write there (`priceMark`: German "0.5"), no number at all (`priceFormat`), below zero (the field's "above
 * zero" message), or more decimals than the symbol's finest `step` (`priceDecimals`: 97000.001 where the tick is
 * 0.01). A total has no step of its own (the amount follows it), and one message for any number it cannot be.
 */
export function typedNumberBreach(field: TypedField, value: string, marks: NumberMarks, step?: string): RuleBreach {
  const problem = decimalFieldProblem(value, marks);
  if (problem?.kind === 'mark') return { key: `trading.form.error.${field}Mark`, values: { wrong: problem.wrong } };
  if (problem) return { key: `trading.form.error.${field}Format` };
  if (value.startsWith('-')) return { key: field === 'total' ? 'trading.form.error.totalFormat' : `trading.form.error.${field}` };
  // An empty field has no decimals: the rules say it needs a number.
  if (field === 'total' || step === undefined) return null;
  if (decimalsOf(canonicalDecimal(value)) > decimalsOf(step)) return { key: `trading.form.error.${field}Decimals`, values: { [STEP_NAME[field]]: step } };
  return null;
}

/** A number typed up to its decimal mark and no further ("12.") is the whole number it names. */
export function finishedDecimal(value: string): string {
  return /^\d+\.$/.test(value) ? value.slice(0, -1) : value;
}
