// Place-order latency over HTTP at a steady 1,000 orders a second: the gateway as `npm start` runs it (market
// simulation on, the address and order budgets raised for one address and one account), the client in its own
// process (bench/place-order.client.ts) signing every call as the web client does. Besides latency it prints what
// each side spent over the measured window: the CPU time per order of the gateway's process and of the client's,
// since on one machine they share the cores; the gateway's event-loop delay and garbage collection; and the
// simulated market's share of the gateway.
// PLACE_ORDER_PROFILE=<file>.cpuprofile also writes a V8 CPU profile of the gateway over that window;
// PLACE_ORDER_PROFILE=<file>.heapprofile a profile of what it allocated (every object, collected or not).
// The database is in memory unless PLACE_ORDER_DB=file, which puts it in a file of a temporary folder as `npm start`
// does (WAL), so commits write the log and checkpoints copy it into the database and sync it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildGateway } from '../server/app';
import { kb, printTable } from './format';
import { recordYoungGeneration } from './place-order-gc';
import type { YoungFigures } from './place-order-gc';
import { measureLoad } from './process-load';
import type { LoadFigures, LoadWindow } from './process-load';

const PER_SECOND = Number(process.env.PLACE_ORDER_RATE ?? 1000);
const SECONDS = Number(process.env.PLACE_ORDER_SECONDS ?? 5);
const CLIENT = process.env.PLACE_ORDER_CLIENT ?? 'bench/place-order.client.ts';

interface ClientFigures {
  latencies: number[];
  /** Each answered call's latency counted from when it was due, the client's lateness in sending it included. */
  fromDue: number[];
  elapsed: number;
  lateP99: number;
  lateMax: number;
  cpuMicros: number;
  /** The client's garbage-collection pauses over the window, ms each. */
  gcPauses: number[];
  refusals: Record<string, number>;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

/** Runs the client; `onLine` hears each line it writes to stderr (its window markers). Resolves with its figures. */
function runClient(url: string, onLine: (line: string) => void): Promise<ClientFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), [path.resolve(CLIENT), url, String(PER_SECOND), String(SECONDS)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      for (const line of chunk.split('\n')) if (line.trim() !== '') onLine(line.trim());
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`client exited with ${code}\n${stderr}`));
      else resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as ClientFigures);
    });
  });
}

export async function benchPlaceOrders(): Promise<void> {
  const folder = process.env['PLACE_ORDER_DB'] === 'file' ? mkdtempSync(path.join(tmpdir(), 'place-order-bench-')) : undefined;
  const db = folder === undefined ? ':memory:' : path.join(folder, 'gateway.sqlite');
  const app = await buildGateway({ db, production: false, logger: false, rateLimits: { generalMax: 1_000_000, orderMax: 1_000_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  // The simulated traders' share: wall time inside the market's timer callback, which runs on the same loop.
  const exchange = app.exchange;
  const advance = exchange.advance.bind(exchange);
  let simulating = 0;
  let simulated = 0;
  let measuring = false;
  let longestTick = 0;
  exchange.advance = (now?: number) => {
    const started = performance.now();
    advance(now);
    const took = performance.now() - started;
    simulated += took;
    if (measuring) longestTick = Math.max(longestTick, took);
  };
  let window: Promise<LoadWindow> | undefined;
  let gateway: Promise<LoadFigures> | undefined;
  let young: ReturnType<typeof recordYoungGeneration> | undefined;
  let youngFigures: YoungFigures | undefined;
  let figures: ClientFigures;
  try {
    figures = await runClient(`http://127.0.0.1:${address.port}`, (line) => {
      if (line === 'measuring') {
        simulating = simulated;
        measuring = true;
        window = measureLoad(process.env['PLACE_ORDER_PROFILE']);
        young = recordYoungGeneration();
      } else if (line === 'measured' && window !== undefined) {
        simulating = simulated - simulating;
        measuring = false;
        youngFigures = young?.stop();
        gateway = window.then((open) => open.stop());
      }
    });
  } finally {
    await app.close();
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  }
  if (gateway === undefined || youngFigures === undefined) throw new Error('the client did not mark its measured window');
  const load = await gateway;
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const fromDue = [...figures.fromDue].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const perOrder = (micros: number) => `${Math.round(micros / (PER_SECOND * SECONDS)).toLocaleString('en')} µs`;
  const share = (micros: number) => `${((micros / 1000 / load.wallMillis) * 100).toFixed(0)}% of a core`;
  const refused = Object.entries(figures.refusals).map(([code, count]) => `${count} x ${code}`).join(', ') || 'none';
  printTable(
    `Gateway: signed POST /v1/order/place over HTTP, ${PER_SECOND.toLocaleString('en')} market orders/s for ${SECONDS} s (open loop, database ${folder === undefined ? 'in memory' : 'in a file'})`,
    ['figure', 'value', 'budget'],
    [
      ['orders answered', sorted.length.toLocaleString('en'), `${(PER_SECOND * SECONDS).toLocaleString('en')} sent`],
      ['answered per second', `${Math.round(sorted.length / figures.elapsed).toLocaleString('en')} /s`, `${PER_SECOND.toLocaleString('en')} /s`],
      ['latency p50', ms(percentile(sorted, 50)), '-'],
      ['latency p99 (answered calls)', ms(percentile(sorted, 99)), '≤ 5 ms'],
      ['latency max', ms(sorted[sorted.length - 1] ?? NaN), '-'],
      ['latency p99 counted from when due', ms(percentile(fromDue, 99)), '-'],
      ['refused', refused, 'none'],
      ['gateway CPU per order (all its work)', `${perOrder(load.cpuMicros)} (${share(load.cpuMicros)})`, '-'],
      ['  of which simulated market (wall)', `${perOrder(simulating * 1000)} (${share(simulating * 1000)})`, '-'],
      ['  longest simulated market tick', ms(longestTick), '-'],
      ['  of which GC pauses (wall)', `${perOrder(load.gcMillis * 1000)} (${load.gcCount} pauses, ${load.gcMajorCount} major, longest ${ms(load.gcMaxMillis)})`, '-'],
      ['gateway young-generation allocation per order', `${Math.round(youngFigures.allocated / (PER_SECOND * SECONDS)).toLocaleString('en')} B`, '-'],
      [
        '  scavenges: survivors mean / max (of which promoted, mean)',
        `${youngFigures.scavenges}: ${kb(youngFigures.survivedMean)} / ${kb(youngFigures.survivedMax)} (${kb(youngFigures.promotedMean)})`,
        '-',
      ],
      ['gateway heap growth per order', `${Math.round(load.heapGrowth / (PER_SECOND * SECONDS)).toLocaleString('en')} B`, '-'],
      ['gateway event-loop delay p99 / max', `${ms(load.loopDelayP99)} / ${ms(load.loopDelayMax)}`, '-'],
      ['gateway loop stalls ≥ 2 / 5 / 10 ms (≈)', `${load.loopDelaysOver[2]} / ${load.loopDelaysOver[5]} / ${load.loopDelaysOver[10]}`, '-'],
      ['client CPU per order', `${perOrder(figures.cpuMicros)} (${share(figures.cpuMicros)})`, '-'],
      ['client send lateness p99 / max', `${ms(figures.lateP99)} / ${ms(figures.lateMax)}`, '-'],
      [
        '  client GC pauses (count, total, longest)',
        `${figures.gcPauses.length}, ${ms(figures.gcPauses.reduce((sum, pause) => sum + pause, 0))}, ${ms(Math.max(0, ...figures.gcPauses))}`,
        '-',
      ],
    ],
  );
}
