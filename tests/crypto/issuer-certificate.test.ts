import { CryptoError } from '../../src/crypto/crypto-error';
import {
  DEV_ISSUER_CERTIFICATE,
  issuerCertificate,
  resolveIssuerCertificate,
} from '../../src/crypto/issuer-certificate';
import { DEV_ISSUER_CERT_PEM, otherIssuer } from './support';

describe('issuer certificate', () => {
  it('ships the same development issuer the gateway signs with', () => {
    expect(DEV_ISSUER_CERTIFICATE).toBe(DEV_ISSUER_CERT_PEM);
  });

  it('uses the development issuer when the build configures none', () => {
    expect(resolveIssuerCertificate(undefined)).toBe(DEV_ISSUER_CERTIFICATE);
    expect(resolveIssuerCertificate('  ')).toBe(DEV_ISSUER_CERTIFICATE);
    expect(issuerCertificate()).toBe(DEV_ISSUER_CERTIFICATE);
  });

  it('prefers a configured certificate, also when its line breaks arrive as literal \\n', () => {
    const pem = otherIssuer().certificatePem.replace(/\r\n/g, '\n');
    expect(resolveIssuerCertificate(pem)).toBe(pem);
    expect(resolveIssuerCertificate(pem.trim().replace(/\n/g, '\\n'))).toBe(pem);
  });

  it.each(['not a certificate', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'])(
    'refuses a configured value that is not one PEM certificate: %s',
    (value) => {
      expect(() => resolveIssuerCertificate(value)).toThrow(CryptoError);
      expect(() => resolveIssuerCertificate(value)).toThrow('invalid issuer certificate');
    },
  );
});
