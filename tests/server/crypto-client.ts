// The client side of login encryption and signing for gateway tests: the real code of src/crypto (Node's
// WebCrypto stands in for the browser's), talking to a gateway through fastify's inject.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ISSUER_CERT_PEM } from '../support/issuer';
import { generateClientKeyPair } from '../../src/crypto/key-pair';
import type { ClientKeyPair } from '../../src/crypto/key-pair';
import { encryptLoginBody } from '../../src/crypto/login-cipher';
import { signRequest } from '../../src/crypto/request-signer';
import { signModeFor, verifySignConfig } from '../../src/crypto/sign-config';
import type { VerifiedSignConfig } from '../../src/crypto/sign-config';
import { JSON_HEADERS, setCookies } from './support';

export const SIGN_CONFIG_PATH = '/v1/mix/config/gatewaySignConfig';

export interface TestClient {
  readonly config: VerifiedSignConfig;
  readonly keyPair: ClientKeyPair;
}

let sharedKeyPair: Promise<ClientKeyPair> | undefined;

/** One 1024-bit pair per test file is enough: the gateway keys sessions, not pairs. */
export function clientKeyPair(): Promise<ClientKeyPair> {
  sharedKeyPair ??= generateClientKeyPair(1024);
  return sharedKeyPair;
}

export async function rawSignConfig(app: FastifyInstance): Promise<Record<string, unknown>> {
  const response = await app.inject({ method: 'GET', url: SIGN_CONFIG_PATH });
  return response.json<{ data: { gatewaySignConfig: Record<string, unknown> } }>().data.gatewaySignConfig;
}

/** What signing readiness does: fetch the config and verify its server key against the built-in issuer. */
export async function connect(app: FastifyInstance, keyPair?: ClientKeyPair): Promise<TestClient> {
  const config = await verifySignConfig(await rawSignConfig(app), TEST_ISSUER_CERT_PEM);
  return { config, keyPair: keyPair ?? (await clientKeyPair()) };
}

export function cipherKeys(client: TestClient) {
  return { serverKey: client.config.serverKey, clientKeyPair: client.keyPair };
}

export async function postEncrypted(
  app: FastifyInstance,
  client: TestClient,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const sent = await encryptLoginBody(path, body, cipherKeys(client), app.now());
  const payload = JSON.stringify(sent);
  return app.inject({ method: 'POST', url: path, headers: { ...JSON_HEADERS, ...headers }, payload });
}

export interface Login {
  readonly cookie: string;
  readonly userId: string;
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return setCookies(response.headers)
    .map((line) => line.split(';')[0])
    .join('; ');
}

export async function loginDemo(app: FastifyInstance, client: TestClient): Promise<Login> {
  const response = await postEncrypted(app, client, '/v1/user/login', { loginName: 'demo', pwd: 'Demo-pass-2026' });
  const answer = response.json<{ code: string; data: { userInfo: { userId: string } } }>();
  if (answer.code !== '00000') throw new Error(`demo login failed: ${response.body}`);
  return { cookie: cookieHeader(response), userId: answer.data.userInfo.userId };
}

export interface SignedCall {
  readonly url: string;
  readonly body?: string;
  readonly cookie?: string;
  /** The client's clock; the gateway's by default. */
  readonly now?: number;
  /** The trace id (uhti); a fresh one by default. */
  readonly traceId?: string;
  /** A paper call: signed for the paper account and sent with `paptrading: 1`, as the client does in paper mode. */
  readonly paper?: boolean;
  /** Changes the signed headers before sending (to make bad requests). */
  readonly tamper?: (headers: Record<string, string>) => Record<string, string>;
  /** Sent instead of `url` after signing. */
  readonly sendUrl?: string;
  readonly sendBody?: string;
  /** The address the call comes from; inject's default (127.0.0.1) otherwise. */
  readonly remoteAddress?: string;
}

export async function signedPost(app: FastifyInstance, client: TestClient, call: SignedCall) {
  const path = call.url.split('?')[0] ?? '';
  const mode = signModeFor(path, client.config);
  if (mode === undefined) throw new Error(`${path} is not signed`);
  const { headers } = await signRequest({
    mode,
    parts: client.config.signModes[String(mode)] ?? [],
    pathWithQuery: call.url,
    account: call.paper === true ? 'paper' : 'real',
    body: call.body ?? '',
    keyPair: client.keyPair,
    now: call.now ?? app.now(),
    traceId: call.traceId,
  });
  const sent: Record<string, string> = call.paper === true ? { ...headers, paptrading: '1' } : { ...headers };
  const finalHeaders: Record<string, string> = { ...(call.tamper ? call.tamper(sent) : sent) };
  if (call.cookie !== undefined) finalHeaders['cookie'] = call.cookie;
  const payload = call.sendBody ?? call.body;
  if (payload !== undefined) Object.assign(finalHeaders, JSON_HEADERS);
  const from = call.remoteAddress === undefined ? {} : { remoteAddress: call.remoteAddress };
  return app.inject({ method: 'POST', url: call.sendUrl ?? call.url, headers: finalHeaders, payload, ...from });
}

export function envelope(response: LightMyRequestResponse) {
  return response.json<{ status: string; code: string; msg: string; data: unknown }>();
}
