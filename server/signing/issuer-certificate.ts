// Makes an issuer: a self-signed X.509 CA certificate and its RSA-2048 private key, which sign the gateway's server
// key (SPEC 5). A fresh machine gets its own on first run (issuer.ts, ensureIssuer); tests and benchmarks make one
// per run. No issuer private key is ever committed: whoever holds one can mint server keys its clients trust.
import { generateKeyPair, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface IssuerPems {
  readonly certificatePem: string;
  readonly privateKeyPem: string;
}

export interface IssuerOptions {
  readonly commonName?: string;
  /** Start of the validity period; a day before `now` by default, so a client whose clock runs behind accepts it. */
  readonly notBefore?: Date;
  readonly notAfter?: Date;
  readonly now?: Date;
  /** The extensions a CA certificate carries; tests replace them to make certificates the client must refuse. */
  readonly extensions?: readonly object[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const ISSUER_VALIDITY_YEARS = 10;

/** basicConstraints CA and keyUsage keyCertSign: what the client requires of the certificate it trusts. */
export const CA_EXTENSIONS: readonly object[] = [
  { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
  { name: 'keyUsage', keyCertSign: true, digitalSignature: true, critical: true },
  { name: 'subjectKeyIdentifier' },
];

function rsaPair(): Promise<{ publicKey: string; privateKey: string }> {
  return new Promise((resolve, reject) => {
    generateKeyPair(
      'rsa',
      {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (error, publicKey, privateKey) => (error ? reject(error) : resolve({ publicKey, privateKey })),
    );
  });
}

/** A new issuer; the key pair is generated off the event loop. */
export async function createIssuer(options: IssuerOptions = {}): Promise<IssuerPems> {
  const { publicKey, privateKey } = await rsaPair();
  const now = options.now ?? new Date();
  const notAfter = new Date(now.getTime());
  notAfter.setFullYear(now.getFullYear() + ISSUER_VALIDITY_YEARS);

  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial: the first byte below 0x80 keeps the DER integer from reading as negative.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = options.notBefore ?? new Date(now.getTime() - DAY_MS);
  cert.validity.notAfter = options.notAfter ?? notAfter;
  const name = [
    { name: 'commonName', value: options.commonName ?? 'Exchange Web Local Issuer' },
    { name: 'organizationName', value: 'Exchange Web (this installation only)' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([...(options.extensions ?? CA_EXTENSIONS)]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert).replace(/\r\n/g, '\n'), privateKeyPem: privateKey };
}
