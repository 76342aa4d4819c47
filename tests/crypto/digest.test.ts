import { md5Hex, sha256, sha256Base64, sha256Hex } from '../../src/crypto/digest';

// Published test vectors: RFC 1321 for MD5, FIPS 180-2 for SHA-256; the non-ASCII ones checked with node:crypto.
describe('digests of UTF-8 text', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['é', '66ddcd97cfdeabb2f6fb8a999b4bc76f'],
  ])('md5Hex(%p) is %s', async (text, hex) => {
    await expect(md5Hex(text)).resolves.toBe(hex);
  });

  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('sha256Hex(%p) is %s', async (text, hex) => {
    await expect(sha256Hex(text)).resolves.toBe(hex);
  });

  it('gives the same SHA-256 as bytes, hex and base64', async () => {
    const bytes = await sha256('abc');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes).toHaveLength(32);
    expect(Buffer.from(bytes).toString('hex')).toBe(await sha256Hex('abc'));
    await expect(sha256Base64('abc')).resolves.toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });

  it('hashes the UTF-8 bytes of non-ASCII text', async () => {
    await expect(sha256Hex('é')).resolves.toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c');
  });
});
