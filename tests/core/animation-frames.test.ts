import { createAnimationFrames } from '../../src/core/animation-frames';

/** Animation frames by hand: each frame runs the callbacks asked for before it, in order, with the frame's time. */
function frameDriver() {
  let queue: { id: number; callback: (time: number) => void }[] = [];
  let lastId = 0;
  return {
    request(callback: (time: number) => void) {
      queue.push({ id: ++lastId, callback });
      return lastId;
    },
    cancel(id: number) {
      queue = queue.filter((entry) => entry.id !== id);
    },
    frame(time: number) {
      const due = queue;
      queue = [];
      for (const { callback } of due) callback(time);
    },
    get waiting() {
      return queue.length;
    },
  };
}

function setUp() {
  const driver = frameDriver();
  return { driver, frames: createAnimationFrames(driver.request, driver.cancel) };
}

/** Runs frames at the given times and returns the times of those in which each callback ran. */
function framesRun(driver: ReturnType<typeof frameDriver>, times: number[], ...callbacks: jest.Mock[]): number[][] {
  let now = 0;
  const seen = callbacks.map((callback) => {
    const ran: number[] = [];
    const inner = callback.getMockImplementation();
    callback.mockImplementation(() => {
      ran.push(now);
      inner?.();
    });
    return ran;
  });
  for (const time of times) {
    now = time;
    driver.frame(time);
  }
  return seen;
}

test('runs the callback in the next frame when nobody claimed it', () => {
  const { driver, frames } = setUp();
  const callback = jest.fn();
  frames.nextFree(callback);
  expect(callback).not.toHaveBeenCalled();
  driver.frame(16);
  expect(callback).toHaveBeenCalledTimes(1);
});

test('a callback asked for after a claim skips the claimed frame and runs in the one after', () => {
  const { driver, frames } = setUp();
  const callback = jest.fn();
  frames.claim(1);
  frames.nextFree(callback);
  expect(framesRun(driver, [16, 32, 48], callback)).toEqual([[32]]);
});

test('a callback asked for before the claim skips the claimed frame too, though it runs first in it', () => {
  const { driver, frames } = setUp();
  const callback = jest.fn();
  frames.nextFree(callback);
  frames.claim(1);
  expect(framesRun(driver, [16, 32, 48], callback)).toEqual([[32]]);
});

test('a claim of two frames keeps the callback out of both, whichever order they were asked for in', () => {
  const { driver, frames } = setUp();
  const first = jest.fn();
  const second = jest.fn();
  frames.nextFree(first);
  frames.claim(2);
  frames.nextFree(second);
  expect(framesRun(driver, [16, 32, 48, 64], first, second)).toEqual([[48], [48]]);
});

test('a claim made inside the market frame (the chart updated by its render) takes the frames after it', () => {
  const { driver, frames } = setUp();
  const render = jest.fn(() => frames.claim(2));
  const next = jest.fn();
  frames.nextFree(render);
  driver.frame(16);
  expect(render).toHaveBeenCalledTimes(1);
  frames.nextFree(next);
  expect(framesRun(driver, [32, 48, 64, 80], next)).toEqual([[64]]);
});

test('overlapping claims take the longer, a shorter one does not cut a longer short, and frames after are free', () => {
  const { driver, frames } = setUp();
  frames.claim(2);
  frames.claim(1);
  expect(driver.waiting).toBe(1);
  const callback = jest.fn();
  frames.nextFree(callback);
  expect(framesRun(driver, [16, 32, 48, 64], callback)).toEqual([[48]]);
  expect(driver.waiting).toBe(0);
});

test('a claim of no frames holds nothing back', () => {
  const { driver, frames } = setUp();
  frames.claim(0);
  expect(driver.waiting).toBe(0);
  const callback = jest.fn();
  frames.nextFree(callback);
  driver.frame(16);
  expect(callback).toHaveBeenCalledTimes(1);
});

test('cancelling stops a callback, also once it has been moved past a claimed frame', () => {
  const { driver, frames } = setUp();
  const before = jest.fn();
  frames.nextFree(before)();
  driver.frame(16);
  expect(before).not.toHaveBeenCalled();

  const moved = jest.fn();
  frames.claim(1);
  const cancel = frames.nextFree(moved);
  driver.frame(32);
  cancel();
  driver.frame(48);
  expect(moved).not.toHaveBeenCalled();
  expect(driver.waiting).toBe(0);
});
