// Threat: a captured signed call sent again (by whoever saw it on the wire, in a log or a proxy) within the time
// window, or reshaped (another spelling of its path, another body) so that it still verifies.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SIGN_WINDOW_MS } from '../../../server/signing/sign-config';
import { TraceIdRegistry } from '../../../server/signing/trace-ids';
import { SIGNED_TIME_SPAN_MS, lastTimeSignedAlike, signedAt } from '../../../server/signing/verify-request';
import { connect, envelope, loginDemo, signedPost } from '../crypto-client';
import type { Login, SignedCall, TestClient } from '../crypto-client';
import { testGateway } from '../support';

/** A signed call, and the exact same request again (the capture replayed). */
async function sendTwice(app: FastifyInstance, client: TestClient, call: SignedCall) {
  let captured: Record<string, string> = {};
  const first = await signedPost(app, client, {
    ...call,
    tamper: (headers) => {
      captured = { ...headers };
      return headers;
    },
  });
  const replay = await app.inject({
    method: 'POST',
    url: call.sendUrl ?? call.url,
    headers: { ...captured, cookie: call.cookie ?? '', ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: call.body,
  });
  return { first, replay, captured };
}

function expectReplayRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(200);
  expect(envelope(response)).toEqual({ status: 'error', code: '00022', msg: 'Signature already used', data: null });
  expect(response.headers['gw-sign-error']).toBe('signature-replayed');
}

describe('a replayed signed call', () => {
  let app: FastifyInstance;
  let client: TestClient;
  let login: Login;

  beforeEach(async () => {
    app = await testGateway();
    client = await connect(app);
    login = await loginDemo(app, client);
  });

  afterEach(async () => {
    await app.close();
  });

  it('is refused the second time, within the time window', async () => {
    const call = { url: '/v1/asset/balance?languageType=0', body: '{"coin":"BTC"}', cookie: login.cookie };
    const { first, replay } = await sendTwice(app, client, call);
    expect(envelope(first).code).toBe('00000');
    expectReplayRefused(replay);
  });

  it('is refused for a call without a body as well (mode 2 everywhere)', async () => {
    const { first, replay } = await sendTwice(app, client, { url: '/v1/account/profile', cookie: login.cookie });
    expect(envelope(first).code).toBe('00000');
    expectReplayRefused(replay);
  });

  it('is refused when sent with a lone "?", which names the same canonical target', async () => {
    const { first, replay } = await sendTwice(app, client, {
      url: '/v1/account/profile',
      sendUrl: '/v1/account/profile?',
      cookie: login.cookie,
    });
    expect(envelope(first).code).toBe('00000');
    expectReplayRefused(replay);
  });

  it('cannot change its body: mode 2 signs it', async () => {
    const response = await signedPost(app, client, {
      url: '/v1/asset/balance',
      body: '{"coin":"BTC"}',
      sendBody: '{"coin":"ETH"}',
      cookie: login.cookie,
    });
    expect(envelope(response).code).toBe('00023');
  });

  it('cannot be moved to another route: the signed path must be the path the router matched', async () => {
    const response = await signedPost(app, client, {
      url: '/v1/account/profile',
      sendUrl: '/v1/asset/balance',
      cookie: login.cookie,
    });
    expect(envelope(response).code).toBe('00023');
  });

  it('keeps the trace id of a call that failed verification free, so a forger cannot burn the next one', async () => {
    const traceId = 'a'.repeat(32);
    const forged = await signedPost(app, client, {
      url: '/v1/account/profile',
      cookie: login.cookie,
      tamper: (headers) => ({ ...headers, uhti: traceId, 'device-sign': 'AAAA' }),
    });
    expect(envelope(forged).code).toBe('00023');
    const genuine = await signedPost(app, client, { url: '/v1/account/profile', cookie: login.cookie, traceId });
    expect(envelope(genuine).code).toBe('00000');
    const again = await signedPost(app, client, { url: '/v1/account/profile', cookie: login.cookie, traceId });
    expectReplayRefused(again);
  });

  it('treats a trace id that is not 32 lower-case hex characters as missing (00020)', async () => {
    for (const uhti of ['short', 'A'.repeat(32), 'a'.repeat(33), 'g'.repeat(32), 'a'.repeat(4096)]) {
      const response = await signedPost(app, client, {
        url: '/v1/account/profile',
        cookie: login.cookie,
        tamper: (headers) => ({ ...headers, uhti }),
      });
      expect(envelope(response).code).toBe('00020');
    }
  });

  it('is refused as expired when it was signed before the gateway started, whose memory of trace ids is new', async () => {
    const response = await signedPost(app, client, {
      url: '/v1/account/profile',
      cookie: login.cookie,
      now: Date.now() - 60_000,
    });
    expect(envelope(response)).toMatchObject({ code: '00022', msg: 'Signature expired' });
  });

  it('is refused when re-timed to the last tm of its signed 100 s, after its own window (only 8 digits are signed)', async () => {
    const start = 1_800_000_000_000;
    let clock = start;
    const timed = await testGateway({ now: () => clock });
    try {
      const timedClient = await connect(timed);
      const timedLogin = await loginDemo(timed, timedClient);
      const call = { url: '/v1/account/profile', cookie: timedLogin.cookie };
      const { first, captured } = await sendTwice(timed, timedClient, call);
      expect(envelope(first)).toMatchObject({ code: '00000' });
      expect(captured['tm']).toBe(String(start));
      // Its own window is long past; the same signature with tm = start + 99,999 is still inside that one's.
      clock = start + SIGNED_TIME_SPAN_MS - 1 + SIGN_WINDOW_MS;
      const retimed = await timed.inject({
        method: 'POST',
        url: call.url,
        headers: { ...captured, tm: String(start + SIGNED_TIME_SPAN_MS - 1), cookie: call.cookie },
      });
      expectReplayRefused(retimed);
    } finally {
      await timed.close();
    }
  });

  it.each(['179999999999', '01800000000000', '18000000000000', '+180000000000', ' 1800000000000', '1800000000000.0'])(
    'treats a tm that is not 13 digits (%j) as no time: 00022',
    async (tm) => {
      const response = await signedPost(app, client, { url: '/v1/account/profile', cookie: login.cookie, tamper: (headers) => ({ ...headers, tm }) });
      expect(envelope(response)).toMatchObject({ code: '00022', msg: 'Signature expired' });
    },
  );

  it('meets a full memory of trace ids with 429 and Retry-After, never with forgetting', async () => {
    const small = await testGateway({ traceIdCapacity: 1 });
    try {
      const smallClient = await connect(small);
      const smallLogin = await loginDemo(small, smallClient);
      const { first, replay } = await sendTwice(small, smallClient, { url: '/v1/account/profile', cookie: smallLogin.cookie });
      expect(envelope(first).code).toBe('00000');
      expectReplayRefused(replay);
      const next = await signedPost(small, smallClient, { url: '/v1/account/profile', cookie: smallLogin.cookie });
      expect(next.statusCode).toBe(429);
      expect(envelope(next)).toEqual({ status: 'error', code: '42900', msg: 'Too many requests', data: null });
      expect(Number(next.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await small.close();
    }
  });
});

describe('TraceIdRegistry', () => {
  const T0 = 1_800_000_000_000;

  it('remembers an id until the last tm signed alike has left the window, then forgets it within a minute', () => {
    const registry = new TraceIdRegistry(10);
    expect(registry.claim('id-1', T0, T0)).toBe('fresh');
    // The capture re-timed to T0 + 99,999 (the same first 8 digits) passes the time check until then + window.
    expect(registry.claim('id-1', T0 + 99_999, T0 + 99_999 + SIGN_WINDOW_MS)).toBe('replayed');
    // After that the time check refuses the call by itself, so the id may go: with its minute's group.
    const later = T0 + 99_999 + SIGN_WINDOW_MS + 60_000;
    expect(registry.claim('id-2', later, later)).toBe('fresh');
    expect(registry.size).toBe(1);
    expect(registry.claim('id-1', later, later)).toBe('fresh');
  });

  it('refuses an id sent again with another signed time, whichever group holds it', () => {
    const registry = new TraceIdRegistry(10);
    expect(registry.claim('same', T0, T0)).toBe('fresh');
    expect(registry.claim('same', T0 + 2 * 60_000, T0 + 2 * 60_000)).toBe('replayed');
    expect(registry.claim('same', T0 - 2 * 60_000, T0 + 2 * 60_000)).toBe('replayed');
    expect(registry.size).toBe(1);
  });

  it('forgets the ids of one signed 100 s together and keeps the next one\'s', () => {
    const registry = new TraceIdRegistry(100);
    for (let i = 0; i < 30; i += 1) expect(registry.claim(`first-${i}`, T0 + i * 1000, T0 + i * 1000)).toBe('fresh');
    for (let i = 0; i < 20; i += 1) expect(registry.claim(`next-${i}`, T0 + 100_000 + i, T0 + 100_000 + i)).toBe('fresh');
    expect(registry.size).toBe(50);
    // The first span's last time (T0 + 99,999) has left the window for every one of its ids, and a minute more:
    // all of them go at once, none of the next span's.
    const firstGone = T0 + 99_999 + SIGN_WINDOW_MS + 60_000;
    expect(registry.claim('probe', firstGone, firstGone)).toBe('fresh');
    expect(registry.size).toBe(21);
    expect(registry.claim('first-29', firstGone, firstGone)).toBe('fresh');
    expect(registry.claim('next-19', firstGone, firstGone)).toBe('replayed');
    // At the last instant a capture of the next span, re-timed to T0 + 199,999, would pass: still whole.
    expect(registry.claim('next-0', T0 + 199_999 + SIGN_WINDOW_MS, T0 + 199_999 + SIGN_WINDOW_MS)).toBe('replayed');
  });

  it('keeps an id signed ahead of the clock until its own time has left the window', () => {
    const registry = new TraceIdRegistry(10);
    const ahead = T0 + SIGN_WINDOW_MS;
    expect(registry.claim('early', ahead, T0)).toBe('fresh');
    expect(registry.claim('early', ahead, T0 + 2 * SIGN_WINDOW_MS - 1)).toBe('replayed');
  });

  it('stays within its capacity under a flood, refusing rather than forgetting', () => {
    const registry = new TraceIdRegistry(1000);
    let full = 0;
    for (let i = 0; i < 5000; i += 1) {
      if (registry.claim(`flood-${i}`, T0, T0 + i) === 'full') full += 1;
    }
    expect(registry.size).toBe(1000);
    expect(full).toBe(4000);
    expect(registry.claim('flood-0', T0, T0 + 5000)).toBe('replayed');
    expect(registry.msUntilRoom(T0 + 5000)).toBeGreaterThan(0);
    expect(registry.msUntilRoom(T0 + 5000)).toBeLessThanOrEqual(SIGNED_TIME_SPAN_MS + SIGN_WINDOW_MS + 60_000);
  });
});

describe('the signed time of tm', () => {
  it('is the number of exactly 13 digits, the first not 0; anything else is no time', () => {
    expect(signedAt('1800000000000')).toBe(1_800_000_000_000);
    for (const tm of [undefined, '', '180000000000', '01800000000000', '18000000000000', '0180000000000', '-1800000000000', '1.8e12', '1800000000000 ']) {
      expect(signedAt(tm)).toBeNaN();
    }
  });

  it('covers 100 s: the last time signed alike is the end of the span of its first 8 digits', () => {
    expect(SIGNED_TIME_SPAN_MS).toBe(100_000);
    expect(lastTimeSignedAlike(1_800_000_000_000)).toBe(1_800_000_099_999);
    expect(lastTimeSignedAlike(1_800_000_099_999)).toBe(1_800_000_099_999);
    expect(lastTimeSignedAlike(1_800_000_100_000)).toBe(1_800_000_199_999);
    expect(lastTimeSignedAlike(1_795_885_412_345)).toBe(1_795_885_499_999);
  });
});
