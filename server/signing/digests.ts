import { createHash } from 'node:crypto';

// MD5 only names values on the wire (device-sign-key, device-sign-data-md5); nothing relies on its strength.
export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}
