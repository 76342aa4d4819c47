import { createAppActors, startAppActors } from '../../machines/system';
import { KEY_GENERATION_TIMEOUT_MS } from '../../src/config/constants';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('actors made without a clock use real timers: the key-pair timeout still fires', async () => {
  const backup = { publicKey: 'forge', privateKey: {} as CryptoKey, algorithm: 'rsa1024' as const };
  const actors = createAppActors({
    simulation: {
      input: { enabled: false, pathname: '/spot/BTCUSDT' },
      effects: { setFlag() {}, removeFlag() {}, load() {}, redirect() {}, reload() {} },
    },
    signing: { loadConfig: () => new Promise(() => {}), verify: () => new Promise(() => {}), reportFailure() {} },
    keyPair: {
      input: { stored: null, secureContext: true },
      effects: {
        generate: () => new Promise(() => {}),
        generateBackup: () => Promise.resolve(backup),
        persist() {},
      },
    },
  });
  startAppActors(actors);
  actors.keyPair.send({ type: 'REQUEST' });
  await jest.advanceTimersByTimeAsync(KEY_GENERATION_TIMEOUT_MS);
  expect(actors.keyPair.getSnapshot().context.pair?.publicKey).toBe('forge');
});
