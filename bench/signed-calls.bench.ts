// Signed-call throughput of the gateway now, against the gateway before the hardening (bench/baseline.ts): the
// route-level check, canonical request targets, trace ids as nonces, the limits, sessions and key rotation. Both are
// measured by the same worker in processes of their own, alternating, so both see the same load.
import path from 'node:path';
import { HARDENING_BASELINE_COMMIT, extractBaseline, median, removeBaseline, runWorker } from './baseline';
import { printTable } from './format';

const TURNS = 5;
// The issue this measures against: signed calls keep at least 90% of the throughput they had.
const FLOOR = 0.9;

const measure = (serverDir: string, cwd: string) =>
  runWorker<{ callsPerSecond: number[] }>('bench/signed-calls.worker.ts', serverDir, cwd).callsPerSecond;

export async function benchSignedCalls(): Promise<void> {
  const baseline = extractBaseline(HARDENING_BASELINE_COMMIT);
  const before: number[] = [];
  const after: number[] = [];
  const ratios: number[] = [];
  try {
    for (let turn = 0; turn < TURNS; turn += 1) {
      const then = baseline === undefined ? [] : measure(path.join(baseline, 'server'), baseline);
      const now = measure(path.resolve('server'), process.cwd());
      before.push(...then);
      after.push(...now);
      if (then.length > 0) ratios.push(median(now) / median(then));
    }
  } finally {
    removeBaseline(baseline);
  }
  const perSecond = (values: readonly number[]) => `${Math.round(median(values)).toLocaleString('en')} calls/s`;
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const rows: string[][] = [
    [
      `before (${HARDENING_BASELINE_COMMIT})`,
      baseline === undefined ? 'not measured: commit not in this checkout' : perSecond(before),
    ],
    ['after (this checkout)', perSecond(after)],
  ];
  if (baseline !== undefined) {
    const sorted = [...ratios].sort((a, b) => a - b);
    rows.push([
      'after / before, paired by turn',
      `median ${percent(median(ratios))} (${sorted.map(percent).join(', ')}; floor ${FLOOR * 100}%)`,
    ]);
  }
  printTable(
    `Gateway: signed mode-2 calls, POST /v1/asset/balance (${TURNS} alternating turns x 3 rounds of 2000 calls)`,
    ['figure', 'value'],
    rows,
  );
}
