import { MAX_PASSWORD_LENGTH, hashPassword, verifyPassword } from '../../server/passwords';

describe('passwords', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.hash).toMatch(/^[0-9a-f]{128}$/);
    expect(stored.salt).toMatch(/^[0-9a-f]{32}$/);
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
