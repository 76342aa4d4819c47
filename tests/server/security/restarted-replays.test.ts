// Threat: a signed call captured moments before the gateway restarts, sent again after the restart. SPEC 7 signs only
// the first 8 digits of `tm`, so the capture still verifies with a `tm` moved past the start; the trace ids that
// refuse replays lived in the process, so the new process took it as new: a second order from one signature.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignedCallMemory } from '../../../server/signing/signed-call-memory';
import { SIGNED_TIME_SPAN_MS } from '../../../server/signing/verify-request';
import { connect, envelope, loginDemo, signedPost } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { makeTempDir, removeDir, testGateway } from '../support';

// 10 s into a signed span of 100 s, so a restart 20 s later falls in the same span.
const SPAN_START = 1_800_000_000_000;
const ORDER = JSON.stringify({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000', qty: '0.001' });

let dir: string;
let file: string;
let clock: number;
const open: FastifyInstance[] = [];

async function start(): Promise<FastifyInstance> {
  const app = await testGateway({ db: file, now: () => clock });
  open.push(app);
  return app;
}

beforeEach(() => {
  dir = makeTempDir();
  file = `${dir}/gateway.sqlite`;
  clock = SPAN_START + 10_000;
});

afterEach(async () => {
  for (const app of open.splice(0).reverse()) await app.close();
  removeDir(dir);
});

/** Places the order once and answers the headers it was sent with: the capture. */
async function placeAndCapture(app: FastifyInstance, client: TestClient, login: Login): Promise<Record<string, string>> {
  let captured: Record<string, string> = {};
  const placed = await signedPost(app, client, {
    url: '/v1/order/place',
    body: ORDER,
    cookie: login.cookie,
    tamper: (headers) => (captured = { ...headers }),
  });
  expect(envelope(placed).code).toBe('00000');
  return captured;
}

/** The capture sent again with `tm` moved to `tm`: the first 8 digits, all the signature covers, unchanged. */
function resend(app: FastifyInstance, captured: Record<string, string>, login: Login, tm: number): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/v1/order/place',
    headers: { ...captured, tm: String(tm), cookie: login.cookie, 'content-type': 'application/json' },
    payload: ORDER,
  });
}

async function openOrderCount(app: FastifyInstance, client: TestClient, login: Login): Promise<number> {
  const response = await signedPost(app, client, { url: '/v1/order/open', body: '{}', cookie: login.cookie });
  return (envelope(response).data as { orders: unknown[] }).orders.length;
}

describe('a signed call captured before a restart', () => {
  it('is refused as already used after a clean restart, re-timed past the start: one order, not two', async () => {
    const first = await start();
    const client = await connect(first);
    const login = await loginDemo(first, client);
    const captured = await placeAndCapture(first, client, login);
    await open.pop()!.close();

    clock = SPAN_START + 30_000;
    const second = await start();
    const replay = await resend(second, captured, login, clock);
    expect(envelope(replay)).toEqual({ status: 'error', code: '00022', msg: 'Signature already used', data: null });
    expect(await openOrderCount(second, client, login)).toBe(1);
  });

  it('is refused as expired after a run that did not stop cleanly, until the signed span the start fell in is over', async () => {
    const crashed = await start();
    const client = await connect(crashed);
    const login = await loginDemo(crashed, client);
    const captured = await placeAndCapture(crashed, client, login);
    // The first run is never closed before the second opens the file: it handed nothing over, as after a kill.
    clock = SPAN_START + 30_000;
    const second = await start();
    expect(envelope(await resend(second, captured, login, SPAN_START + SIGNED_TIME_SPAN_MS - 1))).toMatchObject({ code: '00022', msg: 'Signature expired' });
    // A call of this run's own, signed in that span, is refused the same way; from the next span on, calls go through.
    expect(envelope(await signedPost(second, client, { url: '/v1/account/profile', cookie: login.cookie })).code).toBe('00022');
    clock = SPAN_START + SIGNED_TIME_SPAN_MS;
    expect(envelope(await signedPost(second, client, { url: '/v1/account/profile', cookie: login.cookie })).code).toBe('00000');
    expect(await openOrderCount(second, client, login)).toBe(1);
  });

  it('goes through after a clean restart when it is a new call, signed in the span the start fell in', async () => {
    const first = await start();
    const client = await connect(first);
    const login = await loginDemo(first, client);
    await open.pop()!.close();
    clock += 5_000;
    const second = await start();
    expect(envelope(await signedPost(second, client, { url: '/v1/account/profile', cookie: login.cookie })).code).toBe('00000');
  });
});

describe('SignedCallMemory', () => {
  it('hands each scope its own ids, drops those already forgettable, and keeps a scope no run has used since', async () => {
    const app = await start();
    const memory = app.signedCallMemory;
    expect(memory.registry('rest').claim('a'.repeat(32), clock, clock)).toBe('fresh');
    expect(memory.registry('stream').claim('b'.repeat(32), clock, clock)).toBe('fresh');
    await open.pop()!.close();

    const next = await start();
    expect(next.signedCallMemory.registry('rest').claim('a'.repeat(32), clock, clock)).toBe('replayed');
    expect(next.signedCallMemory.registry('rest').claim('b'.repeat(32), clock, clock)).toBe('fresh');
    await open.pop()!.close();

    // The stream scope was never opened by the run in between: its id was still handed on.
    const third = await start();
    expect(third.signedCallMemory.registry('stream').claim('b'.repeat(32), clock, clock)).toBe('replayed');
    await open.pop()!.close();

    // Past the window of the last time signed alike, an id is not carried: the time check refuses its call alone.
    clock += SIGNED_TIME_SPAN_MS + 10 * 60_000;
    const late = await start();
    expect(late.signedCallMemory.registry('rest').claim('a'.repeat(32), clock, clock)).toBe('fresh');
  });

  it('starts a database no gateway ever ran on as after a clean stop', async () => {
    const app = await start();
    expect(app.signedCallMemory.notBefore).toBe(clock);
    expect(SignedCallMemory.open(app.db, clock).notBefore).toBe(SPAN_START + SIGNED_TIME_SPAN_MS);
  });
});
