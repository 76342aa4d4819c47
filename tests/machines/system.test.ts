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

test('the app actors drive the effects they are given, with the arguments the machines decide', async () => {
  const calls: string[] = [];
  const pair = { publicKey: 'webcrypto', privateKey: {} as CryptoKey, algorithm: 'rsa1024' as const };
  const actors = createAppActors({
    simulation: {
      input: { enabled: false, pathname: '/account/assets' },
      effects: {
        setFlag: () => void calls.push('setFlag'),
        removeFlag: () => void calls.push('removeFlag'),
        load: (path) => void calls.push(`load ${path}`),
        redirect: (path) => void calls.push(`redirect ${path}`),
        reload: () => void calls.push('reload'),
      },
    },
    signing: {
      loadConfig: () => (calls.push('loadConfig'), Promise.resolve({ config: 'raw' })),
      verify: (raw) => (calls.push(`verify ${JSON.stringify(raw)}`), Promise.reject(new Error('bad key'))),
      reportFailure: (reason) => void calls.push(`reportFailure ${reason}`),
    },
    keyPair: {
      input: { stored: null, secureContext: true },
      effects: {
        generate: (algorithm) => (calls.push(`generate ${algorithm}`), Promise.resolve(pair)),
        generateBackup: () => new Promise(() => {}),
        persist: (stored, userId, token) => void calls.push(`persist ${stored.publicKey} ${userId} ${token}`),
      },
    },
  });
  startAppActors(actors);

  actors.simulation.send({ type: 'ENTER', target: 'futures' });
  actors.simulation.send({ type: 'NAVIGATED', pathname: '/account/assets' });
  actors.simulation.send({ type: 'EXIT' });
  actors.signing.send({ type: 'START' });
  actors.keyPair.send({ type: 'REQUEST', algorithm: 'rsa2048' });
  await jest.advanceTimersByTimeAsync(0);
  actors.keyPair.send({ type: 'LOGGED_IN', userId: '42', token: 't0k' });

  expect(calls).toEqual([
    'setFlag',
    expect.stringMatching(/^load \/futures\//),
    expect.stringMatching(/^redirect \/spot\//),
    'removeFlag',
    'reload',
    'loadConfig',
    'generate rsa2048',
    'verify {"config":"raw"}',
    'reportFailure bad key',
    'persist webcrypto 42 t0k',
  ]);
});
