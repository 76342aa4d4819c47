// The run's issuer (issuer.global.ts) as the gateway and the client's env stub find it: ISSUER_CERT_FILE and
// ISSUER_KEY_FILE, set in this test file's own copy of process.env.
import { TEST_ISSUER_CERT_ENV, TEST_ISSUER_KEY_ENV } from './issuer.global';

const certFile = process.env[TEST_ISSUER_CERT_ENV];
const keyFile = process.env[TEST_ISSUER_KEY_ENV];
if (certFile === undefined || keyFile === undefined) throw new Error('the test issuer was not made: see tests/setup/issuer.global.ts');
process.env['ISSUER_CERT_FILE'] = certFile;
process.env['ISSUER_KEY_FILE'] = keyFile;
