import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../../src/api/errors';
import { APP_FLAVOUR, EVENTS_FLAVOUR } from '../../src/api/flavours';
import { fromAxiosError, httpStatusError } from '../../src/api/http-errors';

const config = { headers: new AxiosHeaders(), url: '/v1/x' } as InternalAxiosRequestConfig;

function statusError(status: number, headers: Record<string, string> = {}): AxiosError {
  const response: AxiosResponse = { data: '', status, statusText: '', headers, config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('fromAxiosError: HTTP status', () => {
  it.each([
    [403, 'errors.forbidden'],
    [404, 'errors.requestError'],
    [504, 'errors.requestError'],
    [500, 'errors.systemBusy'],
  ])('maps %i to %s', (status, messageKey) => {
    const error = fromAxiosError(statusError(status), APP_FLAVOUR, '/v1/x');
    expect(error).toMatchObject({ kind: 'http', status, messageKey, toast: true, path: '/v1/x' });
    expect(error.values).toBeUndefined();
  });

  it.each([400, 401, 502, 503])('maps any other status (%i) to "<status>: The system is busy"', (status) => {
    expect(fromAxiosError(statusError(status), APP_FLAVOUR)).toMatchObject({
      kind: 'http',
      status,
      messageKey: 'errors.statusSystemBusy',
      values: { status },
    });
  });

  it.each([
    ['1', 'errors.rateLimitedSeconds', 1],
    ['90', 'errors.rateLimitedSeconds', 90],
    ['91', 'errors.rateLimitedMinutes', 2],
    ['3600', 'errors.rateLimitedMinutes', 60],
  ])('maps 429 with Retry-After %s to %s with the wait %i', (retryAfter, messageKey, wait) => {
    expect(fromAxiosError(statusError(429, { 'retry-after': retryAfter }), APP_FLAVOUR)).toMatchObject({
      kind: 'http',
      status: 429,
      messageKey,
      values: { wait },
      toast: true,
    });
  });

  it('maps 429 with an HTTP-date Retry-After to the wait until then', () => {
    const at = new Date(Date.now() + 150_000).toUTCString();
    const error = fromAxiosError(statusError(429, { 'retry-after': at }), APP_FLAVOUR);
    expect(error.messageKey).toBe('errors.rateLimitedMinutes');
    expect([2, 3]).toContain(error.values?.['wait']);
  });

  it.each([[undefined], ['soon']])('maps 429 without a readable Retry-After (%p) to "try again later"', (retryAfter) => {
    const headers: Record<string, string> = retryAfter === undefined ? {} : { 'retry-after': retryAfter };
    const error = fromAxiosError(statusError(429, headers), APP_FLAVOUR);
    expect(error).toMatchObject({ kind: 'http', status: 429, messageKey: 'errors.rateLimited' });
    expect(error.values).toBeUndefined();
  });

  it('keeps the wait a Retry-After asks for in ms, on a 429 and on a 503, for a caller that tries again on its own', () => {
    expect(fromAxiosError(statusError(429, { 'retry-after': '20' }), APP_FLAVOUR).retryAfterMs).toBe(20_000);
    const unavailable = fromAxiosError(statusError(503, { 'retry-after': '7' }), APP_FLAVOUR, '/v1/x');
    expect(unavailable).toMatchObject({ status: 503, messageKey: 'errors.statusSystemBusy', retryAfterMs: 7_000 });
    // Kept when the error is told of another path or asked to show no toast.
    expect(unavailable.withPath('/v1/y').retryAfterMs).toBe(7_000);
    expect(unavailable.withoutToast().retryAfterMs).toBe(7_000);
  });

  it('sets no wait when the answer asked for none or one it cannot read', () => {
    expect(fromAxiosError(statusError(429), APP_FLAVOUR)).not.toHaveProperty('retryAfterMs');
    expect(fromAxiosError(statusError(503, { 'retry-after': 'soon' }), APP_FLAVOUR)).not.toHaveProperty('retryAfterMs');
  });

  it('keeps 429 out of the console in the events shell, but still as a toastable error', () => {
    const error = fromAxiosError(statusError(429), EVENTS_FLAVOUR);
    expect(error).toMatchObject({ kind: 'http', status: 429, silent: true, toast: true });
    expect(fromAxiosError(statusError(429), APP_FLAVOUR).silent).toBe(false);
    expect(fromAxiosError(statusError(500), EVENTS_FLAVOUR).silent).toBe(false);
  });

  it('ignores a Retry-After that is not text (an adapter that parsed it) and says "try again later"', () => {
    const error = fromAxiosError(statusError(429, { 'retry-after': 30 as unknown as string }), APP_FLAVOUR);
    expect(error).toMatchObject({ kind: 'http', status: 429, messageKey: 'errors.rateLimited' });
    expect(error.values).toBeUndefined();
  });

  it.each([429, 503])('names the status %i in the error\'s own message, for the logs', (status) => {
    expect(fromAxiosError(statusError(status), APP_FLAVOUR).message).toBe(`HTTP ${status}`);
  });

  it('reads a response with status 0 (the browser refused to show it) as a lost connection, not an HTTP error', () => {
    const response: AxiosResponse = { data: '', status: 0, statusText: '', headers: {}, config };
    const error = fromAxiosError(new AxiosError('Network Error', 'ERR_NETWORK', config, {}, response), APP_FLAVOUR);
    expect(error).toMatchObject({ kind: 'network', messageKey: 'errors.network' });
    expect(error.status).toBeUndefined();
  });

  it('builds the same error from a bare status', () => {
    expect(httpStatusError(418, APP_FLAVOUR, '/v1/tea')).toMatchObject({
      messageKey: 'errors.statusSystemBusy',
      values: { status: 418 },
      path: '/v1/tea',
    });
  });
});

describe('fromAxiosError: no response', () => {
  it.each([
    ['ECONNABORTED', 'timeout of 10000ms exceeded'],
    ['ETIMEDOUT', 'timeout of 20000ms exceeded'],
    [undefined, 'socket timeout'],
  ])('maps %p (%s) to a timeout', (code, message) => {
    expect(fromAxiosError(new AxiosError(message, code, config), APP_FLAVOUR)).toMatchObject({
      kind: 'timeout',
      messageKey: 'errors.timeout',
      toast: true,
    });
  });

  it('maps axios\'s own ECONNABORTED to a timeout whatever its message, unless it says the request was aborted', () => {
    const error = fromAxiosError(new AxiosError('socket hang up', 'ECONNABORTED', config), APP_FLAVOUR);
    expect(error).toMatchObject({ kind: 'timeout', code: 'ECONNABORTED' });
  });

  it('does not call a browser abort a timeout', () => {
    const error = fromAxiosError(new AxiosError('Request aborted', 'ECONNABORTED', config), APP_FLAVOUR);
    expect(error.kind).toBe('network');
  });

  it('maps ETIMEDOUT to a timeout even when its message does not say so', () => {
    const error = fromAxiosError(new AxiosError('connect failed', 'ETIMEDOUT', config), APP_FLAVOUR);
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'errors.timeout', code: 'ETIMEDOUT', detail: 'connect failed' });
  });

  it('maps a failure without response to a network error that keeps the message', () => {
    const error = fromAxiosError(new AxiosError('Network Error', 'ERR_NETWORK', config), APP_FLAVOUR);
    expect(error).toMatchObject({ kind: 'network', messageKey: 'errors.network', toast: true });
    expect(error.detail).toBe('Network Error');
  });

  it('maps a strict JSON parse failure to malformed', () => {
    const error = fromAxiosError(new AxiosError('Unexpected token <', 'ERR_BAD_RESPONSE', config), APP_FLAVOUR);
    expect(error).toMatchObject({ kind: 'malformed', messageKey: 'errors.malformed' });
  });
});

describe('fromAxiosError: other failures', () => {
  it('maps cancellations to a silent error that is never toasted', () => {
    for (const cause of [new CanceledError(), new DOMException('stop', 'AbortError')]) {
      const error = fromAxiosError(cause, EVENTS_FLAVOUR);
      expect(error).toMatchObject({ kind: 'cancelled', toast: false, silent: true });
    }
  });

  it('names a cancellation that carries no message of its own "cancelled"', () => {
    expect(fromAxiosError(new DOMException('', 'AbortError'), APP_FLAVOUR)).toMatchObject({
      kind: 'cancelled',
      message: 'cancelled',
    });
    expect(fromAxiosError(new DOMException('stop', 'AbortError'), APP_FLAVOUR).message).toBe('stop');
  });

  it('passes an ApiError through unchanged', () => {
    const original = new ApiError({ kind: 'envelope', serverMessage: 'x' });
    expect(fromAxiosError(original, APP_FLAVOUR)).toBe(original);
  });

  it('keeps what was thrown as the detail when it is text, and no detail from anything else', () => {
    expect(fromAxiosError('socket closed', APP_FLAVOUR).detail).toBe('socket closed');
    expect(fromAxiosError(new TypeError('boom'), APP_FLAVOUR).detail).toBe('boom');
    for (const cause of [null, undefined, 42, { message: 42 }, { name: 'AbortError-like' }]) {
      const error = fromAxiosError(cause, APP_FLAVOUR);
      expect(error).toMatchObject({ kind: 'bad-request', messageKey: 'errors.unknown' });
      expect(error.detail).toBeUndefined();
    }
  });

  it('wraps anything else as a bad request with the generic text', () => {
    for (const cause of [new TypeError('boom'), 'text', undefined, 42]) {
      const error = fromAxiosError(cause, APP_FLAVOUR);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'bad-request', messageKey: 'errors.unknown' });
    }
  });
});
