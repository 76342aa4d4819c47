// Makes the development issuer: a self-signed X.509 CA certificate and its RSA-2048 private key, which sign the
// gateway's server key (SPEC 5). Run once with `npx tsx server/dev-issuer/generate.ts`; the output is committed,
// so every checkout and every test run trusts the same issuer. Running it again replaces the issuer: the client's
// built-in copy (src/crypto/issuer-certificate.ts) is rewritten in the same run so the two cannot drift apart.
// Production never uses this pair: the gateway reads its issuer from ISSUER_CERT_FILE / ISSUER_KEY_FILE and the
// client build from VITE_ISSUER_CERT.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import forge from 'node-forge';

const HERE = new URL('./', import.meta.url);
const CERT_FILE = fileURLToPath(new URL('issuer-cert.pem', HERE));
const KEY_FILE = fileURLToPath(new URL('issuer-key.pem', HERE));
const CLIENT_FILE = fileURLToPath(new URL('../../src/crypto/issuer-certificate.ts', HERE));
const VALIDITY_YEARS = 20;

function issuerCertificate(privateKeyPem: string, publicKeyPem: string): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  // A positive serial: the first byte below 0x80 keeps the DER integer from reading as negative.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date();
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setFullYear(now.getFullYear() + VALIDITY_YEARS);
  const name = [
    { name: 'commonName', value: 'Exchange Web Development Issuer' },
    { name: 'organizationName', value: 'Exchange Web (development only)' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, digitalSignature: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

const CONSTANT_BLOCK = /(export const DEV_ISSUER_CERTIFICATE = `)[^`]*(`;)/;

function rewriteClientCopy(certPem: string): void {
  const source = readFileSync(CLIENT_FILE, 'utf8');
  if (!CONSTANT_BLOCK.test(source)) throw new Error(`${CLIENT_FILE} has no DEV_ISSUER_CERTIFICATE constant to replace`);
  // A replacer function: a replacement string would read `$` sequences specially.
  const updated = source.replace(
    CONSTANT_BLOCK,
    (_match, open: string, close: string) => `${open}${certPem.trim()}\n${close}`,
  );
  writeFileSync(CLIENT_FILE, updated);
}

const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const certPem = issuerCertificate(privateKey, publicKey).replace(/\r\n/g, '\n');
writeFileSync(CERT_FILE, certPem);
writeFileSync(KEY_FILE, privateKey, { mode: 0o600 });
rewriteClientCopy(certPem);
console.info(`Wrote ${CERT_FILE}, ${KEY_FILE} and the client copy in ${CLIENT_FILE}.`);
