import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N = 2^14, r = 8, p = 1: the cost recommended for interactive logins, about 50 ms here. Tests
// build a fresh gateway (and so hash the demo password) dozens of times, which rules out the heavier settings.
const SCRYPT_OPTIONS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// Hashing is deliberately slow; an unbounded password would make it slower still for whoever sends one.
export const MAX_PASSWORD_LENGTH = 256;

export interface PasswordHash {
  /** Hex scrypt output. */
  hash: string;
  /** Hex random salt. */
  salt: string;
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  if (password.length === 0 || password.length > MAX_PASSWORD_LENGTH) {
    throw new RangeError(`A password has 1 to ${MAX_PASSWORD_LENGTH} characters`);
  }
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt);
  return { hash: key.toString('hex'), salt: salt.toString('hex') };
}

const HEX = /^(?:[0-9a-f]{2})+$/;

/** True when `password` hashes to `stored`; false for any malformed input rather than an exception. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  if (password.length === 0 || password.length > MAX_PASSWORD_LENGTH) return false;
  if (!HEX.test(stored.hash) || !HEX.test(stored.salt)) return false;
  const expected = Buffer.from(stored.hash, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(stored.salt, 'hex'));
  // Constant-time: the time taken must not tell how many leading bytes matched.
  return timingSafeEqual(actual, expected);
}
