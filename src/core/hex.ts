// Lower-case hex of bytes: digests, trace ids and UUIDs all print bytes this way, once.

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += HEX[byte] ?? '00';
  return out;
}
