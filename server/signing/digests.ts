import { hash } from 'node:crypto';

// One-shot `hash` rather than `createHash(..).update(..).digest(..)`: a Hash object is a native object the garbage
// collector must visit through a weak handle at every young-generation collection, which at a thousand signed calls
// a second added about a millisecond to each of those pauses.

// MD5 only names values on the wire (device-sign-key, device-sign-data-md5); nothing relies on its strength.
export function md5Hex(text: string): string {
  return hash('md5', text, 'hex');
}

export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

export function sha256Base64(text: string): string {
  return hash('sha256', text, 'base64');
}
