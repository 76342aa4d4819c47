// The issuer that vouches for the server key (SPEC 5). Its two PEM files are ISSUER_CERT_FILE and ISSUER_KEY_FILE
// when set (a deployment's own issuer), else issuer-cert.pem and issuer-key.pem in DATA_DIR: the local issuer a fresh
// machine makes on first run (`npm start`, `npm run gateway`, `npm run dev`, `npm run issuer`). The client is built
// with the same certificate (vite.config.ts reads it through clientIssuerCertificate). Nothing is committed.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { DEFAULT_DATA_DIR, setting } from '../env-setting';
import { createIssuer } from './issuer-certificate';
import { errorText } from '../../src/core/error-text';

export const ISSUER_CERT_ENV = 'ISSUER_CERT_FILE';
export const ISSUER_KEY_ENV = 'ISSUER_KEY_FILE';
export const CLIENT_ISSUER_CERT_ENV = 'VITE_ISSUER_CERT';
export const LOCAL_ISSUER_CERT_FILE = 'issuer-cert.pem';
export const LOCAL_ISSUER_KEY_FILE = 'issuer-key.pem';

export interface Issuer {
  readonly certificatePem: string;
  readonly privateKey: KeyObject;
}

export interface IssuerFiles {
  readonly certFile: string;
  readonly keyFile: string;
  /** True for the local issuer in DATA_DIR, which the gateway makes when it is missing. */
  readonly local: boolean;
}

export class IssuerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IssuerError';
  }
}

/** Where the issuer's certificate and private key are, for this environment. */
export function issuerFiles(env: NodeJS.ProcessEnv = process.env): IssuerFiles {
  const certFile = setting(env, ISSUER_CERT_ENV);
  const keyFile = setting(env, ISSUER_KEY_ENV);
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new IssuerError(`Set both ${ISSUER_CERT_ENV} and ${ISSUER_KEY_ENV}, or neither for the local issuer in DATA_DIR`);
  }
  if (certFile !== undefined && keyFile !== undefined) return { certFile, keyFile, local: false };
  const dataDir = setting(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR;
  return {
    certFile: path.join(dataDir, LOCAL_ISSUER_CERT_FILE),
    keyFile: path.join(dataDir, LOCAL_ISSUER_KEY_FILE),
    local: true,
  };
}

function read(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    const hint = missing ? ': `npm run issuer` creates the local issuer, or set ISSUER_CERT_FILE and ISSUER_KEY_FILE' : '';
    throw new IssuerError(`Cannot read the issuer ${what} ${path.resolve(file)}${hint} (${errorText(error)})`);
  }
}

/**
 * What the client will check of the certificate (src/crypto/server-key.ts), checked here first so a bad issuer
 * stops the gateway or the build with a message instead of failing every login: a CA certificate (basicConstraints)
 * allowed to sign (keyUsage keyCertSign), within its validity period.
 */
export function checkIssuerCertificate(certificatePem: string, now: number = Date.now()): X509Certificate {
  let certificate: X509Certificate;
  let keyCertSign: boolean;
  try {
    certificate = new X509Certificate(certificatePem);
    const usage = forge.pki.certificateFromPem(certificatePem).getExtension('keyUsage') as { keyCertSign?: boolean } | null;
    keyCertSign = usage?.keyCertSign === true;
  } catch (error) {
    throw new IssuerError(`The issuer certificate is not a PEM X.509 certificate: ${errorText(error)}`);
  }
  if (!certificate.ca) throw new IssuerError('The issuer certificate is not a CA certificate (basicConstraints cA)');
  if (!keyCertSign) throw new IssuerError('The issuer certificate does not allow certificate signing (keyUsage keyCertSign)');
  if (now < Date.parse(certificate.validFrom)) {
    throw new IssuerError(`The issuer certificate is not valid before ${certificate.validFrom}`);
  }
  if (now > Date.parse(certificate.validTo)) throw new IssuerError(`The issuer certificate expired on ${certificate.validTo}`);
  return certificate;
}

const cache = new Map<string, Issuer>();

/** The issuer of this environment; the certificate must pass checkIssuerCertificate and match the key. */
export function loadIssuer(env: NodeJS.ProcessEnv = process.env): Issuer {
  const files = issuerFiles(env);
  const cacheKey = [files.certFile, files.keyFile].map((file) => path.resolve(file)).join('\n');
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached;

  const certificatePem = read(files.certFile, 'certificate');
  const certificate = checkIssuerCertificate(certificatePem);
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(read(files.keyFile, 'private key'));
  } catch (error) {
    if (error instanceof IssuerError) throw error;
    throw new IssuerError(`The issuer private key is not a PEM private key: ${errorText(error)}`);
  }
  if (!certificate.checkPrivateKey(privateKey)) {
    throw new IssuerError('The issuer private key does not belong to the issuer certificate');
  }
  const issuer: Issuer = { certificatePem, privateKey };
  cache.set(cacheKey, issuer);
  return issuer;
}

/**
 * Makes the local issuer in DATA_DIR when it does not exist yet (the key file readable by its owner only), and
 * says whether it did. A configured issuer is never made: its files are the deployment's to provide.
 */
export async function ensureIssuer(env: NodeJS.ProcessEnv = process.env): Promise<{ files: IssuerFiles; created: boolean }> {
  const files = issuerFiles(env);
  const present = [files.certFile, files.keyFile].filter((file) => existsSync(file));
  if (!files.local || present.length === 2) return { files, created: false };
  if (present.length === 1) {
    throw new IssuerError(
      `Half an issuer in ${path.resolve(path.dirname(files.certFile))}: ${path.basename(present[0] ?? '')} without its pair. ` +
        'Remove it to make a new issuer, or restore the missing file.',
    );
  }
  await writeIssuerFiles(files, await createIssuer());
  return { files, created: true };
}

/** Writes an issuer's files; refuses to replace existing ones. */
export async function writeIssuerFiles(
  files: Pick<IssuerFiles, 'certFile' | 'keyFile'>,
  issuer: { certificatePem: string; privateKeyPem: string },
): Promise<void> {
  mkdirSync(path.dirname(files.keyFile), { recursive: true, mode: 0o700 });
  mkdirSync(path.dirname(files.certFile), { recursive: true, mode: 0o700 });
  // 'wx': two processes starting on a fresh machine cannot overwrite each other's half-written pair.
  writeFileSync(files.keyFile, issuer.privateKeyPem, { mode: 0o600, flag: 'wx' });
  writeFileSync(files.certFile, issuer.certificatePem, { mode: 0o644, flag: 'wx' });
}

/**
 * The certificate the client is built with: VITE_ISSUER_CERT (PEM, literal `\n` accepted), else the certificate
 * file of issuerFiles(). Undefined when there is none, which the build turns into an error.
 */
export function clientIssuerCertificate(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const given = setting(env, CLIENT_ISSUER_CERT_ENV);
  const { certFile } = issuerFiles(env);
  const pem = given?.replace(/\\n/g, '\n') ?? (existsSync(certFile) ? read(certFile, 'certificate') : undefined);
  if (pem === undefined) return undefined;
  checkIssuerCertificate(pem);
  return pem.replace(/\r\n?/g, '\n').trim() + '\n';
}

export const MISSING_CLIENT_ISSUER =
  'No issuer certificate to build the client with. Run `npm run issuer` to create the local issuer in DATA_DIR ' +
  `(default ${DEFAULT_DATA_DIR}/), or set ${CLIENT_ISSUER_CERT_ENV} (PEM) or ${ISSUER_CERT_ENV} to your issuer's certificate.`;
