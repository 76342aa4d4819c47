import type { GatewayDatabase } from './db';
import { hashPassword } from './passwords';
import type { PasswordHash } from './passwords';

// The account that makes logging in possible on a fresh machine (DESIGN: "A seeded demo account").
export const DEMO_ACCOUNT = {
  userId: '10000001',
  loginName: 'demo',
  email: 'demo@example.com',
  password: 'Demo-pass-2026',
  areaCode: '1',
  phone: '5550100',
  subAccountId: '10000002',
  subAccountLoginName: 'demo-sub',
} as const;

// One hash per process: the password is published above, so its salt being shared by the databases of one
// process protects nothing less, while hashing anew would add scrypt's 50 ms to every gateway a test builds.
let demoHash: Promise<PasswordHash> | undefined;

function demoPasswordHash(): Promise<PasswordHash> {
  demoHash ??= hashPassword(DEMO_ACCOUNT.password);
  return demoHash;
}

/** Inserts the demo account and its sub-account unless the demo user id already exists. */
export async function seedDemoAccount(db: GatewayDatabase, now: number = Date.now()): Promise<boolean> {
  const exists = db.prepare('SELECT 1 FROM users WHERE id = ?').get(DEMO_ACCOUNT.userId);
  if (exists !== undefined) return false;
  // Hashed before the transaction: better-sqlite3 transactions are synchronous and cannot await.
  const { hash, salt } = await demoPasswordHash();
  const insertUser = db.prepare(`INSERT INTO users (
      id, login_name, email, phone, area_code, password_hash, password_salt, nick_name, family_name, given_name,
      real_name, identity_level, vip_level, show_user_vip, bind_google, fund_password_set, fund_disabled,
      open_otc, open_contract, open_gt_fees, anti_phishing_code, user_type, frozen, created_at, updated_at
    ) VALUES (
      @id, @loginName, @email, @phone, @areaCode, @hash, @salt, @nickName, @familyName, @givenName,
      @realName, @identityLevel, @vipLevel, @showUserVip, 0, @fundPasswordSet, 0,
      1, 1, @openGtFees, @antiPhishingCode, 0, 0, @now, @now
    )`);
  // Checked again inside the transaction: another process on the same file may have seeded meanwhile.
  return db.transaction(() => {
    if (db.prepare('SELECT 1 FROM users WHERE id = ?').get(DEMO_ACCOUNT.userId) !== undefined) return false;
    insertUser.run({
      id: DEMO_ACCOUNT.userId,
      loginName: DEMO_ACCOUNT.loginName,
      email: DEMO_ACCOUNT.email,
      phone: DEMO_ACCOUNT.phone,
      areaCode: DEMO_ACCOUNT.areaCode,
      hash,
      salt,
      nickName: 'Demo Trader',
      familyName: 'User',
      givenName: 'Demo',
      realName: 'Demo User',
      identityLevel: 2,
      vipLevel: 1,
      showUserVip: 1,
      fundPasswordSet: 1,
      openGtFees: 1,
      antiPhishingCode: 'DEMO2026',
      now,
    });
    // The sub-account has no password of its own: it is entered by switching from the parent.
    insertUser.run({
      id: DEMO_ACCOUNT.subAccountId,
      loginName: DEMO_ACCOUNT.subAccountLoginName,
      email: null,
      phone: null,
      areaCode: null,
      hash: null,
      salt: null,
      nickName: 'Demo Sub',
      familyName: null,
      givenName: null,
      realName: null,
      identityLevel: 0,
      vipLevel: 0,
      showUserVip: 0,
      fundPasswordSet: 0,
      openGtFees: 0,
      antiPhishingCode: null,
      now,
    });
    db.prepare('INSERT INTO sub_accounts (user_id, parent_id, created_at) VALUES (?, ?, ?)').run(
      DEMO_ACCOUNT.subAccountId,
      DEMO_ACCOUNT.userId,
      now,
    );
    return true;
  })();
}
