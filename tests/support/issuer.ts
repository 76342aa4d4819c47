// The issuer of this test run (tests/setup/issuer.global.ts): what the gateway under test signs its server key with
// and the client under test trusts.
import { readFileSync } from 'node:fs';

function file(name: 'ISSUER_CERT_FILE' | 'ISSUER_KEY_FILE'): string {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set: tests/setup/issuer.env.ts sets it for the unit and gateway projects`);
  return value;
}

export const TEST_ISSUER_CERT_FILE = () => file('ISSUER_CERT_FILE');
export const TEST_ISSUER_KEY_FILE = () => file('ISSUER_KEY_FILE');
export const TEST_ISSUER_CERT_PEM = readFileSync(TEST_ISSUER_CERT_FILE(), 'utf8');
export const TEST_ISSUER_KEY_PEM = readFileSync(TEST_ISSUER_KEY_FILE(), 'utf8');
