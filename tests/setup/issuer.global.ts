// Jest globalSetup of the unit and gateway projects: one issuer made for this run, in a temporary folder, so no
// issuer key lives in the repository. Its files are handed to the test files as TEST_ISSUER_* (issuer.env.ts maps
// them onto ISSUER_CERT_FILE / ISSUER_KEY_FILE inside each test file), leaving the browser project, which must use
// the issuer its build was made with, untouched when the projects run together.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createIssuer } from '../../server/signing/issuer-certificate';
import { writeIssuerFiles } from '../../server/signing/issuer';

export const TEST_ISSUER_CERT_ENV = 'TEST_ISSUER_CERT_FILE';
export const TEST_ISSUER_KEY_ENV = 'TEST_ISSUER_KEY_FILE';
export const TEST_ISSUER_DIR_ENV = 'TEST_ISSUER_DIR';

export default async function makeRunIssuer(): Promise<void> {
  // Both projects list this module; the first to run makes the issuer for both.
  if (process.env[TEST_ISSUER_DIR_ENV] !== undefined) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'exchange-test-issuer-'));
  const files = { certFile: path.join(dir, 'issuer-cert.pem'), keyFile: path.join(dir, 'issuer-key.pem') };
  await writeIssuerFiles(files, await createIssuer({ commonName: 'Exchange Web Test Issuer' }));
  process.env[TEST_ISSUER_DIR_ENV] = dir;
  process.env[TEST_ISSUER_CERT_ENV] = files.certFile;
  process.env[TEST_ISSUER_KEY_ENV] = files.keyFile;
}
