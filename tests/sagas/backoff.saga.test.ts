import { call } from 'redux-saga/effects';
import { untilSuccess } from '../../sagas/backoff.saga';
import { makeStore } from '../../src/app/make-store';
import { connectionResumed } from '../../store/session.actions';
import { fakeContext } from '../support/saga-fakes';

/** Runs untilSuccess over `attempt`; records the (simulated) time of each attempt and each failure reported. */
function retrying(attempt: () => Promise<string>) {
  const times: number[] = [];
  const failures: [unknown, number][] = [];
  const start = Date.now();
  let result: string | undefined;
  const store = makeStore({
    context: fakeContext().context,
    saga: function* () {
      result = (yield call(
        untilSuccess,
        () => {
          times.push(Date.now() - start);
          return attempt();
        },
        (error: unknown, count: number) => void failures.push([error, count]),
      )) as string;
    },
  });
  return { store, times, failures, result: () => result };
}

beforeEach(() => {
  jest.useFakeTimers();
  // The longest wait of each window: 1 s, 2 s, 4 s ... (src/core/backoff.ts)
  jest.spyOn(Math, 'random').mockReturnValue(1);
});
afterEach(() => jest.useRealTimers());

describe('retries with a backoff', () => {
  it('returns the first answer without waiting', async () => {
    const { times, failures, result } = retrying(async () => 'ok');
    await jest.advanceTimersByTimeAsync(0);
    expect(result()).toBe('ok');
    expect(times).toEqual([0]);
    expect(failures).toEqual([]);
  });

  it('tries again after a wait that doubles with each failure, and tells each failure with the count so far', async () => {
    const down = new Error('down');
    let calls = 0;
    const { times, failures, result } = retrying(async () => {
      if (++calls <= 3) throw down;
      return 'up';
    });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(times).toEqual([0, 1_000, 3_000, 7_000]);
    expect(failures).toEqual([
      [down, 1],
      [down, 2],
      [down, 3],
    ]);
    expect(result()).toBe('up');
  });

  it('tries again at once when the connection comes back, and starts the backoff over', async () => {
    const { store, times } = retrying(async () => {
      throw new Error('down');
    });
    await jest.advanceTimersByTimeAsync(3_500);
    expect(times).toEqual([0, 1_000, 3_000]);
    store.dispatch(connectionResumed({ cause: 'online' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(times).toEqual([0, 1_000, 3_000, 3_500]);
    // The fourth failure waits as the first did (1 s), not 8 s.
    await jest.advanceTimersByTimeAsync(1_000);
    expect(times).toEqual([0, 1_000, 3_000, 3_500, 4_500]);
  });

  it('tells nothing by default on a failure, and keeps trying', async () => {
    let calls = 0;
    let result: string | undefined;
    makeStore({
      context: fakeContext().context,
      saga: function* () {
        result = (yield call(untilSuccess, async () => {
          if (++calls === 1) throw new Error('down');
          return 'up';
        })) as string;
      },
    });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(result).toBe('up');
  });
});
