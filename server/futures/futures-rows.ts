// Stored futures rows as the contract writes them.
import type { AccountKind, FundingPayment, FuturesFill, FuturesOrder, LiquidationRecord } from '../../src/core/trading/contract';
import { formatAtoms, formatUnits } from '../market/amounts';
import { digitsOf, fillFieldsOf, orderFieldsOf } from '../market/row-views';
import type { Digits } from '../market/row-views';
import { signedAtoms } from './futures-account';
import type { FundingRow, FuturesFillRow, FuturesOrderRow, LiquidationRow } from './futures-store';

/** Quote atoms per lot as a price at the symbol's tick, rounded half up: an average fill price. */
function averagePrice(quote: bigint, lots: bigint, digits: Digits): string {
  return formatUnits((quote * 10n ** BigInt(digits.qty) * 2n / (lots * 10n ** BigInt(18 - digits.price)) + 1n) / 2n, digits.price);
}

/**
 * A conditional order that is a take-profit or stop-loss of the position: a close-position one, or a pre-TP/SL
 * whose entry has filled (it guards what filled).
 */
export function guardsPosition(row: FuturesOrderRow): boolean {
  return row.close_position === 1 || (row.entry_order_id !== null && row.qty_lots > 0);
}

export function orderOf(row: FuturesOrderRow): FuturesOrder {
  const digits = digitsOf(row.symbol);
  const filled = BigInt(row.filled_lots);
  return {
    ...orderFieldsOf(row, digits),
    avgPrice: filled === 0n ? null : averagePrice(BigInt(row.filled_quote), filled, digits),
    reduceOnly: row.reduce_only === 1,
    closePosition: row.close_position === 1,
    stopPrice: row.stop_ticks === null ? null : formatUnits(BigInt(row.stop_ticks), digits.price),
    triggerBy: row.trigger_by,
    triggeredAt: row.triggered_at,
    entryOrderId: row.entry_order_id === null ? null : String(row.entry_order_id),
  };
}

/** Fees and realized PnL of a futures fill are in the margin asset, USDT. */
export function fillOf(row: FuturesFillRow & { client_order_id: string; market: AccountKind }): FuturesFill {
  return { ...fillFieldsOf(row, digitsOf(row.symbol), 'USDT'), realizedPnl: signedAtoms(BigInt(row.realized_pnl)) };
}

export function fundingOf(row: FundingRow): FundingPayment {
  const digits = digitsOf(row.symbol);
  return {
    id: String(row.id),
    account: row.market,
    symbol: row.symbol,
    side: row.side,
    size: formatUnits(BigInt(row.size_lots), digits.qty),
    markPrice: formatUnits(BigInt(row.mark_ticks), digits.price),
    fundingRate: row.rate,
    amount: signedAtoms(BigInt(row.amount)),
    asset: 'USDT',
    time: row.time,
  };
}

export function liquidationOf(row: LiquidationRow): LiquidationRecord {
  const digits = digitsOf(row.symbol);
  const lots = BigInt(row.size_lots);
  return {
    id: String(row.id),
    account: row.market,
    symbol: row.symbol,
    side: row.side,
    size: formatUnits(lots, digits.qty),
    entryPrice: averagePrice(BigInt(row.entry_quote), lots, digits),
    markPrice: formatUnits(BigInt(row.mark_ticks), digits.price),
    price: averagePrice(BigInt(row.price_quote), lots, digits),
    marginMode: row.margin_mode,
    marginLost: formatAtoms(BigInt(row.margin_lost)),
    insuranceFundCover: formatAtoms(BigInt(row.insurance_cover)),
    time: row.time,
  };
}
