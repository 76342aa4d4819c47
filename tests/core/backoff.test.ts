import { BACKOFF_CAP_MS, backoffDelay, backoffWindow } from '../../src/core/backoff';

test('the window doubles from 1 s with each failure and stops at 60 s', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(backoffWindow)).toEqual([
    1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
  ]);
});

test('a delay falls between half of the window and all of it, as the draw says', () => {
  expect(backoffDelay(3, () => 0)).toBe(2_000);
  expect(backoffDelay(3, () => 0.5)).toBe(3_000);
  expect(backoffDelay(3, () => 0.999_999)).toBe(4_000);
});

test('no failure count, however odd, gives a wait under 500 ms or over the cap', () => {
  for (const failures of [-5, 0, 0.5, Number.NaN, 1e9]) {
    for (const draw of [0, 1, -1, 2]) {
      const wait = backoffDelay(failures, () => draw);
      expect(wait).toBeGreaterThanOrEqual(500);
      expect(wait).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    }
  }
});

test('even the shortest draws keep a failing endpoint to a handful of attempts a minute', () => {
  let elapsed = 0;
  let attempts = 0;
  // The first attempt, then one after each wait, within the first minute and within each later one.
  while (elapsed <= 60_000) {
    attempts += 1;
    elapsed += backoffDelay(attempts, () => 0);
  }
  expect(attempts).toBeLessThanOrEqual(8);
  let later = 0;
  for (let at = 0; at <= 60_000; at += backoffDelay(100, () => 0)) later += 1;
  expect(later).toBeLessThanOrEqual(3);
});
