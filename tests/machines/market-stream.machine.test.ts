import { BACKOFF, STREAM_DELAYS, backoffDelay } from '../../machines/market-stream.machine';
import type { DepthDiff, Trade } from '../../src/core/trading/contract/market-data';
import { AUTH, flushMicrotasks, startStream } from './market-stream.support';

const depth = (U: number, u: number, bids: [string, string][] = [], asks: [string, string][] = []) => ({
  op: 'data',
  channel: 'depth:BTCUSDT',
  kind: 'depth',
  data: { symbol: 'BTCUSDT', U, u, bids, asks, time: 1 } satisfies DepthDiff,
});
const ticker = { op: 'pong', ts: 1 };
const snapshot = (lastUpdateId: number, bids: [string, string][] = [['100', '1']]) => ({
  symbol: 'BTCUSDT',
  lastUpdateId,
  bids,
  asks: [['101', '2']],
});
const bookOf = (stream: ReturnType<typeof startStream>) => {
  const { sync } = stream.actor.getSnapshot().context;
  return sync.status === 'synced' ? { id: sync.book.lastUpdateId, bids: Object.fromEntries(sync.book.bids) } : sync.status;
};

describe('market stream: connection', () => {
  it('subscribes ticker, depth, trades and the kline interval once the socket opens, then is live', () => {
    const stream = startStream({ interval: '15m' });
    expect(stream.tags()).toEqual(['connecting']);
    stream.open();
    expect(stream.sent).toEqual([
      { op: 'subscribe', channels: ['ticker:BTCUSDT', 'depth:BTCUSDT', 'trades:BTCUSDT', 'kline:BTCUSDT:15m'] },
    ]);
    expect(stream.tags()).toEqual(['live']);
  });

  it(`goes stale after ${STREAM_DELAYS.staleAfter} ms without a frame, pings, and is live again on the next frame`, async () => {
    const stream = startStream();
    stream.open();
    await stream.advance(STREAM_DELAYS.staleAfter - 100);
    stream.frame(ticker);
    await stream.advance(STREAM_DELAYS.staleAfter - 100);
    expect(stream.tags()).toContain('live');
    await stream.advance(100);
    expect(stream.tags()).toContain('stale');
    expect(stream.sent.at(-1)).toMatchObject({ op: 'ping' });
    stream.frame(ticker);
    expect(stream.tags()).toContain('live');
  });

  it('gives up a socket that stays silent after going stale, and connects again after the backoff', async () => {
    const stream = startStream();
    stream.open();
    await stream.advance(STREAM_DELAYS.staleAfter + STREAM_DELAYS.deadAfter);
    expect(stream.tags()).toEqual(['reconnecting']);
    expect(stream.hasSocket()).toBe(false);
    await stream.advance(BACKOFF.firstMs);
    expect(stream.sockets()).toBe(2);
    expect(stream.tags()).toEqual(['connecting']);
  });

  it('opens every socket, reconnects included, in its account world, so a paper stream never carries the real book', async () => {
    const paper = startStream({ account: 'paper' });
    paper.open();
    paper.close();
    await paper.advance(BACKOFF.firstMs);
    expect(paper.socketAccounts).toEqual(['paper', 'paper']);
    expect(startStream({ account: 'real' }).socketAccounts).toEqual(['real']);
  });

  it('gives up a socket that never opens', async () => {
    const stream = startStream();
    await stream.advance(STREAM_DELAYS.connectTimeout);
    expect(stream.tags()).toEqual(['reconnecting']);
  });

  it('backs off 1 s, 1.5 s, 2.25 s ... between failed connections, and from 1 s again once one opens', async () => {
    const stream = startStream();
    stream.close();
    await stream.advance(BACKOFF.firstMs - 100);
    expect(stream.sockets()).toBe(1);
    await stream.advance(100);
    expect(stream.sockets()).toBe(2);
    stream.close();
    await stream.advance(1_400);
    expect(stream.sockets()).toBe(2);
    await stream.advance(100);
    expect(stream.sockets()).toBe(3);
    stream.open();
    stream.close();
    await stream.advance(BACKOFF.firstMs);
    expect(stream.sockets()).toBe(4);
  });

  it('spreads reconnects between half and all of the backoff (jitter), never past 30 s', () => {
    expect(backoffDelay(1, 0)).toBe(500);
    expect(backoffDelay(1, 1)).toBe(1_000);
    expect(backoffDelay(3, 1)).toBe(2_250);
    expect(backoffDelay(40, 1)).toBe(BACKOFF.maxMs);
    expect(backoffDelay(40, 0)).toBe(BACKOFF.maxMs / 2);
  });

  it('answers the gateway\'s ping with a pong of the same ts', () => {
    const stream = startStream();
    stream.open();
    stream.frame({ op: 'ping', ts: 42 });
    expect(stream.sent.at(-1)).toEqual({ op: 'pong', ts: 42 });
  });

  it('drops a frame that breaks the contract, counts it, and stays live', () => {
    const stream = startStream();
    stream.open();
    stream.frame({ op: 'data', kind: 'depth', data: { U: 'one' } });
    stream.frame('not an object');
    expect(stream.actor.getSnapshot().context.badFrames).toBe(2);
    expect(stream.tags()).toContain('live');
  });

  it('hands every other data frame and error frame to its listeners', () => {
    const stream = startStream();
    stream.open();
    const trade: Trade = { symbol: 'BTCUSDT', tradeId: '7', price: '100', qty: '1', takerSide: 'buy', time: 1 };
    stream.frame({ op: 'data', channel: 'trades:BTCUSDT', kind: 'trades', data: [trade] });
    stream.frame({ op: 'error', code: '32002', msg: 'unknown symbol' });
    expect(stream.emitted).toEqual([
      { type: 'data', frame: { op: 'data', channel: 'trades:BTCUSDT', kind: 'trades', data: [trade] } },
      { type: 'streamError', code: '32002', msg: 'unknown symbol' },
    ]);
  });

  it('moves the kline subscription when the interval changes', () => {
    const stream = startStream();
    stream.open();
    stream.actor.send({ type: 'INTERVAL.CHANGED', interval: '1h' });
    expect(stream.sent.slice(1)).toEqual([
      { op: 'unsubscribe', channels: ['kline:BTCUSDT:1m'] },
      { op: 'subscribe', channels: ['kline:BTCUSDT:1h'] },
    ]);
  });
});

describe('market stream: the interval already followed', () => {
  it('moves nothing when chosen again on an open socket', () => {
    const stream = startStream({ interval: '1h' });
    stream.open();
    const sentBefore = stream.sent.length;
    stream.actor.send({ type: 'INTERVAL.CHANGED', interval: '1h' });
    expect(stream.sent.slice(sentBefore)).toEqual([]);
  });
});

describe('market stream: an interval chosen while the socket is not open', () => {
  it('is the one the next socket subscribes, when chosen while reconnecting', async () => {
    const stream = startStream();
    stream.open();
    await stream.advance(STREAM_DELAYS.staleAfter + STREAM_DELAYS.deadAfter);
    expect(stream.tags()).toEqual(['reconnecting']);
    stream.actor.send({ type: 'INTERVAL.CHANGED', interval: '4h' });
    await stream.advance(BACKOFF.maxMs);
    const sentBefore = stream.sent.length;
    stream.open();
    expect(stream.sent.slice(sentBefore)).toEqual([
      { op: 'subscribe', channels: ['ticker:BTCUSDT', 'depth:BTCUSDT', 'trades:BTCUSDT', 'kline:BTCUSDT:4h'] },
    ]);
  });

  it('is subscribed with the others once the socket opens, nothing sent before, when chosen while connecting', () => {
    const stream = startStream();
    stream.actor.send({ type: 'INTERVAL.CHANGED', interval: '1h' });
    expect(stream.sent).toEqual([]);
    stream.open();
    expect(stream.sent).toEqual([
      { op: 'subscribe', channels: ['ticker:BTCUSDT', 'depth:BTCUSDT', 'trades:BTCUSDT', 'kline:BTCUSDT:1h'] },
    ]);
  });

  it('moves the subscription on a stale socket too, which is still open', async () => {
    const stream = startStream();
    stream.open();
    await stream.advance(STREAM_DELAYS.staleAfter);
    expect(stream.tags()).toContain('stale');
    const sentBefore = stream.sent.length;
    stream.actor.send({ type: 'INTERVAL.CHANGED', interval: '1h' });
    expect(stream.sent.slice(sentBefore)).toEqual([
      { op: 'unsubscribe', channels: ['kline:BTCUSDT:1m'] },
      { op: 'subscribe', channels: ['kline:BTCUSDT:1h'] },
    ]);
  });
});

describe('market stream: candles only for a chart', () => {
  it('subscribes no kline channel when started without a chart, spot or perpetual', () => {
    const spot = startStream({ klines: false });
    spot.open();
    expect(spot.sent).toEqual([{ op: 'subscribe', channels: ['ticker:BTCUSDT', 'depth:BTCUSDT', 'trades:BTCUSDT'] }]);
    const perpetual = startStream({ klines: false, market: 'futures' });
    perpetual.open();
    expect(perpetual.sent[0]).toEqual({
      op: 'subscribe',
      channels: ['futures.ticker:BTCUSDT', 'futures.depth:BTCUSDT', 'futures.trades:BTCUSDT', 'futures.mark:BTCUSDT'],
    });
  });

  it('subscribes the kline channel of the interval once, when a chart is shown on an open socket', () => {
    const stream = startStream({ klines: false, interval: '15m' });
    stream.open();
    const sentBefore = stream.sent.length;
    stream.actor.send({ type: 'KLINES.WANTED' });
    stream.actor.send({ type: 'KLINES.WANTED' });
    expect(stream.sent.slice(sentBefore)).toEqual([{ op: 'subscribe', channels: ['kline:BTCUSDT:15m'] }]);
    expect(stream.actor.getSnapshot().context.klines).toBe(true);
  });

  it('subscribes a perpetual\'s kline channel on a stale socket too', async () => {
    const stream = startStream({ klines: false, market: 'futures' });
    stream.open();
    await stream.advance(STREAM_DELAYS.staleAfter);
    expect(stream.tags()).toContain('stale');
    const sentBefore = stream.sent.length;
    stream.actor.send({ type: 'KLINES.WANTED' });
    expect(stream.sent.slice(sentBefore)).toEqual([{ op: 'subscribe', channels: ['futures.kline:BTCUSDT:1m'] }]);
  });

  it('moves no channel for an interval chosen before the chart, and follows that interval once the chart is shown', () => {
    const stream = startStream({ klines: false });
    stream.open();
    const sentBefore = stream.sent.length;
    stream.actor.send({ type: 'INTERVAL.CHANGED', interval: '1h' });
    expect(stream.sent.slice(sentBefore)).toEqual([]);
    stream.actor.send({ type: 'KLINES.WANTED' });
    expect(stream.sent.slice(sentBefore)).toEqual([{ op: 'subscribe', channels: ['kline:BTCUSDT:1h'] }]);
  });

  it('keeps a chart shown while connecting for the socket\'s subscription, nothing sent before it opens', () => {
    const stream = startStream({ klines: false });
    stream.actor.send({ type: 'KLINES.WANTED' });
    expect(stream.sent).toEqual([]);
    stream.open();
    expect(stream.sent).toEqual([{ op: 'subscribe', channels: ['ticker:BTCUSDT', 'depth:BTCUSDT', 'trades:BTCUSDT', 'kline:BTCUSDT:1m'] }]);
  });

  it('resubscribes the kline channel after a reconnect once a chart was shown', async () => {
    const stream = startStream({ klines: false });
    stream.open();
    stream.actor.send({ type: 'KLINES.WANTED' });
    await stream.advance(STREAM_DELAYS.staleAfter + STREAM_DELAYS.deadAfter + BACKOFF.maxMs);
    const sentBefore = stream.sent.length;
    stream.open();
    expect(stream.sent.slice(sentBefore)).toEqual([
      { op: 'subscribe', channels: ['ticker:BTCUSDT', 'depth:BTCUSDT', 'trades:BTCUSDT', 'kline:BTCUSDT:1m'] },
    ]);
  });
});

describe('market stream: the order book', () => {
  it('buffers diffs until the snapshot, then applies those after it', async () => {
    const stream = startStream();
    stream.open();
    expect(stream.snapshots).toHaveLength(1);
    stream.frame(depth(10, 10, [['99', '1']]));
    stream.frame(depth(11, 11, [['98', '1']]));
    expect(bookOf(stream)).toBe('buffering');
    await stream.answerSnapshot(snapshot(10));
    expect(bookOf(stream)).toEqual({ id: 11, bids: { '100': '1', '98': '1' } });
    expect(stream.tags()).toContain('synced');
  });

  it('asks again, a second later, when the snapshot is older than the stream', async () => {
    const stream = startStream();
    stream.open();
    stream.frame(depth(20, 20));
    await stream.answerSnapshot(snapshot(5));
    expect(bookOf(stream)).toBe('buffering');
    await stream.advance(STREAM_DELAYS.snapshotRetry);
    expect(stream.snapshots).toHaveLength(1);
    await stream.answerSnapshot(snapshot(20));
    expect(bookOf(stream)).toEqual({ id: 20, bids: { '100': '1' } });
  });

  it('asks again when the snapshot call fails or answers something that is not a snapshot', async () => {
    const stream = startStream();
    stream.open();
    stream.snapshots.shift()!.reject(new Error('HTTP 500'));
    await flushMicrotasks();
    await stream.advance(STREAM_DELAYS.snapshotRetry);
    await stream.answerSnapshot({ symbol: 'BTCUSDT', lastUpdateId: -1 });
    await stream.advance(STREAM_DELAYS.snapshotRetry);
    await stream.answerSnapshot(snapshot(3));
    expect(bookOf(stream)).toEqual({ id: 3, bids: { '100': '1' } });
  });

  it('on a sequence gap drops the book, takes a fresh snapshot and applies the diffs buffered meanwhile', async () => {
    const stream = startStream();
    stream.open();
    await stream.answerSnapshot(snapshot(10));
    stream.frame(depth(11, 11, [['99', '1']]));
    stream.frame(depth(13, 13, [['97', '1']]));
    expect(bookOf(stream)).toBe('buffering');
    expect(stream.snapshots).toHaveLength(1);
    stream.frame(depth(14, 14, [['96', '1']]));
    await stream.answerSnapshot(snapshot(13, [['97', '1'], ['99', '1'], ['98', '3']]));
    expect(bookOf(stream)).toEqual({ id: 14, bids: { '99': '1', '98': '3', '97': '1', '96': '1' } });
  });

  it('after a reconnect starts the book over, tells listeners, and takes a new snapshot', async () => {
    const stream = startStream();
    stream.open();
    await stream.answerSnapshot(snapshot(10));
    stream.close();
    expect(bookOf(stream)).toBe('buffering');
    await stream.advance(BACKOFF.firstMs);
    stream.open();
    expect(stream.emitted).toEqual([{ type: 'reconnected' }]);
    expect(stream.sent.filter((frame) => frame.op === 'subscribe')).toHaveLength(2);
    await stream.answerSnapshot(snapshot(50));
    expect(bookOf(stream)).toEqual({ id: 50, bids: { '100': '1' } });
  });
});

describe('market stream: a sleeping tab', () => {
  it(`resyncs (a new socket, a new snapshot) when shown after ${STREAM_DELAYS.sleepAfter} ms hidden`, async () => {
    const stream = startStream();
    stream.open();
    await stream.answerSnapshot(snapshot(10));
    stream.actor.send({ type: 'PAGE.HIDDEN' });
    // Frames still arrive while hidden; the timers that would notice silence may not run.
    for (let i = 0; i < STREAM_DELAYS.sleepAfter / 1_000; i++) {
      stream.frame(ticker);
      await stream.advance(1_000);
    }
    stream.actor.send({ type: 'PAGE.SHOWN' });
    expect(stream.sockets()).toBe(2);
    expect(bookOf(stream)).toBe('buffering');
  });

  it('keeps the socket when the tab was hidden only briefly', async () => {
    const stream = startStream();
    stream.open();
    stream.actor.send({ type: 'PAGE.HIDDEN' });
    stream.frame(ticker);
    await stream.advance(STREAM_DELAYS.sleepAfter / 2);
    stream.actor.send({ type: 'PAGE.SHOWN' });
    expect(stream.sockets()).toBe(1);
  });

  it('connects at once when the browser comes back online during a backoff', async () => {
    const stream = startStream();
    stream.close();
    stream.actor.send({ type: 'NETWORK.ONLINE' });
    expect(stream.sockets()).toBe(2);
  });
});

describe('market stream: private channels', () => {
  it('subscribes orders, fills and balances of the paper account with a signature', async () => {
    const stream = startStream({ privateChannels: true, account: 'paper' });
    stream.open();
    await flushMicrotasks();
    expect(stream.authorizations).toEqual([{ account: 'paper', channels: ['orders', 'fills', 'balances'] }]);
    expect(stream.sent.at(-1)).toEqual({ id: 1, op: 'subscribe', channels: ['orders', 'fills', 'balances'], account: 'paper', auth: AUTH });
    expect(stream.tags()).toContain('private');
  });

  it('tells listeners when the subscription cannot be signed, and keeps the public stream', async () => {
    const stream = startStream({ privateChannels: true }, { authorize: () => Promise.reject(new Error('no key')) });
    stream.open();
    await flushMicrotasks();
    expect(stream.emitted).toEqual([{ type: 'streamError', code: 'authorize', msg: 'the private channels could not be signed' }]);
    expect(stream.tags()).toEqual(['live']);
  });

  const sessionEnded = { op: 'error', code: '32004', msg: 'session ended' };

  it('opens a new socket when the gateway says the session ended, and tells listeners it reconnected so the account is read again', async () => {
    const stream = startStream({ privateChannels: true });
    stream.open();
    await flushMicrotasks();
    stream.frame(sessionEnded);
    expect(stream.sockets()).toBe(2);
    stream.open();
    await flushMicrotasks();
    expect(stream.emitted).toEqual([{ type: 'streamError', code: '32004', msg: 'session ended' }, { type: 'sessionEnded' }, { type: 'reconnected' }]);
    // The new socket signs again: the tab's session may be a new one (a switch), or REST will log the tab out.
    expect(stream.authorizations).toHaveLength(2);
    expect(stream.tags()).toContain('private');
  });

  it('keeps the socket when a private subscribe is refused (32004 with its id): no reconnect loop', async () => {
    const stream = startStream({ privateChannels: true });
    stream.open();
    await flushMicrotasks();
    stream.frame({ ...sessionEnded, id: 1, msg: 'Not logged in' });
    expect(stream.sockets()).toBe(1);
    expect(stream.emitted).toEqual([{ type: 'streamError', code: '32004', msg: 'Not logged in' }]);
    expect(stream.emitted.some((event) => event.type === 'sessionEnded')).toBe(false);
  });

  it('keeps the socket of a stream without private channels whatever 32004 says', async () => {
    const stream = startStream({ privateChannels: false });
    stream.open();
    stream.frame(sessionEnded);
    expect(stream.sockets()).toBe(1);
  });

  it('does not ask for a signature without a session', async () => {
    const stream = startStream({ privateChannels: false });
    stream.open();
    await flushMicrotasks();
    expect(stream.authorizations).toEqual([]);
  });
});
