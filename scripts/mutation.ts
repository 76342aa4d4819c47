// `npm run mutation [-- stryker options]`: StrykerJS over the unit tests (stryker.config.mjs), with one issuer made
// for the whole run, as Jest's globalSetup would make it, so that no mutant pays for a new RSA key.
//   npm run mutation                                  every folder the budget names, against every unit test
//   npm run mutation -- --mutate 'src/core/**/*.ts'   one folder, against its own tests (tests/core), with its
//                                                     own reports and incremental file (reports/mutation/src-core)
//   npm run mutation -- --mutate 'server/market/engine/*.ts'   the gateway's code, against the gateway's tests
//                                                     (tests/server/market), in the gateway's Jest project
import { spawn } from 'node:child_process';
import makeRunIssuer from '../tests/setup/issuer.global';
import removeRunIssuer from '../tests/setup/issuer.teardown';
import { plan } from './mutation-plan';

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
