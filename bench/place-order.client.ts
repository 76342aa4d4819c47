// The client side of the place-order benchmark, in a process of its own so its work does not share the gateway's
// event loop: `tsx bench/place-order.client.ts <gateway url> <orders a second> <seconds>` logs in as the demo
// account over HTTP, signs every call as the web client does (mode 2, its own key pair, the verified server key),
// then sends them on an open-loop schedule (each at its own time, whether or not earlier answers came back) and
// prints one JSON line with each call's latency, how late its timer sent calls, and its own CPU time over the
// sending window, so a report can tell the client's share of the cores from the gateway's.
// It writes `measuring` and `measured` lines to stderr around that window, for the gateway side to measure the same.
import http from 'node:http';
import { PerformanceObserver } from 'node:perf_hooks';
import { generateClientKeyPair } from '../src/crypto/key-pair';
import { encryptLoginBody } from '../src/crypto/login-cipher';
import { signRequest } from '../src/crypto/request-signer';
import { signModeFor, verifySignConfig } from '../src/crypto/sign-config';
import { loadIssuer } from '../server/signing/issuer';

const PATH = '/v1/order/place';
/** Calls sent before the measured ones, at the same rate. */
const WARM_UP_SECONDS = 2;

interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

interface Call {
  readonly headers: Record<string, string>;
  readonly body: string;
}

/**
 * One POST over keep-alive connections; resolves with the answer's code. node:http rather than fetch: fetch's
 * Web Streams cost the client several times the CPU per call, which on a machine it shares with the gateway is
 * taken from the gateway being measured.
 */
function post(agent: http.Agent, base: URL, { headers, body }: Call): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: base.hostname, port: base.port, method: 'POST', path: PATH, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve((JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope).code);
          } catch (error) {
            reject(error as Error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
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
      await encryptLoginBody('/v1/user/login', { loginName: 'demo', pwd: 'Demo-pass-2026' }, { serverKey: config.serverKey, clientKeyPair: keyPair }, Date.now()),
    ),
  });
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if ((await json(login)).code !== '00000') throw new Error('demo login failed');
  const mode = signModeFor(PATH, config) ?? 0;
  const parts = config.signModes[String(mode)] ?? [];

  // Small market orders, buying and selling in turn: each one matches and settles both sides, and the wallet
  // neither runs dry nor grows a book of resting orders past the per-account limit.
  const WARM_UP = perSecond * WARM_UP_SECONDS;
  const total = WARM_UP + perSecond * seconds;
  const calls: Call[] = [];
  for (let i = 0; i < total; i += 1) {
    const body = JSON.stringify({ symbol: 'BTCUSDT', side: i % 2 === 0 ? 'buy' : 'sell', type: 'market', qty: '0.0001', clientOrderId: `bench-${Date.now()}-${i}` });
    const { headers } = await signRequest({ mode, parts, pathWithQuery: PATH, account: 'real', body, keyPair, now: Date.now() });
    calls.push({ headers: { ...headers, cookie, 'content-type': 'application/json' }, body });
  }

  // Connections are kept open and reused, as a browser does; a new one opens whenever all are busy.
  const agent = new http.Agent({ keepAlive: true });
  const url = new URL(base);
  const refusals = new Map<string, number>();
  const refuse = (code: string) => refusals.set(code, (refusals.get(code) ?? 0) + 1);
  /**
   * The call's latency from when it was sent, and from when it was due (adding the client's own lateness in sending
   * it); a call the gateway did not answer (reset, refused connection) counts as a refusal.
   */
  const send = async (call: Call, due: number): Promise<readonly [number, number] | null> => {
    const started = performance.now();
    try {
      const code = await post(agent, url, call);
      if (code !== '00000') refuse(code);
    } catch (error) {
      refuse(`network: ${String((error as { code?: string }).code ?? 'error')}`);
      return null;
    }
    const answered = performance.now();
    return [answered - started, answered - due];
  };
  console.error(`signed ${total} calls`);

  // Calls on the schedule from `first` to `last` (exclusive), each sent when due whether or not earlier answers came
  // back. A timer wakes the client about once a millisecond to send every call that is due; polling instead (one
  // setImmediate after another) would keep a whole core busy, taken from the gateway on a 2-core machine.
  const interval = 1000 / perSecond;
  const schedule = async (first: number, last: number, late: number[]) => {
    const sent: Promise<readonly [number, number] | null>[] = [];
    const start = performance.now();
    await new Promise<void>((resolve) => {
      let next = first;
      const tick = () => {
        const now = performance.now();
        for (; next < last; next += 1) {
          const due = start + (next - first) * interval;
          if (due > now) break;
          late.push(now - due);
          sent.push(send(calls[next]!, due));
        }
        if (next < last) setTimeout(tick, 1);
        else resolve();
      };
      tick();
    });
    return Promise.all(sent);
  };
  // Warm-up on the same schedule, then until every answer is back: the gateway's code is compiled and the
  // connections that rate needs are open, as in a server that has been running, before anything is measured.
  await schedule(0, WARM_UP, []);
  refusals.clear();
  const late: number[] = [];
  console.error('measuring');
  // The client's own collections: a pause here holds the answers that arrive meanwhile, which then count as slow.
  const pauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const cpu = process.cpuUsage();
  const start = performance.now();
  const latencies = await schedule(WARM_UP, total, late);
  const done = latencies.filter((latency) => latency !== null);
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  console.error('measured');
  gc.disconnect();
  agent.destroy();
  late.sort((a, b) => a - b);
  const lateP99 = late[Math.floor(late.length * 0.99)] ?? 0;
  console.log(
    JSON.stringify({ latencies: done.map(([sent]) => sent), fromDue: done.map(([, due]) => due), elapsed, lateP99, lateMax: late[late.length - 1] ?? 0, cpuMicros: used.user + used.system, gcPauses: pauses, refusals: Object.fromEntries(refusals) }),
  );
}

const [base = '', perSecond = '1000', seconds = '5'] = process.argv.slice(2);
main(base, Number(perSecond), Number(seconds)).catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : error);
  process.exit(1);
});
