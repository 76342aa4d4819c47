import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { signingMachine } from '../../machines/signing.machine';
import { TOAST_DEBOUNCE_MS } from '../../src/config/constants';
import type { VerifiedSignConfig } from '../../src/crypto/sign-config';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const CONFIG = { clientOpen: true } as unknown as VerifiedSignConfig;

function start(behaviour: { load?: () => Promise<unknown>; verify?: () => Promise<VerifiedSignConfig> } = {}) {
  const reports: string[] = [];
  const counts = { load: 0, verify: 0 };
  const clock = new SimulatedClock();
  const machine = signingMachine.provide({
    actors: {
      loadConfig: fromPromise(() => ((counts.load += 1), (behaviour.load ?? (() => Promise.resolve({ raw: true })))())),
      verify: fromPromise(() => ((counts.verify += 1), (behaviour.verify ?? (() => Promise.resolve(CONFIG)))())),
    },
    actions: { reportFailure: (_, params) => void reports.push(params.reason) },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, reports, counts };
}

test('readiness goes uninitialised -> loading config -> verifying the server key -> ready', async () => {
  const { actor } = start();
  const seen: string[] = [];
  actor.subscribe((snapshot) => seen.push(String(snapshot.value)));
  expect(actor.getSnapshot().value).toEqual({ uninitialised: 'idle' });
  actor.send({ type: 'START' });
  await flush();
  expect(seen).toEqual(['loadingConfig', 'verifyingServerKey', 'ready']);
  expect(actor.getSnapshot().context.config).toBe(CONFIG);
});

test('a failed config fetch returns to uninitialised and is reported', async () => {
  const { actor, reports } = start({ load: () => Promise.reject(new Error('HTTP 500')) });
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().matches('uninitialised')).toBe(true);
  expect(actor.getSnapshot().context.error).toBe('config fetch failed');
  expect(reports).toEqual(['config fetch failed']);
});

test('a server key that fails verification returns to uninitialised with that reason', async () => {
  const { actor, reports } = start({ verify: () => Promise.reject(new Error('server key verification failed')) });
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().matches('uninitialised')).toBe(true);
  expect(reports).toEqual(['server key verification failed']);
});

test('a failed verification counts as one more failure in a row, which the back-off grows with', async () => {
  const { actor } = start({ verify: () => Promise.reject(new Error('server key verification failed')) });
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().context.failures).toBe(1);
});

test('a missing server key (a malformed config) is a failure too', async () => {
  const { actor, reports } = start({ verify: () => Promise.reject(new Error('invalid sign config')) });
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().matches('uninitialised')).toBe(true);
  expect(reports).toEqual(['invalid sign config']);
});

test('refetch requests are debounced 2 s: a burst reloads the config once', async () => {
  const { actor, clock, counts } = start();
  actor.send({ type: 'START' });
  await flush();
  actor.send({ type: 'REFETCH' });
  clock.increment(1500);
  actor.send({ type: 'REFETCH' });
  clock.increment(TOAST_DEBOUNCE_MS - 1);
  await flush();
  expect(counts.load).toBe(1);
  clock.increment(1);
  await flush();
  expect(counts.load).toBe(2);
  expect(actor.getSnapshot().value).toBe('ready');
});

test('while a refetch is pending, signed calls may still use the current config', async () => {
  const { actor } = start();
  actor.send({ type: 'START' });
  await flush();
  actor.send({ type: 'REFETCH' });
  expect(actor.getSnapshot().hasTag('ready')).toBe(true);
});

test('RENEW fetches and verifies the config at once, without the refetch debounce, also while one is pending', async () => {
  const { actor, counts } = start();
  actor.send({ type: 'START' });
  await flush();
  actor.send({ type: 'RENEW' });
  expect(actor.getSnapshot().value).toBe('loadingConfig');
  await flush();
  expect(counts).toEqual({ load: 2, verify: 2 });
  actor.send({ type: 'REFETCH' });
  actor.send({ type: 'RENEW' });
  await flush();
  expect(counts).toEqual({ load: 3, verify: 3 });
  expect(actor.getSnapshot().value).toBe('ready');
});

test('RENEW asks nothing while the machine backs off after a failure', async () => {
  const { actor, counts } = start({ load: () => Promise.reject(new Error('HTTP 500')) });
  actor.send({ type: 'START' });
  await flush();
  actor.send({ type: 'RENEW' });
  await flush();
  expect(counts.load).toBe(1);
  expect(actor.getSnapshot().matches({ uninitialised: 'backingOff' })).toBe(true);
});

// The retry discipline after a failure (issue: one idle tab asked 1,321 times in 10 s for an unreachable config).

const networkError = () => Object.assign(new Error('Network Error'), { kind: 'network' });

/** Advances simulated time in 250 ms steps (shorter than any backoff), letting promises settle after each. */
async function advance(clock: SimulatedClock, ms: number) {
  for (let passed = 0; passed < ms; passed += 250) {
    clock.increment(250);
    await flush();
  }
}

describe('after a failure', () => {
  afterEach(() => jest.restoreAllMocks());

  test('an unreachable config is asked for a handful of times a minute, even with the shortest backoff draws', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const { actor, clock, counts } = start({ load: () => Promise.reject(networkError()) });
    actor.send({ type: 'START' });
    await flush();
    await advance(clock, 60_000);
    expect(counts.load).toBeLessThanOrEqual(8);
    const afterFirstMinute = counts.load;
    await advance(clock, 5 * 60_000);
    // Capped at 60 s, of which at least half is waited: at most two a minute from then on.
    expect(counts.load - afterFirstMinute).toBeLessThanOrEqual(10);
    expect(counts.load - afterFirstMinute).toBeGreaterThanOrEqual(5);
  });

  test('calls that ask for signing while it backs off start no fetch of their own', async () => {
    const { actor, clock, counts } = start({ load: () => Promise.reject(networkError()) });
    actor.send({ type: 'START' });
    await flush();
    for (let call = 0; call < 100; call += 1) actor.send({ type: 'START' });
    for (let call = 0; call < 100; call += 1) actor.send({ type: 'REFETCH' });
    await advance(clock, 250);
    expect(counts.load).toBe(1);
    expect(actor.getSnapshot().value).toEqual({ uninitialised: 'backingOff' });
  });

  test('the wait doubles with each failure: 1 s, then 2 s, then 4 s at the longest draws', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999_999);
    const { actor, clock, counts } = start({ load: () => Promise.reject(networkError()) });
    actor.send({ type: 'START' });
    await flush();
    await advance(clock, 750);
    expect(counts.load).toBe(1);
    await advance(clock, 250);
    expect(counts.load).toBe(2);
    await advance(clock, 1_750);
    expect(counts.load).toBe(2);
    await advance(clock, 250);
    expect(counts.load).toBe(3);
    await advance(clock, 3_750);
    expect(counts.load).toBe(3);
    await advance(clock, 250);
    expect(counts.load).toBe(4);
  });

  test('network errors are neither reported nor kept from retrying; other failures are reported', async () => {
    let answer: () => Promise<unknown> = () => Promise.reject(networkError());
    const { actor, clock, reports } = start({ load: () => answer() });
    actor.send({ type: 'START' });
    await advance(clock, 3 * 60_000);
    expect(reports).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe('config fetch failed');
    answer = () => Promise.reject(Object.assign(new Error('HTTP 500'), { kind: 'http', status: 500 }));
    actor.send({ type: 'RESUMED' });
    await flush();
    expect(reports).toEqual(['config fetch failed']);
  });

  test('coming back online (or into view) fetches at once and starts the backoff over', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999_999);
    let reachable = false;
    const { actor, clock, counts } = start({
      load: () => (reachable ? Promise.resolve({ raw: true }) : Promise.reject(networkError())),
    });
    actor.send({ type: 'START' });
    await advance(clock, 10 * 60_000);
    const before = counts.load;
    actor.send({ type: 'RESUMED' });
    await flush();
    expect(counts.load).toBe(before + 1);
    // Failed again: the next try comes after 1 s, not after the 60 s the backoff had reached.
    await advance(clock, 1_000);
    expect(counts.load).toBe(before + 2);
    reachable = true;
    await advance(clock, 2_000);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('a success resets the backoff: the next failure waits 1 s again', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999_999);
    let reachable = false;
    const { actor, clock, counts } = start({
      load: () => (reachable ? Promise.resolve({ raw: true }) : Promise.reject(networkError())),
    });
    actor.send({ type: 'START' });
    await advance(clock, 5 * 60_000);
    reachable = true;
    await advance(clock, 60_000);
    expect(actor.getSnapshot().value).toBe('ready');
    reachable = false;
    actor.send({ type: 'REFETCH' });
    await advance(clock, TOAST_DEBOUNCE_MS);
    const failedAt = counts.load;
    await advance(clock, 1_000);
    expect(counts.load).toBe(failedAt + 1);
  });

  test('the loader hears which fetches are retries the backoff timed: not the first, nor one after RESUMED', async () => {
    const inputs: boolean[] = [];
    const clock = new SimulatedClock();
    const machine = signingMachine.provide({
      actors: {
        loadConfig: fromPromise(({ input }) => (inputs.push(input.retry), Promise.reject(networkError()))),
      },
    });
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'START' });
    await advance(clock, 3_000);
    actor.send({ type: 'RESUMED' });
    await flush();
    expect(inputs[0]).toBe(false);
    expect(inputs.slice(1, -1).length).toBeGreaterThan(0);
    expect(inputs.slice(1, -1).every(Boolean)).toBe(true);
    expect(inputs.at(-1)).toBe(false);
  });

  test('RESUMED does nothing when nothing failed', async () => {
    const { actor, counts } = start();
    actor.send({ type: 'RESUMED' });
    await flush();
    expect(counts.load).toBe(0);
    actor.send({ type: 'START' });
    await flush();
    actor.send({ type: 'RESUMED' });
    await flush();
    expect(counts.load).toBe(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });
});

test.each([
  ['an Error without a message', new Error('')],
  ['undefined', undefined],
])('a verification failure with %s is reported under the general reason', async (_label, thrown) => {
  const { actor, reports } = start({ verify: () => Promise.reject(thrown) });
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().context.error).toBe('server key verification failed');
  expect(reports).toEqual(['server key verification failed']);
});

test('a verification failure thrown as a string is reported in its own words', async () => {
  const { actor, reports } = start({ verify: () => Promise.reject('bad key') });
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().context.error).toBe('bad key');
  expect(reports).toEqual(['bad key']);
});

test('a machine started without its actors provided never becomes ready', async () => {
  const actor = createActor(signingMachine.provide({ actions: { reportFailure: () => undefined } })).start();
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().matches('uninitialised')).toBe(true);
  expect(actor.getSnapshot().hasTag('ready')).toBe(false);
  expect(actor.getSnapshot().context.error).toBe('config fetch failed');
});
