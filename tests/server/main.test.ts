import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeTempDir, removeDir } from './support';

const TSX = path.resolve('node_modules/.bin/tsx');

// The real entry point, as `npm start` runs it; only configurations that fail before listening are tried,
// so no port is opened.
function runMain(env: Record<string, string>) {
  return spawnSync(TSX, ['server/main.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

interface Started {
  readonly stdout: string;
  readonly stderr: string;
}

/** Starts the entry point on a free loopback port, waits for its "listening" line, then stops it. */
function startAndStop(env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['server/main.ts'], { env: { ...process.env, PORT: '0', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('Exchange gateway listening on')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', () => resolve({ stdout, stderr }));
  });
}

describe('server/main.ts', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = makeTempDir();
  });

  afterEach(() => {
    removeDir(dataDir);
  });

  it('exits with 1 and a one-line message on an invalid PORT', () => {
    const result = runMain({ PORT: 'eighty' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration: PORT must be a whole number from 0 to 65535, got "eighty"');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain('listening');
  });

  it('refuses to start in production with the development endpoints switched on', () => {
    const result = runMain({ NODE_ENV: 'production', DEV_ENDPOINTS: '1', DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Invalid configuration: DEV_ENDPOINTS=1 is refused with NODE_ENV=production: production never serves /__dev',
    );
    expect(result.stdout).not.toContain('listening');
  });

  it('listens on loopback only unless HOST says otherwise, and warns when the development endpoints are on', async () => {
    const env = { DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-build'), HOST: '', NODE_ENV: '' };
    const withDev = await startAndStop({ ...env, DEV_ENDPOINTS: '1' });
    expect(withDev.stdout).toMatch(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
    expect(withDev.stdout).not.toMatch(/Server listening at http:\/\/0\.0\.0\.0/);
    expect(withDev.stderr).toContain('Development endpoints are on (DEV_ENDPOINTS=1)');

    const without = await startAndStop({ ...env, DEV_ENDPOINTS: '' });
    expect(without.stdout).toMatch(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
    expect(without.stderr).not.toContain('Development endpoints are on');
    // Two real gateway processes start and stop (tsx compiles each): seconds, not milliseconds.
  }, 30_000);

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
