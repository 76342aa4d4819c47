import type { GatewayDatabase } from './db';

/** A row of `users`, as stored. */
export interface UserRow {
  id: string;
  login_name: string;
  email: string | null;
  phone: string | null;
  area_code: string | null;
  password_hash: string | null;
  password_salt: string | null;
  nick_name: string | null;
  family_name: string | null;
  given_name: string | null;
  real_name: string | null;
  identity_level: number;
  vip_level: number;
  show_user_vip: number;
  bind_google: number;
  fund_password_set: number;
  fund_disabled: number;
  open_otc: number;
  open_contract: number;
  open_gt_fees: number;
  anti_phishing_code: string | null;
  user_type: number;
  frozen: number;
  created_at: number;
  updated_at: number;
}

export function findUserById(db: GatewayDatabase, id: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

/** Whether the account exists, without reading its row (the trading calls ask this on every order). */
export function userExists(db: GatewayDatabase, id: string): boolean {
  return db.prepare('SELECT 1 FROM users WHERE id = ?').get(id) !== undefined;
}

/** Case-insensitive, as the column's collation. */
export function findUserByLoginName(db: GatewayDatabase, loginName: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE login_name = ?').get(loginName) as UserRow | undefined;
}

export function subAccountIds(db: GatewayDatabase, parentId: string): string[] {
  const rows = db.prepare('SELECT user_id FROM sub_accounts WHERE parent_id = ? ORDER BY user_id').all(parentId);
  return rows.map((row) => (row as { user_id: string }).user_id);
}

export function parentAccountId(db: GatewayDatabase, userId: string): string | undefined {
  const row = db.prepare('SELECT parent_id FROM sub_accounts WHERE user_id = ?').get(userId);
  return (row as { parent_id: string } | undefined)?.parent_id;
}
