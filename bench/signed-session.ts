// What a benchmark needs to send signed calls as the web client does: the gateway's verified sign config, a client
// key pair, the demo account's session cookie from an encrypted login, and the sign mode and parts of one path.
import type { FastifyInstance } from 'fastify';
import { generateClientKeyPair } from '../src/crypto/key-pair';
import { encryptLoginBody } from '../src/crypto/login-cipher';
import { signModeFor, verifySignConfig } from '../src/crypto/sign-config';

export async function signedSession(app: FastifyInstance, issuerCertificatePem: string, path: string) {
  const raw = (await app.inject({ method: 'GET', url: '/v1/mix/config/gatewaySignConfig' })).json<{
    data: { gatewaySignConfig: unknown };
  }>().data.gatewaySignConfig;
  const config = await verifySignConfig(raw, issuerCertificatePem);
  const keyPair = await generateClientKeyPair(1024);
  const login = await app.inject({
    method: 'POST',
    url: '/v1/user/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(
      await encryptLoginBody('/v1/user/login', { loginName: 'demo', pwd: 'Demo-pass-2026' }, {
        serverKey: config.serverKey,
        clientKeyPair: keyPair,
      }, app.now()),
    ),
  });
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .join('; ');
  const mode = signModeFor(path, config) ?? 0;
  return { keyPair, cookie, mode, parts: config.signModes[String(mode)] ?? [] };
}
