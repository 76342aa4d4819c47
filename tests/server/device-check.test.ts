import type { FastifyInstance } from 'fastify';
import { generateClientKeyPair } from '../../src/crypto/key-pair';
import { encodeForm } from '../../src/api/body';
import { signingStep } from '../../src/crypto/request-steps';
import { userIdHash } from '../../src/crypto/request-signer';
import { connect, envelope, loginDemo } from './crypto-client';
import type { TestClient } from './crypto-client';
import { JSON_HEADERS, testGateway } from './support';

// Builds the request as the client's signing step does for the device-check URL, then sends it.
async function checkDevice(app: FastifyInstance, client: TestClient, payload: Record<string, unknown>) {
  const headers = new Map<string, string>();
  const step = signingStep({
    signConfig: async () => client.config,
    clientKeyPair: async () => client.keyPair,
    now: Date.now,
    serializeQuery: encodeForm,
  });
  const request = await step({ url: '/v1/user/checkDevice', data: JSON.stringify(payload), headers });
  return app.inject({
    method: 'POST',
    url: request.url ?? '',
    headers: { ...JSON_HEADERS, ...Object.fromEntries(headers) },
    payload: String(request.data),
  });
}

describe('POST /v1/user/checkDevice', () => {
  let app: FastifyInstance;
  let client: TestClient;

  beforeEach(async () => {
    app = await testGateway();
    client = await connect(app);
  });

  afterEach(async () => {
    await app.close();
  });

  it('knows a key that has logged in to the account, without a session', async () => {
    await loginDemo(app, client);
    const response = await checkDevice(app, client, { userCheckDeviceUserIdHash: await userIdHash('10000001') });
    expect(envelope(response)).toMatchObject({ code: '00000', data: { known: true } });
  });

  it('does not know a key that never logged in, nor a known key for another account', async () => {
    await loginDemo(app, client);
    const stranger = { ...client, keyPair: await generateClientKeyPair(1024) };
    const unknownKey = await checkDevice(app, stranger, { userCheckDeviceUserIdHash: await userIdHash('10000001') });
    expect(envelope(unknownKey).data).toEqual({ known: false });
    const otherUser = await checkDevice(app, client, { userCheckDeviceUserIdHash: await userIdHash('10000002') });
    expect(envelope(otherUser).data).toEqual({ known: false });
  });

  it('does not accept a proof that is not a signature by the key', async () => {
    await loginDemo(app, client);
    const hash = await userIdHash('10000001');
    const response = await app.inject({
      method: 'POST',
      url: '/v1/user/checkDevice',
      headers: JSON_HEADERS,
      payload: JSON.stringify({
        userCheckDeviceUserIdHash: hash,
        userCheckDeviceSign: 'AAAA',
        lastAlgorithm: 'rsa1024',
      }),
    });
    expect(envelope(response).data).toEqual({ known: false });
  });

  it('refuses a payload without the device-check fields', async () => {
    const request = { method: 'POST', url: '/v1/user/checkDevice', headers: JSON_HEADERS, payload: '{}' } as const;
    const response = await app.inject(request);
    expect(envelope(response).code).toBe('40002');
  });
});
