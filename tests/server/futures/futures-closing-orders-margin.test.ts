// The part of an order that reduces the position needs no margin (docs/futures.md "Order margin"), but a position
// can be reduced only once: orders of the closing side already resting take it first, and a new one beyond them
// opens, so it must find its margin. Checked against the position alone, every one of any number of closing orders
// "reduced" it and was placed without margin; filled, they opened a position many times the wallet.
import { FuturesCodes } from '../../../src/core/trading/contract';
import { codeOf, longAt60000 } from './support';

describe('futures: closing orders beyond the position hold margin', () => {
  it('refuses further sells over a long once those resting already close it and the wallet is spent', () => {
    const w = longAt60000('100', '0.01');
    // B: wallet 99.7 after the fee, 30 of it the long's margin. Each further sell of 0.01 at 60,100 opens a short
    // and needs 30.05 of margin and 0.3005 of fee.
    const sell = () => codeOf(() => w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60100', qty: '0.01' }));
    const codes = Array.from({ length: 10 }, sell);
    expect(codes).toEqual([undefined, undefined, undefined, ...Array(7).fill(FuturesCodes.INSUFFICIENT_MARGIN)]);
    expect(w.exchange.balance('B', 'real')).toMatchObject({ walletBalance: '99.7', orderMargin: '60.1', availableBalance: '9.6' });

    // Taken all at once, they close the long and open a short the wallet holds the margin of.
    w.btc.placeUser('D', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.5' });
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'SHORT', size: '0.02000', initialMargin: '60.1' });
  });

  it('a market sell of the whole long needs margin when resting sells already close it', () => {
    const w = longAt60000('40', '0.01');
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '61000', qty: '0.01' });
    w.btc.placeUser('D', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '59000', qty: '0.01' });
    // 9.7 available: the market sell, once the resting sell has the long, opens 0.01 (29.5 of margin).
    expect(codeOf(() => w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.01' }))).toBe(FuturesCodes.INSUFFICIENT_MARGIN);
  });
});
