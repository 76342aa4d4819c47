// `npm run mutation [-- stryker options]`: StrykerJS over the unit tests (stryker.config.mjs), with one issuer made
// for the whole run, as Jest's globalSetup would make it, so that no mutant pays for a new RSA key.
//   npm run mutation                                  every folder the budget names
//   npm run mutation -- --mutate 'src/core/**/*.ts'   one folder, with its own incremental file
import { spawn } from 'node:child_process';
import makeRunIssuer from '../tests/setup/issuer.global';
import removeRunIssuer from '../tests/setup/issuer.teardown';

/** A run restricted with --mutate keeps its own incremental results, so runs of different folders don't erase each other's. */
function withIncrementalFile(args: readonly string[]): string[] {
  const at = args.findIndex((arg) => arg === '--mutate' || arg === '-m');
  const pattern = at >= 0 ? args[at + 1] : undefined;
  if (pattern === undefined || args.includes('--incrementalFile')) return [...args];
  const slug = pattern
    .split(/[/,]/)
    .filter((part) => part !== '' && !part.includes('*'))
    .join('-')
    .replace(/[^A-Za-z0-9.-]/g, '_');
  return [...args, '--incrementalFile', `reports/mutation/${slug || 'selection'}.incremental.json`];
}

function run(args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('stryker', ['run', ...args], { stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let status: number;
try {
  await makeRunIssuer();
  status = await run(withIncrementalFile(process.argv.slice(2)));
} finally {
  removeRunIssuer();
}
process.exit(status);
