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

  describe('a certificate built field by field', () => {
    /** One DER element; contents over 127 bytes take a long-form length. */
    const tlv = (tag: number, ...content: number[]): number[] =>
      content.length < 0x80
        ? [tag, content.length, ...content]
        : [tag, 0x82, content.length >> 8, content.length & 0xff, ...content];
    const utc = (text: string) => tlv(TAG.utcTime, ...new TextEncoder().encode(text));
    const spki = () => tlv(TAG.sequence, ...tlv(TAG.sequence), ...tlv(TAG.bitString, 0x00));
    const TIMES = [...utc('260101000000Z'), ...utc('270101000000Z')];
    // 2.5.29.19 and 2.5.29.15.
    const BASIC_CONSTRAINTS = [0x55, 0x1d, 0x13];
    const KEY_USAGE = [0x55, 0x1d, 0x0f];
    const extension = (oid: number[], value: number[]) =>
      tlv(TAG.sequence, ...tlv(TAG.oid, ...oid), ...tlv(TAG.octetString, ...value));
    const certificate = (
      validity: number[],
      { version = true, extensions = [] as number[][], subject = tlv(TAG.sequence), uniqueIds = [] as number[] } = {},
    ) =>
      Uint8Array.from(
        tlv(
          TAG.sequence,
          ...tlv(
            TAG.sequence,
            ...(version ? tlv(0xa0, ...tlv(TAG.integer, 0x02)) : []),
            ...tlv(TAG.integer, 0x01),
            ...tlv(TAG.sequence),
            ...tlv(TAG.sequence),
            ...tlv(TAG.sequence, ...validity),
            ...subject,
            ...spki(),
            ...uniqueIds,
            ...(extensions.length > 0 ? tlv(0xa3, ...tlv(TAG.sequence, ...extensions.flat())) : []),
          ),
        ),
      );
    const caOf = (constraints: number[]) =>
      readCertificate(certificate(TIMES, { extensions: [extension(BASIC_CONSTRAINTS, constraints)] })).ca;

    it('reads cA only from a BOOLEAN TRUE as the first field of basicConstraints', () => {
      expect(caOf(tlv(TAG.sequence, ...tlv(TAG.boolean, 0xff)))).toBe(true);
      expect(caOf(tlv(TAG.sequence, ...tlv(TAG.boolean, 0xff), ...tlv(TAG.integer, 0x00)))).toBe(true);
      // cA FALSE written out, which DER leaves out but some encoders write anyway.
      expect(caOf(tlv(TAG.sequence, ...tlv(TAG.boolean, 0x00)))).toBe(false);
      // No cA, only a path length (here one whose byte is 0xff): not a CA.
      expect(caOf(tlv(TAG.sequence, ...tlv(TAG.integer, 0xff)))).toBe(false);
      // An empty basicConstraints: cA takes its default, false.
      expect(caOf(tlv(TAG.sequence))).toBe(false);
    });

    it('reads keyCertSign from bit 5 of the keyUsage bits, and nothing else', () => {
      const usage = (...bits: number[]) =>
        readCertificate(certificate(TIMES, { extensions: [extension(KEY_USAGE, tlv(TAG.bitString, ...bits))] }))
          .keyCertSign;
      expect(usage(0x02, 0x04)).toBe(true);
      expect(usage(0x01, 0x86)).toBe(true);
      expect(usage(0x00, 0xfb, 0xff)).toBe(false);
      expect(usage(0x07)).toBe(false);
    });

    it('finds the extensions after the unique ids, and reads them nowhere else', () => {
      const ca = [extension(BASIC_CONSTRAINTS, tlv(TAG.sequence, ...tlv(TAG.boolean, 0xff)))];
      // issuerUniqueID [1] and subjectUniqueID [2] (implicit BIT STRINGs) may sit between the key and the extensions.
      const uniqueIds = [...tlv(0x81, 0x00, 0x01), ...tlv(0x82, 0x00, 0x02)];
      expect(readCertificate(certificate(TIMES, { extensions: ca, uniqueIds })).ca).toBe(true);
      // A [3] in place of the subject, before the key, is not the extensions field.
      const subject = tlv(0xa3, ...tlv(TAG.sequence, ...ca.flat()));
      expect(readCertificate(certificate(TIMES, { subject })).ca).toBe(false);
    });

    it('hands out a copy of the public key: later changes to the certificate bytes do not reach it', () => {
      const bytes = certificate(TIMES);
      const facts = readCertificate(bytes);
      bytes.fill(0);
      expect(facts.spki).toEqual(Uint8Array.from(spki()));
      expect(facts.spki.byteLength).toBe(facts.spki.buffer.byteLength);
    });

    it('refuses a certificate whose to-be-signed part is empty', () => {
      const empty = Uint8Array.from(tlv(TAG.sequence, ...tlv(TAG.sequence)));
      expect(() => readCertificate(empty)).toThrow(DerError);
    });

    it('reads a version 1 certificate, which has no version field, from one field earlier', () => {
      for (const version of [true, false]) {
        expect(readCertificate(certificate(TIMES, { version }))).toEqual({
          spki: Uint8Array.from(spki()),
          notBefore: Date.UTC(2026, 0, 1),
          notAfter: Date.UTC(2027, 0, 1),
          ca: false,
          keyCertSign: false,
        });
      }
    });

    it('refuses a validity period with only one of its two times', () => {
      expect(() => readCertificate(certificate(utc('260101000000Z')))).toThrow(DerError);
      expect(() => readCertificate(certificate(utc('260101000000Z')))).toThrow('validity without both times');
    });
  });

  it('refuses a time in another format', () => {
    const text = new TextEncoder().encode('2601011200+0100');
    const element = new Uint8Array([TAG.utcTime, text.length, ...text]);
    expect(() => timeOf(element, readTlv(element, 0))).toThrow(DerError);
  });
});
