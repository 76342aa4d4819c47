// The gateway sign config (SPEC 7: cached in session storage), shared by signing readiness, which verifies it, and
// the signing step, which reads its URL tables to know whether a call is signed at all before anything else loads.
import { fetchGatewaySignConfig } from '../api/endpoints';
import type { HttpCaller } from '../api/http-client';
import type { StorageArea } from '../core/storage';

const SIGN_CONFIG_KEY = 'gateway-sign-config';

export interface SignConfigSource {
  /** The session's config: the cached one, else the gateway's (one call however many ask at once), then cached. */
  current(): Promise<unknown>;
  /** The gateway's config now, replacing the cached one (readiness after 00020-00022 answers). */
  refetch(): Promise<unknown>;
  /** Drops the cached config, so the next `current()` asks the gateway. */
  forget(): void;
}

export function createSignConfigSource(client: HttpCaller, cache: StorageArea): SignConfigSource {
  let pending: Promise<unknown> | undefined;

  function fetchAndCache(): Promise<unknown> {
    const fetched = fetchGatewaySignConfig(client).then(({ gatewaySignConfig }) => {
      cache.write(SIGN_CONFIG_KEY, gatewaySignConfig);
      return gatewaySignConfig as unknown;
    });
    pending = fetched;
    // A failed call is not kept: the next reader asks again.
    fetched.catch(() => {
      if (pending === fetched) pending = undefined;
    });
    return fetched;
  }

  return {
    current() {
      if (pending) return pending;
      const cached = cache.read<unknown>(SIGN_CONFIG_KEY, null, (value): value is unknown => value !== null);
      return cached !== null ? Promise.resolve(cached) : fetchAndCache();
    },
    refetch: fetchAndCache,
    forget() {
      pending = undefined;
      cache.remove(SIGN_CONFIG_KEY);
    },
  };
}
