import {
  btapiLogout,
  clearCookie,
  fetchClientCommonConfig,
  fetchDomainConfig,
  fetchGatewaySignConfig,
  fetchTdkList,
  fetchUsdtRates,
  fetchUserInfo,
  logout,
  reportSecurityEvent,
} from '../../src/api/endpoints';
import { ApiError } from '../../src/api/errors';
import { APP_FLAVOUR, EVENTS_FLAVOUR } from '../../src/api/flavours';
import type { FakeReply } from './support/fake-adapter';
import { networkError, ok } from './support/fake-adapter';
import { makeClient } from './support/client';

function clientAnswering(reply: FakeReply) {
  return makeClient(APP_FLAVOUR, () => reply);
}

const body = (data: unknown): unknown => (typeof data === 'string' ? JSON.parse(data) : data);

describe('fetchUserInfo', () => {
  it('posts the locale to the user-info call and returns the user', async () => {
    const user = { userInfo: { userId: '7' }, settings: { googleEnable: 1 }, loginName: 'a@b.c', userName: 'A' };
    const { client, fake } = clientAnswering(ok(user));
    await expect(fetchUserInfo(client, { locale: 'ja' })).resolves.toEqual(user);
    expect(fake.last().method).toBe('post');
    expect(fake.last().url).toBe('/v1/user/overview/userinfo');
    expect(body(fake.last().data)).toEqual({ locale: 'ja' });
  });

  it('returns null for an anonymous visitor (code 00004), without a toast', async () => {
    const { client, onError } = clientAnswering({ data: { status: 'error', code: '00004', msg: 'Please log in' } });
    await expect(fetchUserInfo(client, { locale: 'en' })).resolves.toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects a user record of the wrong shape as malformed', async () => {
    const { client } = clientAnswering(ok({ userInfo: 'nope' }));
    await expect(fetchUserInfo(client, { locale: 'en' })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('passes the signal on, so leaving the state cancels the call', async () => {
    const { client } = makeClient(APP_FLAVOUR, () => ok(null));
    await expect(fetchUserInfo(client, { locale: 'en' }, AbortSignal.abort())).rejects.toMatchObject({
      kind: 'cancelled',
    });
  });
});

describe('fetchUsdtRates', () => {
  it('posts the locale and returns the rates', async () => {
    const rates = { supported: [{ name: 'Euro', symbol: '€', value: 'EUR' }], rates: { EUR: '0.92' } };
    const { client, fake } = clientAnswering(ok(rates));
    await expect(fetchUsdtRates(client, { locale: 'de' })).resolves.toEqual(rates);
    expect(fake.last().url).toBe('/v1/mix/public/usdtRate');
    expect(body(fake.last().data)).toEqual({ locale: 'de' });
  });

  it('rejects a wrong shape as malformed and hands it to the toast edge', async () => {
    const { client, onError } = clientAnswering(ok({ supported: null, rates: {} }));
    const call = fetchUsdtRates(client, { locale: 'de' });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ kind: 'malformed', path: '/v1/mix/public/usdtRate' });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'malformed', messageKey: 'errors.malformed' }),
    );
  });

  it('shows nothing when asked not to (a retry after a first failure)', async () => {
    const { client, onError } = clientAnswering({ status: 500, data: {} });
    await expect(fetchUsdtRates(client, { locale: 'de' }, { toast: false })).rejects.toMatchObject({ status: 500 });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('configuration calls', () => {
  it('gets the domain config', async () => {
    const config = { imgDomainConfig: { foreignDomainList: ['img.a'], internalDomainList: ['img.b'] } };
    const { client, fake } = clientAnswering(ok(config));
    await expect(fetchDomainConfig(client)).resolves.toEqual(config);
    expect(fake.last().method).toBe('get');
    expect(fake.last().url).toBe('/v1/mix/system/getDomainConfigList');
  });

  it('gets the gateway sign config', async () => {
    const config = { gatewaySignConfig: { clientOpen: true, signModes: { '0': ['path', 'time'] } } };
    const { client, fake } = clientAnswering(ok(config));
    await expect(fetchGatewaySignConfig(client)).resolves.toEqual(config);
    expect(fake.last().method).toBe('get');
    expect(fake.last().url).toBe('/v1/mix/config/gatewaySignConfig');
  });

  it('posts for the client common config without a body', async () => {
    const config = { clientCommonConfig: { eventLogUploadSwitch: true, userId: '' }, localVo: { ip: '10.0.0.1' } };
    const { client, fake } = makeClient(EVENTS_FLAVOUR, () => ok(config));
    await expect(fetchClientCommonConfig(client)).resolves.toEqual(config);
    expect(fake.last().method).toBe('post');
    expect(fake.last().url).toBe('/v1/mix/public/clientCommonConfig');
    expect(fake.last().data).toBeUndefined();
  });

  it.each([
    ['domain config', fetchDomainConfig],
    ['gateway sign config', fetchGatewaySignConfig],
    ['client common config', fetchClientCommonConfig],
  ])('rejects a wrong %s shape as malformed', async (_name, call) => {
    const { client } = clientAnswering(ok({ unexpected: true }));
    await expect(call(client)).rejects.toMatchObject({ kind: 'malformed', messageKey: 'errors.malformed' });
  });
});

describe('reportSecurityEvent', () => {
  it('posts the security log fields and nothing else', async () => {
    const { client, fake } = clientAnswering(ok(null));
    const payload = {
      bizType: 'csp',
      data: { event: 'unsafe-link', reason: 'javascript:' },
      timestamp: 5,
      page: '/spot',
    };
    const withExtra = { ...payload, extra: 'dropped' } as typeof payload;
    await expect(reportSecurityEvent(client, withExtra)).resolves.toBeUndefined();
    expect(fake.last().url).toBe('/v1/buried/log/cspSecurity');
    expect(body(fake.last().data)).toEqual(payload);
  });
});

describe('logout calls', () => {
  it.each([
    ['logout', logout, '/v1/user/logout'],
    ['clearCookie', clearCookie, '/v1/user/public/clearCookie'],
    ['btapiLogout', btapiLogout, '/btapi/common/logout'],
  ])('%s posts without a body', async (_name, call, path) => {
    const { client, fake } = clientAnswering(ok(null));
    await expect(call(client)).resolves.toBeUndefined();
    expect(fake.last().method).toBe('post');
    expect(fake.last().url).toBe(path);
    expect(fake.last().data).toBeUndefined();
  });
});

describe('fetchTdkList', () => {
  it('posts its payload and returns the answer as it is', async () => {
    const { client, fake } = clientAnswering(ok([{ title: 'x' }]));
    await expect(fetchTdkList(client, { page: 'spot' })).resolves.toEqual([{ title: 'x' }]);
    expect(fake.last().url).toBe('/v1/mix/public/getTdkMltQueryList');
    expect(body(fake.last().data)).toEqual({ page: 'spot' });
  });
});

describe('background calls (configs, the security log)', () => {
  const calls = {
    'domain config': fetchDomainConfig,
    'sign config': fetchGatewaySignConfig,
    'client common config': fetchClientCommonConfig,
    'security log': (client: ReturnType<typeof clientAnswering>['client']) =>
      reportSecurityEvent(client, { bizType: 'x', data: { event: 'e', reason: 'r' }, timestamp: 1, page: '/' }),
  };

  it.each(Object.entries(calls))('%s: a network error or a 500 rejects without a toast', async (_name, call) => {
    const offline = makeClient(APP_FLAVOUR, (config) => Promise.reject(networkError(config)));
    await expect(call(offline.client)).rejects.toMatchObject({ kind: 'network' });
    const busy = clientAnswering({ status: 500, data: {} });
    await expect(call(busy.client)).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(offline.onError).not.toHaveBeenCalled();
    expect(busy.onError).not.toHaveBeenCalled();
  });

  it('an expired session on a background call still reaches the edge, for the logout', async () => {
    const { client, onError } = makeClient(EVENTS_FLAVOUR, () => ({
      data: { status: 'error', code: '20906', msg: 'expired', data: null },
    }));
    await expect(fetchDomainConfig(client)).rejects.toMatchObject({ action: 'logout' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ action: 'logout', toast: false }));
  });
});

describe('cancellation by the caller', () => {
  const calls: [string, (client: ReturnType<typeof clientAnswering>['client'], signal: AbortSignal) => Promise<unknown>][] = [
    ['fetchUsdtRates', (client, signal) => fetchUsdtRates(client, { locale: 'en' }, { signal })],
    ['fetchDomainConfig', (client, signal) => fetchDomainConfig(client, signal)],
    ['fetchGatewaySignConfig', (client, signal) => fetchGatewaySignConfig(client, signal)],
    ['fetchClientCommonConfig', (client, signal) => fetchClientCommonConfig(client, signal)],
    [
      'reportSecurityEvent',
      (client, signal) =>
        reportSecurityEvent(client, { bizType: 'x', data: { event: 'e', reason: 'r' }, timestamp: 1, page: '/' }, signal),
    ],
    ['logout', (client, signal) => logout(client, signal)],
    ['clearCookie', (client, signal) => clearCookie(client, signal)],
    ['btapiLogout', (client, signal) => btapiLogout(client, signal)],
    ['fetchTdkList', (client, signal) => fetchTdkList(client, {}, signal)],
  ];

  it.each(calls)('%s passes the signal on: an aborted one rejects as cancelled without sending', async (_name, call) => {
    const { client, fake, onError } = clientAnswering(ok(null));
    await expect(call(client, AbortSignal.abort())).rejects.toMatchObject({ kind: 'cancelled' });
    expect(fake.calls).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });
});
