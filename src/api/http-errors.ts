// Failures below the envelope (SPEC 8 "HTTP status"): HTTP error statuses, timeouts, lost connections and
// cancellations, each turned into a typed ApiError with the catalog key of its localized toast.
import { isAxiosError, isCancel } from 'axios';
import { retryAfterMs } from '../core/retry-after';
import { ApiError } from './errors';
import type { Flavour } from './flavours';

/** Catalog key of each HTTP status SPEC 8 names; every other status reads "<status>: The system is busy". */
const STATUS_KEYS: Readonly<Record<number, string>> = {
  403: 'errors.forbidden',
  404: 'errors.requestError',
  504: 'errors.requestError',
  500: 'errors.systemBusy',
};

/** The events shell keeps rate limiting out of the console (SPEC 8): it is expected under load, not a bug. */
const QUIET_STATUSES_EVENTS = new Set([429]);

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}

// Checked by name: DOMException comes from another realm in some environments, so instanceof is unreliable.
function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function isTimeout(code: string | undefined, message: string): boolean {
  if (code === 'ETIMEDOUT') return true;
  if (/timeout|timed out/i.test(message)) return true;
  // axios reports its own timeout as ECONNABORTED unless told otherwise; a browser abort (navigation) also uses
  // that code but says "Request aborted", and it is not the server being slow.
  return code === 'ECONNABORTED' && !/aborted/i.test(message);
}

// Up to this many seconds the wait reads in seconds ("in 45 seconds"), beyond it in whole minutes, rounded up.
const SECONDS_UP_TO = 90;

/** The localized text of a 429: how long to wait, from Retry-After, when the gateway said. */
function rateLimitedText(wait: number | undefined): { messageKey: string; values?: Record<string, number> } {
  if (wait === undefined) return { messageKey: 'errors.rateLimited' };
  const seconds = Math.max(1, Math.ceil(wait / 1000));
  if (seconds <= SECONDS_UP_TO) return { messageKey: 'errors.rateLimitedSeconds', values: { wait: seconds } };
  return { messageKey: 'errors.rateLimitedMinutes', values: { wait: Math.ceil(seconds / 60) } };
}

/**
 * An HTTP error status as an ApiError. A Retry-After (a 429's, or a 503's) is kept in ms, so a caller that tries
 * again on its own (the account's first read) waits at least as long as the gateway asked.
 */
export function httpStatusError(status: number, flavour: Flavour, path?: string, retryAfter?: string): ApiError {
  const wait = retryAfterMs(retryAfter);
  const silent = flavour.name === 'events' && QUIET_STATUSES_EVENTS.has(status);
  if (status === 429) {
    return new ApiError({ kind: 'http', status, ...rateLimitedText(wait), message: `HTTP ${status}`, silent, path, retryAfterMs: wait });
  }
  const messageKey = STATUS_KEYS[status];
  return new ApiError({
    kind: 'http',
    status,
    messageKey: messageKey ?? 'errors.statusSystemBusy',
    values: messageKey === undefined ? { status } : undefined,
    message: `HTTP ${status}`,
    silent,
    path,
    retryAfterMs: wait,
  });
}

/** Any failure axios rejects with, as an ApiError; an ApiError passes through unchanged. */
export function fromAxiosError(error: unknown, flavour: Flavour, path?: string): ApiError {
  if (error instanceof ApiError) return error;
  const message = messageOf(error);
  if (isCancel(error) || isAbortError(error)) {
    return new ApiError({ kind: 'cancelled', message: message || 'cancelled', path });
  }
  if (!isAxiosError(error)) {
    return new ApiError({ kind: 'bad-request', messageKey: 'errors.unknown', detail: message, path });
  }
  const status = error.response?.status;
  if (typeof status === 'number' && status > 0) {
    const retryAfter = error.response?.headers?.['retry-after'] as unknown;
    return httpStatusError(status, flavour, path, typeof retryAfter === 'string' ? retryAfter : undefined);
  }
  if (isTimeout(error.code, message)) {
    return new ApiError({ kind: 'timeout', messageKey: 'errors.timeout', code: error.code, detail: message, path });
  }
  // axios throws this when a strict JSON parse fails; the answer arrived but cannot be read.
  if (error.code === 'ERR_BAD_RESPONSE') {
    return new ApiError({ kind: 'malformed', messageKey: 'errors.malformed', detail: message, path });
  }
  // SPEC 8: "a failure with no response shows the error message", kept as detail next to the localized text.
  return new ApiError({ kind: 'network', messageKey: 'errors.network', code: error.code, detail: message, path });
}
