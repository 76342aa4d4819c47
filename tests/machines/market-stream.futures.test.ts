import { FUTURES_PRIVATE_CHANNELS } from '../../src/core/trading/contract/channels';
import { AUTH, flushMicrotasks, startStream } from './market-stream.support';

const MARK = {
  symbol: 'BTCUSDT', markPrice: '97000', indexPrice: '96990', lastPrice: null, fundingRate: '0', predictedFundingRate: '0.0001',
  nextFundingTime: 1_700_000_000_000, fundingIntervalMs: 60_000, time: 1_700_000_000_000,
};

describe('market stream: a perpetual', () => {
  it('subscribes the futures channels of the symbol, mark included, and asks the futures book for its snapshot', () => {
    const stream = startStream({ market: 'futures', interval: '5m' });
    stream.open();
    expect(stream.sent[0]).toEqual({
      op: 'subscribe',
      channels: ['futures.ticker:BTCUSDT', 'futures.depth:BTCUSDT', 'futures.trades:BTCUSDT', 'futures.kline:BTCUSDT:5m', 'futures.mark:BTCUSDT'],
    });
    expect(stream.snapshotRequests).toEqual([{ symbol: 'BTCUSDT', market: 'futures' }]);
  });

  it('authorises and subscribes only the futures account channels, in the chosen account', async () => {
    const stream = startStream({ market: 'futures', account: 'paper', privateChannels: true });
    stream.open();
    await flushMicrotasks();
    expect(stream.authorizations).toEqual([{ account: 'paper', channels: [...FUTURES_PRIVATE_CHANNELS] }]);
    expect(stream.sent.at(-1)).toEqual({ id: 1, op: 'subscribe', channels: [...FUTURES_PRIVATE_CHANNELS], account: 'paper', auth: AUTH });
  });

  it('keeps the book from futures depth diffs and hands trades on in the spot shape and the mark as futures data', async () => {
    const stream = startStream({ market: 'futures' });
    stream.open();
    await stream.answerSnapshot({ symbol: 'BTCUSDT', lastUpdateId: 10, bids: [['100', '1']], asks: [['101', '2']] });
    stream.frame({ op: 'data', channel: 'futures.depth:BTCUSDT', kind: 'futures.depth', data: { symbol: 'BTCUSDT', U: 11, u: 11, bids: [['100', '3']], asks: [], time: 1 } });
    const { sync } = stream.actor.getSnapshot().context;
    expect(sync.status === 'synced' && sync.book.lastUpdateId).toBe(11);
    const trade = { symbol: 'BTCUSDT', tradeId: '1', price: '100', qty: '1', takerSide: 'buy', time: 1 };
    stream.frame({ op: 'data', channel: 'futures.trades:BTCUSDT', kind: 'futures.trades', data: [trade] });
    stream.frame({ op: 'data', channel: 'futures.mark:BTCUSDT', kind: 'futures.mark', data: MARK });
    expect(stream.emitted.map((event) => [event.type, 'frame' in event ? event.frame.kind : null])).toEqual([
      ['data', 'trades'],
      ['futuresData', 'futures.mark'],
    ]);
  });

  it('changes the futures kline channel when the interval changes', () => {
    const stream = startStream({ market: 'futures', interval: '1m' });
    stream.open();
    stream.actor.send({ type: 'INTERVAL.CHANGED', interval: '1h' });
    expect(stream.sent.slice(-2)).toEqual([
      { op: 'unsubscribe', channels: ['futures.kline:BTCUSDT:1m'] },
      { op: 'subscribe', channels: ['futures.kline:BTCUSDT:1h'] },
    ]);
  });

  it('is the only stream that reads futures frames: a spot stream, handed no futures contract, counts one as bad and drops it', () => {
    const mark = { op: 'data', channel: 'futures.mark:BTCUSDT', kind: 'futures.mark', data: MARK };
    const spot = startStream();
    spot.open();
    spot.frame(mark);
    expect(spot.emitted).toEqual([]);
    expect(spot.actor.getSnapshot().context.badFrames).toBe(1);

    const perpetual = startStream({ market: 'futures' });
    perpetual.open();
    perpetual.frame(mark);
    expect(perpetual.emitted.map((event) => event.type)).toEqual(['futuresData']);
    expect(perpetual.actor.getSnapshot().context.badFrames).toBe(0);
  });
});
