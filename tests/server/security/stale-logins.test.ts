// Threat: a login captured long ago (an old proxy log, a HAR file shared months later) posted to open a session. The
// wire format binds no time to the sealed body, so the age is bounded through the server key: it rotates, a replaced
// key is still accepted for a grace period, then deleted, and a body sealed under it cannot be opened any more.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openDatabase } from '../../../server/db';
import { DEFAULT_SERVER_KEY_POLICY, generatePrivateKeyPem } from '../../../server/signing/server-key';
import type { GatewayOptions } from '../../../server/app';
import { encryptLoginBody } from '../../../src/crypto/login-cipher';
import { cipherKeys, connect, envelope, rawSignConfig } from '../crypto-client';
import type { TestClient } from '../crypto-client';
import { JSON_HEADERS, makeTempDir, removeDir, testGateway } from '../support';

const LOGIN = '/v1/user/login';
const DEMO = { loginName: 'demo', pwd: 'Demo-pass-2026' };
const DAY = 24 * 60 * 60 * 1000;
const { rotationMs: ROTATION, graceMs: GRACE } = DEFAULT_SERVER_KEY_POLICY;
const START = Date.UTC(2026, 0, 1);

let clock = START;

function gateway(options: Partial<GatewayOptions> = {}): Promise<FastifyInstance> {
  return testGateway({ now: () => clock, ...options });
}

async function capture(client: TestClient, path = LOGIN, body: Record<string, string> = DEMO): Promise<string> {
  return JSON.stringify(await encryptLoginBody(path, body, cipherKeys(client), clock));
}

function send(app: FastifyInstance, payload: string, path = LOGIN): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: path, headers: JSON_HEADERS, payload });
}

async function servedKey(app: FastifyInstance): Promise<string> {
  return String((await rawSignConfig(app))['serverPublicKey']);
}

function expectStale(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(400);
  expect(envelope(response)).toEqual({
    status: 'error',
    code: '40012',
    msg: 'Login sealed under an expired server key',
    data: null,
  });
}

/** Lets the key served now reach its rotation: its successor is made in the lead day, then takes over. */
async function rotate(app: FastifyInstance): Promise<void> {
  const due = app.serverKeys.current().activeFrom + ROTATION;
  clock = due - DAY;
  app.serverKeys.current();
  await app.serverKeys.settled();
  clock = due;
}

function keyCount(app: FastifyInstance): number {
  return (app.db.prepare('SELECT COUNT(*) AS n FROM server_keys').get() as { n: number }).n;
}

beforeEach(() => {
  clock = START;
});

describe('server key rotation', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await gateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('refuses a capture replayed after rotation + grace as stale (40012), even one never sent before', async () => {
    const before = await connect(app);
    const used = await capture(before);
    const unused = await capture(before);
    expect(envelope(await send(app, used)).code).toBe('00000');
    await rotate(app);
    clock += GRACE;
    expectStale(await send(app, used));
    expectStale(await send(app, unused));
  });

  it('accepts a login sealed under the previous key within the grace, once', async () => {
    const before = await connect(app);
    await rotate(app);
    const current = await servedKey(app);
    expect(current).not.toBe(before.config.serverKey.pem);
    clock += GRACE - 1;
    // A client that fetched the config before the rotation seals now, under the key it holds.
    const payload = await capture(before);
    expect(envelope(await send(app, payload)).code).toBe('00000');
    expect(envelope(await send(app, payload)).code).toBe('40011');
    // A client that fetches the config again seals under the new key, which opens as usual.
    expect(envelope(await send(app, await capture(await connect(app)))).code).toBe('00000');
  });

  it('answers 40010, not 40012, for a body under an unknown key whose initSign does not verify', async () => {
    const stale = JSON.parse(await capture(await connect(app))) as Record<string, string>;
    await rotate(app);
    clock += GRACE;
    stale['initSign'] = Buffer.from('not the signature').toString('base64');
    expect(envelope(await send(app, JSON.stringify(stale))).code).toBe('40010');
  });

  it('keeps a digest only while its key exists: they go together, the current key\'s stay', async () => {
    const before = await connect(app);
    expect(envelope(await send(app, await capture(before))).code).toBe('00000');
    await rotate(app);
    expect(envelope(await send(app, await capture(await connect(app)))).code).toBe('00000');
    const digests = () => app.db.prepare('SELECT server_key_id AS key FROM accepted_login_bodies ORDER BY accepted_at').all();
    const [oldKey, newKey] = (digests() as Array<{ key: number }>).map((row) => row.key);
    expect(oldKey).not.toBe(newKey);
    clock += GRACE;
    app.serverKeys.accepted();
    expect(digests()).toEqual([{ key: newKey }]);
    expect(keyCount(app)).toBe(1);
  });

  it('serves the current key only; two rotations later the first key is long gone', async () => {
    const first = await servedKey(app);
    await rotate(app);
    const second = await servedKey(app);
    await rotate(app);
    const third = await servedKey(app);
    expect(new Set([first, second, third]).size).toBe(3);
    expect(app.serverKeys.accepted().map((key) => key.publicKeyPem)).toEqual([third, second]);
  });
});

it('makes the next key in the background ahead of need, and never makes a request wait for it', async () => {
  const made = generatePrivateKeyPem();
  let release: (pem: string) => void = () => undefined;
  const generate = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
  const app = await gateway({ serverKeyGenerator: generate });
  try {
    const first = await servedKey(app);
    clock = START + ROTATION - DAY - 1;
    await servedKey(app);
    expect(generate).not.toHaveBeenCalled();
    clock = START + ROTATION - DAY;
    await servedKey(app);
    expect(generate).toHaveBeenCalledTimes(1);
    // Due, but the pair is not ready: the served key stays, and the answer comes at once.
    clock = START + ROTATION + 1;
    expect(await servedKey(app)).toBe(first);
    expect(generate).toHaveBeenCalledTimes(1);
    release(await made);
    await app.serverKeys.settled();
    expect(await servedKey(app)).not.toBe(first);
    // The replaced key's grace starts when its successor took over, not when it was due.
    expect(app.serverKeys.current().activeFrom).toBe(START + ROTATION + 1);
  } finally {
    await app.close();
  }
});

it('retries a failed background generation on the next use', async () => {
  const generate = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('no entropy'))
    .mockImplementation(generatePrivateKeyPem);
  const app = await gateway({ serverKeyGenerator: generate });
  try {
    clock = START + ROTATION - DAY;
    app.serverKeys.current();
    await app.serverKeys.settled();
    clock = START + ROTATION;
    const old = app.serverKeys.current();
    await app.serverKeys.settled();
    expect(generate).toHaveBeenCalledTimes(2);
    expect(app.serverKeys.current().id).not.toBe(old.id);
  } finally {
    await app.close();
  }
});

it('keeps both keys across a restart', async () => {
  const dir = makeTempDir();
  const db = `${dir}/gateway.sqlite`;
  try {
    const first = await gateway({ db });
    const before = await connect(first);
    await rotate(first);
    const after = await connect(first);
    await first.close();

    clock = START + ROTATION + GRACE - 1;
    const second = await gateway({ db });
    try {
      expect(await servedKey(second)).toBe(after.config.serverKey.pem);
      expect(envelope(await send(second, await capture(before))).code).toBe('00000');
      expect(envelope(await send(second, await capture(after))).code).toBe('00000');
      clock = START + ROTATION + GRACE;
      expectStale(await send(second, await capture(before)));
      expect(envelope(await send(second, await capture(after))).code).toBe('00000');
    } finally {
      await second.close();
    }
  } finally {
    removeDir(dir);
  }
});

it('keeps a pair made ahead of its turn across a restart, and serves it when its turn comes', async () => {
  const dir = makeTempDir();
  const db = `${dir}/gateway.sqlite`;
  try {
    const first = await gateway({ db });
    const old = await servedKey(first);
    clock = START + ROTATION - DAY;
    first.serverKeys.current();
    await first.serverKeys.settled();
    expect(keyCount(first)).toBe(2);
    await first.close();

    const generate = jest.fn(() => Promise.reject(new Error('not needed')));
    const second = await gateway({ db, serverKeyGenerator: generate });
    try {
      expect(await servedKey(second)).toBe(old);
      clock = START + ROTATION;
      expect(await servedKey(second)).not.toBe(old);
      expect(generate).not.toHaveBeenCalled();
    } finally {
      await second.close();
    }
  } finally {
    removeDir(dir);
  }
});

it('an installation from before rotation keeps its key as the first active one, and its remembered logins with it', async () => {
  const dir = makeTempDir();
  const file = `${dir}/gateway.sqlite`;
  const older = `${dir}/migrations`;
  try {
    mkdirSync(older);
    for (const name of readdirSync('server/migrations').filter((entry) => entry < '011')) {
      copyFileSync(`server/migrations/${name}`, `${older}/${name}`);
    }
    const pem = await generatePrivateKeyPem();
    const before = openDatabase(file, { migrationsDir: older });
    before.prepare("INSERT INTO meta (key, value) VALUES ('server_private_key', ?)").run(pem);
    before.prepare("INSERT INTO accepted_login_bodies (digest, accepted_at) VALUES ('d', 1)").run();
    before.close();

    const after = openDatabase(file);
    try {
      expect(after.prepare("SELECT value FROM meta WHERE key = 'server_private_key'").get()).toBeUndefined();
      const keys = after.prepare('SELECT id, private_key_pem AS pem, active_from FROM server_keys').all() as Array<{
        id: number;
        pem: string;
        active_from: number | null;
      }>;
      expect(keys).toEqual([{ id: expect.any(Number), pem, active_from: expect.any(Number) }]);
      expect(after.prepare('SELECT server_key_id AS key FROM accepted_login_bodies').all()).toEqual([{ key: keys[0]?.id }]);
    } finally {
      after.close();
    }
  } finally {
    removeDir(dir);
  }
});
