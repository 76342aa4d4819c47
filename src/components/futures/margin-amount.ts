// The margin dialog's arithmetic, exact (big.js): what an isolated position can spare, and what is wrong with a
// typed amount. The gateway checks both again (31012, 33006, 33007); these say it at the field before anything is
// sent.
import Big from 'big.js';
import { isDecimalText } from '../../core/trading/order-math';
import { USDT_AMOUNT_DECIMALS } from './usdt';
import type { LivePosition } from './live-position';

/**
 * The margin that can come out of an isolated position at its mark, as the gateway works it out
 * (server/futures/account-calls.ts positionMargin): what stays must cover the initial margin and any unrealized
 * loss. Never below zero.
 */
export function removableMargin(position: LivePosition): string {
  const pnl = new Big(position.unrealizedPnl);
  const spare = new Big(position.isolatedMargin).minus(position.initialMargin).plus(pnl.lt(0) ? pnl : 0);
  return spare.gt(0) ? spare.toFixed() : '0';
}

/** Why an amount cannot be sent: nothing typed, not a number, zero or less, finer than an atom, above the limit. */
export type MarginAmountProblem = 'empty' | 'format' | 'notPositive' | 'decimals' | 'tooMuch';

// A number as a trader may type it, sign included, so "-5" is told "above zero" rather than "digits only".
const SIGNED_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * What is wrong with `amount` (the field's canonical text, "." for the decimal mark), or null when it can be sent.
 * `limit` is the most it may be (the available balance to add, the removable margin to remove), null while unknown.
 */
export function marginAmountProblem(amount: string, limit: string | null): MarginAmountProblem | null {
  if (amount === '') return 'empty';
  if (!SIGNED_NUMBER.test(amount)) return 'format';
  const value = new Big(amount);
  if (value.lte(0)) return 'notPositive';
  // Read as the number it is ("007.50" is 7.5, which is what is sent): only digits that count are held to the atom.
  const canonical = marginAmountText(amount);
  if ((canonical.split('.')[1] ?? '').length > USDT_AMOUNT_DECIMALS) return 'decimals';
  // More than 20 whole digits is outside the contract's decimal.
  if (!isDecimalText(canonical)) return 'format';
  if (limit !== null && value.gt(limit)) return 'tooMuch';
  return null;
}

/** The amount as the gateway is sent it: plain decimal notation, without leading or trailing zeros. */
export const marginAmountText = (amount: string) => new Big(amount).toFixed();

/** A text still being typed ("12." before its decimals): not said wrong until the trader leaves the field. */
export const isUnfinished = (amount: string) => amount.endsWith('.') || amount === '-';
