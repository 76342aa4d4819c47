// The transfer dialog's check of the amount, exact (big.js): a decimal the gateway accepts, above zero, and no
// more than the source wallet has available when that is known (the gateway checks again: 33010).
import Big from 'big.js';
import { isDecimalText } from '../../core/trading/order-math';

export type TransferAmountProblem = 'amount' | 'tooMuch';

export function transferAmountProblem(amount: string, available: string | null): TransferAmountProblem | null {
  if (!isDecimalText(amount) || new Big(amount).lte(0)) return 'amount';
  if (available !== null && new Big(amount).gt(available)) return 'tooMuch';
  return null;
}
