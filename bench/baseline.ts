// The gateway as it was at an older commit, for before/after figures: its server/ and src/ (which it imports) taken
// from git into a temporary folder that resolves this checkout's packages. The benches run the same worker against
// it and against this checkout, alternating turn by turn, so load on the machine falls on both sides alike.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The merge before the hardening of issue 13's remaining findings (limits, sessions, cross-site, replay, edges). */
export const HARDENING_BASELINE_COMMIT = '2e6caad';

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The folder holding `commit`'s server/ and src/, or undefined when the commit is not in this checkout. */
export function extractBaseline(commit: string): string | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-baseline-'));
  try {
    const archive = execFileSync('git', ['archive', commit, 'server', 'src', 'package.json'], {
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

export function removeBaseline(dir: string | undefined): void {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
}

/**
 * Runs `worker` (a bench/*.worker.ts taking a server folder) on one gateway and parses the JSON line it prints
 * last; `cwd` is where that gateway finds its relative files (the issuer).
 */
export function runWorker<T>(worker: string, serverDir: string, cwd: string, env: NodeJS.ProcessEnv = process.env): T {
  const output = execFileSync(path.resolve('node_modules/.bin/tsx'), [path.resolve(worker), serverDir], {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').pop() ?? '{}') as T;
}
