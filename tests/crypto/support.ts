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
import { readFileSync } from 'node:fs';
import forge from 'node-forge';

export const DEV_ISSUER_CERT_PEM = readFileSync('server/dev-issuer/issuer-cert.pem', 'utf8');
export const DEV_ISSUER_KEY_PEM = readFileSync('server/dev-issuer/issuer-key.pem', 'utf8');

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
export function issuerSignature(serverPublicKey: string, issuerKeyPem: string = DEV_ISSUER_KEY_PEM): string {
  return sign('sha256', Buffer.from(serverPublicKey, 'utf8'), issuerKeyPem).toString('base64');
}

/** A self-signed CA certificate that is not the development issuer. */
export function otherIssuer(): { certificatePem: string; keyPem: string } {
  const pair = rsaPemPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  const name = [{ name: 'commonName', value: 'Someone Else' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: 'basicConstraints', cA: true }]);
  cert.sign(forge.pki.privateKeyFromPem(pair.privateKey), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), keyPem: pair.privateKey };
}

export interface SignedServerKey {
  serverPublicKey: string;
  serverPublicKeySign: string;
  privateKeyPem: string;
}

let devSigned: SignedServerKey | undefined;

/** A 2048-bit server key signed by the development issuer (made once per test file). */
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
  envelope: { v: number; k: string; iv: string; ct: string; mac: string };
  macValid: boolean;
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
  const mac = createHmac('sha256', keys.subarray(32)).update(iv).update(ct).digest('base64');
  const decipher = createDecipheriv('aes-256-cbc', keys.subarray(0, 32), iv);
  const plaintext = Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
  return { envelope, macValid: mac === envelope.mac && keys.length === 64, plaintext };
}

export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
