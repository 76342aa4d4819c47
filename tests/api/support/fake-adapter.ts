// A network stand-in for axios: records each request's final config and answers from a handler, the way the
// browser adapter would (status check, abort on the request's signal). No request leaves the process.
import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export interface FakeReply {
  readonly status?: number;
  readonly data?: unknown;
  readonly headers?: Record<string, string>;
}

/** A handler answers with a reply, rejects (to simulate transport failures), or returns HANG to never answer. */
export type FakeHandler = (
  config: InternalAxiosRequestConfig,
) => FakeReply | typeof HANG | Promise<FakeReply | typeof HANG>;

export const HANG = Symbol('hang');

export interface FakeAdapter {
  readonly adapter: AxiosAdapter;
  readonly calls: InternalAxiosRequestConfig[];
  /** The last request's config; fails the test when there was none. */
  last(): InternalAxiosRequestConfig;
}

function abortError(config: InternalAxiosRequestConfig): CanceledError<unknown> {
  return new CanceledError(undefined, undefined, config);
}

export function createFakeAdapter(handler: FakeHandler): FakeAdapter {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    calls.push(config);
    return new Promise<AxiosResponse>((resolve, reject) => {
      const signal = config.signal as AbortSignal | undefined;
      if (signal?.aborted) {
        reject(abortError(config));
        return;
      }
      const onAbort = (): void => reject(abortError(config));
      signal?.addEventListener('abort', onAbort, { once: true });
      Promise.resolve()
        .then(() => handler(config))
        .then((reply) => {
          if (reply === HANG) return;
          signal?.removeEventListener('abort', onAbort);
          const status = reply.status ?? 200;
          const response: AxiosResponse = {
            data: reply.data,
            status,
            statusText: String(status),
            headers: new AxiosHeaders(reply.headers ?? {}),
            config,
            request: {},
          };
          const valid = config.validateStatus ? config.validateStatus(status) : true;
          if (valid) {
            resolve(response);
          } else {
            const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
            reject(new AxiosError(`Request failed with status code ${status}`, code, config, {}, response));
          }
        })
        .catch((error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        });
    });
  };
  return {
    adapter,
    calls,
    last() {
      const config = calls.at(-1);
      if (!config) throw new Error('no request was sent');
      return config;
    },
  };
}

/** The usual success envelope of the gateway. */
export function ok(data: unknown): FakeReply {
  return { data: { status: 'success', code: '00000', msg: 'success', data } };
}

/** The axios error a real timeout produces. */
export function timeoutError(
  config: InternalAxiosRequestConfig,
  code: 'ECONNABORTED' | 'ETIMEDOUT' = 'ECONNABORTED',
): AxiosError {
  return new AxiosError(`timeout of ${String(config.timeout)}ms exceeded`, code, config, {});
}

/** The axios error of a request that got no response at all. */
export function networkError(config: InternalAxiosRequestConfig): AxiosError {
  return new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
}

/**
 * The error axios's own browser adapter gives a request whose timeout ran out: ETIMEDOUT when the request's config
 * asks for clarified timeout errors, else ECONNABORTED, the code a browser abort has too.
 */
export function adapterTimeoutError(config: InternalAxiosRequestConfig): AxiosError {
  const code = config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED;
  return new AxiosError(`timeout of ${String(config.timeout)}ms exceeded`, code, config, {});
}
