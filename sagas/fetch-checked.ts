import type { Static, TSchema } from '@sinclair/typebox';
import { call } from 'redux-saga/effects';
import { parseWith } from '../src/core/trading/contract/parse';
import type { MarketPort } from './ports';

/** A call whose answer is checked against the contract; null (and a warning) when the call or the check fails. */
export function* fetchChecked<S extends TSchema>(schema: S, request: () => Promise<unknown>, what: string) {
  try {
    const answer: unknown = yield call(request);
    const parsed = parseWith(schema, answer);
    if (parsed.ok) return parsed.value as Static<S>;
    console.warn(`the gateway's ${what} did not match the contract`, parsed.errors);
  } catch (error) {
    console.warn(`the gateway's ${what} failed`, error);
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
