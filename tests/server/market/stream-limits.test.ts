import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { openDatabase } from '../../../server/db';
import type { GatewayDatabase } from '../../../server/db';
import { Exchange } from '../../../server/market/exchange';
import { DEFAULT_STREAM_LIMITS, StreamHub } from '../../../server/market/stream-hub';
import type { StreamLimits } from '../../../server/market/stream-hub';
import { StreamCloseCodes, StreamCodes } from '../../../src/core/trading/contract';
import type { DepthDiff } from '../../../src/core/trading/contract';
import { FakeSocket } from './fake-socket';

const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);

let db: GatewayDatabase;
let exchange: Exchange;
const now = { value: T0 };

beforeEach(() => {
  now.value = T0;
  db = openDatabase(':memory:');
  exchange = new Exchange(db, { clock: () => now.value, autoStart: false });
});

afterEach(() => {
  db.close();
});

function hubWith(limits: Partial<StreamLimits> = {}): StreamHub {
  const hub = new StreamHub(exchange, db, { ...DEFAULT_STREAM_LIMITS, ...limits });
  exchange.listen(hub);
  return hub;
}

function accept(hub: StreamHub): FakeSocket {
  const socket = new FakeSocket();
  hub.accept(socket as unknown as WebSocket, 'real', undefined);
  return socket;
}

describe('idle sockets', () => {
  it('closes a socket silent for longer than the idle limit with 32008 and 4000, and keeps one that answered', () => {
    const hub = hubWith({ idleMs: 60_000, pingMs: 20_000 });
    const silent = accept(hub);
    const talking = accept(hub);
    now.value = T0 + 40_000;
    talking.say({ op: 'pong', ts: T0 + 20_000 });

    hub.heartbeat(T0 + 60_000);
    expect(silent.closedWith).toBeUndefined();
    expect(silent.sent.at(-1)).toEqual({ op: 'ping', ts: T0 + 60_000 });

    hub.heartbeat(T0 + 60_001);
    expect(silent.sent.at(-1)).toEqual({ op: 'error', code: StreamCodes.IDLE, msg: 'idle' });
    expect(silent.closedWith).toEqual({ code: StreamCloseCodes.IDLE, reason: 'idle' });
    expect(talking.closedWith).toBeUndefined();
    expect(talking.sent.at(-1)).toEqual({ op: 'ping', ts: T0 + 60_001 });
    expect(hub.socketCount).toBe(1);

    // The closed socket is out of the hub: later heartbeats neither ping nor close it again.
    const frames = silent.sent.length;
    hub.heartbeat(T0 + 70_000);
    expect(silent.sent).toHaveLength(frames);
  });

  it('pings and closes on its own timer as simulated time passes', () => {
    jest.useFakeTimers({ now: T0 });
    try {
      const clocked = new Exchange(db, { clock: () => Date.now(), autoStart: false });
      const hub = new StreamHub(clocked, db, { ...DEFAULT_STREAM_LIMITS, pingMs: 20_000, idleMs: 60_000 });
      hub.start();
      const socket = accept(hub);
      jest.advanceTimersByTime(10_000);
      expect(socket.sent).toEqual([{ op: 'ping', ts: T0 + 10_000 }]);
      jest.advanceTimersByTime(50_000);
      expect(socket.closedWith).toBeUndefined();
      jest.advanceTimersByTime(10_000);
      expect(socket.closedWith).toEqual({ code: StreamCloseCodes.IDLE, reason: 'idle' });
      expect(hub.socketCount).toBe(0);
      hub.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('frames over the rate', () => {
  const errorsOf = (socket: FakeSocket) => socket.sent.filter((frame) => frame.code === StreamCodes.RATE_LIMITED);
  const pongsOf = (socket: FakeSocket) => socket.sent.filter((frame) => frame.op === 'pong');

  it('get one 32006 per window, not one each: a flood of frames is not answered with a flood', () => {
    const hub = hubWith({ maxFramesPerSecond: 20 });
    const socket = accept(hub);
    for (let frame = 0; frame < 1000; frame += 1) socket.say({ op: 'ping', ts: frame });
    expect(pongsOf(socket)).toHaveLength(20);
    expect(errorsOf(socket)).toEqual([{ op: 'error', code: StreamCodes.RATE_LIMITED, msg: 'Too many frames' }]);
    expect(socket.sent).toHaveLength(21);

    // Within the same window, more frames still get nothing.
    now.value = T0 + 999;
    for (let frame = 0; frame < 100; frame += 1) socket.say({ op: 'ping', ts: frame });
    expect(socket.sent).toHaveLength(21);

    // The next window answers again, and a flood in it gets its own single 32006; the socket stays open.
    now.value = T0 + 1000;
    for (let frame = 0; frame < 1000; frame += 1) socket.say({ op: 'ping', ts: frame });
    expect(pongsOf(socket)).toHaveLength(40);
    expect(errorsOf(socket)).toHaveLength(2);
    expect(socket.closedWith).toBeUndefined();
  });
});

describe('slow consumers', () => {
  function runUntilDepth(): void {
    for (let step = 0; step < 200; step += 1) exchange.advance((now.value += 50));
  }

  it('drops a socket whose unsent data passes the limit and sends it nothing more, while others stream on', () => {
    const hub = hubWith({ maxBufferedBytes: 4096 });
    const slow = accept(hub);
    const fast = accept(hub);
    for (const socket of [slow, fast]) socket.say({ op: 'subscribe', id: 1, channels: ['depth:BTCUSDT'] });
    runUntilDepth();
    const depthFrames = (socket: FakeSocket) => socket.sent.filter((frame) => frame.kind === 'depth').length;
    expect(depthFrames(slow)).toBeGreaterThan(0);

    slow.bufferedAmount = 4097;
    const before = slow.sent.length;
    runUntilDepth();
    expect(slow.closedWith).toEqual({ code: StreamCloseCodes.SLOW_CONSUMER, reason: 'slow consumer' });
    expect(slow.sent).toHaveLength(before);
    expect(hub.socketCount).toBe(1);

    const fastBefore = depthFrames(fast);
    runUntilDepth();
    expect(depthFrames(fast)).toBeGreaterThan(fastBefore);
    expect(fast.closedWith).toBeUndefined();
  });

  it('keeps a socket at exactly the limit', () => {
    const hub = hubWith({ maxBufferedBytes: 4096 });
    const socket = accept(hub);
    socket.say({ op: 'subscribe', id: 1, channels: ['depth:BTCUSDT'] });
    socket.bufferedAmount = 4096;
    runUntilDepth();
    expect(socket.closedWith).toBeUndefined();
  });

  it('drops a real reader that stops reading, its queue bounded by the limit and one frame', async () => {
    const limit = 256 * 1024;
    const hub = hubWith({ maxBufferedBytes: limit });
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    const accepted = new Promise<WebSocket>((resolve) =>
      server.on('connection', (socket) => {
        hub.accept(socket, 'real', undefined);
        resolve(socket);
      }),
    );
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, { perMessageDeflate: false });
    const closed = new Promise<number>((resolve) => client.once('close', (code) => resolve(code)));
    await new Promise<void>((resolve) => client.once('open', () => resolve()));
    const acked = new Promise<void>((resolve) => client.once('message', () => resolve()));
    client.send(JSON.stringify({ op: 'subscribe', id: 1, channels: ['depth:BTCUSDT'] }));
    await acked;
    const serverSide = await accepted;

    // The reader stops reading: the kernel's buffers fill, then the gateway's own queue would grow.
    (client as unknown as { _socket: { pause(): void } })._socket.pause();
    const market = exchange.market('real', 'BTCUSDT')!;
    const levels = Array.from({ length: 400 }, (_, index): [string, string] => [`${90_000 + index}.00`, '1.00000']);
    let frameBytes = 0;
    let largest = 0;
    let sent = 0;
    // Up to 200 MB offered: far more than any socket buffer takes, so only the drop can end the loop early.
    for (let update = 1; update <= 20_000 && hub.socketCount > 0; update += 1) {
      const diff: DepthDiff = { symbol: 'BTCUSDT', U: update, u: update, bids: levels, asks: levels, time: now.value };
      frameBytes ||= JSON.stringify({ op: 'data', channel: 'depth:BTCUSDT', kind: 'depth', data: diff }).length;
      hub.depth(market, diff);
      largest = Math.max(largest, serverSide.bufferedAmount);
      sent = update;
      // The socket's writes settle between market ticks, as they do on a live gateway.
      if (update % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.socketCount).toBe(0);
    expect(sent).toBeLessThan(20_000);
    expect(largest).toBeLessThanOrEqual(limit + frameBytes);

    // Nothing more is queued for it once dropped.
    const after = serverSide.bufferedAmount;
    for (let update = 1; update <= 100; update += 1) {
      hub.depth(market, { symbol: 'BTCUSDT', U: sent + update, u: sent + update, bids: levels, asks: levels, time: now.value });
    }
    expect(serverSide.bufferedAmount).toBeLessThanOrEqual(after);

    client.terminate();
    serverSide.terminate();
    await closed;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

describe('what a market asks the hub before it formats anything', () => {
  it("follows the trades, kline and ticker channels of each market and world apart, as sockets join and leave", () => {
    const hub = hubWith();
    const btc = exchange.market('real', 'BTCUSDT')!;
    const eth = exchange.market('real', 'ETHUSDT')!;
    const paperBtc = exchange.market('paper', 'BTCUSDT')!;
    expect([hub.wantsTrades(btc), hub.wantsKlines(btc), hub.wantsTicker(btc)]).toEqual([false, false, false]);

    const socket = accept(hub);
    socket.say({ op: 'subscribe', id: 1, channels: ['trades:BTCUSDT', 'kline:BTCUSDT:4h'] });
    expect([hub.wantsTrades(btc), hub.wantsKlines(btc), hub.wantsTicker(btc)]).toEqual([true, true, false]);
    expect([hub.wantsTrades(eth), hub.wantsKlines(eth)]).toEqual([false, false]);
    expect([hub.wantsTrades(paperBtc), hub.wantsKlines(paperBtc)]).toEqual([false, false]);

    socket.say({ op: 'unsubscribe', id: 2, channels: ['trades:BTCUSDT'] });
    expect([hub.wantsTrades(btc), hub.wantsKlines(btc)]).toEqual([false, true]);
    socket.emit('close');
    expect(hub.wantsKlines(btc)).toBe(false);
  });

  it('sends each trade of a followed market to its holders, and none of another market', () => {
    const hub = hubWith();
    const socket = accept(hub);
    socket.say({ op: 'subscribe', id: 1, channels: ['trades:ETHUSDT'] });
    const trade = { symbol: 'ETHUSDT', tradeId: '1', price: '3000.00', qty: '0.0100', takerSide: 'buy' as const, time: T0 };
    hub.trades(exchange.market('real', 'BTCUSDT')!, [{ ...trade, symbol: 'BTCUSDT' }]);
    hub.trades(exchange.market('real', 'ETHUSDT')!, [trade]);
    expect(socket.sent.filter((frame) => frame.op === 'data')).toEqual([{ op: 'data', channel: 'trades:ETHUSDT', kind: 'trades', data: [trade] }]);
  });
});
