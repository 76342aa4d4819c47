// The issuer the client trusts to vouch for the gateway's server key (SPEC 5: "verifies against a built-in issuer
// certificate"). vite.config.ts builds it in as the module `virtual:issuer-certificate`, from VITE_ISSUER_CERT,
// ISSUER_CERT_FILE or the local issuer in DATA_DIR; there is no default, so a build never trusts a certificate whose
// private key someone else holds.
import builtIn from 'virtual:issuer-certificate';
import { CryptoError } from './crypto-error';

const CERTIFICATE_PEM = /^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+\n-----END CERTIFICATE-----$/;

/**
 * The configured issuer certificate (PEM). Build tools often flatten a multi-line variable into one line with
 * literal `\n`: those are turned back into line breaks. No value, or one that is not one PEM certificate, throws
 * CryptoError('invalid issuer certificate'), so such a build fails on the first login instead of trusting something
 * unexpected.
 */
export function resolveIssuerCertificate(configured: string | undefined): string {
  if (configured === undefined || configured.trim() === '') throw new CryptoError('invalid issuer certificate');
  const pem = configured.replace(/\\n/g, '\n').replace(/\r\n?/g, '\n').trim();
  if (!CERTIFICATE_PEM.test(pem)) throw new CryptoError('invalid issuer certificate');
  return `${pem}\n`;
}

/** The issuer of this build. */
export function issuerCertificate(): string {
  return resolveIssuerCertificate(builtIn);
}
