import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('checks the issuer before listening: half a local issuer in DATA_DIR stops it with a message', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'main-issuer-'));
    try {
      writeFileSync(path.join(dir, 'issuer-cert.pem'), 'half');
      // No configured issuer (the test run's one is in this process's environment): the local one of DATA_DIR.
      const result = runMain({ DATA_DIR: dir, PORT: '0', ISSUER_CERT_FILE: '', ISSUER_KEY_FILE: '' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Half an issuer');
      expect(result.stdout).not.toContain('listening');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
