import axios, { AxiosError } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { createServerClock } from '../../src/api/clock';
import { ApiError } from '../../src/api/errors';
import { APP_FLAVOUR, EVENTS_FLAVOUR } from '../../src/api/flavours';
import type { RequestStep } from '../../src/api/http-client';
import { adapterTimeoutError, HANG, networkError, ok, timeoutError } from './support/fake-adapter';
import { makeClient, rejectionOf } from './support/client';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SERVER_TIME = 1_700_000_000_000;

function header(config: InternalAxiosRequestConfig, name: string): unknown {
  return config.headers.get(name);
}

function query(config: InternalAxiosRequestConfig): URLSearchParams {
  return new URL(axios.getUri(config), 'http://localhost').searchParams;
}

async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('request steps (app client)', () => {
  it('resolves the path, sends the common headers and returns the data of the envelope', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok({ answer: 42 }));
    await expect(client.post('user/logout')).resolves.toEqual({ answer: 42 });
    const config = fake.last();
    expect(config.url).toBe('/v1/user/logout');
    expect(config.method).toBe('post');
    expect(config.timeout).toBe(10_000);
    expect(config.headers.toJSON()).toMatchObject({
      appTheme: 'dark',
      terminalCode: 'terminal-1',
      terminaltype: '1',
      devicelanguage: 'en_US',
      locale: 'en',
      language: 'en_US',
    });
    for (const name of ['website', 'deviceId', 'requestId', 'requestTime', 'beta', 'paptrading']) {
      expect(header(config, name)).toBeUndefined();
    }
  });

  it('adds languageType to every request and the timestamp on GET only', async () => {
    const { client, fake, setContext } = makeClient(APP_FLAVOUR, () => ok(null));
    setContext({ locale: 'zh-CN' });
    await client.get('v1/mix/system/getDomainConfigList', { symbol: ' BTCUSDT ' });
    const get = query(fake.last());
    expect(get.get('languageType')).toBe('1');
    expect(Number(get.get('_t'))).toBeGreaterThan(0);
    expect(get.get('symbol')).toBe('BTCUSDT');

    await client.post('v1/mix/public/usdtRate', { locale: 'zh-CN' });
    const post = query(fake.last());
    expect(post.get('languageType')).toBe('1');
    expect(post.has('_t')).toBe(false);

    await expect(client.put('v1/a', { id: 2 })).resolves.toBeNull();
    expect(fake.last().method).toBe('put');
    expect(JSON.parse(String(fake.last().data))).toEqual({ id: 2 });
    expect(query(fake.last()).has('_t')).toBe(false);
    await client.delete('v1/a', { id: 1 });
    expect(query(fake.last()).get('id')).toBe('1');
    expect(query(fake.last()).has('_t')).toBe(false);
  });

  it('lets languageType win over a caller value of the same name', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok(null));
    await client.get('v1/a', { languageType: 7 });
    expect(query(fake.last()).getAll('languageType')).toEqual(['0']);
  });

  it('serializes array query values with brackets', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok(null));
    await client.get('v1/a', { ids: [1, 2] });
    expect(axios.getUri(fake.last())).toContain('ids[]=1&ids[]=2');
  });

  it('reads the context on every request, so a switch applies to the next call', async () => {
    const { client, fake, setContext } = makeClient(APP_FLAVOUR, () => ok(null));
    await client.post('v1/a');
    expect(header(fake.last(), 'language')).toBe('en_US');
    setContext({ locale: 'fr', theme: 'light', simulation: true, beta: true });
    await client.post('v1/a');
    const config = fake.last();
    expect(header(config, 'language')).toBe('fr_FR');
    expect(header(config, 'appTheme')).toBe('standard');
    expect(header(config, 'paptrading')).toBe('1');
    expect(header(config, 'beta')).toBe('1');
    expect(query(config).get('languageType')).toBe('10');
  });

  it('sends a JSON body with trimmed strings and formatted dates, leaving the caller object alone', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok(null));
    const payload = { name: '  alice  ', at: new Date(2024, 1, 3, 4, 5), tags: [' a '] };
    await client.post('v1/a', payload);
    const config = fake.last();
    expect(config.headers.getContentType()).toBe('application/json');
    expect(JSON.parse(String(config.data))).toEqual({ name: 'alice', at: '2024-02-03 04:05', tags: ['a'] });
    expect(payload.name).toBe('  alice  ');
    expect(payload.at).toBeInstanceOf(Date);
  });

  it('sends a form-urlencoded body with bracket arrays on request', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok(null));
    await client.post('v1/a', { ids: [1, 2], name: ' x ' }, { form: true });
    const config = fake.last();
    expect(config.headers.getContentType()).toBe('application/x-www-form-urlencoded');
    expect(config.data).toBe('ids[]=1&ids[]=2&name=x');
  });

  it('uploads FormData untouched by POST, without a content type of its own', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok({ url: '/img/1.png' }));
    const form = new FormData();
    form.append('file', new Blob(['png']), ' a.png ');
    form.append('note', '  spaced  ');
    await expect(client.upload('v1/upload/image', form)).resolves.toEqual({ url: '/img/1.png' });
    const config = fake.last();
    expect(config.method).toBe('post');
    expect(config.data).toBe(form);
    expect(form.get('note')).toBe('  spaced  ');
    expect(config.headers.toJSON()['Content-Type']).toBeUndefined();
  });

  it('sends no body and no JSON content type when there is no data', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok(null));
    await client.post('/v1/mix/public/clientCommonConfig');
    const config = fake.last();
    expect(config.data).toBeUndefined();
    expect(String(config.headers.getContentType() ?? '')).not.toContain('json');
  });

  it('keeps caller headers, but the common headers win', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok(null));
    await client.post('v1/a', undefined, { headers: { pfb: 'abc', language: 'xx_XX' } });
    expect(header(fake.last(), 'pfb')).toBe('abc');
    expect(header(fake.last(), 'language')).toBe('en_US');
  });

  it('sends to the configured base URL', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok(null), { baseURL: 'https://gateway.example' });
    await client.get('v1/a');
    expect(axios.getUri(fake.last())).toMatch(/^https:\/\/gateway\.example\/v1\/a\?/);
  });

  it('uses the configured prefix', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok(null), { apiPrefix: '/v2' });
    await client.get('v1/a');
    expect(fake.last().url).toBe('/v2/a');
  });

  it('runs the extension steps after the common steps, in order, with the context', async () => {
    const seen: string[] = [];
    const first: RequestStep = (config, context) => {
      seen.push(`first ${String(config.data)} ${String(config.headers.get('language'))} ${context.locale}`);
      config.headers.set('device-sign', 'signed');
      return config;
    };
    const second: RequestStep = async (config) => {
      await Promise.resolve();
      seen.push(`second ${String(config.headers.get('device-sign'))}`);
      return config;
    };
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok(null), { steps: [first, second] });
    await client.post('v1/a', { a: ' 1 ' });
    expect(seen).toEqual(['first {"a":"1"} en_US en', 'second signed']);
    expect(header(fake.last(), 'device-sign')).toBe('signed');
  });

  it('tracks the request as pending while it is in flight', async () => {
    let answer: (() => void) | undefined;
    const { client } = makeClient(APP_FLAVOUR, () => new Promise((resolve) => (answer = () => resolve(ok(1)))));
    const call = client.get('v1/a');
    await flush();
    expect(client.pending.size).toBe(1);
    expect(client.pending.has('GET /v1/a')).toBe(true);
    answer?.();
    await call;
    expect(client.pending.size).toBe(0);
  });
});

describe('request steps (events client)', () => {
  it('adds website, deviceId, a request id, a request time and the 20 s timeout', async () => {
    const clock = createServerClock(() => SERVER_TIME);
    const { client, fake, setContext } = makeClient(EVENTS_FLAVOUR, () => ok(null), { clock });
    setContext({ deviceId: 'visitor-9', environment: 'test2', locale: 'ar' });
    await client.post('v1/a');
    const config = fake.last();
    expect(config.timeout).toBe(20_000);
    expect(config.headers.toJSON()).toMatchObject({
      website: 'mix',
      deviceId: 'visitor-9',
      requestTime: String(SERVER_TIME),
      environment: 'test2',
      language: 'ar_AE',
      locale: 'ar',
      terminaltype: '1',
      appTheme: 'dark',
    });
    expect(header(config, 'requestId')).toMatch(UUID_V4);
  });

  it('gives every request its own id and leaves out an unset environment', async () => {
    const { client, fake } = makeClient(EVENTS_FLAVOUR, () => ok(null));
    await client.post('v1/a');
    await client.post('v1/a');
    const [first, second] = fake.calls;
    expect(header(first as InternalAxiosRequestConfig, 'requestId')).not.toBe(
      header(second as InternalAxiosRequestConfig, 'requestId'),
    );
    expect(header(first as InternalAxiosRequestConfig, 'environment')).toBeUndefined();
  });

  it('adds the simulation header and the query like the app client', async () => {
    const { client, fake, setContext } = makeClient(EVENTS_FLAVOUR, () => ok(null));
    setContext({ simulation: true, locale: 'vi' });
    await client.get('v1/a');
    expect(header(fake.last(), 'paptrading')).toBe('1');
    expect(query(fake.last()).get('languageType')).toBe('4');
    expect(query(fake.last()).has('_t')).toBe(true);
  });
});

describe('timeouts and transport failures', () => {
  it.each([APP_FLAVOUR, EVENTS_FLAVOUR])('rejects a timeout with the timeout key ($name)', async (flavour) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, onError } = makeClient(flavour, (config) => Promise.reject(timeoutError(config)));
    const error = await rejectionOf(client.get('v1/a'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'errors.timeout', path: '/v1/a' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('has axios report a timeout as ETIMEDOUT, so that it cannot be taken for a browser abort', async () => {
    const { client } = makeClient(APP_FLAVOUR, (config) => Promise.reject(adapterTimeoutError(config)));
    await expect(client.get('v1/a')).rejects.toMatchObject({ kind: 'timeout', code: 'ETIMEDOUT' });
  });

  it('treats ETIMEDOUT as a timeout too', async () => {
    const { client } = makeClient(APP_FLAVOUR, (config) => Promise.reject(timeoutError(config, 'ETIMEDOUT')));
    await expect(client.get('v1/a')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('rejects a failure without response as a network error that keeps the message', async () => {
    const { client, onError } = makeClient(APP_FLAVOUR, (config) => Promise.reject(networkError(config)));
    const error = await rejectionOf(client.get('v1/a'));
    expect(error).toMatchObject({ kind: 'network', messageKey: 'errors.network', detail: 'Network Error' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('rejects a transport failure whose axios error lacks its request config as a network error', async () => {
    const { client } = makeClient(APP_FLAVOUR, () => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK)));
    await expect(client.get('v1/a')).rejects.toMatchObject({ kind: 'network', detail: 'Network Error', path: '/v1/a' });
  });

  it('keeps an events 429 out of the console but still rejects with a toastable ApiError', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, onError } = makeClient(EVENTS_FLAVOUR, () => ({ status: 429, data: 'Too many requests' }));
    const error = await rejectionOf(client.post('v1/a'));
    expect(error).toBeInstanceOf(ApiError);
    // The wait, not the status number (issue 13.6): without Retry-After the text asks for a moment.
    expect(error).toMatchObject({ kind: 'http', status: 429, messageKey: 'errors.rateLimited' });
    expect(onError).toHaveBeenCalledWith(error);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs other events failures to the console', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = makeClient(EVENTS_FLAVOUR, () => ({ status: 500, data: '' }));
    await rejectionOf(client.post('v1/a'));
    expect(consoleError).toHaveBeenCalledWith('[api] POST /v1/a: HTTP 500');
  });

  it('logs a call without a method under its name alone', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = makeClient(EVENTS_FLAVOUR, () => ok(null));
    await rejectionOf(client.request({ name: 'v1/a' } as never));
    expect(consoleError).toHaveBeenCalledWith('[api]  v1/a: unsupported method undefined');
  });

  it('rejects an unsupported method without sending', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok(null));
    const error = await rejectionOf(client.request({ method: 'PATCH' as 'GET', name: 'v1/a' }));
    expect(error).toMatchObject({ kind: 'bad-request' });
    expect(fake.calls).toHaveLength(0);
  });

  it('rejects with an ApiError when a step or the context fails', async () => {
    const failingStep: RequestStep = () => {
      throw new Error('signing not ready');
    };
    const { client } = makeClient(APP_FLAVOUR, () => ok(null), { steps: [failingStep] });
    await expect(client.get('v1/a')).rejects.toMatchObject({ kind: 'bad-request', detail: 'signing not ready' });

    const typed: RequestStep = () => {
      throw new ApiError({ kind: 'envelope', code: '00020', serverMessage: 'Signature missing' });
    };
    const second = makeClient(APP_FLAVOUR, () => ok(null), { steps: [typed] });
    await expect(second.client.get('v1/a')).rejects.toMatchObject({ code: '00020', path: '/v1/a' });

    const third = makeClient(APP_FLAVOUR, () => ok(null), {
      getContext: () => {
        throw new Error('store not ready');
      },
    });
    await expect(third.client.get('v1/a')).rejects.toBeInstanceOf(ApiError);
  });

  it('keeps the path of an error a step raised about another call', async () => {
    const keyCall: RequestStep = () => {
      throw new ApiError({ kind: 'http', status: 500, message: 'HTTP 500', path: '/v1/mix/config/gatewaySignConfig' });
    };
    const { client } = makeClient(APP_FLAVOUR, () => ok(null), { steps: [keyCall] });
    await expect(client.get('v1/a')).rejects.toMatchObject({ status: 500, path: '/v1/mix/config/gatewaySignConfig' });
  });

  it('rejects an answer its caller refuses as malformed, naming the shape as the reason', async () => {
    const { client, onError } = makeClient(APP_FLAVOUR, () => ok({ answer: 'text' }));
    const error = await rejectionOf(client.get('v1/a', undefined, { validate: () => false }));
    expect(error).toMatchObject({
      kind: 'malformed',
      messageKey: 'errors.malformed',
      detail: 'the answer does not have the expected shape',
      path: '/v1/a',
    });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('rejects query params that are not a record', async () => {
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok(null));
    await expect(client.get('v1/a', 'a=1')).rejects.toMatchObject({ kind: 'bad-request' });
    expect(fake.calls).toHaveLength(0);
  });

  it('rejects a body that cannot be serialized instead of throwing', async () => {
    const { client } = makeClient(APP_FLAVOUR, () => ok(null));
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    await expect(client.post('v1/a', cyclic)).rejects.toMatchObject({ kind: 'bad-request' });
    await expect(client.post('v1/a', { big: BigInt(1) })).rejects.toBeInstanceOf(ApiError);
  });

  it('still resolves when the toast handler throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, onError } = makeClient(APP_FLAVOUR, () => ({ status: 500, data: '' }));
    onError.mockImplementation(() => {
      throw new Error('toast broke');
    });
    await expect(client.get('v1/a')).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('does not call onError for a call that opts out of toasts', async () => {
    const { client, onError } = makeClient(APP_FLAVOUR, () => ({ status: 500, data: '' }));
    await expect(client.get('v1/a', undefined, { toast: false })).rejects.toMatchObject({ status: 500 });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('wrong api name', () => {
  it.each([undefined, '', '  ', 42])('rejects %p with "wrong api name" without sending or throwing', async (name) => {
    const { client, fake, onError } = makeClient(APP_FLAVOUR, () => ok(null));
    let call: Promise<unknown> | undefined;
    expect(() => {
      call = client.request({ method: 'POST', name: name as string });
    }).not.toThrow();
    const error = await rejectionOf(call as Promise<unknown>);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'bad-request', message: 'wrong api name', messageKey: 'errors.wrongApiName' });
    expect(fake.calls).toHaveLength(0);
    expect(onError).toHaveBeenCalledWith(error);
    expect(client.pending.size).toBe(0);
  });

  it('rejects a missing options object too', async () => {
    const { client } = makeClient(EVENTS_FLAVOUR, () => ok(null));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(client.request(undefined as never)).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a missing options object for its missing method, as it would a missing method', async () => {
    const { client } = makeClient(APP_FLAVOUR, () => ok(null));
    await expect(client.request(undefined as never)).rejects.toMatchObject({
      kind: 'bad-request',
      detail: 'unsupported method undefined',
    });
  });
});

describe('cancellation', () => {
  it('rejects a call its caller aborts as cancelled, without a toast or a log', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, onError } = makeClient(EVENTS_FLAVOUR, () => HANG);
    const controller = new AbortController();
    const call = client.get('v1/a', undefined, { signal: controller.signal });
    await flush();
    controller.abort();
    const error = await rejectionOf(call);
    expect(error).toMatchObject({ kind: 'cancelled', toast: false, path: '/v1/a' });
    expect(onError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(client.pending.size).toBe(0);
  });

  it('rejects a call aborted while its answer is read as cancelled, not with the answer’s error, and shows nothing', async () => {
    const controller = new AbortController();
    // The sign-error report runs as the answer is read: the caller leaves the page at that moment.
    const { client, onError } = makeClient(
      APP_FLAVOUR,
      () => ({ data: { status: 'error', code: '10001', msg: 'Busy', data: null }, headers: { 'gw-sign-error': 'x' } }),
      { onSignError: () => controller.abort() },
    );
    const error = await rejectionOf(client.post('v1/a', {}, { signal: controller.signal }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'cancelled', message: 'cancelled', toast: false, path: '/v1/a' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes on unchanged the cancellation a step raises when the caller aborts during it', async () => {
    const controller = new AbortController();
    const stopped = new ApiError({ kind: 'cancelled', message: 'signing stopped', path: '/v1/a' });
    const signing: RequestStep = () => {
      controller.abort();
      throw stopped;
    };
    const { client, onError } = makeClient(APP_FLAVOUR, () => ok(null), { steps: [signing] });
    await expect(client.get('v1/a', undefined, { signal: controller.signal })).rejects.toBe(stopped);
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects at once when the signal is already aborted', async () => {
    const { client, fake, onError } = makeClient(APP_FLAVOUR, () => ok(null));
    await expect(client.get('v1/a', undefined, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'cancelled',
    });
    expect(fake.calls).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('cancels everything in flight on cancelAll', async () => {
    const { client } = makeClient(APP_FLAVOUR, () => HANG);
    const calls = [client.get('v1/a'), client.post('v1/b')];
    await flush();
    expect(client.pending.size).toBe(2);
    client.pending.cancelAll();
    for (const call of calls) await expect(call).rejects.toMatchObject({ kind: 'cancelled' });
    expect(client.pending.size).toBe(0);
  });

  it('lets identical calls run side by side by default', async () => {
    const answers: (() => void)[] = [];
    const { client } = makeClient(APP_FLAVOUR, () => new Promise((resolve) => answers.push(() => resolve(ok('x')))));
    const first = client.get('v1/a');
    const second = client.get('v1/a');
    await flush();
    expect(client.pending.size).toBe(2);
    for (const answer of answers) answer();
    await expect(first).resolves.toBe('x');
    await expect(second).resolves.toBe('x');
  });

  it('cancels the older of two identical calls when duplicate cancellation is on', async () => {
    const answers: (() => void)[] = [];
    const { client, onError } = makeClient(
      APP_FLAVOUR,
      () => new Promise((resolve) => answers.push(() => resolve(ok('fresh')))),
      { cancelDuplicates: true },
    );
    const first = client.get('v1/a');
    await flush();
    const second = client.get('v1/a');
    const other = client.get('v1/b');
    await flush();
    await expect(first).rejects.toMatchObject({ kind: 'cancelled' });
    for (const answer of answers) answer();
    await expect(second).resolves.toBe('fresh');
    await expect(other).resolves.toBe('fresh');
    expect(onError).not.toHaveBeenCalled();
    expect(client.pending.size).toBe(0);
  });
});

describe('clock correction', () => {
  it('corrects the clock from the request-time header and uses it for the next request', async () => {
    let local = SERVER_TIME - 90_000;
    const clock = createServerClock(() => local);
    const { client, fake } = makeClient(
      EVENTS_FLAVOUR,
      () => {
        local += 200;
        return { ...ok(null), headers: { 'request-time': String(SERVER_TIME) } };
      },
      { clock },
    );
    await client.post('v1/a');
    // Sent at SERVER_TIME - 90000, received 200 ms later: the server stamp sits at the middle.
    expect(client.clock.offset).toBe(90_000 - 100);
    expect(client.clock).toBe(clock);
    await client.post('v1/b');
    expect(header(fake.last(), 'requestTime')).toBe(String(local - 200 + 90_000 - 100));
  });

  it('corrects the clock from error responses too', async () => {
    const clock = createServerClock(() => 1_000);
    const { client } = makeClient(
      APP_FLAVOUR,
      () => ({ status: 500, data: '', headers: { 'request-time': String(SERVER_TIME) } }),
      { clock },
    );
    await rejectionOf(client.get('v1/a'));
    expect(clock.offset).toBe(SERVER_TIME - 1_000);
  });

  it('still answers a request whose steps hand on a config without its signal, leaving the clock alone', async () => {
    const clock = createServerClock(() => 1_000);
    const withoutSignal: RequestStep = (config) => {
      const { signal: _signal, ...rest } = config;
      return rest as InternalAxiosRequestConfig;
    };
    const { client } = makeClient(
      APP_FLAVOUR,
      () => ({ ...ok('answer'), headers: { 'request-time': String(SERVER_TIME) } }),
      { clock, steps: [withoutSignal] },
    );
    await expect(client.get('v1/a')).resolves.toBe('answer');
    expect(clock.offset).toBe(0);
  });

  it('ignores a missing or invalid header', async () => {
    const { client } = makeClient(APP_FLAVOUR, () => ({ ...ok(null), headers: { 'request-time': 'soon' } }));
    await client.get('v1/a');
    expect(client.clock.offset).toBe(0);
  });
});
