import Big from 'big.js';
import type { FuturesBalance } from '../../../src/core/trading/contract';
import { liveBalance } from '../../../src/components/futures/live-balance';
import { livePosition } from '../../../src/components/futures/live-position';
import { setLeverage, setMarginMode } from '../../../server/futures/account-calls';
import type { FuturesMarket } from '../../../server/futures/futures-market';
import { fund, world } from './support';

/** Every figure as a number, so "4100" and "4100.000" read alike. */
const exactly = (balance: FuturesBalance) => Object.fromEntries(Object.entries(balance).map(([key, value]) => [key, key === 'asset' ? value : new Big(value).toFixed()]));

describe('futures: the wallet the workspace works out at a new mark', () => {
  it('is the gateway\'s own balance at that mark, to the last decimal, cross margin ratio included', () => {
    const w = world();
    const eth = w.exchange.market('real', 'ETHUSDT') as FuturesMarket;
    fund(w, 'A', '1000000');
    fund(w, 'B', '10000');
    w.btc.pin(6_000_000, w.now.value);
    eth.pin(300_000, w.now.value);
    // B: a cross long of BTC at 10x, an isolated short of ETH at 5x, and a resting BTC bid holding order margin.
    setLeverage(w.exchange, 'B', 'real', 'BTCUSDT', 10);
    setMarginMode(w.exchange, 'B', 'real', 'ETHUSDT', 'ISOLATED');
    setLeverage(w.exchange, 'B', 'real', 'ETHUSDT', 5);
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60000', qty: '0.05' });
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.05' });
    eth.placeUser('A', { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '3000', qty: '1' });
    eth.placeUser('B', { symbol: 'ETHUSDT', side: 'sell', type: 'market', qty: '1' });
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '55000', qty: '0.01' });
    const balance = w.exchange.balance('B', 'real');
    const positions = w.exchange.positions('B', 'real');
    const tiers = w.btc.futures.rules.riskTiers;
    for (const ticks of [5_812_345, 6_100_007, 5_999_999, 5_600_001]) {
      w.now.value += 1000;
      w.btc.pin(ticks, w.now.value);
      const mark = w.btc.markView(w.now.value);
      // The workspace moves the BTC position only: the mark it has is the BTC workspace's.
      const live = positions.map((position) => livePosition(position, position.symbol === 'BTCUSDT' ? mark : null, tiers));
      expect(exactly(liveBalance(balance, live))).toEqual(exactly(w.exchange.balance('B', 'real')));
    }
  });
});
