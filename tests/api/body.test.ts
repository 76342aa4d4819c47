import { FORM_CONTENT_TYPE, JSON_CONTENT_TYPE, encodeBody, encodeForm } from '../../src/api/body';

describe('encodeForm', () => {
  it('writes arrays with brackets', () => {
    expect(encodeForm({ ids: [1, 2] })).toBe('ids[]=1&ids[]=2');
  });

  it('writes nested objects with brackets', () => {
    expect(encodeForm({ a: { b: 1, c: { d: 'x' } } })).toBe('a[b]=1&a[c][d]=x');
  });

  it('percent-encodes keys and values but keeps the brackets readable', () => {
    expect(encodeForm({ 'a b': 'c&d=e', list: ['ü'] })).toBe('a%20b=c%26d%3De&list[]=%C3%BC');
  });

  it('leaves out functions and symbols, which have no form value', () => {
    expect(encodeForm({ f: () => 1, s: Symbol('x'), a: 1, list: [() => 2, 3] })).toBe('a=1&list[]=3');
  });

  it('writes a date as its ISO text', () => {
    expect(encodeForm({ at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) })).toBe('at=2024-01-02T03%3A04%3A05.000Z');
  });

  it('leaves out undefined, writes null as empty and stringifies scalars', () => {
    expect(encodeForm({ gone: undefined, empty: null, yes: true, n: 1.5 })).toBe('empty=&yes=true&n=1.5');
  });

  it('gives an empty body for anything but a plain object', () => {
    expect(encodeForm(undefined)).toBe('');
    expect(encodeForm([1, 2])).toBe('');
    expect(encodeForm('a=1')).toBe('');
  });
});

describe('encodeBody', () => {
  it('serializes JSON by default, so later steps see the exact bytes', () => {
    expect(encodeBody({ a: 1 })).toEqual({ data: '{"a":1}', contentType: JSON_CONTENT_TYPE });
    expect(encodeBody([1, 'x'])).toEqual({ data: '[1,"x"]', contentType: JSON_CONTENT_TYPE });
  });

  it('sends a value JSON cannot write (a function) as null, never as the text undefined', () => {
    expect(encodeBody(() => 1)).toEqual({ data: 'null', contentType: JSON_CONTENT_TYPE });
  });

  it('sends form-urlencoded when that content type was asked for', () => {
    expect(encodeBody({ ids: [1, 2] }, 'application/x-www-form-urlencoded;charset=utf-8')).toEqual({
      data: 'ids[]=1&ids[]=2',
      contentType: FORM_CONTENT_TYPE,
    });
  });

  it('sends a body that is already form-urlencoded text as it is', () => {
    expect(encodeBody('a=1&b=%20', FORM_CONTENT_TYPE)).toEqual({ data: 'a=1&b=%20', contentType: FORM_CONTENT_TYPE });
  });

  it('passes FormData through untouched and removes any content type of ours', () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const body = encodeBody(form, JSON_CONTENT_TYPE);
    expect(body.data).toBe(form);
    expect(body.contentType).toBeNull();
  });

  it('passes binary bodies through without changing the content type', () => {
    const blob = new Blob(['x']);
    expect(encodeBody(blob)).toEqual({ data: blob, contentType: undefined });
    const bytes = new Uint8Array([1]);
    expect(encodeBody(bytes).data).toBe(bytes);
  });

  it('passes URLSearchParams through as they are, leaving their content type to the browser', () => {
    const params = new URLSearchParams({ a: '1' });
    expect(encodeBody(params, JSON_CONTENT_TYPE)).toEqual({ data: params, contentType: undefined });
  });

  it('still encodes JSON and forms in a runtime without FormData, Blob or URLSearchParams (a worker, an old engine)', () => {
    const saved = { FormData: globalThis.FormData, Blob: globalThis.Blob, URLSearchParams: globalThis.URLSearchParams };
    const scope = globalThis as Record<string, unknown>;
    for (const name of Object.keys(saved)) delete scope[name];
    try {
      // Reading `instanceof` of a missing global would throw a ReferenceError: each one is looked up first.
      expect(encodeBody({ a: 1 })).toEqual({ data: '{"a":1}', contentType: JSON_CONTENT_TYPE });
      expect(encodeBody({ a: 1 }, FORM_CONTENT_TYPE)).toEqual({ data: 'a=1', contentType: FORM_CONTENT_TYPE });
      const bytes = new Uint8Array([1]);
      expect(encodeBody(bytes)).toEqual({ data: bytes, contentType: undefined });
    } finally {
      Object.assign(scope, saved);
    }
  });

  it('sends no body and no content type when there is no data', () => {
    expect(encodeBody(undefined)).toEqual({ data: undefined, contentType: null });
    expect(encodeBody(undefined, 'application/x-www-form-urlencoded')).toEqual({ data: undefined, contentType: null });
  });
});
