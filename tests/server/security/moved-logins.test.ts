// Threat: a login captured before the gateway saw it (a TLS-terminating proxy that holds it back, a HAR file of a
// login the rate limit refused) posted by the attacker with their own client key, to another login path, or long
// after. initSign alone proves only that whoever sent it holds *some* key: the attacker can replace publicKey and
// sign the same ciphertext with theirs, and the session would then be theirs to sign with. The sealed envelope's
// MAC covers the path, the algorithm, the public key and the time (docs/protocol.md, "Request body").
import type { FastifyInstance } from 'fastify';
import { cipherKeys, connect, envelope } from '../crypto-client';
import type { TestClient } from '../crypto-client';
import { JSON_HEADERS, setCookies, testGateway } from '../support';
import { generateClientKeyPair } from '../../../src/crypto/key-pair';
import type { ClientKeyPair } from '../../../src/crypto/key-pair';
import { encryptLoginBody, initSignBase, type EncryptedLoginBody } from '../../../src/crypto/login-cipher';
import { signText } from '../../../src/crypto/signature';
import { SEALED_BODY_WINDOW_MS } from '../../../server/login/open-request';

const LOGIN = '/v1/user/login';
const DEMO = { loginName: 'demo', pwd: 'Demo-pass-2026' };
const START = Date.UTC(2026, 10, 28, 12);
const REJECTED = { status: 'error', code: '40010', msg: 'Encrypted body rejected', data: null };

let clock = START;
let app: FastifyInstance;
let client: TestClient;
let attacker: ClientKeyPair;

beforeAll(async () => {
  attacker = await generateClientKeyPair(1024);
});

beforeEach(async () => {
  clock = START;
  app = await testGateway({ now: () => clock });
  client = await connect(app);
});

afterEach(async () => {
  await app.close();
});

function send(body: object, path = LOGIN) {
  return app.inject({ method: 'POST', url: path, headers: JSON_HEADERS, payload: JSON.stringify(body) });
}

function sessionCount(): number {
  return (app.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
}

/** The captured body with the attacker's key in place of the client's, and initSign made again with it. */
async function withAttackerKey(captured: EncryptedLoginBody, path = LOGIN) {
  const initSign = await signText(attacker.privateKey, await initSignBase(path, attacker.algorithm, captured.bodyCiphertext));
  return { ...captured, publicKey: attacker.publicKey, algorithm: attacker.algorithm, initSign };
}

describe('a captured login', () => {
  it('is refused with the attacker\'s key in place of the client\'s, opens no session, and leaves the client\'s own to pass', async () => {
    const captured = await encryptLoginBody(LOGIN, DEMO, cipherKeys(client), clock);
    const response = await send(await withAttackerKey(captured));
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual(REJECTED);
    expect(setCookies(response.headers)).toEqual([]);
    expect(sessionCount()).toBe(0);
    // The refused attempt did not burn the body: the client's own login, arriving late, still opens its session.
    expect(envelope(await send(captured)).code).toBe('00000');
  });

  it('is refused on another login path, even signed again there with a key the attacker holds', async () => {
    const captured = await encryptLoginBody(LOGIN, DEMO, cipherKeys(client), clock);
    const response = await send(await withAttackerKey(captured, '/v1/user/agency/login'), '/v1/user/agency/login');
    expect(envelope(response)).toEqual(REJECTED);
  });

  it('opens at the edges of the window on either side of the gateway\'s clock', async () => {
    for (const offset of [-SEALED_BODY_WINDOW_MS, SEALED_BODY_WINDOW_MS]) {
      const response = await send(await encryptLoginBody(LOGIN, DEMO, cipherKeys(client), clock + offset));
      expect(envelope(response).code).toBe('00000');
    }
  });

  it.each([
    ['sealed more than the window ago (a capture posted late)', -SEALED_BODY_WINDOW_MS - 1],
    ['sealed more than the window ahead (a clock far off)', SEALED_BODY_WINDOW_MS + 1],
  ])('is refused when %s', async (_name, offset) => {
    const response = await send(await encryptLoginBody(LOGIN, DEMO, cipherKeys(client), clock + offset));
    expect(envelope(response)).toEqual(REJECTED);
    expect(sessionCount()).toBe(0);
  });

  it('is refused when held back and posted after the window, though the gateway never saw it', async () => {
    const captured = await encryptLoginBody(LOGIN, DEMO, cipherKeys(client), clock);
    clock += SEALED_BODY_WINDOW_MS + 1;
    expect(envelope(await send(captured))).toEqual(REJECTED);
  });

  it('is refused when its time is re-spelled: the time travels beside the envelope but the MAC covers it', async () => {
    const captured = await encryptLoginBody(LOGIN, DEMO, cipherKeys(client), clock - SEALED_BODY_WINDOW_MS - 1);
    const inner = JSON.parse(Buffer.from(captured.bodyCiphertext, 'base64').toString('utf8')) as Record<string, unknown>;
    const bodyCiphertext = Buffer.from(JSON.stringify({ ...inner, t: clock })).toString('base64');
    const initSign = await signText(client.keyPair.privateKey, await initSignBase(LOGIN, client.keyPair.algorithm, bodyCiphertext));
    expect(envelope(await send({ ...captured, bodyCiphertext, initSign }))).toEqual(REJECTED);
  });
});
