// Threat: a captured encrypted login (a proxy log, a shared HAR file) posted again to open a session of its own.
// The capture cannot be read, but before this check it did not need to be: the gateway opened a new session for
// it every time.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cipherKeys, connect, envelope } from '../crypto-client';
import type { TestClient } from '../crypto-client';
import { JSON_HEADERS, makeTempDir, removeDir, setCookies, testGateway } from '../support';
import { encryptLoginBody } from '../../../src/crypto/login-cipher';
import { sealBinding } from '../../../server/login/open-request';
import { openSealedBody } from '../../../server/login/sealed-body';

const LOGIN = '/v1/user/login';
const DEMO = { loginName: 'demo', pwd: 'Demo-pass-2026' };

async function capture(client: TestClient, body: Record<string, string> = DEMO, path = LOGIN, sealedAt = Date.now()): Promise<string> {
  return JSON.stringify(await encryptLoginBody(path, body, cipherKeys(client), sealedAt));
}

function send(app: FastifyInstance, payload: string, path = LOGIN, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: path, headers: { ...JSON_HEADERS, ...headers }, payload });
}

function sessionCount(app: FastifyInstance): number {
  return (app.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
}

function expectReplayRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(400);
  expect(envelope(response)).toEqual({ status: 'error', code: '40011', msg: 'Encrypted body already used', data: null });
  expect(setCookies(response.headers)).toEqual([]);
}

describe('a replayed login', () => {
  let app: FastifyInstance;
  let client: TestClient;

  beforeEach(async () => {
    app = await testGateway();
    client = await connect(app);
  });

  afterEach(async () => {
    await app.close();
  });

  it('opens no second session: the same body is refused the second time', async () => {
    const payload = await capture(client);
    expect(envelope(await send(app, payload)).code).toBe('00000');
    const sessions = sessionCount(app);
    expectReplayRefused(await send(app, payload));
    expect(sessionCount(app)).toBe(sessions);
  });

  it('is recognised however the envelope is re-spelled (the digest is of its decoded parts)', async () => {
    const body = JSON.parse(await capture(client)) as { bodyCiphertext: string };
    const inner = JSON.parse(Buffer.from(body.bodyCiphertext, 'base64').toString('utf8')) as Record<string, unknown>;
    const respelled = Buffer.from(JSON.stringify(Object.fromEntries(Object.entries(inner).reverse()), null, 1)).toString('base64');
    expect(respelled).not.toBe(body.bodyCiphertext);
    const keys = [app.serverKeys.current().privateKey];
    const boundTo = sealBinding(LOGIN, client.keyPair.algorithm, client.keyPair.publicKey);
    const original = openSealedBody(body.bodyCiphertext, keys, boundTo);
    expect(openSealedBody(respelled, keys, boundTo)).toEqual(original);
    expect(openSealedBody(JSON.parse(await capture(client)).bodyCiphertext, keys, boundTo).digest).not.toBe(original.digest);
  });

  it('does not stop the same credentials sealed again, as the client does for every login', async () => {
    expect(envelope(await send(app, await capture(client))).code).toBe('00000');
    expect(envelope(await send(app, await capture(client))).code).toBe('00000');
  });

  it('is refused for a failed login as well, and for a registration', async () => {
    const wrong = await capture(client, { loginName: 'demo', pwd: 'wrong-password-1' });
    expect(envelope(await send(app, wrong)).code).toBe('20001');
    expectReplayRefused(await send(app, wrong));
    const path = '/v1/user/register/email';
    const registration = await capture(client, { email: 'n@example.com', pwd: 'Secret-pass-1', emailCode: '123456' }, path);
    expect(envelope(await send(app, registration, path)).code).toBe('20002');
    expectReplayRefused(await send(app, registration, path));
  });

  it('of a sub-account switch opens no second session either', async () => {
    const login = await send(app, await capture(client));
    const cookie = setCookies(login.headers)
      .map((line) => line.split(';')[0])
      .join('; ');
    const path = '/v1/user/subAccount/switch';
    const payload = await capture(client, { userId: '10000002' }, path);
    const first = await send(app, payload, path, { cookie });
    expect(envelope(first).code).toBe('00000');
    expectReplayRefused(await send(app, payload, path, { cookie }));
  });
});

it('a login captured before a restart is still refused after it (kept in the database)', async () => {
  const dir = makeTempDir();
  const db = `${dir}/gateway.sqlite`;
  try {
    const first = await testGateway({ db });
    const payload = await capture(await connect(first));
    expect(envelope(await send(first, payload)).code).toBe('00000');
    await first.close();
    const second = await testGateway({ db });
    try {
      expectReplayRefused(await send(second, payload));
    } finally {
      await second.close();
    }
  } finally {
    removeDir(dir);
  }
});
