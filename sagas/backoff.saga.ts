// The retry discipline of background fetches (src/core/backoff.ts) as a saga: a failed call is tried again after
// a backoff that grows with each failure, or at once (with the backoff reset) when the browser comes back online or
// the tab into view. One tab thus asks a failing endpoint a handful of times a minute at most.
import { call, delay, race, take } from 'redux-saga/effects';
import { backoffDelay } from '../src/core/backoff';
import { connectionResumed } from '../store/session.actions';

/** Runs `attempt` until it returns; `onFailure` hears each failure (with the count so far) before the wait. */
export function* untilSuccess<T>(
  attempt: () => Promise<T> | Generator<unknown, T, unknown>,
  onFailure: (error: unknown, failures: number) => Generator<unknown, void, unknown> | void = () => undefined,
): Generator<unknown, T, unknown> {
  let failures = 0;
  while (true) {
    try {
      return (yield call(attempt)) as T;
    } catch (error) {
      failures += 1;
      yield call(onFailure, error, failures);
      const { resumed } = (yield race({
        wait: delay(backoffDelay(failures)),
        resumed: take(connectionResumed.type),
      })) as { resumed?: unknown };
      if (resumed) failures = 0;
    }
  }
}
