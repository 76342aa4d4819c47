// Rows of the trading contract as the gateway answers them, for the trading sagas' tests: each passes the contract's
// check, so a test that changes one field knows the answer is refused for that field alone.
import type { FundingPayment, FuturesFill, FuturesOrder } from '../../../src/core/trading/contract/futures';
import type { Fill, Order } from '../../../src/core/trading/contract/orders';
import type { Trade } from '../../../src/core/trading/contract/market-data';

export const SPOT_RULES = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', tickSize: '0.01', stepSize: '0.00001', minQty: '0.00001', maxQty: '100',
  minNotional: '5', priceDecimals: 2, qtyDecimals: 5, makerFee: '0.001', takerFee: '0.001', multiplierUp: '5', multiplierDown: '0.2', marketTakeBound: '0.05',
};

export const order = (orderId: string, status: Order['status'] = 'new', updatedAt = 1): Order => ({
  orderId, clientOrderId: `c${orderId}`, account: 'real', symbol: 'BTCUSDT', side: 'buy', type: 'limit', timeInForce: 'GTC',
  price: '90000', qty: '0.01', filledQty: '0', filledQuote: '0', status, cancelReason: status === 'canceled' ? 'user' : null,
  createdAt: 1, updatedAt,
});

export const futuresOrder = (orderId: string, status: Order['status'] = 'new', updatedAt = 1): FuturesOrder => ({
  ...order(orderId, status, updatedAt), avgPrice: null, reduceOnly: false, closePosition: false, stopPrice: null, triggerBy: null,
  triggeredAt: null, entryOrderId: null,
});

export const fill = (fillId: string): Fill => ({
  fillId, tradeId: fillId, orderId: '1', clientOrderId: 'c1', account: 'real', symbol: 'BTCUSDT', side: 'buy', price: '90000',
  qty: '0.01', quoteQty: '900', fee: '0.9', feeAsset: 'USDT', liquidity: 'maker', time: 1,
});

export const futuresFill = (fillId: string): FuturesFill => ({ ...fill(fillId), realizedPnl: '0' });

export const trade = (tradeId: string): Trade => ({ symbol: 'BTCUSDT', tradeId, price: '97000', qty: '0.1', takerSide: 'buy', time: 1 });

export const fundingPayment = (id: string): FundingPayment => ({
  id, account: 'real', symbol: 'BTCUSDT', side: 'LONG', size: '0.1', markPrice: '100000', fundingRate: '0.0001', amount: '-1',
  asset: 'USDT', time: 1,
});
