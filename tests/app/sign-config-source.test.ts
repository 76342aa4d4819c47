import type { HttpCaller } from '../../src/api/http-client';
import { createSignConfigSource } from '../../src/app/sign-config-source';
import { signingConfigLoader } from '../../src/app/signing-config-loader';
import { createStorageArea } from '../../src/core/storage';

function gateway(...answers: (unknown | Error)[]) {
  const get = jest.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return { gatewaySignConfig: next };
  });
  return { client: { get } as unknown as HttpCaller, get };
}

const cache = () => createStorageArea({ backend: () => window.sessionStorage, area: 'requestCache' });

beforeEach(() => window.sessionStorage.clear());

test('readers asking at once share one call, and the answer is cached for the session', async () => {
  const { client, get } = gateway({ clientOpen: true });
  const source = createSignConfigSource(client, cache());

  const [first, second] = await Promise.all([source.current(), source.current()]);

  expect(first).toEqual({ clientOpen: true });
  expect(second).toBe(first);
  expect(get).toHaveBeenCalledTimes(1);
  expect(cache().read('gateway-sign-config', null, (v): v is unknown => v !== null)).toEqual({ clientOpen: true });
});

test('a config cached by an earlier page of the session is used without a call', async () => {
  cache().write('gateway-sign-config', { clientOpen: false });
  const { client, get } = gateway();

  await expect(createSignConfigSource(client, cache()).current()).resolves.toEqual({ clientOpen: false });
  expect(get).not.toHaveBeenCalled();
});

test('a refetch asks the gateway again and replaces what readers get', async () => {
  const { client, get } = gateway({ v: 1 }, { v: 2 });
  const source = createSignConfigSource(client, cache());
  await source.current();

  await expect(source.refetch()).resolves.toEqual({ v: 2 });
  await expect(source.current()).resolves.toEqual({ v: 2 });
  expect(get).toHaveBeenCalledTimes(2);
});

test('after a failure, readers share it until the backoff has passed, then one of them asks again', async () => {
  const { client, get } = gateway(new Error('network'), { v: 1 });
  let time = 10_000;
  // random 0 is the shortest wait: half of the first 1 s window.
  const source = createSignConfigSource(client, cache(), { now: () => time, random: () => 0 });

  await expect(source.current()).rejects.toThrow('network');
  time += 499;
  await expect(source.current()).rejects.toThrow('network');
  expect(get).toHaveBeenCalledTimes(1);

  time += 1;
  await expect(source.current()).resolves.toEqual({ v: 1 });
  expect(get).toHaveBeenCalledTimes(2);
});

test('each further failure doubles the wait before the next ask', async () => {
  const { client, get } = gateway(new Error('a'), new Error('b'), { v: 1 });
  let time = 0;
  const source = createSignConfigSource(client, cache(), { now: () => time, random: () => 0 });

  await expect(source.current()).rejects.toThrow('a');
  time = 500;
  await expect(source.current()).rejects.toThrow('b');
  time = 500 + 999;
  await expect(source.current()).rejects.toThrow('b');
  expect(get).toHaveBeenCalledTimes(2);
  time = 500 + 1_000;
  await expect(source.current()).resolves.toEqual({ v: 1 });
});

test('a refetch asks at once even while readers are being handed the last failure', async () => {
  const { client, get } = gateway(new Error('network'), { v: 2 });
  const source = createSignConfigSource(client, cache(), { now: () => 0, random: () => 0 });

  await expect(source.current()).rejects.toThrow('network');
  await expect(source.refetch()).resolves.toEqual({ v: 2 });
  await expect(source.current()).resolves.toEqual({ v: 2 });
  expect(get).toHaveBeenCalledTimes(2);
});

test('forget drops the cached config, so the next reader asks the gateway', async () => {
  const { client, get } = gateway({ v: 1 }, { v: 2 });
  const source = createSignConfigSource(client, cache());
  await source.current();

  source.forget();

  await expect(source.current()).resolves.toEqual({ v: 2 });
  expect(get).toHaveBeenCalledTimes(2);
});

test('forget keeps a failed ask’s wait: reporting the failure does not let readers ask again at once', async () => {
  const { client, get } = gateway(new Error('HTTP 500'), { v: 1 });
  let time = 0;
  const source = createSignConfigSource(client, cache(), { now: () => time, random: () => 0 });

  await expect(source.current()).rejects.toThrow('HTTP 500');
  source.forget();
  await expect(source.current()).rejects.toThrow('HTTP 500');
  expect(get).toHaveBeenCalledTimes(1);
  time = 500;
  await expect(source.current()).resolves.toEqual({ v: 1 });
});

describe('the signing machine’s loader', () => {
  test('its first fetch uses the config an earlier page of the session cached', async () => {
    cache().write('gateway-sign-config', { v: 0 });
    const { client, get } = gateway({ v: 1 });
    const load = signingConfigLoader(createSignConfigSource(client, cache()));

    await expect(load({ retry: false })).resolves.toEqual({ v: 0 });
    expect(get).not.toHaveBeenCalled();
  });

  test('a later fetch that is not a retry asks the gateway at once, even within a failure’s wait', async () => {
    const { client, get } = gateway(new Error('network'), { v: 2 });
    const load = signingConfigLoader(createSignConfigSource(client, cache(), { now: () => 0, random: () => 0 }));

    await expect(load({ retry: false })).rejects.toThrow('network');
    await expect(load({ retry: false })).resolves.toEqual({ v: 2 });
    expect(get).toHaveBeenCalledTimes(2);
  });

  test('a retry within the wait a reader’s failure started gets that failure without asking', async () => {
    const { client, get } = gateway(new Error('network'), { v: 2 });
    let time = 0;
    const source = createSignConfigSource(client, cache(), { now: () => time, random: () => 0 });
    const load = signingConfigLoader(source);
    await source.current().catch(() => undefined);

    await expect(load({ retry: true })).rejects.toThrow('network');
    expect(get).toHaveBeenCalledTimes(1);
    time = 500;
    await expect(load({ retry: true })).resolves.toEqual({ v: 2 });
    expect(get).toHaveBeenCalledTimes(2);
  });
});
