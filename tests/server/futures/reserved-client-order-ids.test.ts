// `g<id>` and `liq<id>` are the client order ids the gateway names its own orders with (an order placed without one,
// a TP/SL, a liquidation), and a client order id is unique per account. One a client had taken first made the
// gateway's own insert fail: a liquidation threw (inside the market's timer, in the running gateway), leaving the
// position open past its maintenance margin. A placement naming one is refused.
import { TradingCodes } from '../../../src/core/trading/contract';
import { codeOf, longAt60000 } from './support';

describe('futures: the client order ids the gateway names its own orders with', () => {
  it('refuses a placement that names one, so a liquidation always gets its own', () => {
    const w = longAt60000('400', '0.1');
    w.btc.placeUser('D', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000', qty: '1' });
    const probe = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '70000', qty: '0.001', clientOrderId: 'probe' });
    // The id the liquidation below takes: the one after the claim's own.
    const claim = (clientOrderId: string) => () =>
      w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '70000', qty: '0.001', clientOrderId });
    expect(codeOf(claim(`liq${Number(probe.order.orderId) + 2}`))).toBe(TradingCodes.BAD_ORDER_PARAMETERS);
    expect(codeOf(claim(`g${Number(probe.order.orderId) + 2}`))).toBe(TradingCodes.BAD_ORDER_PARAMETERS);
    // Ids that only look alike stay the client's.
    for (const id of ['liq', 'g', 'g1a', 'G12', 'liq-3', 'gg12']) expect(codeOf(claim(id))).toBeUndefined();

    // Past its maintenance margin, B's long is liquidated.
    w.btc.pin(5_600_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(w.exchange.store.liquidations('B', { limit: 10 })).toHaveLength(1);
  });
});
