import { scryptSync } from 'node:crypto';
import {
  LEGACY_SCRYPT_COST,
  MAX_PASSWORD_LENGTH,
  OWASP_SCRYPT_COST,
  hashPassword,
  needsRehash,
  scryptCostFrom,
  verifyPassword,
} from '../../server/passwords';
import { connect, envelope, postEncrypted } from './crypto-client';
import { testGateway } from './support';

describe('passwords', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.hash).toMatch(/^[0-9a-f]{128}$/);
    expect(stored.salt).toMatch(/^s\d{2}\.8\.1:[0-9a-f]{32}$/);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horsf', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash, so one password hashes differently twice', async () => {
    const first = await hashPassword('same');
    const second = await hashPassword('same');
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
  });

  it('treats canonically equal Unicode spellings as the same password', async () => {
    const stored = await hashPassword('caf\u00e9');
    await expect(verifyPassword('cafe\u0301', stored)).resolves.toBe(true);
  });

  it('answers false, never throws, for a malformed stored hash', async () => {
    const { salt } = await hashPassword('x');
    for (const stored of [
      { hash: 'zz', salt },
      { hash: 'ab', salt },
      { hash: '', salt },
      { hash: 'a'.repeat(128), salt: 'not hex' },
      { hash: 'a'.repeat(128), salt: 's99.8.1:00ff' },
      { hash: 'a'.repeat(128), salt: 's17.8.9:00ff' },
    ]) {
      await expect(verifyPassword('x', stored)).resolves.toBe(false);
    }
  });

  it('refuses to hash an empty or oversized password', async () => {
    await expect(hashPassword('')).rejects.toThrow(RangeError);
    await expect(hashPassword('p'.repeat(MAX_PASSWORD_LENGTH + 1))).rejects.toThrow(RangeError);
    const stored = await hashPassword('p'.repeat(MAX_PASSWORD_LENGTH));
    await expect(verifyPassword('p'.repeat(MAX_PASSWORD_LENGTH + 1), stored)).resolves.toBe(false);
  });
});

describe('the hashing cost', () => {
  it("is OWASP's scrypt minimum, N = 2^17, r = 8, p = 1, unless SCRYPT_LOG_N says otherwise", () => {
    expect(scryptCostFrom({})).toEqual({ logN: 17, r: 8, p: 1 });
    expect(scryptCostFrom({ SCRYPT_LOG_N: '15' })).toEqual({ logN: 15, r: 8, p: 1 });
    for (const value of ['13', '21', 'x', '1.5']) expect(() => scryptCostFrom({ SCRYPT_LOG_N: value })).toThrow(RangeError);
  });

  it('records the cost with the salt, and hashes at 2^17 within the memory Node allows it', async () => {
    const stored = await hashPassword('correct horse', OWASP_SCRYPT_COST);
    expect(stored.salt).toMatch(/^s17\.8\.1:[0-9a-f]{32}$/);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    expect(needsRehash(stored, OWASP_SCRYPT_COST)).toBe(false);
    // Two hashes at the production cost: ~0.3 s each alone, far more on a machine the test suites share.
  }, 60_000);

  it('still verifies a hash stored before costs were recorded (bare hex salt, N = 2^14), and marks it for rehash', async () => {
    const salt = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const key = scryptSync('old password', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const legacy = { hash: key.toString('hex'), salt: salt.toString('hex') };
    await expect(verifyPassword('old password', legacy)).resolves.toBe(true);
    expect(needsRehash(legacy, OWASP_SCRYPT_COST)).toBe(true);
    expect(needsRehash(legacy, LEGACY_SCRYPT_COST)).toBe(false);
  });
});

it('a login with a hash of an older cost replaces it with one of the current cost, and the password still works', async () => {
  const app = await testGateway();
  try {
    const older = await hashPassword('Demo-pass-2026', { logN: 12, r: 8, p: 1 });
    app.db.prepare("UPDATE users SET password_hash = ?, password_salt = ? WHERE login_name = 'demo'").run(older.hash, older.salt);
    const client = await connect(app);
    const login = () => postEncrypted(app, client, '/v1/user/login', { loginName: 'demo', pwd: 'Demo-pass-2026' });
    expect(envelope(await login()).code).toBe('00000');
    const row = app.db.prepare("SELECT password_hash AS hash, password_salt AS salt FROM users WHERE login_name = 'demo'").get() as {
      hash: string;
      salt: string;
    };
    expect(row.salt).not.toBe(older.salt);
    expect(needsRehash(row)).toBe(false);
    expect(envelope(await login()).code).toBe('00000');
    const wrong = await postEncrypted(app, client, '/v1/user/login', { loginName: 'demo', pwd: 'Wrong-pass-2026' });
    expect(envelope(wrong).code).toBe('20001');
  } finally {
    await app.close();
  }
}, 30_000);
