import { env } from '../config/env';
import * as endpoints from '../api/endpoints';
import type { ApiError } from '../api/errors';
import type { Flavour } from '../api/flavours';
import { createServerClock, type ServerClock } from '../api/clock';
import { createHttpClient, type HttpClient, type RequestStep } from '../api/http-client';
import type { RequestContext } from '../api/request-context';
import type { ApiPort, RequestContextInput } from '../../sagas/ports';

export interface AppApi {
  port: ApiPort;
  client: HttpClient;
}

/**
 * The gateway calls sagas make, over one HTTP client. Sagas push the request
 * context whenever preferences change, and receive every error meant for the
 * user through `subscribeErrors`.
 */
export function createApiPort(
  flavour: Flavour,
  initial: RequestContextInput,
  steps: (clock: ServerClock) => RequestStep[] = () => [],
): AppApi {
  const clock = createServerClock();
  let context: RequestContext = { ...initial, beta: env.beta };
  const listeners = new Set<(error: ApiError) => void>();
  const client = createHttpClient(flavour, {
    clock,
    steps: steps(clock),
    getContext: () => context,
    onError: (error) => listeners.forEach((listener) => listener(error)),
  });
  const logoutCall = flavour.name === 'events' ? endpoints.btapiLogout : endpoints.logout;

  const port: ApiPort = {
    setContext(next) {
      context = { ...next, beta: env.beta };
    },
    subscribeErrors(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fetchUserInfo: (locale) => endpoints.fetchUserInfo(client, { locale }),
    fetchUsdtRates: (locale) => endpoints.fetchUsdtRates(client, { locale }),
    fetchDomainConfig: () => endpoints.fetchDomainConfig(client),
    fetchClientCommonConfig: () => endpoints.fetchClientCommonConfig(client),
    logout: () => logoutCall(client),
    clearCookie: () => endpoints.clearCookie(client),
  };
  return { port, client };
}
