import { createActor, SimulatedClock, fromPromise } from 'xstate';
import { keyPairMachine } from '../../machines/key-pair.machine';
import { KEY_GENERATION_TIMEOUT_MS } from '../../src/config/constants';
import type { KeyAlgorithmName } from '../../src/crypto/key-algorithm';
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
  const calls = { generate: [] as KeyAlgorithmName[], backup: [] as KeyAlgorithmName[] };
  const backupSignals: AbortSignal[] = [];
  const clock = new SimulatedClock();
  const machine = keyPairMachine.provide({
    actors: {
      generate: fromPromise(({ input }) => (calls.generate.push(input.algorithm), primary.promise)),
      generateBackup: fromPromise(({ input, signal }) => {
        calls.backup.push(input.algorithm);
        backupSignals.push(signal);
        return backup.promise;
      }),
    },
    actions: {
      persist: (_, params) => void persisted.push(`${params.pair.publicKey} ${params.userId} ${params.token}`),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { stored: options.stored ?? null, secureContext: options.secure ?? true },
  }).start();
  return { actor, clock, primary, backup, persisted, calls, backupSignals };
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
  expect(calls).toEqual({ generate: [], backup: [] });
});

test('the WebCrypto pair is used when it arrives within 8 s, and the backup (node-forge) never starts', async () => {
  const { actor, clock, primary, calls } = start();
  actor.send({ type: 'REQUEST' });
  await advance(clock, KEY_GENERATION_TIMEOUT_MS - 500);
  primary.resolve(pair('webcrypto'));
  await flush();
  expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  expect(actor.getSnapshot().context.pair?.publicKey).toBe('webcrypto');
  await advance(clock, KEY_GENERATION_TIMEOUT_MS);
  expect(calls.backup).toEqual([]);
});

test('after 8 s without a pair the backup starts in the background, and its pair is used', async () => {
  const { actor, clock, backup, calls } = start();
  actor.send({ type: 'REQUEST' });
  await advance(clock, KEY_GENERATION_TIMEOUT_MS - 500);
  expect(calls.backup).toEqual([]);
  await advance(clock, 500);
  expect(calls.backup).toEqual(['rsa1024']);
  expect(actor.getSnapshot().hasTag('ready')).toBe(false);
  backup.resolve(pair('forge'));
  await flush();
  expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  expect(actor.getSnapshot().context.pair?.publicKey).toBe('forge');
});

test('WebCrypto answering after the timeout but before the backup wins, and the backup is stopped', async () => {
  const { actor, clock, primary, backupSignals } = start();
  actor.send({ type: 'REQUEST' });
  await advance(clock, KEY_GENERATION_TIMEOUT_MS);
  primary.resolve(pair('late webcrypto'));
  await flush();
  expect(actor.getSnapshot().context.pair?.publicKey).toBe('late webcrypto');
  expect(backupSignals[0]?.aborted).toBe(true);
});

test('a WebCrypto failure starts the backup at once, without waiting for the timeout', async () => {
  const { actor, primary, backup, calls } = start();
  actor.send({ type: 'REQUEST' });
  primary.reject(new Error('OperationError'));
  await flush();
  expect(calls.backup).toEqual(['rsa1024']);
  backup.resolve(pair('forge'));
  await flush();
  expect(actor.getSnapshot().context.pair?.publicKey).toBe('forge');
});

test('WebCrypto failing while the backup runs leaves that backup running: it is not started again', async () => {
  const { actor, clock, primary, backup, calls, backupSignals } = start();
  actor.send({ type: 'REQUEST' });
  await advance(clock, KEY_GENERATION_TIMEOUT_MS);
  expect(calls.backup).toEqual(['rsa1024']);
  primary.reject(new Error('OperationError'));
  await flush();
  expect(calls.backup).toEqual(['rsa1024']);
  expect(backupSignals[0]?.aborted).toBe(false);
  backup.resolve(pair('forge'));
  await flush();
  expect(actor.getSnapshot().context.pair?.publicKey).toBe('forge');
});

test('a backup that fails while WebCrypto still works leaves WebCrypto to finish', async () => {
  const { actor, clock, primary, backup } = start();
  actor.send({ type: 'REQUEST' });
  await advance(clock, KEY_GENERATION_TIMEOUT_MS);
  backup.reject(new Error('forge did not load'));
  await flush();
  expect(actor.getSnapshot().hasTag('failed')).toBe(false);
  primary.resolve(pair('slow webcrypto'));
  await flush();
  expect(actor.getSnapshot().context.pair?.publicKey).toBe('slow webcrypto');
});

test.each([
  ['WebCrypto first', ['primary', 'backup']],
  ['the backup first', ['backup', 'primary']],
] as const)('both generators failing (%s) ends in failed, and a later need tries again', async (_name, order) => {
  const { actor, clock, primary, backup, calls } = start();
  actor.send({ type: 'REQUEST' });
  await advance(clock, KEY_GENERATION_TIMEOUT_MS);
  for (const which of order) {
    (which === 'primary' ? primary : backup).reject(new Error(which));
    await flush();
  }
  expect(actor.getSnapshot().value).toBe('failed');
  expect(actor.getSnapshot().context.error).toBe('key generation failed');
  actor.send({ type: 'REQUEST' });
  expect(calls.generate).toHaveLength(2);
});

test('the size the sign config asks for (defaultAlgorithm) reaches both generators', async () => {
  const { actor, clock, calls } = start();
  actor.send({ type: 'REQUEST', algorithm: 'rsa2048' });
  // Later needs while it is being made do not change it.
  actor.send({ type: 'REQUEST', algorithm: 'rsa1024' });
  await advance(clock, KEY_GENERATION_TIMEOUT_MS);
  expect(calls).toEqual({ generate: ['rsa2048'], backup: ['rsa2048'] });
});

test('without a size in the request, rsa1024 (SPEC 9 default)', () => {
  const { actor, calls } = start();
  actor.send({ type: 'REQUEST' });
  expect(calls.generate).toEqual(['rsa1024']);
});

test('no key pair outside a secure context', () => {
  const { actor, calls } = start({ secure: false });
  actor.send({ type: 'REQUEST' });
  expect(actor.getSnapshot().value).toBe('unavailable');
  expect(actor.getSnapshot().context.error).toBe('insecure context');
  expect(calls).toEqual({ generate: [], backup: [] });
});

test('a stored pair is ready at once, and a login stores it under the token and the user id', () => {
  const { actor, persisted, calls } = start({ stored: pair('stored') });
  expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  actor.send({ type: 'LOGGED_IN', userId: '10000001', token: 't0k' });
  expect(persisted).toEqual(['stored 10000001 t0k']);
  expect(calls.generate).toEqual([]);
});

test('a login before any pair exists stores nothing', () => {
  const { actor, persisted } = start();
  actor.send({ type: 'LOGGED_IN', userId: '10000001', token: '' });
  expect(persisted).toEqual([]);
});

test('a retry after a failure keeps the size asked for before when the new need names none', async () => {
  const { actor, primary, backup, calls } = start();
  actor.send({ type: 'REQUEST', algorithm: 'rsa2048' });
  primary.reject(new Error('webcrypto'));
  await flush();
  backup.reject(new Error('forge'));
  await flush();
  expect(actor.getSnapshot().value).toBe('failed');
  actor.send({ type: 'REQUEST' });
  expect(calls.generate).toEqual(['rsa2048', 'rsa2048']);
  expect(actor.getSnapshot().context).toMatchObject({ algorithm: 'rsa2048', error: null, primaryFailed: false });
});

test('a machine without its generators fails instead of reporting a pair it does not have', async () => {
  const actor = createActor(keyPairMachine, { clock: new SimulatedClock(), input: { stored: null, secureContext: true } }).start();
  actor.send({ type: 'REQUEST' });
  await flush();
  await flush();
  expect(actor.getSnapshot().value).toBe('failed');
  expect(actor.getSnapshot().context).toMatchObject({ pair: null, error: 'key generation failed' });
});

test('WebCrypto failing after the backup already failed ends in failed at once, without starting the backup again', async () => {
  const { actor, clock, primary, backup, calls } = start();
  actor.send({ type: 'REQUEST' });
  await advance(clock, KEY_GENERATION_TIMEOUT_MS);
  backup.reject(new Error('forge did not load'));
  await flush();
  primary.reject(new Error('OperationError'));
  await flush();
  expect(actor.getSnapshot().value).toBe('failed');
  expect(calls.backup).toEqual(['rsa1024']);
});
