import { readFileSync } from 'node:fs';
import { parseEnv } from '../../src/config/env-parse';

export type { AppEnv } from '../../src/config/env-parse';

// The client under test trusts the run's issuer (tests/setup/issuer.env.ts), as a build trusts the one it was made with.
const issuerFile = process.env['ISSUER_CERT_FILE'];

export const env = parseEnv({
  MODE: 'test',
  ...(issuerFile === undefined ? {} : { VITE_ISSUER_CERT: readFileSync(issuerFile, 'utf8') }),
});
