import { createActor, SimulatedClock, fromPromise } from 'xstate';
import { keyPairMachine } from '../../machines/key-pair.machine';
import { KEY_GENERATION_TIMEOUT_MS } from '../../src/config/constants';
import type { ClientKeyPair } from '../../src/crypto/key-pair';

const pair = (name: string) => ({ publicKey: name, privateKey: {} as CryptoKey, algorithm: 'rsa1024' }) as ClientKeyPair;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(options: { secure?: boolean; stored?: ClientKeyPair | null } = {}) {
  const primary = deferred<ClientKeyPair>();
  const backup = deferred<ClientKeyPair>();
  const persisted: string[] = [];
  const calls = { generate: 0, backup: 0 };
  const clock = new SimulatedClock();
  const machine = keyPairMachine.provide({
    actors: {
      generate: fromPromise(() => ((calls.generate += 1), primary.promise)),
      generateBackup: fromPromise(() => ((calls.backup += 1), backup.promise)),
    },
    actions: {
      persist: (_, params) => void persisted.push(`${params.pair.publicKey} ${params.userId} ${params.token}`),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { stored: options.stored ?? null, secureContext: options.secure ?? true },
  }).start();
  return { actor, clock, primary, backup, persisted, calls };
}

async function advance(clock: SimulatedClock, ms: number, step = 500) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    clock.increment(Math.min(step, ms - elapsed));
    await flush();
  }
}

test('nothing is generated before the first need', () => {
  const { actor, calls } = start();
  expect(actor.getSnapshot().value).toBe('idle');
  expect(calls).toEqual({ generate: 0, backup: 0 });
});

test('the WebCrypto pair is used when it arrives within 8 s, and the backup is stopped', async () => {
  const { actor, primary } = start();
  actor.send({ type: 'REQUEST' });
  primary.resolve(pair('webcrypto'));
  await flush();
  expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  expect(actor.getSnapshot().context.pair?.publicKey).toBe('webcrypto');
});

test('after 8 s without a pair, the backup generated in the background is used', async () => {
  const { actor, clock, backup } = start();
  actor.send({ type: 'REQUEST' });
  await advance(clock, KEY_GENERATION_TIMEOUT_MS - 500);
  backup.resolve(pair('forge'));
  await flush();
  expect(actor.getSnapshot().hasTag('ready')).toBe(false);
  await advance(clock, 500);
  expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  expect(actor.getSnapshot().context.pair?.publicKey).toBe('forge');
});

test('after the timeout it waits for a backup still running, then uses it', async () => {
  const { actor, clock, backup } = start();
  actor.send({ type: 'REQUEST' });
  await advance(clock, KEY_GENERATION_TIMEOUT_MS);
  expect(actor.getSnapshot().hasTag('ready')).toBe(false);
  backup.resolve(pair('forge'));
  await flush();
  expect(actor.getSnapshot().context.pair?.publicKey).toBe('forge');
});

test('no key pair outside a secure context', () => {
  const { actor, calls } = start({ secure: false });
  actor.send({ type: 'REQUEST' });
  expect(actor.getSnapshot().value).toBe('unavailable');
  expect(actor.getSnapshot().context.error).toBe('insecure context');
  expect(calls).toEqual({ generate: 0, backup: 0 });
});

test('both generators failing ends in failed, and a later need tries again', async () => {
  const { actor, primary, backup, calls } = start();
  actor.send({ type: 'REQUEST' });
  primary.reject(new Error('webcrypto'));
  backup.reject(new Error('forge'));
  await flush();
  expect(actor.getSnapshot().value).toBe('failed');
  actor.send({ type: 'REQUEST' });
  expect(calls.generate).toBe(2);
});

test('a stored pair is ready at once, and a login stores it under the token and the user id', () => {
  const { actor, persisted, calls } = start({ stored: pair('stored') });
  expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  actor.send({ type: 'LOGGED_IN', userId: '10000001', token: 't0k' });
  expect(persisted).toEqual(['stored 10000001 t0k']);
  expect(calls.generate).toBe(0);
});
