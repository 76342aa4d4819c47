import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The real entry point, as `npm start` runs it; only configurations that fail before listening are tried,
// so no port is opened.
function runMain(env: Record<string, string>) {
  return spawnSync(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('server/main.ts', () => {
  it('exits with 1 and a one-line message on an invalid PORT', () => {
    const result = runMain({ PORT: 'eighty' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration: PORT must be a whole number from 0 to 65535, got "eighty"');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain('listening');
  });
});
