// Threat: a socket keeps streaming an account's orders, fills and balances after the session that authorised them
// has ended (logout, a password change, an account switch, expiry): whoever holds the socket goes on reading the
// account that REST already refuses them. The private channels must end with the session; the public ones run on.
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { Value } from '@sinclair/typebox/value';
import { AnyServerFrame, STREAM_SIGN_PATH, StreamCodes, isPrivateChannel, privateSubscribeBody } from '../../../src/core/trading/contract';
import type { AccountKind, AnyServerFrame as Frame } from '../../../src/core/trading/contract';
import { signRequest } from '../../../src/crypto/request-signer';
import { openDatabase } from '../../../server/db';
import type { GatewayDatabase } from '../../../server/db';
import { seedDemoAccount } from '../../../server/demo-account';
import { changePassword } from '../../../server/login/change-password';
import { Exchange } from '../../../server/market/exchange';
import { DEFAULT_STREAM_LIMITS, StreamHub } from '../../../server/market/stream-hub';
import { DEFAULT_SESSION_POLICY, createSession } from '../../../server/sessions';
import { parseClientKey, registerSessionKey } from '../../../server/signing/client-keys';
import { SIGN_MODES } from '../../../server/signing/sign-config';
import { clientKeyPair, connect, envelope, loginDemo, postEncrypted } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { postJson, listenLocally, testGateway } from '../support';

const SESSION_ENDED = { op: 'error', code: StreamCodes.NOT_AUTHORISED, msg: 'session ended' };
const IDLE_MS = DEFAULT_SESSION_POLICY.idleMs;
const SPOT_PRIVATE = ['orders', 'balances'];
const FUTURES_PRIVATE = ['futures.orders', 'futures.balance', 'futures.positions'];

const isPrivateData = (frame: Frame) => frame.op === 'data' && isPrivateChannel(frame.channel);

/**
 * The auth of a private subscribe, signed by the test key pair at `now` (the gateway's clock, which the stream's
 * signature check reads, as a signed REST call's does), over the parts the gateway's mode 2 signs.
 */
async function subscribeAuth(account: AccountKind, channels: readonly string[], now: number) {
  const input = {
    mode: 2,
    parts: SIGN_MODES['2'] ?? [],
    pathWithQuery: STREAM_SIGN_PATH,
    account,
    body: privateSubscribeBody(account, channels),
    keyPair: await clientKeyPair(),
    now,
  };
  const { headers } = await signRequest(input as Parameters<typeof signRequest>[0]);
  return headers;
}

describe('private channels end with their session', () => {
  let app: FastifyInstance;
  let client: TestClient;
  let base: string;
  /** The gateway's clock (sessions, logins): the real one moved on by `offset`; the market's is the real one. */
  const clock = { offset: 0 };
  const sockets: WebSocket[] = [];

  beforeEach(async () => {
    clock.offset = 0;
    app = await testGateway({ market: { autoStart: false }, now: () => Date.now() + clock.offset });
    app.exchange.advance(Date.now());
    const port = await listenLocally(app);
    base = `ws://127.0.0.1:${port}/v1/ws`;
    client = await connect(app);
  }, 60_000);

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await app.close();
  });

  /** A socket opened with `login`'s cookie, with the queue of frames it received (each checked against the contract). */
  async function open(login: Login) {
    const socket = new WebSocket(base, { headers: { cookie: login.cookie } });
    sockets.push(socket);
    const frames: Frame[] = [];
    const waiters: Array<() => void> = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      expect(Value.Check(AnyServerFrame, frame)).toBe(true);
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
    const send = (value: unknown) => socket.send(JSON.stringify(value));
    let pings = 0;
    /** Waits until the gateway has answered everything sent before: any frame it sent until now has arrived. */
    const settle = async () => {
      const ts = (pings += 1);
      send({ op: 'ping', ts });
      await next((frame) => frame.op === 'pong' && frame.ts === ts);
    };
    const subscribe = async (id: number, channels: string[], auth?: Record<string, string>) => {
      send({ op: 'subscribe', id, channels, ...(auth === undefined ? {} : { auth }) });
      return next((frame) => (frame.op === 'ack' || frame.op === 'error') && frame.id === id);
    };
    const subscribePrivate = async (id: number, channels: string[]) => {
      expect(await subscribe(id, channels, await subscribeAuth('real', channels, app.now()))).toMatchObject({ op: 'ack', id });
    };
    return { socket, frames, next, send, settle, subscribe, subscribePrivate };
  }

  /**
   * Moves funds of the demo account as an order of another of its sessions does (the order route's own call): a
   * resting buy freezes USDT, an `orders` and a `balances` frame. Called on the market, it needs no signature, whose
   * window follows a clock these tests move.
   */
  function placeOrder(): void {
    const order = { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '40000.00', qty: '0.01' } as const;
    expect(app.exchange.market('real', 'BTCUSDT')!.placeUser('10000001', order).order).toMatchObject({ status: 'new' });
  }

  it('drops the private channels at logout with 32004 "session ended", while the public ones stream on', async () => {
    const here = await loginDemo(app, client);
    const elsewhere = await loginDemo(app, client);
    const stream = await open(here);
    expect(await stream.subscribe(1, ['depth:BTCUSDT'])).toMatchObject({ op: 'ack' });
    await stream.subscribePrivate(2, SPOT_PRIVATE);
    const witness = await open(elsewhere);
    await witness.subscribePrivate(3, ['balances']);

    expect(envelope(await postJson(app, '/v1/user/logout', undefined, { cookie: here.cookie })).code).toBe('00000');
    expect(await stream.next((frame) => frame.op === 'error')).toEqual(SESSION_ENDED);

    // Another session of the account moves funds: its own socket hears of it, the logged-out one does not.
    placeOrder();
    expect(await witness.next((frame) => frame.op === 'data' && frame.kind === 'balances')).toMatchObject({ channel: 'balances' });
    await stream.settle();
    expect(stream.frames.filter(isPrivateData)).toEqual([]);

    let now = Date.now();
    for (let tick = 0; tick < 10; tick += 1) app.exchange.advance((now += 50));
    expect(await stream.next((frame) => frame.op === 'data' && frame.kind === 'depth')).toMatchObject({ channel: 'depth:BTCUSDT' });
    expect(await stream.subscribe(4, ['trades:BTCUSDT'])).toEqual({ op: 'ack', id: 4, channels: ['depth:BTCUSDT', 'trades:BTCUSDT'] });
    // The socket has no session any more: a new private subscribe is refused as one without a login.
    expect(await stream.subscribe(5, SPOT_PRIVATE, await subscribeAuth('real', SPOT_PRIVATE, app.now()))).toMatchObject({
      op: 'error',
      id: 5,
      code: StreamCodes.NOT_AUTHORISED,
    });
  });

  it("drops the private channels of another session's socket when the password changes", async () => {
    const here = await loginDemo(app, client);
    const elsewhere = await loginDemo(app, client);
    const stream = await open(elsewhere);
    expect(await stream.subscribe(1, ['ticker:BTCUSDT'])).toMatchObject({ op: 'ack' });
    await stream.subscribePrivate(2, SPOT_PRIVATE);

    // What POST /v1/account/password does once its checks pass (its checks: tests/server/security/password-change.test.ts).
    expect(await changePassword(app.db, here.userId, 'Fresh-pass-2027', app.now())).toBe(2);
    expect(await stream.next((frame) => frame.op === 'error')).toEqual(SESSION_ENDED);

    placeOrder();
    await stream.settle();
    expect(stream.frames.filter(isPrivateData)).toEqual([]);
    expect(await stream.subscribe(3, ['depth:BTCUSDT'])).toEqual({ op: 'ack', id: 3, channels: ['ticker:BTCUSDT', 'depth:BTCUSDT'] });
  });

  it('drops the private channels of the session a sub-account switch replaced', async () => {
    const main = await loginDemo(app, client);
    const elsewhere = await loginDemo(app, client);
    const stream = await open(main);
    await stream.subscribePrivate(1, SPOT_PRIVATE);
    const witness = await open(elsewhere);
    await witness.subscribePrivate(2, ['balances']);

    const switched = await postEncrypted(app, client, '/v1/user/subAccount/switch', { userId: '10000002' }, { cookie: main.cookie });
    expect(envelope(switched).code).toBe('00000');
    expect(await stream.next((frame) => frame.op === 'error')).toEqual(SESSION_ENDED);

    placeOrder();
    expect(await witness.next((frame) => frame.op === 'data' && frame.kind === 'balances')).toMatchObject({ channel: 'balances' });
    await stream.settle();
    expect(stream.frames.filter(isPrivateData)).toEqual([]);
  });

  it('drops the private channels of a session that expired unused, when their next frame is due', async () => {
    const idle = await loginDemo(app, client);
    const stream = await open(idle);
    await stream.subscribePrivate(1, SPOT_PRIVATE);
    clock.offset += IDLE_MS / 2;
    const active = await loginDemo(app, client);
    const witness = await open(active);
    await witness.subscribePrivate(2, ['balances']);

    // The first session has been unused for its whole idle timeout; the second one was used since.
    clock.offset += IDLE_MS / 2;
    expect(envelope(await postJson(app, '/v1/user/overview/userinfo', { locale: 'en' }, { cookie: idle.cookie })).code).toBe('00004');
    placeOrder();
    expect(await witness.next((frame) => frame.op === 'data' && frame.kind === 'balances')).toMatchObject({ channel: 'balances' });
    expect(await stream.next((frame) => frame.op === 'error')).toEqual(SESSION_ENDED);
    await stream.settle();
    expect(stream.frames.filter(isPrivateData)).toEqual([]);
  });

  it("keeps the channels of a live session: another session's logout leaves them, and use moves its idle deadline", async () => {
    const kept = await loginDemo(app, client);
    const other = await loginDemo(app, client);
    const stream = await open(kept);
    await stream.subscribePrivate(1, SPOT_PRIVATE);

    expect(envelope(await postJson(app, '/v1/user/logout', undefined, { cookie: other.cookie })).code).toBe('00000');
    // Used by REST half-way through its idle timeout, the session outlives the deadline it had at the subscribe.
    clock.offset += IDLE_MS / 2;
    expect(envelope(await postJson(app, '/v1/user/overview/userinfo', { locale: 'en' }, { cookie: kept.cookie })).code).toBe('00000');
    clock.offset += IDLE_MS / 2 + 1;
    placeOrder();
    expect(await stream.next((frame) => frame.op === 'data' && frame.kind === 'balances')).toMatchObject({ channel: 'balances' });
    expect(await stream.next((frame) => frame.op === 'data' && frame.kind === 'orders')).toMatchObject({ channel: 'orders' });
    await stream.settle();
    expect(stream.frames.filter((frame) => frame.op === 'error')).toEqual([]);
  });

  it('drops the private futures channels at logout too', async () => {
    const here = await loginDemo(app, client);
    const stream = await open(here);
    expect(await stream.subscribe(1, ['futures.mark:BTCUSDT'])).toMatchObject({ op: 'ack' });
    await stream.subscribePrivate(2, FUTURES_PRIVATE);
    let now = Date.now();
    app.futures.advance(now);
    /** A resting futures buy of the demo account, as its order route places it: a `futures.orders` frame. */
    const placeFuturesOrder = () => {
      const order = { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000', qty: '0.01' } as const;
      expect(app.futures.market('real', 'BTCUSDT')!.placeUser('10000001', order).order).toMatchObject({ status: 'new' });
    };
    placeFuturesOrder();
    expect(await stream.next((frame) => frame.op === 'data' && frame.kind === 'futures.orders')).toMatchObject({ channel: 'futures.orders' });

    expect(envelope(await postJson(app, '/v1/user/logout', undefined, { cookie: here.cookie })).code).toBe('00000');
    expect(await stream.next((frame) => frame.op === 'error')).toEqual(SESSION_ENDED);
    stream.frames.splice(0);
    placeFuturesOrder();
    await stream.settle();
    expect(stream.frames.filter(isPrivateData)).toEqual([]);
    for (let tick = 0; tick < 25; tick += 1) app.futures.advance((now += 50));
    expect(await stream.next((frame) => frame.op === 'data' && frame.kind === 'futures.mark')).toMatchObject({ channel: 'futures.mark:BTCUSDT' });
  });
});

describe('the heartbeat ends the private channels of expired sessions', () => {
  const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);
  let db: GatewayDatabase;

  beforeEach(async () => {
    db = openDatabase(':memory:');
    await seedDemoAccount(db);
  });

  afterEach(() => {
    db.close();
  });

  /** The part of a ws socket the hub uses, recording what it was sent. */
  function fakeSocket() {
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const sent: Array<Record<string, unknown>> = [];
    const socket = {
      bufferedAmount: 0,
      send: (text: string) => sent.push(JSON.parse(text) as Record<string, unknown>),
      close: () => {},
      terminate: () => {},
      on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler),
    };
    const say = (frame: unknown) => handlers.get('message')?.(Buffer.from(JSON.stringify(frame)), false);
    return { socket: socket as unknown as WebSocket, sent, say };
  }

  it('at the absolute lifetime, with no frame due: the socket is told, and keeps its public channels', async () => {
    const now = { market: T0, sessions: T0 };
    const exchange = new Exchange(db, { clock: () => now.market, autoStart: false });
    const hub = new StreamHub(exchange, db, DEFAULT_STREAM_LIMITS, undefined, () => now.sessions);
    exchange.listen(hub);
    const session = createSession(db, '10000001', { now: T0, policy: { lifetimeMs: 60_000, idleMs: IDLE_MS } });
    const keyPair = await clientKeyPair();
    registerSessionKey(db, session.id, parseClientKey(keyPair.publicKey, keyPair.algorithm)!);
    const { socket, sent, say } = fakeSocket();
    hub.accept(socket, 'real', session);
    say({ op: 'subscribe', id: 1, channels: ['trades:BTCUSDT'] });
    say({ op: 'subscribe', id: 2, channels: SPOT_PRIVATE, auth: await subscribeAuth('real', SPOT_PRIVATE, T0) });
    expect(sent.at(-1)).toEqual({ op: 'ack', id: 2, channels: ['trades:BTCUSDT', ...SPOT_PRIVATE] });

    now.sessions = T0 + 59_999;
    hub.heartbeat(now.market);
    expect(sent.filter((frame) => frame.op === 'error')).toEqual([]);
    expect(hub.wantsAccount('10000001')).toBe(true);

    now.sessions = T0 + 60_000;
    hub.heartbeat(now.market);
    expect(sent.filter((frame) => frame.op === 'error')).toEqual([SESSION_ENDED]);
    expect(hub.wantsAccount('10000001')).toBe(false);
    const before = sent.length;
    hub.balances('10000001', [{ asset: 'USDT', available: '1', frozen: '0' }]);
    expect(sent).toHaveLength(before);
    const trade = { symbol: 'BTCUSDT', tradeId: '1', price: '90000.00', qty: '0.0100', takerSide: 'buy' as const, time: T0 };
    hub.trades(exchange.market('real', 'BTCUSDT')!, [trade]);
    expect(sent.at(-1)).toEqual({ op: 'data', channel: 'trades:BTCUSDT', kind: 'trades', data: [trade] });
    // Told once: later heartbeats have nothing more to end.
    hub.heartbeat(now.market);
    expect(sent.filter((frame) => frame.op === 'error')).toHaveLength(1);
  });
});
