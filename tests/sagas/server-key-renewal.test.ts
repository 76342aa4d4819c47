import type { VerifiedSignConfig } from '../../src/crypto/sign-config';
import { startAppActors } from '../../machines/system';
import { refusedForServerKey, renewServerKey } from '../../sagas/server-key-renewal';
import { fakeActors } from '../support/saga-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const started: { stop(): void }[] = [];
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

/** A started signing actor whose config fetches answer `keys` in turn; a key of null is a failed fetch. */
function signingWith(keys: (string | null)[]) {
  let fetches = 0;
  const { actors } = fakeActors({}, null, {
    loadConfig: () => {
      const key = keys[Math.min(fetches++, keys.length - 1)];
      return key === null || key === undefined ? Promise.reject(new Error('gateway down')) : Promise.resolve(key);
    },
    verify: (raw: unknown) => Promise.resolve({ serverKey: { pem: raw } } as unknown as VerifiedSignConfig),
  });
  startAppActors(actors);
  started.push(actors.signing, actors.simulation, actors.keyPair);
  return { signing: actors.signing, fetches: () => fetches };
}

describe('renewing the server key', () => {
  test('is true when the fetched key is another one than the key in use', async () => {
    const { signing, fetches } = signingWith(['key-1', 'key-2']);
    signing.send({ type: 'START' });
    await settle();
    await expect(renewServerKey(signing)).resolves.toBe(true);
    expect(fetches()).toBe(2);
    expect(signing.getSnapshot().context.config?.serverKey.pem).toBe('key-2');
  });

  test('is false when the gateway serves the same key again', async () => {
    const { signing } = signingWith(['key-1']);
    signing.send({ type: 'START' });
    await settle();
    await expect(renewServerKey(signing)).resolves.toBe(false);
  });

  test('is false when the fetch fails: no verified key to seal under', async () => {
    const { signing } = signingWith(['key-1', null]);
    signing.send({ type: 'START' });
    await settle();
    await expect(renewServerKey(signing)).resolves.toBe(false);
    expect(signing.getSnapshot().hasTag('ready')).toBe(false);
  });

  test('is true for a first key when none was verified before', async () => {
    const { signing } = signingWith(['key-1']);
    await expect(renewServerKey(signing)).resolves.toBe(true);
  });

  test('answers at once, false, while the actor waits out a backoff and ignores the request', async () => {
    const { signing, fetches } = signingWith([null]);
    signing.send({ type: 'START' });
    await settle();
    expect(signing.getSnapshot().matches({ uninitialised: 'backingOff' })).toBe(true);
    await expect(renewServerKey(signing)).resolves.toBe(false);
    expect(fetches()).toBe(1);
  });
});

describe('a refusal for the server key', () => {
  test.each(['40012', '40010'])('is code %s', (code) => {
    expect(refusedForServerKey({ kind: 'http', code, toast: true })).toBe(true);
  });

  test.each([
    ['another code', { kind: 'envelope', code: '20001' }],
    ['a numeric code', { kind: 'http', code: 40012 }],
    ['no code', { kind: 'network' }],
    ['null', null],
    ['undefined', undefined],
  ])('is not %s', (_name, error) => {
    expect(refusedForServerKey(error)).toBe(false);
  });
});

describe('renewing the server key leaves no subscription behind', () => {
  /** Counts the subscriptions to the signing actor that are still open. */
  function counted(signing: ReturnType<typeof signingWith>['signing']) {
    const subscribe = signing.subscribe.bind(signing);
    let open = 0;
    signing.subscribe = ((observer: Parameters<typeof subscribe>[0]) => {
      const subscription = subscribe(observer);
      open += 1;
      return {
        unsubscribe: () => {
          open -= 1;
          subscription.unsubscribe();
        },
      };
    }) as typeof signing.subscribe;
    return () => open;
  }

  test('once the new key is verified', async () => {
    const { signing } = signingWith(['key-1', 'key-2']);
    signing.send({ type: 'START' });
    await settle();
    const open = counted(signing);
    await expect(renewServerKey(signing)).resolves.toBe(true);
    await settle();
    expect(open()).toBe(0);
  });

  test('when it answers at once, during a backoff', async () => {
    const { signing } = signingWith([null]);
    signing.send({ type: 'START' });
    await settle();
    const open = counted(signing);
    await expect(renewServerKey(signing)).resolves.toBe(false);
    expect(open()).toBe(0);
  });
});
