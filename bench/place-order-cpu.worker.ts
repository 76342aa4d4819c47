// The gateway's own CPU time per signed market order, in process: `tsx bench/place-order-cpu.worker.ts [orders]`
// prints one JSON line `{ "cpuMicrosPerOrder": [..], "wallMicrosPerOrder": [..], .. }`, one figure per round, then
// the spread (p50, p99, max) of one placement's CPU time and of a market tick after every 50 placements. Calls go
// through fastify's inject (no sockets), signed as the web client signs, to the gateway as `npm start` builds it;
// the market simulation is driven by hand between rounds, outside the measured time, so the figure is what one
// placement costs (signature, session, limits, validation, matching, settlement, streams), robust to the load of
// other processes because it counts this process's CPU time, not the wall clock.
// With PLACE_ORDER_PROFILE=<file.cpuprofile> it also writes a V8 CPU profile of the measured rounds alone (not of the
// signing and login before them), to see where that time goes.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { signRequest } from '../src/crypto/request-signer';
import { signedSession } from './signed-session';
import { buildGateway } from '../server/app';
import { loadIssuer } from '../server/signing/issuer';

const PATH = '/v1/order/place';
const WARM_UP = 2000;
const ROUNDS = 5;

async function main(perRound: number): Promise<void> {
  const app = await buildGateway({
    db: ':memory:',
    production: false,
    logger: false,
    // One address and one account send every order: budgets above the calls made keep their cost in the figure
    // without refusing any.
    rateLimits: { generalMax: 1_000_000, orderMax: 1_000_000 },
    market: { autoStart: false },
  });
  try {
    await app.ready();
    app.exchange.advance();
    const { keyPair, cookie, mode, parts } = await signedSession(app, loadIssuer().certificatePem, PATH);

    // Signed ahead of the clock, each with its own trace id and client order id; buying and selling in turn, as
    // the HTTP benchmark does, so every order matches and settles and the wallet neither runs dry nor grows.
    const total = WARM_UP + perRound * (ROUNDS + 1);
    const calls: Array<{ headers: Record<string, string>; body: string }> = [];
    for (let i = 0; i < total; i += 1) {
      const body = JSON.stringify({ symbol: 'BTCUSDT', side: i % 2 === 0 ? 'buy' : 'sell', type: 'market', qty: '0.0001', clientOrderId: `cpu-${i}` });
      const { headers } = await signRequest({ mode, parts, pathWithQuery: PATH, account: 'real', body, keyPair, now: Date.now() });
      calls.push({ headers: { ...headers, cookie, 'content-type': 'application/json' }, body });
    }
    const send = async ({ headers, body }: (typeof calls)[number]) => {
      const response = await app.inject({ method: 'POST', url: PATH, headers, payload: body });
      const code = response.json<{ code: string }>().code;
      if (code !== '00000') throw new Error(`placement answered ${code}: ${response.body}`);
    };

    let next = 0;
    for (; next < WARM_UP; next += 1) {
      await send(calls[next]!);
      if (next % 100 === 99) app.exchange.advance();
    }
    const profileFile = process.env['PLACE_ORDER_PROFILE'];
    const inspector = profileFile === undefined ? undefined : new Session();
    if (inspector !== undefined) {
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
    }
    const cpuMicrosPerOrder: number[] = [];
    const wallMicrosPerOrder: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // The makers refill the book between rounds, outside the measured time.
      app.exchange.advance();
      const cpu = process.cpuUsage();
      const wall = process.hrtime.bigint();
      for (let i = 0; i < perRound; i += 1, next += 1) await send(calls[next]!);
      const used = process.cpuUsage(cpu);
      wallMicrosPerOrder.push(Number(process.hrtime.bigint() - wall) / 1000 / perRound);
      cpuMicrosPerOrder.push((used.user + used.system) / perRound);
    }
    // The tail: each placement's CPU time alone, and the simulated market's tick after every 50 of them (50 ms at
    // 1,000 a second), so a rare long placement or tick shows in the maximum instead of vanishing in a mean.
    const single: number[] = [];
    const ticks: number[] = [];
    for (let i = 0; i < perRound; i += 1, next += 1) {
      const cpu = process.cpuUsage();
      await send(calls[next]!);
      const used = process.cpuUsage(cpu);
      single.push(used.user + used.system);
      if (i % 50 === 49) {
        const tick = process.cpuUsage();
        app.exchange.advance();
        const spent = process.cpuUsage(tick);
        ticks.push(spent.user + spent.system);
      }
    }
    if (inspector !== undefined && profileFile !== undefined) {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      inspector.disconnect();
    }
    const spread = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
      return { p50: at(50), p99: at(99), max: sorted[sorted.length - 1] ?? NaN };
    };
    console.log(JSON.stringify({ cpuMicrosPerOrder, wallMicrosPerOrder, oneOrderCpuMicros: spread(single), tickCpuMicros: spread(ticks) }));
  } finally {
    await app.close();
  }
}

main(Number(process.argv[2] ?? 1000)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
