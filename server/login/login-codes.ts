// Codes of the encrypted login-type calls. 40010 and 40012 are protocol errors (the body is not an intact envelope
// from a key holder, or one sealed under an expired server key) and travel on HTTP 400 like the other 400xx codes. The 2000x codes are answers about the account,
// on HTTP 200 with status 'error', so the client shows their msg (SPEC 8) instead of a generic HTTP toast.
import type { CodeDefinition } from '../codes';

export const LoginCodes = {
  ENCRYPTED_BODY_REJECTED: { code: '40010', httpStatus: 400, msg: 'Encrypted body rejected' },
  /**
   * A body from a key holder (its initSign verifies) that no server key the gateway holds can open: sealed under a
   * key deleted after rotation, so a stale capture, or a client whose cached sign config is older than the grace.
   * The client fetches the sign config again and seals once more (docs/security.md, "Login replay").
   */
  STALE_SERVER_KEY: { code: '40012', httpStatus: 400, msg: 'Login sealed under an expired server key' },
  /** The same answer for an unknown account and a wrong password, so logins cannot probe for accounts. */
  BAD_CREDENTIALS: { code: '20001', httpStatus: 200, msg: 'Incorrect account or password' },
  BAD_CODE: { code: '20002', httpStatus: 200, msg: 'Incorrect or expired verification code' },
  ACCOUNT_EXISTS: { code: '20003', httpStatus: 200, msg: 'This account cannot be registered' },
  THIRD_PARTY_OFFLINE: { code: '20004', httpStatus: 200, msg: 'Third-party sign-in is not available offline' },
  CODE_TOO_SOON: { code: '20005', httpStatus: 200, msg: 'A code was sent less than a minute ago' },
  /** A password change whose new password breaks the registration rules (field-rules.ts meetsPasswordRules). */
  WEAK_NEW_PASSWORD: {
    code: '20006',
    httpStatus: 200,
    msg: 'The new password needs 8 to 128 characters with at least one letter and one digit',
  },
  /** A password change to the password the account already has. */
  UNCHANGED_PASSWORD: { code: '20007', httpStatus: 200, msg: 'The new password must differ from the current one' },
} as const satisfies Record<string, CodeDefinition>;
