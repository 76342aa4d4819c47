// Digests of text (UTF-8). MD5 is what the wire format asks for in the signing headers, where it only names a
// value (the signed data, the public key) and protects nothing; WebCrypto has no MD5, so forge computes it.
import { bytesToBase64, bytesToHex, utf8 } from './bytes';
import { loadForge } from './forge';
import { subtle } from './web-crypto';

export async function md5Hex(text: string): Promise<string> {
  const forge = await loadForge();
  return forge.md.md5.create().update(text, 'utf8').digest().toHex();
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
