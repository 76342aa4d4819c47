// `npm run test:browser` and `npm run bench`: build the client, then run a command, both with an issuer made for
// this run only (in a temporary folder, removed afterwards), so the gateway the command starts and the client it
// serves trust the same certificate and no issuer key outlives the run.
//   tsx scripts/with-run-issuer.ts <command> [arguments...]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createIssuer } from '../server/signing/issuer-certificate';
import { ISSUER_CERT_ENV, ISSUER_KEY_ENV, writeIssuerFiles } from '../server/signing/issuer';

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error('usage: tsx scripts/with-run-issuer.ts <command> [arguments...]');
  process.exit(2);
}

const dir = mkdtempSync(path.join(tmpdir(), 'exchange-run-issuer-'));
let status: number;
try {
  const files = { certFile: path.join(dir, 'issuer-cert.pem'), keyFile: path.join(dir, 'issuer-key.pem') };
  await writeIssuerFiles(files, await createIssuer({ commonName: 'Exchange Web Test Run Issuer' }));
  const env: NodeJS.ProcessEnv = { ...process.env, [ISSUER_CERT_ENV]: files.certFile, [ISSUER_KEY_ENV]: files.keyFile };
  // A certificate given directly would win over the run's file in the build.
  delete env['VITE_ISSUER_CERT'];
  status = await run('vite', ['build', '--logLevel', 'warn'], env);
  if (status === 0) status = await run(command, args, env);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
