// Random ids (version 4 UUIDs, RFC 9562) for the whole client: tracking events, tabs, devices, request ids.
// crypto.randomUUID exists only in secure contexts, so a page opened over plain http on a LAN address threw at
// start; crypto.getRandomValues exists in every context, and is all a UUID needs.

import { bytesToHex } from './hex';

type RandomSource = Pick<Crypto, 'getRandomValues'>;

export function randomUuid(source: RandomSource = globalThis.crypto): string {
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // variant 10
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
