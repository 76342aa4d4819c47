import type { FuturesBalance, Position } from '../../../src/core/trading/contract';
import { positionMargin, positionTpSl, setLeverage, setMarginMode, transfer } from '../../../server/futures/account-calls';
import type { FuturesListener } from '../../../server/futures/futures-exchange';
import type { FuturesMarket } from '../../../server/futures/futures-market';
import { parseAtoms } from '../../../server/market/amounts';
import { Ledger } from '../../../server/market/ledger';
import { fund, world } from './support';
import type { World } from './support';

/** B holds a 10x isolated long of 0.01 BTC bought at 60,000, with a take-profit at 66,000 and a stop-loss at 55,000 by mark. */
function guardedLong(): World {
  const w = world();
  fund(w, 'A', '100000');
  fund(w, 'B', '100000');
  w.btc.pin(6_000_000, w.now.value);
  setMarginMode(w.exchange, 'B', 'real', 'BTCUSDT', 'ISOLATED');
  setLeverage(w.exchange, 'B', 'real', 'BTCUSDT', 10);
  w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60000', qty: '0.01' });
  w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.01' });
  positionTpSl(w.exchange, 'B', 'real', { symbol: 'BTCUSDT', takeProfit: { stopPrice: '66000', triggerBy: 'MARK' }, stopLoss: { stopPrice: '55000', triggerBy: 'MARK' } });
  return w;
}

const none = () => undefined;
const silent: FuturesListener = {
  futuresTrades: none, futuresKlines: none, futuresDepth: none, futuresTicker: none, futuresMark: none, futuresOrder: none,
  futuresFill: none, futuresPosition: none, futuresBalance: none, futuresFunding: none, futuresLiquidation: none,
};

/** The position frames the streams hear for B from now on. */
function positionFrames(w: World): Position[] {
  const heard: Position[] = [];
  w.exchange.listen({ ...silent, futuresPosition: (account, position) => void (account === 'B' && heard.push(position)) });
  return heard;
}

describe('futures: the position frames of a call that changes a position', () => {
  it.each(['add', 'remove'] as const)(
    'tells a margin %s: the position with its new margin, then the balance with what is available after it',
    (direction) => {
      const w = guardedLong();
      // Margin above the initial one, so that some can be removed.
      if (direction === 'remove') positionMargin(w.exchange, 'B', 'real', { symbol: 'BTCUSDT', direction: 'add', amount: '20' });
      const before = w.exchange.balance('B', 'real');
      w.now.value += 1000;
      const heard = positionFrames(w);
      const balances: FuturesBalance[] = [];
      w.exchange.listen({ ...silent, futuresBalance: (account, balance) => void (account === 'B' && balances.push(balance)) });

      const answer = positionMargin(w.exchange, 'B', 'real', { symbol: 'BTCUSDT', direction, amount: '10' });

      expect(heard).toEqual([answer]);
      const moved = direction === 'add' ? -10 : 10;
      expect(balances).toHaveLength(1);
      expect(Number(balances[0]?.availableBalance)).toBeCloseTo(Number(before.availableBalance) + moved, 6);
      expect(balances[0]).toEqual(w.exchange.balance('B', 'real'));
    },
  );

  it('tells a TP/SL replacement once, in its final state, newer than the position it replaced', () => {
    const w = guardedLong();
    const before = w.exchange.positions('B', 'real')[0] as Position;
    w.now.value += 1000;
    const heard = positionFrames(w);
    // The dialog changed the take-profit only and sent the stop-loss it showed again.
    const answer = positionTpSl(w.exchange, 'B', 'real', {
      symbol: 'BTCUSDT', takeProfit: { stopPrice: '67000', triggerBy: 'MARK' }, stopLoss: { stopPrice: '55000', triggerBy: 'MARK' },
    });
    expect(answer).toMatchObject({ takeProfit: { stopPrice: '67000.00' }, stopLoss: { stopPrice: '55000.00' } });
    expect(answer.updatedAt).toBeGreaterThan(before.updatedAt);
    // One frame, the answer itself: none shows the position between the cancel of the old orders and the new ones.
    expect(heard).toEqual([answer]);
    expect(w.exchange.store.openOrdersOf('B').map((row) => [row.type, row.stop_ticks]).sort()).toEqual([
      ['stopMarket', 5_500_000],
      ['takeProfitMarket', 6_700_000],
    ]);
  });

  it('tells a take-profit set where there was none, with the order that holds it', () => {
    const w = guardedLong();
    positionTpSl(w.exchange, 'B', 'real', { symbol: 'BTCUSDT', takeProfit: null });
    const heard = positionFrames(w);
    const orders: string[] = [];
    w.exchange.listen({ ...silent, futuresOrder: (account, order) => void orders.push(`${account} ${order.type} ${order.status}`) });
    const answer = positionTpSl(w.exchange, 'B', 'real', { symbol: 'BTCUSDT', takeProfit: { stopPrice: '68000', triggerBy: 'LAST' } });
    expect(answer).toMatchObject({ takeProfit: { stopPrice: '68000.00', triggerBy: 'LAST' }, stopLoss: { stopPrice: '55000.00' } });
    expect(heard).toEqual([answer]);
    expect(orders).toEqual(['B takeProfitMarket new']);
  });

  it('tells a leverage change of a symbol with a position: the position at the new leverage, in the answer and on the stream', () => {
    const w = guardedLong();
    w.now.value += 1000;
    const heard = positionFrames(w);
    const answer = setLeverage(w.exchange, 'B', 'real', 'BTCUSDT', 5);
    // 600 USDT of entry at 5x: 120 of initial margin; ROE at the mark of 60,000 is 0.
    expect(answer).toMatchObject({ symbol: 'BTCUSDT', leverage: 5, position: { leverage: 5, initialMargin: '120', updatedAt: w.now.value } });
    expect(heard).toEqual([answer.position]);
  });

  it('answers a leverage change without a position as before, and tells no position', () => {
    const w = world();
    const heard = positionFrames(w);
    expect(setLeverage(w.exchange, 'B', 'real', 'BTCUSDT', 5)).toEqual({ symbol: 'BTCUSDT', leverage: 5, maxNotional: '50000000' });
    expect(heard).toEqual([]);
  });
});

/** B holds a 10x cross long of 0.1 BTC bought at 60,000, on a futures wallet of 1,000 USDT. */
function crossLong(): World {
  const w = world();
  fund(w, 'A', '100000');
  fund(w, 'B', '1000');
  w.btc.pin(6_000_000, w.now.value);
  setLeverage(w.exchange, 'B', 'real', 'BTCUSDT', 10);
  w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60000', qty: '0.1' });
  w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.1' });
  return w;
}

const liquidationOf = (w: World) => (w.exchange.positions('B', 'real')[0] as Position).liquidationPrice;

describe('futures: a cross position told again when the wallet under it moves', () => {
  it('tells the cross position with its new liquidation price, and the wallet, after a transfer to or from spot', () => {
    const w = crossLong();
    const ledger = new Ledger(w.db);
    ledger.credit('B', 'USDT', parseAtoms('5000'));
    const before = liquidationOf(w);
    const heard = positionFrames(w);
    const balances: FuturesBalance[] = [];
    w.exchange.listen({ ...silent, futuresBalance: (account, balance) => void (account === 'B' && balances.push(balance)) });

    transfer(w.exchange, ledger, 'B', 'real', { asset: 'USDT', amount: '1000', direction: 'spotToFutures' });

    // (wallet - 6,000) / (0.1 x 0.4 % - 0.1), rounded up: 997 of wallet after the 3 USDT fee, then 1,997.
    expect(before).toBe('50230.93');
    expect(heard.map((position) => position.liquidationPrice)).toEqual(['40190.77']);
    expect(balances).toEqual([w.exchange.balance('B', 'real')]);
    transfer(w.exchange, ledger, 'B', 'real', { asset: 'USDT', amount: '1000', direction: 'futuresToSpot' });
    expect(heard.map((position) => position.liquidationPrice)).toEqual(['40190.77', before]);
  });

  it('tells the cross position again when a fill on another perpetual realises PnL and fees in the same wallet', () => {
    const w = crossLong();
    const eth = w.exchange.market('real', 'ETHUSDT') as FuturesMarket;
    eth.pin(300_000, w.now.value);
    eth.placeUser('A', { symbol: 'ETHUSDT', side: 'sell', type: 'limit', price: '3000', qty: '0.1' });
    const heard = positionFrames(w);

    eth.placeUser('B', { symbol: 'ETHUSDT', side: 'buy', type: 'market', qty: '0.1' });

    // The ETH position opened, and the BTC one as the fee and the new cross position leave it.
    expect(heard.map((position) => position.symbol).sort()).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(heard.find((position) => position.symbol === 'BTCUSDT')).toEqual(w.exchange.positions('B', 'real', 'BTCUSDT')[0]);
  });
});
