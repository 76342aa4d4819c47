// The futures form's amounts: typed in the coin or in USDT (the trade-unit preference), sent as a quantity of the
// coin rounded down to the step, exactly (big.js).
import Big from 'big.js';
import type { RiskTier } from '../../core/trading/contract/futures';
import { maxNotionalForLeverage } from '../../core/trading/futures/risk-tiers';
import { amountForTotal, isDecimalText } from '../../core/trading/order-math';
import type { TradeUnit } from '../../core/trading/trading-prefs';

/** The coin quantity an amount stands for; "" when it cannot be worked out (no price yet for a USDT amount). */
export function quantityOf(amount: string, unit: TradeUnit, price: string, step: string): string {
  if (!isDecimalText(amount)) return '';
  if (unit === 'coin') return amount;
  if (!isDecimalText(price) || new Big(price).lte(0)) return '';
  return amountForTotal(amount, price, step);
}

/** The largest position notional (USDT) the leverage allows: the cap of the highest tier that permits it. */
export function maxPositionAt(tiers: readonly RiskTier[], leverage: number): string {
  return maxNotionalForLeverage(tiers, leverage).toFixed();
}
