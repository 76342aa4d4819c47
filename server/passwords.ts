import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt at OWASP's current minimum for it (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1, which needs
// 128 MiB per hash (128 * N * r bytes) and some 0.3 s of one core. Node refuses anything above `maxmem` (32 MiB by
// default), so maxmem is set from the cost. Hashes made at an older cost (N = 2^14 before) still verify and are
// replaced at the next successful login (needsRehash). SCRYPT_LOG_N lowers the cost for the test suites only,
// which build hundreds of gateways and logins; see docs/security.md.
export interface ScryptCost {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

export const OWASP_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };
/** What the gateway used before: a stored salt without a cost prefix was hashed at this cost. */
export const LEGACY_SCRYPT_COST: ScryptCost = { logN: 14, r: 8, p: 1 };

/** The cost new hashes get: N = 2^SCRYPT_LOG_N (14 to 20), OWASP's 2^17 when unset. */
export function scryptCostFrom(env: NodeJS.ProcessEnv): ScryptCost {
  const raw = env['SCRYPT_LOG_N']?.trim();
  if (raw === undefined || raw === '') return OWASP_SCRYPT_COST;
  const logN = /^\d{2}$/.test(raw) ? Number(raw) : NaN;
  if (!(logN >= 14 && logN <= 20)) throw new RangeError(`SCRYPT_LOG_N must be a whole number from 14 to 20, got "${raw}"`);
  return { ...OWASP_SCRYPT_COST, logN };
}

const CURRENT_COST = scryptCostFrom(process.env);

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// Hashing is deliberately slow; an unbounded password would make it slower still for whoever sends one.
export const MAX_PASSWORD_LENGTH = 256;

export interface PasswordHash {
  /** Hex scrypt output. */
  hash: string;
  /** "s<logN>.<r>.<p>:<hex random salt>"; a bare hex salt was hashed at LEGACY_SCRYPT_COST. */
  salt: string;
}

function scryptOptions(cost: ScryptCost) {
  const memory = 128 * 2 ** cost.logN * cost.r;
  return { N: 2 ** cost.logN, r: cost.r, p: cost.p, maxmem: memory + 16 * 1024 * 1024 };
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions(cost), (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

const HEX = /^(?:[0-9a-f]{2})+$/;
const PREFIXED = /^s(\d{2})\.(\d{1,2})\.(\d{1,2}):((?:[0-9a-f]{2})+)$/;

/** The cost and salt bytes of a stored salt; undefined when it is malformed or its cost is out of range. */
function parseSalt(stored: string): { cost: ScryptCost; salt: Buffer } | undefined {
  if (HEX.test(stored)) return { cost: LEGACY_SCRYPT_COST, salt: Buffer.from(stored, 'hex') };
  const match = PREFIXED.exec(stored);
  if (match === null) return undefined;
  const cost = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (cost.logN < 10 || cost.logN > 20 || cost.r < 1 || cost.p < 1 || cost.p > 4) return undefined;
  return { cost, salt: Buffer.from(match[4] ?? '', 'hex') };
}

export async function hashPassword(password: string, cost: ScryptCost = CURRENT_COST): Promise<PasswordHash> {
  if (password.length === 0 || password.length > MAX_PASSWORD_LENGTH) {
    throw new RangeError(`A password has 1 to ${MAX_PASSWORD_LENGTH} characters`);
  }
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return { hash: key.toString('hex'), salt: `s${cost.logN}.${cost.r}.${cost.p}:${salt.toString('hex')}` };
}

/** True when `password` hashes to `stored`; false for any malformed input rather than an exception. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  if (password.length === 0 || password.length > MAX_PASSWORD_LENGTH) return false;
  const parsed = parseSalt(stored.salt);
  if (parsed === undefined || !HEX.test(stored.hash)) return false;
  const expected = Buffer.from(stored.hash, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  // Constant-time: the time taken must not tell how many leading bytes matched.
  return timingSafeEqual(actual, expected);
}

/** Whether `stored` was made at another cost than new hashes get, and should be replaced after a login. */
export function needsRehash(stored: PasswordHash, cost: ScryptCost = CURRENT_COST): boolean {
  const parsed = parseSalt(stored.salt);
  return (
    parsed === undefined || parsed.cost.logN !== cost.logN || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p
  );
}
