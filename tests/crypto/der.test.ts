import { DerError, expectTag, readTlv, TAG, timeOf, type Tlv } from '../../src/crypto/der';

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
