import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { Value } from '@sinclair/typebox/value';
import { ServerFrame, StreamCodes, privateSubscribeBody } from '../../../src/core/trading/contract';
import type { ServerFrame as Frame } from '../../../src/core/trading/contract';
import { signRequest } from '../../../src/crypto/request-signer';
import { connect, envelope, loginDemo, signedPost } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { listenLocally, testGateway } from '../support';

let app: FastifyInstance;
let base: string;
let client: TestClient;
let login: Login;

beforeAll(async () => {
  app = await testGateway({ market: { autoStart: false } });
  app.exchange.advance(Date.now());
  const port = await listenLocally(app);
  base = `ws://127.0.0.1:${port}/v1/ws`;
  client = await connect(app);
  login = await loginDemo(app, client);
}, 60_000);

afterAll(async () => {
  await app.close();
});

/** A socket with a queue of the frames it received, each checked against the contract. */
async function open(query = '', headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${base}${query}`, { headers });
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    expect(Value.Check(ServerFrame, frame)).toBe(true);
    frames.push(frame);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async (match: (frame: Frame) => boolean): Promise<Frame> => {
    for (;;) {
      const index = frames.findIndex(match);
      if (index >= 0) return frames.splice(index, 1)[0] as Frame;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const send = (value: unknown) => socket.send(typeof value === 'string' ? value : JSON.stringify(value));
  return { socket, next, send, frames };
}

describe('market stream', () => {
  it('acks a subscribe and streams depth diffs that continue the snapshot without a gap', async () => {
    const { socket, next, send } = await open();
    send({ op: 'subscribe', id: 1, channels: ['depth:BTCUSDT', 'trades:BTCUSDT'] });
    expect(await next((f) => f.op === 'ack')).toEqual({ op: 'ack', id: 1, channels: ['depth:BTCUSDT', 'trades:BTCUSDT'] });
    const snapshot = envelope(await app.inject({ method: 'GET', url: '/v1/market/depth?symbol=BTCUSDT' })).data as { lastUpdateId: number };
    let now = Date.now();
    for (let tick = 0; tick < 10; tick += 1) app.exchange.advance((now += 50));
    const first = await next((f) => f.op === 'data' && f.kind === 'depth');
    const second = await next((f) => f.op === 'data' && f.kind === 'depth');
    if (first.op !== 'data' || first.kind !== 'depth' || second.op !== 'data' || second.kind !== 'depth') throw new Error('no diff');
    expect(first.data.U).toBeLessThanOrEqual(snapshot.lastUpdateId + 1);
    expect(first.data.u).toBeGreaterThanOrEqual(snapshot.lastUpdateId + 1);
    expect(second.data.U).toBe(first.data.u + 1);
    socket.close();
  });

  it('answers bad frames with error frames and keeps the socket open', async () => {
    const { socket, next, send } = await open();
    send('{not json');
    expect(await next((f) => f.op === 'error')).toMatchObject({ code: StreamCodes.BAD_FRAME });
    send({ op: 'subscribe', id: 2, channels: ['depth:btc'] });
    expect(await next((f) => f.op === 'error')).toMatchObject({ id: 2, code: StreamCodes.BAD_FRAME });
    send({ op: 'subscribe', id: 3, channels: ['depth:NOPEUSDT'] });
    expect(await next((f) => f.op === 'error')).toMatchObject({ id: 3, code: StreamCodes.UNKNOWN_SYMBOL });
    send({ op: 'subscribe', id: 4, channels: ['orders'] });
    expect(await next((f) => f.op === 'error')).toMatchObject({ id: 4, code: StreamCodes.NOT_AUTHORISED });
    send({ op: 'ping', ts: 5 });
    expect(await next((f) => f.op === 'pong')).toEqual({ op: 'pong', ts: 5 });
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('refuses channels over the per-socket limit', async () => {
    const { socket, next, send } = await open();
    const symbols = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'BNB', 'ADA', 'TON', 'TRX', 'LINK'];
    const intervals = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'];
    const all = symbols.flatMap((coin) => [
      `depth:${coin}USDT`,
      `trades:${coin}USDT`,
      `ticker:${coin}USDT`,
      ...intervals.map((interval) => `kline:${coin}USDT:${interval}`),
    ]);
    for (let start = 0, id = 10; start < all.length; start += 50, id += 1) send({ op: 'subscribe', id, channels: all.slice(start, start + 50) });
    expect(await next((f) => f.op === 'ack')).toMatchObject({ id: 10 });
    expect(await next((f) => f.op === 'ack')).toMatchObject({ id: 11 });
    expect(await next((f) => f.op === 'error')).toMatchObject({ id: 12, code: StreamCodes.TOO_MANY_SUBSCRIPTIONS });
    socket.close();
  });

  it('streams the orders and balances of a signed subscriber, and refuses a replayed signature', async () => {
    const { socket, next, send } = await open('', { cookie: login.cookie });
    const channels = ['orders', 'balances'];
    const { headers } = await signRequest({
      mode: 2,
      parts: ['path', 'time', 'traceId', 'account', 'body'],
      pathWithQuery: '/v1/ws',
      account: 'real',
      body: privateSubscribeBody('real', channels),
      keyPair: client.keyPair,
      now: Date.now(),
    });
    send({ op: 'subscribe', id: 20, channels, auth: headers });
    expect(await next((f) => f.op === 'ack')).toMatchObject({ id: 20, channels });
    send({ op: 'subscribe', id: 21, channels, auth: headers });
    expect(await next((f) => f.op === 'error')).toMatchObject({ id: 21, code: StreamCodes.SIGNATURE_REJECTED, msg: 'signature replayed' });
    const placed = await signedPost(app, client, {
      url: '/v1/order/place',
      body: JSON.stringify({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '40000.00', qty: '0.01' }),
      cookie: login.cookie,
    });
    expect(envelope(placed).code).toBe('00000');
    expect(await next((f) => f.op === 'data' && f.kind === 'orders')).toMatchObject({ data: { status: 'new', price: '40000.00' } });
    expect(await next((f) => f.op === 'data' && f.kind === 'balances')).toMatchObject({ data: [{ asset: 'USDT', frozen: '400' }] });
    socket.close();
  });
});
