// The request layer (SPEC 7, DESIGN "The request path"): one axios instance per flavour whose interceptors compose
// the step functions of this folder. Every call settles: it resolves with the envelope's data or rejects with an
// ApiError, never with a raw axios error, and it never throws synchronously.
import axios from 'axios';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { env } from '../config/env';
import { resolveApiPath } from './api-path';
import { encodeForm, FORM_CONTENT_TYPE } from './body';
import { createServerClock } from './clock';
import type { ServerClock } from './clock';
import type { HttpMethod } from './common-query';
import { readEnvelope } from './envelope';
import { reportApiError } from './error-report';
import { ApiError, malformedAnswer } from './errors';
import type { Flavour } from './flavours';
import { fromAxiosError } from './http-errors';
import { linkAbortSignal } from './abort-link';
import { createPendingRegistry, pendingKey } from './pending';
import type { PendingRegistry } from './pending';
import type { RequestContext } from './request-context';
import { commonSteps, toMethod } from './request-steps';
import type { RequestStep } from './request-steps';
import { readResponseHeader } from './response-header';

export type { RequestStep } from './request-steps';

export interface RequestOptions {
  readonly method: HttpMethod;
  /** API name as SPEC 7 writes it (`v1/user/logout`, `/v1/...`, `btapi/...`). */
  readonly name: string;
  readonly params?: unknown;
  readonly data?: unknown;
  /** Send `data` form-urlencoded instead of JSON. */
  readonly form?: boolean;
  readonly signal?: AbortSignal;
  /** Extra headers; the common headers of SPEC 7 take precedence over them. */
  readonly headers?: Record<string, string>;
  /** false: the caller handles the failure itself and onError is not called (the rejection is unchanged). */
  readonly toast?: boolean;
  /** Shape check of the data; a refused answer rejects as 'malformed' (and is toasted) like an unreadable one. */
  readonly validate?: (data: unknown) => boolean;
}

export type CallOptions = Omit<RequestOptions, 'method' | 'name' | 'params' | 'data'>;

export interface HttpClient {
  request<T>(options: RequestOptions): Promise<T>;
  get<T>(name: string, params?: unknown, options?: CallOptions): Promise<T>;
  post<T>(name: string, data?: unknown, options?: CallOptions): Promise<T>;
  put<T>(name: string, data?: unknown, options?: CallOptions): Promise<T>;
  delete<T>(name: string, params?: unknown, options?: CallOptions): Promise<T>;
  /** Multipart upload by POST (SPEC 7); the browser sets the multipart content type. */
  upload<T>(name: string, formData: FormData, options?: CallOptions): Promise<T>;
  readonly pending: PendingRegistry;
  readonly clock: ServerClock;
  readonly flavour: Flavour;
}

/** The calling side of a client: what endpoints and callers need, whether the client is loaded yet or not. */
export type HttpCaller = Pick<HttpClient, 'request' | 'get' | 'post' | 'put' | 'delete' | 'upload'>;

export interface HttpClientDeps {
  /** Read on every request, so preference changes apply to the next call. */
  readonly getContext: () => RequestContext;
  /** The toast edge: receives every error meant for the user. */
  readonly onError?: (error: ApiError) => void;
  /** The gateway's `gw-sign-error` response header: it could not verify a signature (SPEC 8). */
  readonly onSignError?: (reason: string, path: string) => void;
  readonly clock?: ServerClock;
  readonly steps?: readonly RequestStep[];
  /** Replaces the network (tests). */
  readonly adapter?: AxiosAdapter;
  readonly baseURL?: string;
  readonly cancelDuplicates?: boolean;
  /** Defaults to the build's configured prefix. */
  readonly apiPrefix?: string;
}

/** The server's clock, read by the clock correction step. */
export const SERVER_TIME_HEADER = 'request-time';
export const SIGN_ERROR_HEADER = 'gw-sign-error';

export function createHttpClient(flavour: Flavour, deps: HttpClientDeps): HttpClient {
  const clock = deps.clock ?? createServerClock();
  const pending = createPendingRegistry({ cancelDuplicates: deps.cancelDuplicates ?? false });
  const apiPrefix = deps.apiPrefix ?? env.apiPrefix;
  // Keyed by the request's own AbortSignal: axios copies the config object on its way, but keeps the signal.
  const sentAt = new WeakMap<object, number>();

  const instance = axios.create({
    baseURL: deps.baseURL,
    timeout: flavour.timeoutMs,
    adapter: deps.adapter,
    paramsSerializer: { serialize: (params) => encodeForm(params) },
    // Real timeouts then say ETIMEDOUT, which cannot be mistaken for a browser abort.
    transitional: { clarifyTimeoutError: true },
  });

  const pipeline = [...commonSteps(flavour, clock), ...(deps.steps ?? [])];

  instance.interceptors.request.use(async (config) => {
    const context = deps.getContext();
    let prepared = config;
    for (const step of pipeline) prepared = await step(prepared, context);
    if (prepared.signal) sentAt.set(prepared.signal, clock.localNow());
    return prepared;
  });

  const readServerHeaders = (response: AxiosResponse | undefined): void => {
    if (!response) return;
    const signError = readResponseHeader(response.headers, SIGN_ERROR_HEADER);
    if (typeof signError === 'string' && signError !== '') deps.onSignError?.(signError.slice(0, 200), response.config?.url ?? '');
    const signal = response.config?.signal;
    const started = signal ? sentAt.get(signal) : undefined;
    if (started === undefined) return;
    clock.correct(readResponseHeader(response.headers, SERVER_TIME_HEADER), started, clock.localNow());
  };

  instance.interceptors.response.use(
    (response) => {
      readServerHeaders(response);
      response.data = readEnvelope(flavour, response, response.config.url ?? '');
      return response;
    },
    (error: unknown) => {
      if (axios.isAxiosError(error)) readServerHeaders(error.response);
      throw fromAxiosError(error, flavour, axios.isAxiosError(error) ? error.config?.url : undefined);
    },
  );

  async function request<T>(options: RequestOptions): Promise<T> {
    const controller = new AbortController();
    let path: string | undefined;
    let key: string | undefined;
    let unlink = (): void => undefined;
    try {
      const method = toMethod(options?.method);
      path = resolveApiPath(options?.name, apiPrefix);
      key = pendingKey(method, path);
      unlink = linkAbortSignal(options.signal, controller);
      pending.add(key, controller);
      const headers: Record<string, string> = { ...options.headers };
      if (options.form === true) headers['Content-Type'] = FORM_CONTENT_TYPE;
      const response = await instance.request({
        method,
        url: path,
        params: options.params,
        data: options.data,
        headers,
        signal: controller.signal,
      });
      if (options.validate && !options.validate(response.data)) {
        throw malformedAnswer(path, 'the answer does not have the expected shape');
      }
      return response.data as T;
    } catch (raw) {
      let error = fromAxiosError(raw, flavour, path);
      // Whatever the transport said, a request whose signal fired was cancelled (by the caller, a newer duplicate
      // or cancelAll), and a cancellation is never shown.
      if (controller.signal.aborted && error.kind !== 'cancelled') {
        error = new ApiError({ kind: 'cancelled', message: 'cancelled', path });
      }
      if (error.path === undefined && path !== undefined) error = error.withPath(path);
      reportApiError(error, {
        flavour,
        label: `${String(options?.method ?? '').toUpperCase()} ${path ?? String(options?.name)}`,
        onError: deps.onError,
        toast: options?.toast,
      });
      throw error;
    } finally {
      unlink();
      if (key !== undefined) pending.remove(key, controller);
    }
  }

  return {
    request,
    get: (name, params, options) => request({ ...options, method: 'GET', name, params }),
    post: (name, data, options) => request({ ...options, method: 'POST', name, data }),
    put: (name, data, options) => request({ ...options, method: 'PUT', name, data }),
    delete: (name, params, options) => request({ ...options, method: 'DELETE', name, params }),
    upload: (name, formData, options) => request({ ...options, method: 'POST', name, data: formData, form: false }),
    pending,
    clock,
    flavour,
  };
}
