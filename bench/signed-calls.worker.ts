// One gateway's signed-call throughput, measured in a process of its own: `tsx bench/signed-calls.worker.ts
// <server folder>` prints one JSON line `{ "callsPerSecond": [..] }`. The server folder is this checkout's
// `server/`, or an older commit's (extracted by signed-calls.bench.ts), so both are measured the same way: the
// same client code, the same calls, the gateway's own issuer, through fastify's inject (no sockets, so the
// figure is the gateway's own cost per call, the part the signing checks add to).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { signRequest } from '../src/crypto/request-signer';
import { signedSession } from './signed-session';

interface GatewayOptions {
  db: string;
  production: boolean;
  logger: boolean;
  migrationsDir: string;
  /** Ignored by gateways from before the limits. */
  rateLimits?: { generalMax: number };
}
interface GatewayModule {
  buildGateway(options: GatewayOptions): Promise<FastifyInstance>;
}
interface IssuerModule {
  loadIssuer(): { certificatePem: string };
}

const WARM_UP_CALLS = 500;
const CALLS_PER_ROUND = 2000;
const ROUNDS = 3;
const URL = '/v1/asset/balance?languageType=0';
const BODY = '{"coin":"BTC"}';

async function main(serverDir: string): Promise<void> {
  const load = <T>(file: string) => import(pathToFileURL(path.join(serverDir, file)).href) as Promise<T>;
  const { buildGateway } = await load<GatewayModule>('app.ts');
  const { loadIssuer } = await load<IssuerModule>('signing/issuer.ts');
  const app = await buildGateway({
    db: ':memory:',
    production: false,
    logger: false,
    migrationsDir: path.join(serverDir, 'migrations'),
    // One address sends every call: a budget above the calls made keeps the limiter's cost in the figure
    // without refusing any.
    rateLimits: { generalMax: 1_000_000 },
  });
  try {
    const { keyPair, cookie, mode, parts } = await signedSession(app, loadIssuer().certificatePem, '/v1/asset/balance');

    // Signed ahead of the clock, each with its own trace id, so the timing covers the gateway alone.
    const calls = [];
    for (let i = 0; i < WARM_UP_CALLS + CALLS_PER_ROUND * ROUNDS; i += 1) {
      const { headers } = await signRequest({ mode, parts, pathWithQuery: URL, account: 'real', body: BODY, keyPair, now: Date.now() });
      calls.push({ ...headers, cookie, 'content-type': 'application/json' });
    }
    const send = async (headers: Record<string, string>) => {
      const response = await app.inject({ method: 'POST', url: URL, headers, payload: BODY });
      const code = response.json<{ code: string }>().code;
      if (code !== '00000') throw new Error(`signed call answered ${code}: ${response.body}`);
    };

    let next = 0;
    for (; next < WARM_UP_CALLS; next += 1) await send(calls[next] ?? {});
    const callsPerSecond: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < CALLS_PER_ROUND; i += 1, next += 1) await send(calls[next] ?? {});
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      callsPerSecond.push(CALLS_PER_ROUND / seconds);
    }
    console.log(JSON.stringify({ callsPerSecond }));
  } finally {
    await app.close();
  }
}

main(path.resolve(process.argv[2] ?? 'server')).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
