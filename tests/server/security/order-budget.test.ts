// Threat: one account flooding the matching engines with orders and cancels from many addresses, each of which
// has a general budget of its own; and, the other way, someone without the account's key spending its order budget
// so that its owner cannot cancel. Time is simulated: the gateway reads the test's clock, and signs with it.
import Fastify from 'fastify';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNT } from '../../../server/demo-account';
import { OrderRouteError, registerOrderBudget } from '../../../server/limits/order-budget';
import { DEFAULT_RATE_LIMITS, registerRateLimits } from '../../../server/limits/rate-limits';
import { paperAccountId } from '../../../server/paper-mode';
import { connect, cookieHeader, envelope, loginDemo, postEncrypted, signedPost } from '../crypto-client';
import type { SignedCall, TestClient } from '../crypto-client';
import { testGateway } from '../support';

const START = Date.UTC(2026, 10, 25, 12);
const WINDOW_MS = 10_000;
/** The trace id of a call that is counted, then sent again as a replay. */
const COUNTED_ONCE = 'c'.repeat(32);

const SPOT = { place: '/v1/order/place', cancel: '/v1/order/cancel', cancelAll: '/v1/order/cancelAll' };
const FUTURES = {
  place: '/v1/futures/order/place',
  cancel: '/v1/futures/order/cancel',
  cancelAll: '/v1/futures/order/cancelAll',
  positionTpSl: '/v1/futures/account/positionTpSl',
  positionMargin: '/v1/futures/account/positionMargin',
};
const SPOT_BUY = { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000.00', qty: '0.001' };
const FUTURES_BUY = { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '1000', qty: '0.01' };

class TestClock {
  time = START;
  readonly now = () => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

function expectLimited(response: LightMyRequestResponse): number {
  expect(response.statusCode).toBe(429);
  expect(envelope(response)).toMatchObject({ status: 'error', code: '42900', data: null });
  return Number(response.headers['retry-after']);
}

function expectServed(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(200);
  expect(envelope(response).code).not.toBe('42900');
}

describe('the per-account order budget', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let client: TestClient;
  let cookie: string;

  async function start(orderMax: number): Promise<void> {
    clock = new TestClock();
    app = await testGateway({ now: clock.now, market: { autoStart: false }, rateLimits: { orderMax, orderWindowMs: WINDOW_MS } });
    client = await connect(app);
    ({ cookie } = await loginDemo(app, client));
  }

  afterEach(async () => {
    await app.close();
  });

  const send = (url: string, body: unknown = {}, call: Partial<SignedCall> = {}) =>
    signedPost(app, client, { url, body: JSON.stringify(body), cookie, ...call });

  it('serves N order calls in a window, answers the next 429/42900 with Retry-After, and serves again once the window has passed', async () => {
    await start(3);
    for (let i = 0; i < 3; i += 1) expect(envelope(await send(SPOT.place, { ...SPOT_BUY, clientOrderId: `n-${i}` })).code).toBe('00000');
    expect(expectLimited(await send(SPOT.place, SPOT_BUY))).toBe(10);
    clock.advance(WINDOW_MS - 1_000);
    expect(expectLimited(await send(SPOT.cancelAll))).toBe(1);
    clock.advance(1_000);
    expect(envelope(await send(SPOT.place, SPOT_BUY)).code).toBe('00000');
    // Other signed calls of the account are not order calls.
    expectServed(await send('/v1/order/open'));
    expectServed(await send('/v1/asset/balances'));
  });

  it('counts spot and futures placements, cancels and cancel-alls, and position TP/SL, in one budget', async () => {
    // As many calls as the budget: each is served, and each is refused once all have been made. One left uncounted
    // would leave room for the first call sent again.
    const calls: Array<[string, unknown]> = [
      [SPOT.place, SPOT_BUY],
      [SPOT.cancel, { symbol: 'BTCUSDT', orderId: '1' }],
      [SPOT.cancelAll, {}],
      [FUTURES.place, FUTURES_BUY],
      [FUTURES.cancel, { symbol: 'ETHUSDT', orderId: '1' }],
      [FUTURES.cancelAll, {}],
      [FUTURES.positionTpSl, { symbol: 'BTCUSDT', takeProfit: { stopPrice: '100000' } }],
    ];
    await start(calls.length);
    for (const [url, body] of calls) expectServed(await send(url, body));
    for (const [url, body] of calls) expectLimited(await send(url, body));
  });

  it('counts a change of a position\'s margin, which runs the market\'s pass of triggers and liquidations, in the same budget', async () => {
    await start(2);
    const addMargin = { symbol: 'BTCUSDT', direction: 'add', amount: '1' };
    expectServed(await send(FUTURES.positionMargin, addMargin));
    expectServed(await send(SPOT.cancelAll));
    expectLimited(await send(FUTURES.positionMargin, addMargin));
    expectLimited(await send(FUTURES.positionMargin, addMargin, { remoteAddress: '198.51.100.23' }));
  });

  it('keeps apart the budgets of two accounts behind one address: a sub-account still trades when its parent has spent its own', async () => {
    await start(2);
    const switched = await postEncrypted(app, client, '/v1/user/subAccount/switch', { userId: DEMO_ACCOUNT.subAccountId }, { cookie });
    const subCookie = cookieHeader(switched);
    // The switch ended the parent's session; a new login gives the parent one again, from the same address.
    ({ cookie } = await loginDemo(app, client));
    expectServed(await send(SPOT.cancelAll));
    expectServed(await send(SPOT.cancelAll));
    expectLimited(await send(SPOT.cancelAll));
    expectServed(await send(SPOT.cancelAll, {}, { cookie: subCookie }));
    expectServed(await send(FUTURES.cancelAll, {}, { cookie: subCookie }));
    expectLimited(await send(SPOT.cancelAll, {}, { cookie: subCookie }));
  });

  it('counts an account’s paper orders apart from its real ones', async () => {
    await start(2);
    expectServed(await send(SPOT.place, SPOT_BUY));
    expectServed(await send(FUTURES.cancelAll));
    expectLimited(await send(SPOT.place, SPOT_BUY));
    expect(envelope(await send(SPOT.place, SPOT_BUY, { paper: true })).code).toBe('00000');
    expectServed(await send(FUTURES.cancelAll, {}, { paper: true }));
    expectLimited(await send(SPOT.place, SPOT_BUY, { paper: true }));
    expect(app.exchange.store.openOrdersOf(paperAccountId(DEMO_ACCOUNT.userId))).toHaveLength(1);
  });

  it('shares one budget for one account behind two addresses', async () => {
    await start(2);
    expectServed(await send(SPOT.cancelAll, {}, { remoteAddress: '203.0.113.7' }));
    expectServed(await send(FUTURES.cancelAll, {}, { remoteAddress: '198.51.100.23' }));
    expectLimited(await send(SPOT.cancelAll, {}, { remoteAddress: '192.0.2.200' }));
    expectLimited(await send(SPOT.place, SPOT_BUY, { remoteAddress: '203.0.113.7' }));
  });

  it('is not spent by calls the signature check refuses, nor by signed calls with no live session, even carrying the account’s cookie', async () => {
    await start(2);
    const forge = (headers: Record<string, string>) => ({ ...headers, 'device-sign': 'AAAA' });
    const counted = await send(SPOT.cancelAll, {}, { traceId: COUNTED_ONCE });
    expectServed(counted);
    for (let i = 0; i < 5; i += 1) {
      const unsigned = await app.inject({ method: 'POST', url: SPOT.place, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(SPOT_BUY) });
      expect(envelope(unsigned).code).toBe('00020');
      expect(envelope(await send(SPOT.place, SPOT_BUY, { tamper: forge })).code).toBe('00023');
      expect(envelope(await send(FUTURES.place, FUTURES_BUY, { tamper: forge })).code).toBe('00023');
      expect(envelope(await send(SPOT.cancelAll, {}, { traceId: COUNTED_ONCE })).code).toBe('00022');
      expect(envelope(await send(SPOT.cancelAll, {}, { cookie: 'refresh_token=not-a-session' })).code).toBe('00004');
    }
    expectServed(await send(SPOT.cancelAll));
    expectLimited(await send(SPOT.cancelAll));
  });

  it('refuses a placement over budget without freezing funds or booking an order, spot and futures, and books it once when sent again', async () => {
    await start(2);
    const spotBody = { ...SPOT_BUY, clientOrderId: 'over-budget-spot' };
    const futuresBody = { ...FUTURES_BUY, clientOrderId: 'over-budget-futures' };
    const id = DEMO_ACCOUNT.userId;
    const state = () => ({
      spot: app.exchange.balances(id, 'real'),
      spotOrders: app.exchange.store.openOrdersOf(id).length,
      futures: app.futures.balance(id, 'real'),
      futuresOrders: app.futures.store.openOrdersOf(id).length,
    });
    expectServed(await send(SPOT.cancelAll));
    expectServed(await send(FUTURES.cancelAll));
    const before = state();
    expectLimited(await send(SPOT.place, spotBody));
    expectLimited(await send(FUTURES.place, futuresBody));
    expect(state()).toEqual(before);
    expect(app.exchange.store.findByClientId(id, spotBody.clientOrderId)).toBeUndefined();
    expect(app.futures.store.byClientId(id, futuresBody.clientOrderId)).toBeUndefined();

    clock.advance(WINDOW_MS);
    const spotFirst = envelope(await send(SPOT.place, spotBody)).data as { order: { orderId: string }; duplicate: boolean };
    const futuresFirst = envelope(await send(FUTURES.place, futuresBody)).data as { order: { orderId: string }; duplicate: boolean };
    expect([spotFirst.duplicate, futuresFirst.duplicate]).toEqual([false, false]);
    expectLimited(await send(SPOT.place, spotBody));
    clock.advance(WINDOW_MS);
    const spotAgain = envelope(await send(SPOT.place, spotBody)).data as { order: { orderId: string }; duplicate: boolean };
    const futuresAgain = envelope(await send(FUTURES.place, futuresBody)).data as { order: { orderId: string }; duplicate: boolean };
    expect(spotAgain).toMatchObject({ duplicate: true, order: { orderId: spotFirst.order.orderId } });
    expect(futuresAgain).toMatchObject({ duplicate: true, order: { orderId: futuresFirst.order.orderId } });
    expect(state()).toMatchObject({ spotOrders: before.spotOrders + 1, futuresOrders: before.futuresOrders + 1 });
  });
});

describe('order routes', () => {
  it('refuse to start unsigned: an order call must have a verified account to count', async () => {
    const app = Fastify();
    try {
      await registerRateLimits(app, DEFAULT_RATE_LIMITS, Date.now);
      registerOrderBudget(app, { max: 1, windowMs: WINDOW_MS });
      expect(() => app.post('/v1/market/order', { config: { orderCall: true } }, async () => 'placed')).toThrow(OrderRouteError);
      expect(() => app.post('/v1/market/signed-order', { config: { orderCall: true, signMode: 2 } }, async () => 'placed')).not.toThrow();
    } finally {
      await app.close();
    }
  });
});
