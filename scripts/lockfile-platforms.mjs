// `npm run lockfile:platforms`: after a dependency change, adds the other platforms' optional native builds
// (darwin, win32, musl, ...) that npm could not look up in the registry to package-lock.json, so `npm ci`
// accepts the lockfile and skips them on platforms they do not fit.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

function missingFromLock() {
  try {
    execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts'], { stdio: 'pipe', encoding: 'utf8' });
    return [];
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    return [...output.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((match) => match[1]);
  }
}

const PLATFORM = /-(darwin|linux|win32|android|freebsd|openharmony)-([a-z0-9]+)(?:-(gnu|musl|gnueabihf|musleabihf|msvc|eabi))?$/;

function platformOf(name) {
  const match = PLATFORM.exec(name);
  if (!match) throw new Error(`${name} is missing from the lockfile and is not a platform build: run npm install`);
  const [, os, cpu, abi] = match;
  const libc = abi === 'gnu' || abi === 'gnueabihf' ? ['glibc'] : abi === 'musl' || abi === 'musleabihf' ? ['musl'] : null;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

const missing = missingFromLock();
if (missing.length === 0) {
  console.info('package-lock.json already lists every optional platform build.');
  process.exit(0);
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const parents = Object.values(lock.packages);
for (const name of missing) {
  const parent = parents.find((entry) => entry.optionalDependencies?.[name]);
  if (!parent) throw new Error(`no package lists ${name} as an optional dependency`);
  lock.packages[`node_modules/${name}`] = {
    version: parent.optionalDependencies[name],
    ...platformOf(name),
    ...(parent.dev ? { dev: true } : {}),
    optional: true,
  };
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.info(`Added ${missing.length} platform builds to package-lock.json.`);
