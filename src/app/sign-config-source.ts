// The gateway sign config (SPEC 7: cached in session storage), shared by signing readiness, which verifies it, and
// the signing step, which reads its URL tables to know whether a call is signed at all before anything else loads.
import type { HttpCaller } from '../api/http-client';
import { backoffDelay } from '../core/backoff';
import type { StorageArea } from '../core/storage';
import { loadRequestLayer } from './load-request-layer';

const SIGN_CONFIG_KEY = 'gateway-sign-config';

export interface SignConfigSource {
  /**
   * The session's config: the cached one, else the gateway's (one call however many ask at once), then cached.
   * After a failure, readers get that failure until the backoff delay has passed, then one of them asks again.
   */
  current(): Promise<unknown>;
  /** The gateway's config now, replacing the cached one (readiness after 00020-00022 answers). */
  refetch(): Promise<unknown>;
  /** Drops the cached config, so the next `current()` asks the gateway (after the wait of a failure, if one is on). */
  forget(): void;
}

export interface SignConfigTiming {
  now?: () => number;
  random?: () => number;
}

export function createSignConfigSource(
  client: HttpCaller,
  cache: StorageArea,
  { now = Date.now, random = Math.random }: SignConfigTiming = {},
): SignConfigSource {
  let pending: Promise<unknown> | undefined;
  // Every public call of an anonymous page asks for the URL tables; while the gateway cannot answer, each of them
  // would otherwise ask again at once. The last failure is handed out until its backoff has passed instead.
  let failures = 0;
  let failedUntil: number | null = null;

  function fetchAndCache(): Promise<unknown> {
    // The call and its answer's check come with the HTTP client, after the first render (request-layer.ts).
    const fetched = loadRequestLayer()
      .then(({ endpoints }) => endpoints.fetchGatewaySignConfig(client))
      .then(({ gatewaySignConfig }) => {
        cache.write(SIGN_CONFIG_KEY, gatewaySignConfig);
        failures = 0;
        return gatewaySignConfig as unknown;
      });
    pending = fetched;
    failedUntil = null;
    fetched.catch(() => {
      if (pending !== fetched) return;
      failures += 1;
      failedUntil = now() + backoffDelay(failures, random);
    });
    return fetched;
  }

  return {
    current() {
      if (pending && (failedUntil === null || now() < failedUntil)) return pending;
      const cached = cache.read<unknown>(SIGN_CONFIG_KEY, null, (value): value is unknown => value !== null);
      return cached !== null ? Promise.resolve(cached) : fetchAndCache();
    },
    refetch: fetchAndCache,
    forget() {
      cache.remove(SIGN_CONFIG_KEY);
      // A failed ask's wait stays: forgetting drops a config (one that failed verification), not the backoff, which
      // would otherwise end each time a failure is reported.
      if (failedUntil === null) pending = undefined;
    },
  };
}
