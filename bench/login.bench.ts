// Login throughput at the production password cost (scrypt N = 2^17): what one gateway process can take before
// the rate limits matter, and what a password guesser gets out of it at most.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { printTable } from './format';

interface LoginFigures {
  loginsPerSecond: number;
  failuresPerSecond: number;
  logins: number;
  wave: number;
}

export async function benchLogins(): Promise<void> {
  const env = { ...process.env };
  delete env['SCRYPT_LOG_N'];
  const output = execFileSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('bench/login.worker.ts')], {
    encoding: 'utf8',
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const figures = JSON.parse(output.trim().split('\n').pop() ?? '{}') as LoginFigures;
  const perSecond = (value: number) => `${value.toFixed(2)} /s`;
  printTable(
    `Gateway: encrypted password logins, scrypt N=2^17 r=8 p=1 (${figures.logins} logins, ${figures.wave} at a time)`,
    ['figure', 'value'],
    [
      ['successful logins', perSecond(figures.loginsPerSecond)],
      ['wrong passwords', perSecond(figures.failuresPerSecond)],
    ],
  );
}
