import { latestOnly } from '../../../src/components/trading/latest-only';

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

test('the first value is applied at once, then at most one per interval, the newest of each', () => {
  const applied: number[] = [];
  const throttle = latestOnly((value: number) => applied.push(value), 1_000);
  throttle.push(1);
  expect(applied).toEqual([1]);
  throttle.push(2);
  throttle.push(3);
  jest.advanceTimersByTime(999);
  expect(applied).toEqual([1]);
  jest.advanceTimersByTime(1);
  expect(applied).toEqual([1, 3]);
  throttle.push(4);
  jest.advanceTimersByTime(500);
  throttle.push(5);
  expect(applied).toEqual([1, 3]);
  jest.advanceTimersByTime(500);
  expect(applied).toEqual([1, 3, 5]);
});

test('a value after a quiet interval is applied at once', () => {
  const applied: string[] = [];
  const throttle = latestOnly((value: string) => applied.push(value), 1_000);
  throttle.push('a');
  jest.advanceTimersByTime(5_000);
  throttle.push('b');
  expect(applied).toEqual(['a', 'b']);
});

test('a cancelled value is never applied, and the next one waits out the interval as before', () => {
  const applied: string[] = [];
  const throttle = latestOnly((value: string) => applied.push(value), 1_000);
  throttle.push('old interval');
  throttle.push('old interval, newer');
  throttle.cancel();
  jest.advanceTimersByTime(2_000);
  expect(applied).toEqual(['old interval']);
  throttle.push('new interval');
  expect(applied).toEqual(['old interval', 'new interval']);
});

test('nothing is applied when the timer ends with nothing waiting', () => {
  const apply = jest.fn();
  const throttle = latestOnly(apply, 1_000);
  throttle.push(1);
  throttle.push(2);
  throttle.cancel();
  throttle.push(3);
  jest.advanceTimersByTime(1_000);
  expect(apply.mock.calls).toEqual([[1], [3]]);
});
