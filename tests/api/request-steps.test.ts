import { AxiosHeaders } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { createServerClock } from '../../src/api/clock';
import { ApiError } from '../../src/api/errors';
import { APP_FLAVOUR, EVENTS_FLAVOUR } from '../../src/api/flavours';
import {
  addCommonHeaders,
  addCommonQuery,
  cleanParams,
  commonSteps,
  serializeBody,
  toMethod,
} from '../../src/api/request-steps';
import { makeContext } from './support/context';

function config(overrides: Partial<InternalAxiosRequestConfig> = {}): InternalAxiosRequestConfig {
  return { method: 'post', url: '/v1/a', headers: new AxiosHeaders(), ...overrides } as InternalAxiosRequestConfig;
}

const clock = createServerClock(() => 1_700_000_000_000);

describe('toMethod', () => {
  it('accepts the four methods of SPEC 7 in any case', () => {
    expect(['get', 'POST', 'Put', 'delete'].map(toMethod)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
  });

  it.each(['patch', 'head', '', undefined, 1])('rejects %p as a bad request', (method) => {
    expect(() => toMethod(method)).toThrow(ApiError);
  });

  it('names the refused method in a bad request with the generic text', () => {
    expect(() => toMethod('PATCH')).toThrow(
      expect.objectContaining({ kind: 'bad-request', messageKey: 'errors.unknown', detail: 'unsupported method PATCH' }),
    );
  });
});

describe('cleanParams', () => {
  it('trims and formats both the query and the body', async () => {
    const result = await cleanParams(
      config({ params: { q: ' a ' }, data: { at: new Date(2024, 0, 1, 9, 30), s: ' b ' } }),
      makeContext(),
    );
    expect(result.params).toEqual({ q: 'a' });
    expect(result.data).toEqual({ at: '2024-01-01 09:30', s: 'b' });
  });
});

describe('serializeBody', () => {
  it('writes JSON and sets its content type', async () => {
    const result = await serializeBody(config({ data: { a: 1 } }), makeContext());
    expect(result.data).toBe('{"a":1}');
    expect(result.headers.getContentType()).toBe('application/json');
  });

  it('writes a form when the form content type was set', async () => {
    const request = config({ data: { ids: [1] } });
    request.headers.setContentType('application/x-www-form-urlencoded');
    const result = await serializeBody(request, makeContext());
    expect(result.data).toBe('ids[]=1');
  });

  it('leaves the content type the caller gave a binary body (a Blob) as it is', async () => {
    const blob = new Blob(['x']);
    const request = config({ data: blob });
    request.headers.setContentType('image/png');
    const result = await serializeBody(request, makeContext());
    expect(result.data).toBe(blob);
    expect(result.headers.getContentType()).toBe('image/png');
  });

  it('switches the content type off for FormData', async () => {
    const form = new FormData();
    const request = config({ data: form });
    request.headers.setContentType('application/json');
    const result = await serializeBody(request, makeContext());
    expect(result.data).toBe(form);
    expect(result.headers.getContentType()).toBe(false);
    expect(result.headers.toJSON()['Content-Type']).toBeUndefined();
  });
});

describe('addCommonQuery', () => {
  it('merges the common query over the caller params', async () => {
    const request = config({ method: 'get', params: { a: 1, languageType: 9 } });
    const result = await addCommonQuery(clock)(request, makeContext({ locale: 'th' }));
    expect(result.params).toEqual({ a: 1, languageType: 14, _t: 1_700_000_000_000 });
  });

  it('rejects params that are not a record', () => {
    expect(() => addCommonQuery(clock)(config({ params: [1] }), makeContext())).toThrow(
      expect.objectContaining({ kind: 'bad-request', detail: 'query params must be a plain object' }),
    );
  });

  it.each([undefined, null])('gives a call without params (%p) the common query alone', async (params) => {
    const result = await addCommonQuery(clock)(config({ method: 'get', params }), makeContext({ locale: 'th' }));
    expect(result.params).toEqual({ languageType: 14, _t: 1_700_000_000_000 });
  });
});

describe('addCommonHeaders', () => {
  it('sets the app headers', async () => {
    const result = await addCommonHeaders(APP_FLAVOUR, clock)(config(), makeContext({ simulation: true }));
    expect(result.headers.get('paptrading')).toBe('1');
    expect(result.headers.get('requestId')).toBeUndefined();
  });

  it('sets the events headers with the corrected time', async () => {
    const result = await addCommonHeaders(EVENTS_FLAVOUR, clock)(config(), makeContext());
    expect(result.headers.get('requestTime')).toBe('1700000000000');
    expect(result.headers.get('website')).toBe('mix');
  });
});

describe('commonSteps', () => {
  it('runs in the order of DESIGN: clean, body, query, headers', () => {
    const steps = commonSteps(APP_FLAVOUR, clock);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toBe(cleanParams);
    expect(steps[1]).toBe(serializeBody);
  });
});
