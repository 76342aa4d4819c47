// What `npm run mutation` asks of Stryker for a --mutate selection: which tests, which Jest project, which reports.
import { existsSync } from 'node:fs';

/** The folders a --mutate pattern names, without the glob parts: 'src/core/**\/*.ts' -> ['src/core']. */
export function foldersOf(pattern: string): string[] {
  const folders = pattern.split(',').map((glob) =>
    glob
      .split('/')
      .filter((part) => part !== '' && !part.includes('*') && !part.endsWith('.ts'))
      .join('/'),
  );
  return [...new Set(folders)];
}

/**
 * Where a layer's tests live: src/core -> tests/core, machines -> tests/machines, server/market/engine ->
 * tests/server/market (the nearest folder of tests that exists: the gateway's tests are grouped by area, not by file).
 */
export function testsOf(folder: string, exists: (path: string) => boolean = existsSync): string {
  let tests = `tests/${folder.replace(/^src\//, '')}`;
  while (!exists(tests) && tests.includes('/')) tests = tests.slice(0, tests.lastIndexOf('/'));
  return `${tests}/**/*.test.ts?(x)`;
}

/** The Jest project whose tests exercise the folders: the gateway's for server/, the unit project's for the rest. */
export function projectOf(folders: readonly string[]): 'unit' | 'gateway' {
  const server = folders.filter((folder) => folder === 'server' || folder.startsWith('server/'));
  if (server.length === 0) return 'unit';
  if (server.length === folders.length) return 'gateway';
  throw new Error(`--mutate mixes the gateway (${server.join(', ')}) with browser code: run them one at a time`);
}

export function plan(args: readonly string[], env: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv } {
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
  const tests = env['MUTATION_TESTS'] ?? folders.filter(Boolean).map((folder) => testsOf(folder)).join(',');
  const project = projectOf(folders);
  return {
    args: [...args],
    env: { ...env, MUTATION_TESTS: tests, MUTATION_PROJECT: project, MUTATION_REPORT_DIR: `reports/mutation/${slug}` },
  };
}
