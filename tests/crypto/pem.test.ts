import { fromPem, toPem } from '../../src/crypto/pem';

const DER = new Uint8Array(100).map((_, index) => (index * 7) % 256);

describe('toPem', () => {
  it('armours DER in base64 lines of 64 characters between the label lines, ending with a line break', () => {
    const pem = toPem(DER, 'PUBLIC KEY');
    const lines = pem.split('\n');
    expect(lines[0]).toBe('-----BEGIN PUBLIC KEY-----');
    expect(lines.slice(1, -2).map((line) => line.length)).toEqual([64, 64, 8]);
    expect(lines.slice(1, -2).join('')).toBe(Buffer.from(DER).toString('base64'));
    expect(lines.at(-2)).toBe('-----END PUBLIC KEY-----');
    expect(lines.at(-1)).toBe('');
  });

  it('armours empty DER as an empty body line', () => {
    expect(toPem(new Uint8Array([]), 'PUBLIC KEY')).toBe('-----BEGIN PUBLIC KEY-----\n\n-----END PUBLIC KEY-----\n');
  });

  it('accepts an ArrayBuffer as WebCrypto exports it', () => {
    expect(toPem(DER.buffer, 'PRIVATE KEY')).toBe(toPem(DER, 'PRIVATE KEY'));
  });
});

describe('fromPem', () => {
  it('reads back what toPem wrote', () => {
    expect(fromPem(toPem(DER, 'CERTIFICATE'), 'CERTIFICATE')).toEqual(DER);
  });

  it('accepts surrounding whitespace, CRLF line ends and one long base64 line', () => {
    const body = Buffer.from(DER).toString('base64');
    expect(fromPem(`\r\n  -----BEGIN PUBLIC KEY-----\r\n${body}\r\n-----END PUBLIC KEY-----\r\n\r\n`, 'PUBLIC KEY')).toEqual(DER);
  });

  it('refuses a block with another label', () => {
    expect(fromPem(toPem(DER, 'PRIVATE KEY'), 'PUBLIC KEY')).toBeUndefined();
  });

  it.each([
    ['text before the block', `junk\n${toPem(DER, 'PUBLIC KEY')}`],
    ['text after the block', `${toPem(DER, 'PUBLIC KEY')}junk`],
    ['an empty body', '-----BEGIN PUBLIC KEY-----\n\n-----END PUBLIC KEY-----\n'],
    ['a body that is not base64', '-----BEGIN PUBLIC KEY-----\nab=c\n-----END PUBLIC KEY-----\n'],
    ['a body with other characters', '-----BEGIN PUBLIC KEY-----\nab-c\n-----END PUBLIC KEY-----\n'],
    ['no end line', '-----BEGIN PUBLIC KEY-----\nAAAA\n'],
  ])('refuses %s', (_name, pem) => {
    expect(fromPem(pem, 'PUBLIC KEY')).toBeUndefined();
  });
});
