// Stored futures rows as the contract writes them.
import type { AccountKind, FundingPayment, FuturesFill, FuturesOrder, LiquidationRecord } from '../../src/core/trading/contract';
import { formatAtoms, formatUnits } from '../market/amounts';
import { marketSymbolOf } from '../market/symbol-rules';
import { signedAtoms } from './futures-account';
import type { FundingRow, FuturesFillRow, FuturesOrderRow, LiquidationRow } from './futures-store';

function decimals(symbol: string): { price: number; qty: number } {
  const found = marketSymbolOf(symbol);
  if (found === undefined) throw new RangeError(`Unknown symbol in the store: ${symbol}`);
  return { price: found.priceDecimals, qty: found.qtyDecimals };
}

export function orderOf(row: FuturesOrderRow): FuturesOrder {
  const digits = decimals(row.symbol);
  const filled = BigInt(row.filled_lots);
  const quote = BigInt(row.filled_quote);
  // The average price in ticks, rounded half up, from the quote atoms: quote / filled lots, scaled to the tick.
  const average =
    filled === 0n ? null : formatUnits((quote * 10n ** BigInt(digits.qty) * 2n / (filled * 10n ** BigInt(18 - digits.price)) + 1n) / 2n, digits.price);
  return {
    orderId: String(row.id),
    clientOrderId: row.client_order_id,
    account: row.market,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    timeInForce: row.time_in_force,
    price: row.price_ticks === null ? null : formatUnits(BigInt(row.price_ticks), digits.price),
    qty: formatUnits(BigInt(row.qty_lots), digits.qty),
    filledQty: formatUnits(filled, digits.qty),
    filledQuote: formatAtoms(quote),
    avgPrice: average,
    reduceOnly: row.reduce_only === 1,
    closePosition: row.close_position === 1,
    stopPrice: row.stop_ticks === null ? null : formatUnits(BigInt(row.stop_ticks), digits.price),
    triggerBy: row.trigger_by,
    triggeredAt: row.triggered_at,
    status: row.status,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function fillOf(row: FuturesFillRow & { client_order_id: string; market: AccountKind }): FuturesFill {
  const digits = decimals(row.symbol);
  return {
    fillId: String(row.id),
    tradeId: String(row.trade_id),
    orderId: String(row.order_id),
    clientOrderId: row.client_order_id,
    account: row.market,
    symbol: row.symbol,
    side: row.side,
    price: formatUnits(BigInt(row.price_ticks), digits.price),
    qty: formatUnits(BigInt(row.qty_lots), digits.qty),
    quoteQty: formatAtoms(BigInt(row.quote)),
    fee: formatAtoms(BigInt(row.fee)),
    feeAsset: 'USDT',
    realizedPnl: signedAtoms(BigInt(row.realized_pnl)),
    liquidity: row.liquidity,
    time: row.time,
  };
}

export function fundingOf(row: FundingRow): FundingPayment {
  const digits = decimals(row.symbol);
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
  const digits = decimals(row.symbol);
  const lots = BigInt(row.size_lots);
  const perPrice = (quote: bigint) =>
    formatUnits((quote * 10n ** BigInt(digits.qty) * 2n / (lots * 10n ** BigInt(18 - digits.price)) + 1n) / 2n, digits.price);
  return {
    id: String(row.id),
    account: row.market,
    symbol: row.symbol,
    side: row.side,
    size: formatUnits(lots, digits.qty),
    entryPrice: perPrice(BigInt(row.entry_quote)),
    markPrice: formatUnits(BigInt(row.mark_ticks), digits.price),
    price: perPrice(BigInt(row.price_quote)),
    marginMode: row.margin_mode,
    marginLost: formatAtoms(BigInt(row.margin_lost)),
    insuranceFundCover: formatAtoms(BigInt(row.insurance_cover)),
    time: row.time,
  };
}
