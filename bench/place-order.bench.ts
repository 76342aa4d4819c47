// Place-order latency over HTTP at a steady 1,000 orders a second: the gateway as `npm start` runs it (market
// simulation on, rate limits raised for one address), the client in its own process (bench/place-order.client.ts)
// signing every call as the web client does.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { buildGateway } from '../server/app';
import { printTable } from './format';

const PER_SECOND = 1000;
const SECONDS = Number(process.env.PLACE_ORDER_SECONDS ?? 5);

interface ClientFigures {
  latencies: number[];
  elapsed: number;
  lateMax: number;
  refusals: Record<string, number>;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

export async function benchPlaceOrders(): Promise<void> {
  const app = await buildGateway({ db: ':memory:', production: false, logger: false, rateLimits: { generalMax: 1_000_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  let figures: ClientFigures;
  try {
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        path.resolve('node_modules/.bin/tsx'),
        [path.resolve('bench/place-order.client.ts'), `http://127.0.0.1:${address.port}`, String(PER_SECOND), String(SECONDS)],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
      ),
    );
    figures = JSON.parse(output.trim().split('\n').pop() ?? '{}') as ClientFigures;
  } finally {
    await app.close();
  }
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const refused = Object.entries(figures.refusals).map(([code, count]) => `${count} x ${code}`).join(', ') || 'none';
  printTable(
    `Gateway: signed POST /v1/order/place over HTTP, ${PER_SECOND.toLocaleString('en')} market orders/s for ${SECONDS} s (open loop)`,
    ['figure', 'value', 'budget'],
    [
      ['orders answered', sorted.length.toLocaleString('en'), `${(PER_SECOND * SECONDS).toLocaleString('en')} sent`],
      ['answered per second', `${Math.round(sorted.length / figures.elapsed).toLocaleString('en')} /s`, `${PER_SECOND.toLocaleString('en')} /s`],
      ['latency p50', ms(percentile(sorted, 50)), '-'],
      ['latency p99 (answered calls)', ms(percentile(sorted, 99)), '≤ 5 ms'],
      ['latency max', ms(sorted[sorted.length - 1] ?? NaN), '-'],
      ['refused', refused, 'none'],
    ],
  );
}
