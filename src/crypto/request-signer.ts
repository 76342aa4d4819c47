// Signed calls (SPEC 7, DECISIONS "Login encryption and signing"; wire format in docs/protocol.md). The parts a
// mode lists are joined in order with a line feed: path with its query string, the first 8 characters of `tm`,
// the trace id (`uhti`), the account the call acts on (`real` or `paper`), the body as sent. A line feed cannot
// occur in the first four, and the body, which may hold one, comes last in every mode the gateway defines.
import { bytesToHex } from '../core/hex';
import { CryptoError } from './crypto-error';
import { md5Hex, sha256Hex } from './digest';
import type { KeyAlgorithmName } from './key-algorithm';
import type { ClientKeyPair } from './key-pair';
import type { SignPart } from './sign-config';
import { signText } from './signature';
import { randomBytes } from './web-crypto';

export const SIGN_SEPARATOR = '\n';
/** SPEC 7: "Time is the first 8 characters of the tm header". */
export const SIGNED_TIME_LENGTH = 8;

export const SIGN_HEADERS = {
  sign: 'device-sign',
  mode: 'device-sign-mode',
  dataMd5: 'device-sign-data-md5',
  key: 'device-sign-key',
  time: 'tm',
  traceId: 'uhti',
} as const;

export interface SignBaseValues {
  /** The path as sent, with `?` and the query string when there is one. */
  readonly pathWithQuery: string;
  /** The `tm` header value (ms since the epoch as decimal text); its first 8 characters are signed. */
  readonly time: string;
  readonly traceId: string;
  /** The account the call acts on: `paper` when it carries `paptrading: 1` (or subscribes a paper stream). */
  readonly account: SignedAccount;
  /** The body text as sent; empty when there is none or it is not text (multipart, binary). */
  readonly body: string;
}

export type SignedAccount = 'real' | 'paper';

export function signedTime(tm: string): string {
  return tm.slice(0, SIGNED_TIME_LENGTH);
}

export function signatureBase(parts: readonly SignPart[], values: SignBaseValues): string {
  const value: Record<SignPart, string> = {
    path: values.pathWithQuery,
    time: signedTime(values.time),
    traceId: values.traceId,
    account: values.account,
    body: values.body,
  };
  return parts.map((part) => value[part]).join(SIGN_SEPARATOR);
}

/** A fresh trace id: 32 lower-case hex characters. */
export function newTraceId(): string {
  return bytesToHex(randomBytes(16));
}

export type SignHeaders = Record<(typeof SIGN_HEADERS)[keyof typeof SIGN_HEADERS], string>;

/** SPEC 3 "Sign debug info", for development tools. */
export interface SignDebugInfo {
  readonly traceId: string;
  readonly signData: string;
  readonly signDataMd5: string;
  readonly publicKeyMd5: string;
  readonly signMode: number;
  readonly sign: string;
}

export interface SignRequestInput {
  readonly mode: number;
  readonly parts: readonly SignPart[];
  readonly pathWithQuery: string;
  readonly account: SignedAccount;
  readonly body: string;
  readonly keyPair: ClientKeyPair;
  /** The server-corrected clock, ms since the epoch. */
  readonly now: number;
  readonly traceId?: string;
}

export interface SignedRequest {
  readonly headers: SignHeaders;
  readonly debug: SignDebugInfo;
}

export async function signRequest(input: SignRequestInput): Promise<SignedRequest> {
  if (input.parts.length === 0) throw new CryptoError('sign mode not configured');
  const tm = String(Math.floor(input.now));
  const traceId = input.traceId ?? newTraceId();
  const signData = signatureBase(input.parts, {
    pathWithQuery: input.pathWithQuery,
    time: tm,
    traceId,
    account: input.account,
    body: input.body,
  });
  const [sign, signDataMd5, publicKeyMd5] = await Promise.all([
    signText(input.keyPair.privateKey, signData),
    md5Hex(signData),
    md5Hex(input.keyPair.publicKey),
  ]);
  return {
    headers: {
      [SIGN_HEADERS.sign]: sign,
      [SIGN_HEADERS.mode]: String(input.mode),
      [SIGN_HEADERS.dataMd5]: signDataMd5,
      [SIGN_HEADERS.key]: publicKeyMd5,
      [SIGN_HEADERS.time]: tm,
      [SIGN_HEADERS.traceId]: traceId,
    },
    debug: { traceId, signData, signDataMd5, publicKeyMd5, signMode: input.mode, sign },
  };
}

/** SPEC 3 "Device-check payload": the user id as SHA-256 hex, so the device check never carries the id itself. */
export function userIdHash(userId: string): Promise<string> {
  return sha256Hex(userId);
}

export interface DeviceCheckFields {
  /** Signature by the client key over the payload's userCheckDeviceUserIdHash. */
  readonly userCheckDeviceSign: string;
  /** Algorithm of the key that signed, so the gateway knows which registered key to expect. */
  readonly lastAlgorithm: KeyAlgorithmName;
}

/** The fields device-check URLs add to their JSON payload (SPEC 7). */
export async function deviceCheckFields(
  payload: Readonly<Record<string, unknown>>,
  keyPair: ClientKeyPair,
): Promise<DeviceCheckFields> {
  const hash = payload['userCheckDeviceUserIdHash'];
  if (typeof hash !== 'string' || hash === '') throw new CryptoError('device check needs userCheckDeviceUserIdHash');
  return { userCheckDeviceSign: await signText(keyPair.privateKey, hash), lastAlgorithm: keyPair.algorithm };
}
