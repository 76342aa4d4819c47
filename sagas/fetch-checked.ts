import type { Static, TSchema } from '@sinclair/typebox';
import { call } from 'redux-saga/effects';
import { parseWith } from '../src/core/trading/contract/parse';
import type { MarketPort } from './ports';

/** The longest wait the answers of failed calls asked for (their Retry-After), in ms; fetchChecked raises it. */
export interface AskedWait {
  ms: number;
}

/** A Retry-After the request layer read from a failed call's answer (ApiError's `retryAfterMs`), in ms. */
function askedWaitOf(error: unknown): number {
  const ms = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof ms === 'number' ? ms : 0;
}

/**
 * A call whose answer is checked against the contract; null (and a warning) when the call or the check fails.
 * `asked`, when given, takes the wait a failed call's answer asked for, for a caller that tries again on its own.
 */
export function* fetchChecked<S extends TSchema>(schema: S, request: () => Promise<unknown>, what: string, asked?: AskedWait) {
  try {
    const answer: unknown = yield call(request);
    const parsed = parseWith(schema, answer);
    if (parsed.ok) return parsed.value as Static<S>;
    console.warn(`the gateway's ${what} did not match the contract`, parsed.errors);
  } catch (error) {
    console.warn(`the gateway's ${what} failed`, error);
    if (asked) asked.ms = Math.max(asked.ms, askedWaitOf(error));
  }
  return null;
}

/** A signed call whose answer must match the contract; a mismatch counts as a failure (kind `malformed`). */
export function* checkedPost<S extends TSchema>(market: MarketPort, path: string, body: unknown, schema: S) {
  const answer: unknown = yield call([market, market.post], path, body);
  const parsed = parseWith(schema, answer);
  if (!parsed.ok) throw Object.assign(new Error(`${path} answered outside the contract`), { kind: 'malformed' });
  return parsed.value as Static<S>;
}
