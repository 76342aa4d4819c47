// `npm run mutation [-- stryker options]`: StrykerJS over the unit tests (stryker.config.mjs), with one issuer made
// for the whole run, as Jest's globalSetup would make it, so that no mutant pays for a new RSA key.
//   npm run mutation                                  every folder the budget names, against every unit test
//   npm run mutation -- --mutate 'src/core/**/*.ts'   one folder, against its own tests (tests/core), with its
//                                                     own reports and incremental file (reports/mutation/src-core)
import { spawn } from 'node:child_process';
import makeRunIssuer from '../tests/setup/issuer.global';
import removeRunIssuer from '../tests/setup/issuer.teardown';

/** The folders a --mutate pattern names, without the glob parts: 'src/core/**\/*.ts' -> ['src/core']. */
function foldersOf(pattern: string): string[] {
  const folders = pattern.split(',').map((glob) =>
    glob
      .split('/')
      .filter((part) => part !== '' && !part.includes('*') && !part.endsWith('.ts'))
      .join('/'),
  );
  return [...new Set(folders)];
}

/** Where a layer's tests live: src/core -> tests/core, machines -> tests/machines. */
function testsOf(folder: string): string {
  return `tests/${folder.replace(/^src\//, '')}/**/*.test.ts?(x)`;
}

function plan(args: readonly string[], env: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv } {
  const at = args.findIndex((arg) => arg === '--mutate' || arg === '-m');
  const pattern = at >= 0 ? args[at + 1] : undefined;
  if (pattern === undefined) return { args: [...args], env };
  const folders = foldersOf(pattern);
  // Named after the whole selection, so a run of a few files does not share (and wipe) its folder's reports.
  const slug =
    pattern
      .split(',')
      .map((glob) => glob.split('/').filter((part) => part !== '' && !part.includes('*')).join('-').replace(/\.ts$/, ''))
      .join('+')
      .replace(/[^A-Za-z0-9.+-]/g, '-')
      .slice(0, 100) || 'selection';
  // Runs of different folders keep their own reports and incremental results, so they don't erase each other's.
  const tests = env['MUTATION_TESTS'] ?? folders.filter(Boolean).map(testsOf).join(',');
  return { args: [...args], env: { ...env, MUTATION_TESTS: tests, MUTATION_REPORT_DIR: `reports/mutation/${slug}` } };
}

function run(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('stryker', ['run', ...args], { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let status: number;
try {
  await makeRunIssuer();
  const { args, env } = plan(process.argv.slice(2), process.env);
  console.info(`mutation: tests ${env['MUTATION_TESTS'] ?? 'all unit tests'}`);
  status = await run(args, env);
} finally {
  removeRunIssuer();
}
process.exit(status);
