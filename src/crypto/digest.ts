// Digests of text (UTF-8). MD5 is what the wire format asks for in the signing headers, where it only names a
// value (the signed data, the public key) and protects nothing; WebCrypto has no MD5, so @noble/hashes (audited,
// about 2 KB gzip) computes it instead of node-forge, loaded with the first signed call rather than with the page.
import { bytesToHex } from '../core/hex';
import { bytesToBase64, utf8 } from './bytes';
import { subtle } from './web-crypto';

export async function md5Hex(text: string): Promise<string> {
  const { md5 } = await import('@noble/hashes/legacy.js');
  return bytesToHex(md5(utf8(text)));
}

export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest('SHA-256', utf8(text)));
}

export async function sha256Hex(text: string): Promise<string> {
  return bytesToHex(await sha256(text));
}

export async function sha256Base64(text: string): Promise<string> {
  return bytesToBase64(await sha256(text));
}
