import { X509Certificate } from 'node:crypto';
import { DerError, TAG, readTlv, timeOf } from '../../src/crypto/der';
import { fromPem } from '../../src/crypto/pem';
import { readCertificate } from '../../src/crypto/x509';
import { TEST_ISSUER_CERT_PEM } from '../support/issuer';
import { otherIssuer, SIGNING_CA_EXTENSIONS } from './support';

const der = (pem: string) => fromPem(pem, 'CERTIFICATE') as Uint8Array;

describe('readCertificate', () => {
  it('reads what node:crypto reads: the public key, the validity period and the CA flag', () => {
    const facts = readCertificate(der(TEST_ISSUER_CERT_PEM));
    const node = new X509Certificate(TEST_ISSUER_CERT_PEM);
    expect(Buffer.from(facts.spki)).toEqual(node.publicKey.export({ type: 'spki', format: 'der' }));
    expect(facts.notBefore).toBe(Date.parse(node.validFrom));
    expect(facts.notAfter).toBe(Date.parse(node.validTo));
    expect(facts).toMatchObject({ ca: true, keyCertSign: true });
  });

  it('reads cA and keyCertSign separately, and false when the extensions are absent', () => {
    const read = (extensions: object[]) => readCertificate(der(otherIssuer({ extensions }).certificatePem));
    expect(read([...SIGNING_CA_EXTENSIONS])).toMatchObject({ ca: true, keyCertSign: true });
    expect(read([{ name: 'basicConstraints', cA: true }])).toMatchObject({ ca: true, keyCertSign: false });
    expect(read([{ name: 'keyUsage', keyCertSign: true }])).toMatchObject({ ca: false, keyCertSign: true });
    expect(read([{ name: 'keyUsage', digitalSignature: true, cRLSign: true }])).toMatchObject({ keyCertSign: false });
    expect(read([])).toMatchObject({ ca: false, keyCertSign: false });
  });

  it('reads a GeneralizedTime (years from 2050) as well as a UTCTime', () => {
    const notAfter = new Date(Date.UTC(2061, 4, 6, 7, 8, 9));
    const facts = readCertificate(der(otherIssuer({ notAfter }).certificatePem));
    expect(facts.notAfter).toBe(notAfter.getTime());
  });

  it.each([
    ['empty input', new Uint8Array()],
    ['a length past the end', new Uint8Array([0x30, 0x05, 0x02, 0x01])],
    ['an indefinite length', new Uint8Array([0x30, 0x80, 0x00, 0x00])],
    ['a bare integer', new Uint8Array([0x02, 0x01, 0x05])],
    ['a truncated certificate', der(TEST_ISSUER_CERT_PEM).slice(0, 200)],
  ])('throws a DerError on %s', (_name, bytes) => {
    expect(() => readCertificate(bytes)).toThrow(DerError);
  });

  it('refuses a time in another format', () => {
    const text = new TextEncoder().encode('2601011200+0100');
    const element = new Uint8Array([TAG.utcTime, text.length, ...text]);
    expect(() => timeOf(element, readTlv(element, 0))).toThrow(DerError);
  });
});
