import path from 'node:path';
import { findUserById, findUserByLoginName, parentAccountId, subAccountIds } from '../../server/accounts';
import { openDatabase } from '../../server/db';
import { DEMO_ACCOUNT, seedDemoAccount } from '../../server/demo-account';
import { verifyPassword } from '../../server/passwords';
import { makeTempDir, removeDir, testGateway } from './support';

describe('the seeded demo account', () => {
  it('exists at start-up with a verifiable scrypt hash, not the password', async () => {
    const app = await testGateway();
    try {
      const user = findUserById(app.db, '10000001');
      expect(user).toMatchObject({
        login_name: 'demo',
        email: 'demo@example.com',
        area_code: '1',
        phone: '5550100',
        identity_level: 2,
        vip_level: 1,
      });
      const hash = user?.password_hash ?? '';
      const salt = user?.password_salt ?? '';
      expect(hash).toMatch(/^[0-9a-f]{128}$/);
      expect(salt).toMatch(/^s\d{2}\.8\.1:[0-9a-f]{32}$/);
      expect(hash).not.toContain('Demo-pass-2026');
      expect(JSON.stringify(user)).not.toContain('Demo-pass-2026');
      await expect(verifyPassword('Demo-pass-2026', { hash, salt })).resolves.toBe(true);
      await expect(verifyPassword('demo-pass-2026', { hash, salt })).resolves.toBe(false);
    } finally {
      await app.close();
    }
  });

  it('has one sub-account, 10000002, which cannot log in by password', async () => {
    const app = await testGateway();
    try {
      expect(subAccountIds(app.db, '10000001')).toEqual(['10000002']);
      expect(parentAccountId(app.db, '10000002')).toBe('10000001');
      expect(parentAccountId(app.db, '10000001')).toBeUndefined();
      const sub = findUserById(app.db, '10000002');
      expect(sub).toMatchObject({ login_name: DEMO_ACCOUNT.subAccountLoginName, password_hash: null });
    } finally {
      await app.close();
    }
  });

  it('finds login names case-insensitively', async () => {
    const app = await testGateway();
    try {
      expect(findUserByLoginName(app.db, 'DEMO')?.id).toBe('10000001');
      expect(findUserByLoginName(app.db, 'nobody')).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('is seeded once: a restart keeps the stored account and its hash', async () => {
    const temp = makeTempDir('gateway-seed-');
    const file = path.join(temp, 'gateway.sqlite');
    try {
      const first = openDatabase(file);
      await expect(seedDemoAccount(first)).resolves.toBe(true);
      const hash = findUserById(first, '10000001')?.password_hash;
      first.close();

      const second = openDatabase(file);
      try {
        await expect(seedDemoAccount(second)).resolves.toBe(false);
        expect(findUserById(second, '10000001')?.password_hash).toBe(hash);
        expect(second.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 2 });
      } finally {
        second.close();
      }
    } finally {
      removeDir(temp);
    }
  });

  it('keeps account data consistent through the schema checks', async () => {
    const app = await testGateway();
    try {
      const insertUser = app.db.prepare(
        'INSERT INTO users (id, login_name, created_at, updated_at) VALUES (?, ?, 0, 0)',
      );
      const insertSub = app.db.prepare('INSERT INTO sub_accounts (user_id, parent_id, created_at) VALUES (?, ?, 0)');
      expect(() => insertUser.run('abc', 'abc')).toThrow(/CHECK/);
      expect(() => insertUser.run('0123', 'zero')).toThrow(/CHECK/);
      insertUser.run('10000003', 'third');
      expect(() => insertUser.run('10000004', 'DEMO')).toThrow(/UNIQUE/);
      expect(() => insertSub.run('10000003', '10000003')).toThrow(/CHECK/);
      expect(() => insertSub.run('10000002', '10000003')).toThrow(/UNIQUE|PRIMARY/);
    } finally {
      await app.close();
    }
  });
});
