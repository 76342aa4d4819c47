// PEM armour for the DER keys WebCrypto exports and imports (RFC 7468: base64 in 64-character lines).
import { base64ToBytes, bytesToBase64 } from './bytes';

export type PemLabel = 'PUBLIC KEY' | 'PRIVATE KEY' | 'CERTIFICATE';

export function toPem(der: ArrayBuffer | Uint8Array, label: PemLabel): string {
  const body = bytesToBase64(der instanceof Uint8Array ? der : new Uint8Array(der));
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** The DER inside a PEM block with exactly this label; undefined for any other text. */
export function fromPem(pem: string, label: PemLabel): Uint8Array<ArrayBuffer> | undefined {
  const match = new RegExp(`^\\s*-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]+)-----END ${label}-----\\s*$`).exec(pem);
  if (match === null) return undefined;
  const bytes = base64ToBytes((match[1] ?? '').replace(/\s+/g, ''));
  return bytes === undefined || bytes.length === 0 ? undefined : (bytes as Uint8Array<ArrayBuffer>);
}
