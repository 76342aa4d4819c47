// Test-side stand-ins for the gateway's half of the protocol, made with node:crypto so the client code under test
// is checked against an independent implementation rather than against itself.
import { Buffer } from 'node:buffer';
import {
  constants,
  createDecipheriv,
  createHash,
  createHmac,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  sign,
  verify,
} from 'node:crypto';
import forge from 'node-forge';
import { TEST_ISSUER_KEY_PEM } from '../support/issuer';

export interface PemPair {
  publicKey: string;
  privateKey: string;
}

export function rsaPemPair(bits: number): PemPair {
  return generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** The issuer's signature over a server key PEM, as the gateway makes it. */
export function issuerSignature(serverPublicKey: string, issuerKeyPem: string = TEST_ISSUER_KEY_PEM): string {
  return sign('sha256', Buffer.from(serverPublicKey, 'utf8'), issuerKeyPem).toString('base64');
}

export interface CertificateShape {
  readonly notBefore?: Date;
  readonly notAfter?: Date;
  /** forge extension objects; a signing CA (basicConstraints cA, keyUsage keyCertSign) by default. */
  readonly extensions?: readonly object[];
  /** The certificate's key (PKCS#8 PEM); a fresh one by default. */
  readonly keyPem?: string;
}

export const SIGNING_CA_EXTENSIONS: readonly object[] = [
  { name: 'basicConstraints', cA: true, critical: true },
  { name: 'keyUsage', keyCertSign: true, digitalSignature: true, critical: true },
];

/** A self-signed certificate made here, with forge, independently of the gateway's issuer code. */
export function otherIssuer(shape: CertificateShape = {}): { certificatePem: string; keyPem: string } {
  const keyPem = shape.keyPem ?? rsaPemPair(2048).privateKey;
  const privateKey = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = shape.notBefore ?? new Date(Date.now() - 60_000);
  cert.validity.notAfter = shape.notAfter ?? new Date(Date.now() + 365 * 24 * 3600 * 1000);
  const name = [{ name: 'commonName', value: 'Someone Else' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([...(shape.extensions ?? SIGNING_CA_EXTENSIONS)]);
  cert.sign(privateKey, forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert).replace(/\r\n/g, '\n'), keyPem };
}

export interface SignedServerKey {
  serverPublicKey: string;
  serverPublicKeySign: string;
  privateKeyPem: string;
}

let devSigned: SignedServerKey | undefined;

/** A 2048-bit server key signed by the run's issuer (made once per test file). */
export function devSignedServerKey(): SignedServerKey {
  if (devSigned === undefined) {
    const pair = rsaPemPair(2048);
    devSigned = {
      serverPublicKey: pair.publicKey,
      serverPublicKeySign: issuerSignature(pair.publicKey),
      privateKeyPem: pair.privateKey,
    };
  }
  return devSigned;
}

export function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

export function verifyWithPublicKey(publicKeyPem: string, text: string, signatureBase64: string): boolean {
  const signature = Buffer.from(signatureBase64, 'base64');
  return verify('sha256', Buffer.from(text, 'utf8'), createPublicKey(publicKeyPem), signature);
}

export interface OpenedEnvelope {
  envelope: { v: number; t: number; k: string; iv: string; ct: string; mac: string };
  /** True when the MAC holds for the envelope sealed for `boundTo` (docs/protocol.md, "Request body"). */
  macValidFor(boundTo: string): boolean;
  plaintext: string;
}

/** Opens bodyCiphertext independently of the gateway code, following docs/protocol.md step by step. */
export function openEnvelope(bodyCiphertext: string, serverPrivateKeyPem: string): OpenedEnvelope {
  const envelope = JSON.parse(Buffer.from(bodyCiphertext, 'base64').toString('utf8')) as OpenedEnvelope['envelope'];
  const keys = privateDecrypt(
    { key: serverPrivateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(envelope.k, 'base64'),
  );
  const iv = Buffer.from(envelope.iv, 'base64');
  const ct = Buffer.from(envelope.ct, 'base64');
  const macValidFor = (boundTo: string) => {
    const bound = createHash('sha256').update(`${envelope.t}\n${boundTo}`, 'utf8').digest();
    const mac = createHmac('sha256', keys.subarray(32)).update(iv).update(ct).update(bound).digest('base64');
    return mac === envelope.mac && keys.length === 64;
  };
  const decipher = createDecipheriv('aes-256-cbc', keys.subarray(0, 32), iv);
  const plaintext = Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
  return { envelope, macValidFor, plaintext };
}

export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
