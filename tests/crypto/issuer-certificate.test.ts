import { CryptoError } from '../../src/crypto/crypto-error';
import { issuerCertificate, resolveIssuerCertificate } from '../../src/crypto/issuer-certificate';
import { TEST_ISSUER_CERT_PEM } from '../support/issuer';
import { otherIssuer } from './support';

describe('issuer certificate', () => {
  it('is the certificate the build was given (here: the run issuer the gateway signs with)', () => {
    expect(issuerCertificate()).toBe(TEST_ISSUER_CERT_PEM);
  });

  it('has no built-in fallback: a build given none trusts nothing', () => {
    for (const value of [undefined, '', '  ']) {
      expect(() => resolveIssuerCertificate(value)).toThrow(new CryptoError('invalid issuer certificate'));
    }
  });

  it('takes a configured PEM, also with its line breaks flattened to literal \\n', () => {
    const pem = otherIssuer().certificatePem;
    expect(resolveIssuerCertificate(pem)).toBe(pem);
    expect(resolveIssuerCertificate(pem.trim().replace(/\n/g, '\\n'))).toBe(pem);
  });

  it('takes a PEM saved with Windows or old Mac line endings', () => {
    const pem = otherIssuer().certificatePem;
    expect(resolveIssuerCertificate(pem.replace(/\n/g, '\r\n'))).toBe(pem);
    expect(resolveIssuerCertificate(pem.replace(/\n/g, '\r'))).toBe(pem);
  });

  it.each([
    ['not PEM', 'hello'],
    ['a public key', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'],
    ['two certificates', `${TEST_ISSUER_CERT_PEM}${TEST_ISSUER_CERT_PEM}`],
  ])('refuses a configured value that is %s', (_name, value) => {
    expect(() => resolveIssuerCertificate(value)).toThrow(CryptoError);
    expect(() => resolveIssuerCertificate(value)).toThrow('invalid issuer certificate');
  });
});
