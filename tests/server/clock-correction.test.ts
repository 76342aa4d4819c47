// The whole client request path against a listening gateway: the real http client (axios over a socket) with the
// crypto steps plugged in, and a client clock ten minutes behind the gateway's.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { encodeForm } from '../../src/api/body';
import { createServerClock } from '../../src/api/clock';
import type { ServerClock } from '../../src/api/clock';
import { fetchGatewaySignConfig } from '../../src/api/endpoints';
import type { ApiError } from '../../src/api/errors';
import { APP_FLAVOUR } from '../../src/api/flavours';
import { createHttpClient } from '../../src/api/http-client';
import type { HttpClient } from '../../src/api/http-client';
import { TEST_ISSUER_CERT_PEM } from '../support/issuer';
import { loginEncryptionStep, signingStep } from '../../src/crypto/request-steps';
import { verifySignConfig } from '../../src/crypto/sign-config';
import type { VerifiedSignConfig } from '../../src/crypto/sign-config';
import { clientKeyPair, connect, loginDemo } from './crypto-client';
import { testGateway } from './support';

const TEN_MINUTES = 10 * 60 * 1000;

const CONTEXT = {
  locale: 'en',
  theme: 'dark',
  terminalCode: 'terminal-1',
  simulation: false,
  beta: false,
  deviceId: 'device-1',
} as const;

describe('signed calls from a client whose clock is 10 minutes off', () => {
  let app: FastifyInstance;
  let baseURL: string;
  let cookie: string;

  beforeAll(async () => {
    app = await testGateway();
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    cookie = (await loginDemo(app, await connect(app))).cookie;
  });

  afterAll(async () => {
    await app.close();
  });

  function makeClient(clock: ServerClock, signConfig: () => VerifiedSignConfig | null): HttpClient {
    return createHttpClient(APP_FLAVOUR, {
      getContext: () => CONTEXT,
      baseURL,
      clock,
      apiPrefix: '/v1',
      steps: [
        loginEncryptionStep({
          serverKey: async () => {
            const config = signConfig();
            if (config === null) throw new Error('not ready');
            return config.serverKey;
          },
          clientKeyPair,
          now: () => clock.now(),
        }),
        signingStep({
          signConfig: async () => signConfig(),
          clientKeyPair,
          now: () => clock.now(),
          serializeQuery: encodeForm,
        }),
      ],
    });
  }

  it('corrects the clock from request-time, after which signed calls succeed', async () => {
    const clock = createServerClock(() => Date.now() - TEN_MINUTES);
    let config: VerifiedSignConfig | null = null;
    const client = makeClient(clock, () => config);

    // Signing readiness: the config call is never signed, and its answer carries the gateway's time.
    const raw = await fetchGatewaySignConfig(client);
    config = await verifySignConfig(raw.gatewaySignConfig, TEST_ISSUER_CERT_PEM);
    expect(Math.abs(clock.offset - TEN_MINUTES)).toBeLessThan(5_000);

    await expect(client.post('/v1/account/profile', undefined, { headers: { cookie } })).resolves.toEqual({
      userId: '10000001',
      loginName: 'demo',
    });
    await expect(client.post('/v1/asset/balance', { coin: 'USDT' }, { headers: { cookie } })).resolves.toMatchObject({
      balances: [{ coin: 'USDT' }],
    });
    // Query values the URL parser re-encodes on the way out are signed in their sent form.
    const odd = { method: 'POST', name: '/v1/account/profile', params: { q: "it's (x)", list: [1, 2] } } as const;
    await expect(client.request({ ...odd, headers: { cookie } })).resolves.toMatchObject({ userId: '10000001' });
  });

  it('fails with 00022 before any correction, and succeeds on the next call once corrected', async () => {
    const clock = createServerClock(() => Date.now() - TEN_MINUTES);
    const { config } = await connect(app);
    const client = makeClient(clock, () => config);

    const failure = await client.post('/v1/account/profile', undefined, { headers: { cookie }, toast: false }).then(
      () => undefined,
      (error: unknown) => error as ApiError,
    );
    expect(failure?.code).toBe('00022');
    // The error answer carried request-time too: the clock is right from now on.
    await expect(client.post('/v1/account/profile', undefined, { headers: { cookie } })).resolves.toMatchObject({
      userId: '10000001',
    });
  });

  it('logs in through the encryption step of the same client', async () => {
    const clock = createServerClock();
    const { config } = await connect(app);
    const client = makeClient(clock, () => config);
    await expect(client.post('/v1/user/login', { loginName: ' demo ', pwd: 'Demo-pass-2026' })).resolves.toEqual({
      userInfo: { userId: '10000001', loginName: 'demo' },
      accessTokenResVO: { userInfo: { userId: '10000001' } },
    });
  });
});
