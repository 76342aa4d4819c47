// The verify-login calls (/v1/user/login/verify, the agency and system variants, /v2): the account proves itself
// with a one-time code sent to its email or phone by POST /v1/user/public/sendCode.
import type { UserRow } from '../accounts';
import type { GatewayDatabase } from '../db';
import { GatewayError } from '../envelope';
import { findNamedAccount, namesAccount } from './account-lookup';
import { invalidParameter } from './field-rules';
import type { SensitiveValues } from './field-rules';
import { LoginCodes } from './login-codes';
import { consumeCode, emailTarget, mobileTarget } from './verification-codes';
import type { CodeTarget } from './verification-codes';

function targetFor(account: UserRow, values: SensitiveValues): { target: CodeTarget; code?: string } | undefined {
  const byEmail = account.email !== null ? emailTarget(account.email) : undefined;
  const byPhone =
    account.area_code !== null && account.phone !== null ? mobileTarget(account.area_code, account.phone) : undefined;
  // The channel the client named wins; a bare login name uses the email when the account has one.
  const wantsPhone = values.mobile !== undefined || (values.emailCode === undefined && values.mobileCode !== undefined);
  const target = wantsPhone ? (byPhone ?? byEmail) : (byEmail ?? byPhone);
  if (target === undefined) return undefined;
  const channelCode = target.channel === 'email' ? values.emailCode : values.mobileCode;
  const code = channelCode ?? values.verifyCode;
  return { target, code };
}

export function codeLogin(db: GatewayDatabase, values: SensitiveValues): UserRow {
  if (!namesAccount(values)) throw invalidParameter('loginName, email, or areaCode and mobile is required');
  if (values.verifyCode === undefined && values.emailCode === undefined && values.mobileCode === undefined) {
    throw invalidParameter('verifyCode, emailCode or mobileCode is required');
  }
  const account = findNamedAccount(db, values);
  const found = account === undefined ? undefined : targetFor(account, values);
  if (account === undefined || found?.code === undefined || account.frozen === 1) {
    throw new GatewayError(LoginCodes.BAD_CODE);
  }
  if (!consumeCode(db, found.target, found.code)) throw new GatewayError(LoginCodes.BAD_CODE);
  return account;
}
