// Every failure of the crypto layer is a CryptoError whose message is one of these fixed reasons, so callers
// (the signing-readiness machine, the login form) branch on the reason instead of parsing text, and a reason
// never carries key material or user input.

export type CryptoFailureReason =
  | 'server key verification failed'
  | 'insecure context'
  | 'webcrypto unavailable'
  | 'unsupported key size'
  | 'key generation failed'
  | 'invalid key pair'
  | 'invalid issuer certificate'
  | 'invalid sign config'
  | 'not an encrypted path'
  | 'encrypted calls need a JSON object body'
  | 'device check needs userCheckDeviceUserIdHash'
  | 'sign mode not configured'
  | 'non-canonical path';

export class CryptoError extends Error {
  readonly reason: CryptoFailureReason;

  constructor(reason: CryptoFailureReason, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'CryptoError';
    this.reason = reason;
  }
}
