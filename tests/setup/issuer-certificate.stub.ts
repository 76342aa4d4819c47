// What vite.config.ts builds in as `virtual:issuer-certificate`: here the run's issuer (tests/setup/issuer.env.ts),
// as a build trusts the one it was made with.
import { readFileSync } from 'node:fs';

const file = process.env['ISSUER_CERT_FILE'];

export default file === undefined ? '' : readFileSync(file, 'utf8');
