import { env } from '../config/env';
import { API } from '../api/paths';
import type { ApiError } from '../api/errors';
import type { Flavour } from '../api/flavours';
import type { ServerClock } from '../api/clock';
import type { HttpCaller, HttpClient, RequestStep } from '../api/http-client';
import type { RequestContext } from '../api/request-context';
import type { ApiPort, RequestContextInput } from '../../sagas/ports';
import type { createCryptoSteps } from './crypto-steps';
import { loadRequestLayer } from './load-request-layer';

export interface AppApi {
  port: ApiPort;
  client: HttpCaller;
  /** Resolves once the HTTP client (and the request steps made with it) has loaded. */
  ready(): Promise<void>;
}

/**
 * A caller whose client (axios, the request steps, the error catalogue) loads
 * with the first request: the first requests start after the first render.
 */
function lazyCaller(load: () => Promise<HttpClient>): HttpCaller {
  return {
    request: (options) => load().then((client) => client.request(options)),
    get: (name, params, options) => load().then((client) => client.get(name, params, options)),
    post: (name, data, options) => load().then((client) => client.post(name, data, options)),
    put: (name, data, options) => load().then((client) => client.put(name, data, options)),
    delete: (name, params, options) => load().then((client) => client.delete(name, params, options)),
    upload: (name, formData, options) => load().then((client) => client.upload(name, formData, options)),
  };
}

/**
 * SPEC 7's optional `environment` header: the events shell names the environment it runs in (pre, testN) so a
 * shared gateway can route it; in production (`online`) and in the exchange app there is none.
 */
export function gatewayEnvironment(flavour: Pick<Flavour, 'name'>, logEnv: string): { environment?: string } {
  return flavour.name === 'events' && logEnv !== 'online' ? { environment: logEnv } : {};
}

/**
 * The gateway calls sagas make, over one HTTP client. Sagas push the request
 * context whenever preferences change, and receive every error meant for the
 * user through `subscribeErrors`.
 */
export function createApiPort(
  flavour: Flavour,
  initial: RequestContextInput,
  steps: (clock: ServerClock, make: typeof createCryptoSteps) => RequestStep[] = () => [],
): AppApi {
  const environment = gatewayEnvironment(flavour, env.logEnv);
  let context: RequestContext = { ...initial, beta: env.beta, ...environment };
  const listeners = new Set<(error: ApiError) => void>();
  let loaded: Promise<HttpClient> | undefined;
  const load = () =>
    (loaded ??= loadRequestLayer().then(
      ({ createHttpClient, createServerClock, createCryptoSteps, endpoints: calls }) => {
        const clock = createServerClock();
        return createHttpClient(flavour, {
          clock,
          steps: steps(clock, createCryptoSteps),
          getContext: () => context,
          onError: (error) => listeners.forEach((listener) => listener(error)),
          // SPEC 8: the gateway could not verify a signature; logged and reported, the answer itself decides the rest.
          onSignError: (reason, path) => {
            console.warn(`the gateway refused the signature of ${path}: ${reason}`);
            void calls
              .reportSecurityEvent(client, {
                bizType: 'request-signing',
                data: { event: 'gw-sign-error', reason: `${reason} ${path}`.slice(0, 2048) },
                timestamp: Date.now(),
                page: window.location.pathname,
              })
              .catch(() => undefined);
          },
        });
      },
    ));
  const client = lazyCaller(load);
  const endpoints = () => loadRequestLayer().then((layer) => layer.endpoints);

  const port: ApiPort = {
    setContext(next) {
      context = { ...next, beta: env.beta, ...environment };
    },
    subscribeErrors(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fetchUserInfo: (locale) => endpoints().then((calls) => calls.fetchUserInfo(client, { locale })),
    fetchUsdtRates: (locale, options) => endpoints().then((calls) => calls.fetchUsdtRates(client, { locale }, options)),
    fetchDomainConfig: () => endpoints().then((calls) => calls.fetchDomainConfig(client)),
    fetchClientCommonConfig: () => endpoints().then((calls) => calls.fetchClientCommonConfig(client)),
    logout: () => endpoints().then((calls) => (flavour.name === 'events' ? calls.btapiLogout : calls.logout)(client)),
    clearCookie: () => endpoints().then((calls) => calls.clearCookie(client)),
    // Login-type calls toast nothing themselves: the form shows what went wrong next to the fields.
    login: (body) => client.post('/v1/user/login', body, { toast: false }),
    register: (path, body) => client.post(`/v1/user/register/${path}`, body, { toast: false }),
    sendCode: (target) => client.post('/v1/user/public/sendCode', target, { toast: false }),
    // PASSWORD_CHANGE_PATH of src/core/login-paths.ts (written out: that table loads with the ciphers, not the first
    // render), so the request steps seal its body and sign it. Refusals are shown by the form, like the login's.
    changePassword: (body) => client.post('/v1/account/password', body, { toast: false }),
    fetchBalance: () => client.post('/v1/asset/balance', {}),
    // The report of a crash must not add a toast to the screen that already says what happened.
    reportCrash: ({ event, reason, page }) =>
      client.post(
        API.securityLog,
        { bizType: 'app-error', data: { event, reason }, timestamp: Date.now(), page },
        { toast: false },
      ),
    fetchSubAccounts: () => client.post('/v1/user/subAccount/list', {}),
    switchSubAccount: (userId, back, options = {}) =>
      client.post(back ? '/v1/user/subAccount/switchBack' : '/v1/user/subAccount/switch', { userId }, options),
  };
  return { port, client, ready: () => load().then(() => undefined) };
}
