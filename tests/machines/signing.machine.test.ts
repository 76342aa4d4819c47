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
  expect(actor.getSnapshot().value).toBe('uninitialised');
  actor.send({ type: 'START' });
  await flush();
  expect(seen).toEqual(['loadingConfig', 'verifyingServerKey', 'ready']);
  expect(actor.getSnapshot().context.config).toBe(CONFIG);
});

test('a failed config fetch returns to uninitialised and is reported', async () => {
  const { actor, reports } = start({ load: () => Promise.reject(new Error('HTTP 500')) });
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().value).toBe('uninitialised');
  expect(actor.getSnapshot().context.error).toBe('config fetch failed');
  expect(reports).toEqual(['config fetch failed']);
});

test('a server key that fails verification returns to uninitialised with that reason', async () => {
  const { actor, reports } = start({ verify: () => Promise.reject(new Error('server key verification failed')) });
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().value).toBe('uninitialised');
  expect(reports).toEqual(['server key verification failed']);
});

test('a missing server key (a malformed config) is a failure too', async () => {
  const { actor, reports } = start({ verify: () => Promise.reject(new Error('invalid sign config')) });
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().value).toBe('uninitialised');
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

test.each([
  ['a thrown string', 'bad key'],
  ['an Error without a message', new Error('')],
])('a verification failure with %s is reported under the general reason', async (_label, thrown) => {
  const { actor, reports } = start({ verify: () => Promise.reject(thrown) });
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().context.error).toBe('server key verification failed');
  expect(reports).toEqual(['server key verification failed']);
});

test('a machine started without its actors provided never becomes ready', async () => {
  const actor = createActor(signingMachine.provide({ actions: { reportFailure: () => undefined } })).start();
  actor.send({ type: 'START' });
  await flush();
  expect(actor.getSnapshot().value).toBe('uninitialised');
  expect(actor.getSnapshot().context.error).toBe('config fetch failed');
});
