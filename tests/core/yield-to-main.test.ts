import { yieldToMain } from '../../src/core/yield-to-main';

const global = globalThis as { scheduler?: unknown };

afterEach(() => {
  delete global.scheduler;
  jest.useRealTimers();
});

test('resumes through scheduler.yield where the browser has it', async () => {
  const resume = jest.fn(() => Promise.resolve());
  global.scheduler = { yield: resume };
  await yieldToMain();
  expect(resume).toHaveBeenCalledTimes(1);
});

test('elsewhere resumes in a new task: not before the timers run, then without delay', async () => {
  jest.useFakeTimers();
  global.scheduler = {};
  let resumed = false;
  const done = yieldToMain().then(() => void (resumed = true));
  await Promise.resolve();
  await Promise.resolve();
  expect(resumed).toBe(false);
  jest.advanceTimersByTime(0);
  await done;
  expect(resumed).toBe(true);
});

test('resumes in a new task on a page that has no scheduler at all', async () => {
  jest.useFakeTimers();
  delete global.scheduler;
  const done = yieldToMain();
  jest.advanceTimersByTime(0);
  await expect(done).resolves.toBeUndefined();
});
