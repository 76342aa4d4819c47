// The issuer that vouches for the server key (SPEC 5). Development and tests use the committed pair in
// server/dev-issuer/ (made by its generate.ts); a deployment uses its own by pointing ISSUER_CERT_FILE and
// ISSUER_KEY_FILE at PEM files, and builds the client with the same certificate in VITE_ISSUER_CERT.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ISSUER_CERT_ENV = 'ISSUER_CERT_FILE';
export const ISSUER_KEY_ENV = 'ISSUER_KEY_FILE';
// Relative to the working directory, like the default migrations folder: `npm start` and the tests run from the
// project root.
export const DEV_ISSUER_CERT_FILE = path.join('server', 'dev-issuer', 'issuer-cert.pem');
export const DEV_ISSUER_KEY_FILE = path.join('server', 'dev-issuer', 'issuer-key.pem');

export interface Issuer {
  readonly certificatePem: string;
  readonly privateKey: KeyObject;
}

export class IssuerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IssuerError';
  }
}

function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function read(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new IssuerError(`Cannot read the issuer ${what} ${path.resolve(file)}: ${(error as Error).message}`);
  }
}

/** Whether `env` leaves the gateway on the committed development issuer, whose private key is public. */
export function usesDevIssuer(env: NodeJS.ProcessEnv = process.env): boolean {
  return setting(env, ISSUER_CERT_ENV) === undefined && setting(env, ISSUER_KEY_ENV) === undefined;
}

const cache = new Map<string, Issuer>();

/** The configured issuer, or the development one; the certificate and key must belong together. */
export function loadIssuer(env: NodeJS.ProcessEnv = process.env): Issuer {
  const certFile = setting(env, ISSUER_CERT_ENV);
  const keyFile = setting(env, ISSUER_KEY_ENV);
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new IssuerError(`Set both ${ISSUER_CERT_ENV} and ${ISSUER_KEY_ENV}, or neither for the development issuer`);
  }
  const files = [certFile ?? DEV_ISSUER_CERT_FILE, keyFile ?? DEV_ISSUER_KEY_FILE] as const;
  const cacheKey = files.map((file) => path.resolve(file)).join('\n');
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached;

  const certificatePem = read(files[0], 'certificate');
  let privateKey: KeyObject;
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(certificatePem);
    privateKey = createPrivateKey(read(files[1], 'private key'));
  } catch (error) {
    if (error instanceof IssuerError) throw error;
    throw new IssuerError(`The issuer files are not a PEM certificate and key: ${(error as Error).message}`);
  }
  if (!certificate.checkPrivateKey(privateKey)) {
    throw new IssuerError('The issuer private key does not belong to the issuer certificate');
  }
  const issuer: Issuer = { certificatePem, privateKey };
  cache.set(cacheKey, issuer);
  return issuer;
}
