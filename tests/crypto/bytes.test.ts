import { base64ToBytes, bytesToBase64, concatBytes, utf8 } from '../../src/crypto/bytes';

describe('bytesToBase64', () => {
  it('encodes bytes as padded standard base64', () => {
    expect(bytesToBase64(new Uint8Array([]))).toBe('');
    expect(bytesToBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=');
    expect(bytesToBase64(utf8('hello'))).toBe('aGVsbG8=');
  });

  it('encodes an array longer than one chunk (32 KB) whole and in order', () => {
    const bytes = new Uint8Array(0x8000 * 2 + 3).map((_, index) => index % 251);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('base64ToBytes', () => {
  it('decodes padded standard base64, with 0, 1 or 2 padding characters', () => {
    expect(base64ToBytes('aGVsbG8h')).toEqual(utf8('hello!'));
    expect(base64ToBytes('aGVsbG8=')).toEqual(utf8('hello'));
    expect(base64ToBytes('aGVsbA==')).toEqual(utf8('hell'));
    expect(base64ToBytes('+/8=')).toEqual(new Uint8Array([0xfb, 0xff]));
    expect(base64ToBytes('')).toEqual(new Uint8Array([]));
  });

  it.each([
    ['unpadded', 'aGVsbG8'],
    ['URL-safe', '-_8='],
    ['with whitespace', 'aGVs bG8='],
    ['with a line break', 'aGVs\nbG8='],
    ['padded in the middle', 'aG==bG8='],
    ['a wrong length', 'aGVsb'],
    ['text before it', 'x:aGVsbG8='],
  ])('refuses %s base64 instead of decoding part of it', (_name, text) => {
    expect(base64ToBytes(text)).toBeUndefined();
  });

  it('round-trips every byte value', () => {
    const bytes = new Uint8Array(256).map((_, index) => index);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});

describe('utf8 and concatBytes', () => {
  it('encodes text as UTF-8', () => {
    expect([...utf8('é€')]).toEqual([0xc3, 0xa9, 0xe2, 0x82, 0xac]);
  });

  it('joins parts in order into one array of their total length', () => {
    const joined = concatBytes(new Uint8Array([1, 2]), new Uint8Array([]), new Uint8Array([3]), new Uint8Array([4, 5]));
    expect([...joined]).toEqual([1, 2, 3, 4, 5]);
    expect(concatBytes()).toEqual(new Uint8Array([]));
  });
});
