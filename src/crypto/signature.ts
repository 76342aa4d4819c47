// Signatures by the client private key (RSASSA-PKCS1-v1_5, SHA-256) over UTF-8 text, base64: the one signing
// primitive behind initSign, device-sign and userCheckDeviceSign.
import { bytesToBase64, utf8 } from './bytes';
import { subtle } from './web-crypto';

export async function signText(privateKey: CryptoKey, text: string): Promise<string> {
  const signature = await subtle().sign({ name: 'RSASSA-PKCS1-v1_5' }, privateKey, utf8(text));
  return bytesToBase64(new Uint8Array(signature));
}
