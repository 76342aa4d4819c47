// Login throughput at the production password cost (scrypt N = 2^17): what one gateway process can take before
// the rate limits matter, and what a password guesser gets out of it at most; against the gateway before the
// hardening (bench/baseline.ts), alternating turn by turn.
import path from 'node:path';
import { HARDENING_BASELINE_COMMIT, extractBaseline, median, removeBaseline, runWorker } from './baseline';
import { printTable } from './format';

interface LoginFigures {
  loginsPerSecond: number;
  failuresPerSecond: number;
  logins: number;
  wave: number;
}

const TURNS = 3;

export async function benchLogins(): Promise<void> {
  const env = { ...process.env };
  delete env['SCRYPT_LOG_N'];
  const measure = (serverDir: string, cwd: string) =>
    runWorker<LoginFigures>('bench/login.worker.ts', serverDir, cwd, env);
  const baseline = extractBaseline(HARDENING_BASELINE_COMMIT);
  const before: LoginFigures[] = [];
  const after: LoginFigures[] = [];
  try {
    for (let turn = 0; turn < TURNS; turn += 1) {
      if (baseline !== undefined) before.push(measure(path.join(baseline, 'server'), baseline));
      after.push(measure(path.resolve('server'), process.cwd()));
    }
  } finally {
    removeBaseline(baseline);
  }
  const perSecond = (runs: readonly LoginFigures[], figure: 'loginsPerSecond' | 'failuresPerSecond') =>
    runs.length === 0 ? 'not measured' : `${median(runs.map((run) => run[figure])).toFixed(2)} /s`;
  const first = after[0];
  printTable(
    `Gateway: encrypted password logins (${first?.logins ?? 0} logins, ${first?.wave ?? 0} at a time; ` +
      `median of ${TURNS} alternating turns; after: scrypt N=2^17 r=8 p=1)`,
    ['figure', `before (${HARDENING_BASELINE_COMMIT})`, 'after (this checkout)'],
    [
      ['successful logins', perSecond(before, 'loginsPerSecond'), perSecond(after, 'loginsPerSecond')],
      ['wrong passwords', perSecond(before, 'failuresPerSecond'), perSecond(after, 'failuresPerSecond')],
    ],
  );
}
