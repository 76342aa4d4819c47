// The client side of the place-order benchmark, in a process of its own so its work does not share the gateway's
// event loop: `tsx bench/place-order.client.ts <gateway url> <orders a second> <seconds>` logs in as the demo
// account over HTTP, signs every call as the web client does (mode 2, its own key pair, the verified server key),
// then sends them on an open-loop schedule (each at its own time, whether or not earlier answers came back) and
// prints one JSON line with each call's latency.
import { generateClientKeyPair } from '../src/crypto/key-pair';
import { encryptLoginBody } from '../src/crypto/login-cipher';
import { signRequest } from '../src/crypto/request-signer';
import { signModeFor, verifySignConfig } from '../src/crypto/sign-config';
import { loadIssuer } from '../server/signing/issuer';

const PATH = '/v1/order/place';
const WARM_UP = 300;

interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

async function main(base: string, perSecond: number, seconds: number): Promise<void> {
  const json = async <T>(response: Response) => (await response.json()) as Envelope<T>;
  const raw = (await json<{ gatewaySignConfig: unknown }>(await fetch(`${base}/v1/mix/config/gatewaySignConfig`))).data.gatewaySignConfig;
  const config = await verifySignConfig(raw, loadIssuer().certificatePem);
  const keyPair = await generateClientKeyPair(1024);
  const login = await fetch(`${base}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      await encryptLoginBody('/v1/user/login', { loginName: 'demo', pwd: 'Demo-pass-2026' }, { serverKey: config.serverKey, clientKeyPair: keyPair }),
    ),
  });
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if ((await json(login)).code !== '00000') throw new Error('demo login failed');
  const mode = signModeFor(PATH, config) ?? 0;
  const parts = config.signModes[String(mode)] ?? [];

  // Small market orders, buying and selling in turn: each one matches and settles both sides, and the wallet
  // neither runs dry nor grows a book of resting orders past the per-account limit.
  const total = WARM_UP + perSecond * seconds;
  const calls: Array<{ headers: Record<string, string>; body: string }> = [];
  for (let i = 0; i < total; i += 1) {
    const body = JSON.stringify({ symbol: 'BTCUSDT', side: i % 2 === 0 ? 'buy' : 'sell', type: 'market', qty: '0.0001', clientOrderId: `bench-${Date.now()}-${i}` });
    const { headers } = await signRequest({ mode, parts, pathWithQuery: PATH, body, keyPair, now: Date.now() });
    calls.push({ headers: { ...headers, cookie, 'content-type': 'application/json' }, body });
  }

  const refusals = new Map<string, number>();
  const refuse = (code: string) => refusals.set(code, (refusals.get(code) ?? 0) + 1);
  /** The call's latency; a call the gateway did not answer (reset, refused connection) counts as a refusal. */
  const send = async ({ headers, body }: (typeof calls)[number]): Promise<number | null> => {
    const started = performance.now();
    try {
      const answer = await json(await fetch(`${base}${PATH}`, { method: 'POST', headers, body }));
      if (answer.code !== '00000') refuse(answer.code);
    } catch (error) {
      refuse(`network: ${String((error as { cause?: { code?: string } }).cause?.code ?? 'error')}`);
      return null;
    }
    return performance.now() - started;
  };
  console.error(`signed ${total} calls`);
  for (let i = 0; i < WARM_UP; i += 1) await send(calls[i]!);
  console.error('warmed up');

  const latencies: Promise<number | null>[] = [];
  const interval = 1000 / perSecond;
  const start = performance.now();
  let lateMax = 0;
  for (let i = WARM_UP; i < total; i += 1) {
    const due = start + (i - WARM_UP) * interval;
    // Timers are coarse: wait for the millisecond, then send everything that is due.
    while (performance.now() < due) await new Promise((resolve) => setImmediate(resolve));
    lateMax = Math.max(lateMax, performance.now() - due);
    latencies.push(send(calls[i]!));
  }
  const done = (await Promise.all(latencies)).filter((latency): latency is number => latency !== null);
  const elapsed = (performance.now() - start) / 1000;
  console.log(JSON.stringify({ latencies: done, elapsed, lateMax, refusals: Object.fromEntries(refusals) }));
}

const [base = '', perSecond = '1000', seconds = '5'] = process.argv.slice(2);
main(base, Number(perSecond), Number(seconds)).catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : error);
  process.exit(1);
});
