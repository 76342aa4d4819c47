// Stored orders and fills as the contract writes them: the fields a spot row and a futures row share, in integer
// ticks, lots and atoms, turned into decimal strings at the symbol's decimals.
import type { AccountKind, Order, OrderStatus, Side, TimeInForce } from '../../src/core/trading/contract';
import { formatAtoms, formatUnits } from './amounts';
import type { RestoredOrder } from './engine/matching-engine';
import { marketSymbolOf } from './symbol-rules';

/** The columns every stored order has, spot or futures; each table adds its own and narrows type and cancel_reason. */
export interface StoredOrder {
  id: number;
  account_id: string;
  market: AccountKind;
  client_order_id: string;
  symbol: string;
  side: Side;
  type: string;
  time_in_force: TimeInForce;
  price_ticks: number | null;
  qty_lots: number;
  filled_lots: number;
  filled_quote: string;
  status: OrderStatus;
  cancel_reason: string | null;
  seq: number;
  created_at: number;
  updated_at: number;
}

/** The columns every stored fill has, spot or futures. */
export interface StoredFill {
  id: number;
  trade_id: number;
  order_id: number;
  account_id: string;
  symbol: string;
  side: Side;
  price_ticks: number;
  qty_lots: number;
  quote: string;
  fee: string;
  liquidity: 'maker' | 'taker';
  time: number;
  client_order_id?: string;
  market?: AccountKind;
}

export interface Digits {
  readonly price: number;
  readonly qty: number;
}

/** The price and quantity decimals of a listed symbol; a stored row of any other is corrupt data. */
export function digitsOf(symbol: string): Digits {
  const found = marketSymbolOf(symbol);
  if (found === undefined) throw new RangeError(`Unknown symbol in the store: ${symbol}`);
  return { price: found.priceDecimals, qty: found.qtyDecimals };
}

/** An order as both contracts write it, with the row's own kinds of type and cancel reason. */
export type OrderFields<Row extends StoredOrder> = Omit<Order, 'type' | 'cancelReason'> & {
  type: Row['type'];
  cancelReason: Row['cancel_reason'];
};

export function orderFieldsOf<Row extends StoredOrder>(row: Row, digits: Digits): OrderFields<Row> {
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
    filledQty: formatUnits(BigInt(row.filled_lots), digits.qty),
    filledQuote: formatAtoms(BigInt(row.filled_quote)),
    status: row.status,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The fill's fields as both contracts write them, for a row joined with its order's client id and world. */
export function fillFieldsOf(row: StoredFill & { client_order_id: string; market: AccountKind }, digits: Digits, feeAsset: string) {
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
    feeAsset,
    liquidity: row.liquidity,
    time: row.time,
  };
}

/** A stored open limit order as the book takes it back at start: what is left of it, at its place in the queue. */
export function restingOf(row: StoredOrder): RestoredOrder {
  return {
    id: row.id,
    account: row.account_id,
    side: row.side,
    price: row.price_ticks as number,
    qty: row.qty_lots,
    remaining: row.qty_lots - row.filled_lots,
    seq: row.seq,
  };
}
