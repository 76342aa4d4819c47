// Login throughput of one gateway, in a process of its own so the scrypt cost is the production one (SCRYPT_LOG_N
// unset): `tsx bench/login.worker.ts <server folder>` prints one JSON line. The folder is this checkout's `server/`
// or an older commit's (bench/baseline.ts), measured the same way. Each login is sealed ahead of the clock
// (as many clients would, in parallel), so the timing is the gateway's: opening the body, the replay check, the
// lockout check, scrypt, and the session. Sent in waves as wide as libuv's thread pool, where scrypt runs.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { generateClientKeyPair } from '../src/crypto/key-pair';
import { encryptLoginBody } from '../src/crypto/login-cipher';
import { verifySignConfig } from '../src/crypto/sign-config';

const LOGINS = Number(process.env['BENCH_LOGINS'] ?? 24);
const WAVE = Number(process.env['UV_THREADPOOL_SIZE'] ?? 4);

interface GatewayModule {
  buildGateway(options: {
    db: string;
    production: boolean;
    logger: boolean;
    migrationsDir: string;
    rateLimits?: { authMax: number; generalMax: number };
  }): Promise<FastifyInstance>;
}
interface IssuerModule {
  loadIssuer(): { certificatePem: string };
}

let issuerCertificate = '';

async function seal(app: FastifyInstance, count: number, pwd: string): Promise<string[]> {
  const raw = (await app.inject({ method: 'GET', url: '/v1/mix/config/gatewaySignConfig' })).json<{
    data: { gatewaySignConfig: unknown };
  }>().data.gatewaySignConfig;
  const config = await verifySignConfig(raw, issuerCertificate);
  const keys = { serverKey: config.serverKey, clientKeyPair: await generateClientKeyPair(1024) };
  const bodies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    bodies.push(JSON.stringify(await encryptLoginBody('/v1/user/login', { loginName: 'demo', pwd }, keys, app.now())));
  }
  return bodies;
}

async function rate(app: FastifyInstance, bodies: readonly string[], expected: string): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < bodies.length; i += WAVE) {
    await Promise.all(
      bodies.slice(i, i + WAVE).map(async (payload) => {
        const response = await app.inject({
          method: 'POST',
          url: '/v1/user/login',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        const code = response.json<{ code: string }>().code;
        if (code !== expected) throw new Error(`login answered ${code}, expected ${expected}: ${response.body}`);
      }),
    );
  }
  return bodies.length / (Number(process.hrtime.bigint() - started) / 1e9);
}

async function main(serverDir: string): Promise<void> {
  const load = <T>(file: string) => import(pathToFileURL(path.join(serverDir, file)).href) as Promise<T>;
  const { buildGateway } = await load<GatewayModule>('app.ts');
  issuerCertificate = (await load<IssuerModule>('signing/issuer.ts')).loadIssuer().certificatePem;
  const app = await buildGateway({
    db: ':memory:',
    production: false,
    logger: false,
    migrationsDir: path.join(serverDir, 'migrations'),
    // One address sends every login; the limits stay in the path but above what is sent.
    rateLimits: { authMax: 1_000_000, generalMax: 1_000_000 },
  });
  try {
    const right = await seal(app, LOGINS, 'Demo-pass-2026');
    const wrong = await seal(app, Math.min(LOGINS, 5), 'Not-the-password-1');
    const loginsPerSecond = await rate(app, right, '00000');
    // Fewer than the free failures, so the lockout does not answer them early.
    const failuresPerSecond = await rate(app, wrong, '20001');
    console.log(JSON.stringify({ loginsPerSecond, failuresPerSecond, logins: right.length, wave: WAVE }));
  } finally {
    await app.close();
  }
}

main(path.resolve(process.argv[2] ?? 'server')).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
