import type { FastifyInstance } from 'fastify';
import { ok } from '../../server/envelope';
import { testGateway } from './support';
import { parseFormBody } from '../../server/body-parsers';

describe('parseFormBody', () => {
  it('turns bracket keys into arrays and keeps plain keys as strings', () => {
    expect(parseFormBody('a[]=1&a[]=2&b=x&empty=')).toEqual({ a: ['1', '2'], b: 'x', empty: '' });
  });

  it('keeps a single bracket value as an array', () => {
    expect(parseFormBody('ids[]=7')).toEqual({ ids: ['7'] });
  });

  it('collects a repeated plain key instead of dropping values', () => {
    expect(parseFormBody('tag=a&tag=b&tag=c')).toEqual({ tag: ['a', 'b', 'c'] });
  });

  it('decodes percent escapes and plus signs', () => {
    expect(parseFormBody('name=J%C3%BCrgen+M&list%5B%5D=a%26b')).toEqual({ name: 'Jürgen M', list: ['a&b'] });
  });

  it('keeps __proto__ as an ordinary field', () => {
    const parsed = parseFormBody('__proto__[]=polluted&constructor=x');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers an empty object for an empty body', () => {
    expect(parseFormBody('')).toEqual({});
  });
});

describe('request bodies', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
    app.post('/v1/test/echo', async (request) => ok(request.body ?? null));
  });

  afterEach(async () => {
    await app.close();
  });

  it('parses form-urlencoded bodies with bracket arrays', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'symbols[]=BTCUSDT&symbols[]=ETHUSDT&locale=en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { symbols: ['BTCUSDT', 'ETHUSDT'], locale: 'en' } });
  });

  it('parses JSON with a charset parameter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: '[{"id":"e1"}]',
    });
    expect(response.json()).toMatchObject({ code: '00000', data: [{ id: 'e1' }] });
  });

  it('accepts multipart bodies and answers the envelope', async () => {
    const boundary = 'gatewayboundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.txt"',
      'Content-Type: text/plain',
      '',
      'hello',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', code: '00000', msg: 'success', data: null });
  });

  it('applies the body limit to form and multipart bodies too', async () => {
    const small = await testGateway({ bodyLimit: 32 });
    small.post('/v1/test/echo', async (request) => ok(request.body ?? null));
    try {
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=b']) {
        const response = await small.inject({
          method: 'POST',
          url: '/v1/test/echo',
          headers: { 'content-type': type },
          payload: `a=${'x'.repeat(100)}`,
        });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({ code: '41300' });
      }
    } finally {
      await small.close();
    }
  });
});
