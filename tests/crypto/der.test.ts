import { DerError, expectTag, oidOf, readTlv, TAG, timeOf, type Tlv } from '../../src/crypto/der';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

function timeElement(tag: number, text: string): [Uint8Array, Tlv] {
  const encoded = bytes(tag, text.length, ...ascii(text));
  return [encoded, readTlv(encoded, 0)];
}

describe('readTlv refuses what a certificate never holds, saying why', () => {
  test.each([
    [bytes(0x02), 'truncated element'],
    [bytes(0x1f, 0x01, 0x00), 'high tag numbers are not used here'],
    [bytes(0x04, 0x80), 'unsupported length'],
    [bytes(0x04, 0x85, 1, 1, 1, 1, 1), 'unsupported length'],
    [bytes(0x04, 0x82, 0x01), 'truncated length'],
    [bytes(0x04, 0x03, 0x00), 'element runs past its parent'],
  ])('%p: %s', (input, message) => {
    const attempt = () => readTlv(input, 0);
    expect(attempt).toThrow(DerError);
    expect(attempt).toThrow(message);
  });

  test('its errors are named DerError, so callers can tell a bad certificate from a bug', () => {
    expect(() => readTlv(bytes(0x02), 0)).toThrow(expect.objectContaining({ name: 'DerError' }));
  });

  test('an element whose tag and length bytes lie past the end of its parent is truncated, even inside the input', () => {
    // Two bytes are there, but the parent ends after the first one.
    expect(() => readTlv(bytes(0x04, 0x00), 0, 1)).toThrow('truncated element');
    expect(() => readTlv(bytes(0x30, 0x01, 0x04, 0x00), 2, 3)).toThrow('truncated element');
  });

  test('a four-byte long-form length is the longest accepted', () => {
    expect(readTlv(bytes(0x04, 0x84, 0x00, 0x00, 0x00, 0x01, 0xaa), 0)).toEqual({ tag: 0x04, offset: 0, start: 6, end: 7 });
  });

  test('a long-form length is read big-endian from its length bytes', () => {
    const input = new Uint8Array(4 + 0x0102);
    input.set([0x04, 0x82, 0x01, 0x02]);
    expect(readTlv(input, 0)).toEqual({ tag: 0x04, offset: 0, start: 4, end: 4 + 0x0102 });
  });
});

test('expectTag names the tag it expected', () => {
  const [, element] = timeElement(TAG.utcTime, '260101000000Z');
  expect(() => expectTag(element, TAG.sequence)).toThrow('expected tag 0x30');
  expect(() => expectTag(undefined, TAG.integer)).toThrow('expected tag 0x2');
  expect(expectTag(element, TAG.utcTime)).toBe(element);
});

describe('oidOf', () => {
  const oid = (...content: number[]) => {
    const encoded = bytes(TAG.oid, content.length, ...content);
    return oidOf(encoded, readTlv(encoded, 0));
  };

  test('splits the first byte into the first two arcs (0 and 1 take 40 values each)', () => {
    expect(oid(0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01)).toBe('1.2.840.113549.1.1.1');
    expect(oid(0x09, 0x92, 0x26)).toBe('0.9.2342');
    expect(oid(0x4f)).toBe('1.39');
  });

  test('gives the first arc 2 everything from 80 up, also when it spans several bytes', () => {
    expect(oid(0x55, 0x1d, 0x13)).toBe('2.5.29.19');
    expect(oid(0x50)).toBe('2.0');
    expect(oid(0x88, 0x37)).toBe('2.999');
  });

  test('refuses an element that is not an object identifier', () => {
    const encoded = bytes(TAG.integer, 1, 0x05);
    expect(() => oidOf(encoded, readTlv(encoded, 0))).toThrow('expected tag 0x6');
  });
});

describe('timeOf', () => {
  test('reads a two-digit UTCTime year from 50 as 19YY and below 50 as 20YY', () => {
    expect(timeOf(...timeElement(TAG.utcTime, '491231235959Z'))).toBe(Date.UTC(2049, 11, 31, 23, 59, 59));
    expect(timeOf(...timeElement(TAG.utcTime, '500101000000Z'))).toBe(Date.UTC(1950, 0, 1, 0, 0, 0));
  });

  test('reads a GeneralizedTime with its four-digit year', () => {
    expect(timeOf(...timeElement(TAG.generalizedTime, '20500101000000Z'))).toBe(Date.UTC(2050, 0, 1));
  });

  test('refuses a time under any other tag, and a time without its Z', () => {
    expect(() => timeOf(...timeElement(TAG.octetString, '20500101000000Z'))).toThrow('unreadable time');
    expect(() => timeOf(...timeElement(TAG.utcTime, '500101000000'))).toThrow('unreadable time');
  });
});
