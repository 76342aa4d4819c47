// Signed-call throughput of the gateway now, against the gateway before its signing checks were rebuilt (the
// route-level check, canonical request targets, trace ids as nonces). The older gateway is taken from git into a
// temporary folder and measured by the same worker, alternating with this checkout's, so both see the same load.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printTable } from './format';

/** The last commit before the rebuilt signing checks. */
export const SIGNED_CALL_BASELINE_COMMIT = '1718a03';
const TURNS = 5;
// The issue this measures against: signed calls keep at least 90% of the throughput they had.
const FLOOR = 0.9;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The baseline's server/ and src/ (which it imports) in a temporary folder that resolves this checkout's packages. */
function extractBaseline(): string | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'signed-call-baseline-'));
  try {
    const archive = execFileSync('git', ['archive', SIGNED_CALL_BASELINE_COMMIT, 'server', 'src', 'package.json'], {
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
    mkdirSync(path.join(dir, '.data'), { recursive: true });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

/** Runs the worker on one gateway; `cwd` is where that gateway finds its relative files (the issuer). */
function measure(serverDir: string, cwd: string): number[] {
  const worker = path.resolve('bench/signed-calls.worker.ts');
  const output = execFileSync(path.resolve('node_modules/.bin/tsx'), [worker, serverDir], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const last = output.trim().split('\n').pop() ?? '{}';
  return (JSON.parse(last) as { callsPerSecond: number[] }).callsPerSecond;
}

export async function benchSignedCalls(): Promise<void> {
  const baseline = extractBaseline();
  const before: number[] = [];
  const after: number[] = [];
  try {
    for (let turn = 0; turn < TURNS; turn += 1) {
      if (baseline !== undefined) before.push(...measure(path.join(baseline, 'server'), baseline));
      after.push(...measure(path.resolve('server'), process.cwd()));
    }
  } finally {
    if (baseline !== undefined) rmSync(baseline, { recursive: true, force: true });
  }
  const perSecond = (values: readonly number[]) => `${Math.round(median(values)).toLocaleString('en')} calls/s`;
  const rows: string[][] = [
    [
      `before (${SIGNED_CALL_BASELINE_COMMIT})`,
      baseline === undefined ? 'not measured: commit not in this checkout' : perSecond(before),
    ],
    ['after (this checkout)', perSecond(after)],
  ];
  if (baseline !== undefined) {
    const kept = median(after) / median(before);
    rows.push(['after / before', `${(kept * 100).toFixed(1)}% (floor ${FLOOR * 100}%)`]);
  }
  printTable(
    `Gateway: signed mode-2 calls, POST /v1/asset/balance (median of ${TURNS} runs x 3 rounds of 2000 calls)`,
    ['figure', 'value'],
    rows,
  );
}
