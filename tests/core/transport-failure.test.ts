import { gotNoVerdict, isPassingFailure, isTransportFailure } from '../../src/core/transport-failure';

describe('isTransportFailure', () => {
  it.each(['network', 'timeout', 'cancelled'])('is true for a request error of kind %s', (kind) => {
    expect(isTransportFailure({ kind })).toBe(true);
  });

  it.each(['http', 'server', 'malformed', '', 'Network'])('is false for an answer from the server (kind %j)', (kind) => {
    expect(isTransportFailure({ kind })).toBe(false);
  });

  it.each([null, undefined, 'network', 42, {}, { kind: 1 }, { kind: null }, new Error('network')])(
    'is false for %p, which is not a typed transport error',
    (value) => {
      expect(isTransportFailure(value)).toBe(false);
    },
  );

  it('is true for an Error carrying a transport kind', () => {
    expect(isTransportFailure(Object.assign(new Error('offline'), { kind: 'network' }))).toBe(true);
  });
});

describe('isPassingFailure', () => {
  it.each(['network', 'timeout', 'cancelled'])('is true for a transport failure of kind %s', (kind) => {
    expect(isPassingFailure({ kind })).toBe(true);
  });

  it.each([429, 500, 502, 503, 504, 599])('is true for HTTP %i, the server busy or down', (status) => {
    expect(isPassingFailure({ kind: 'http', status })).toBe(true);
  });

  it.each([400, 401, 403, 404, 428, 499, 600])('is false for HTTP %i, an answer that will not change by waiting', (status) => {
    expect(isPassingFailure({ kind: 'http', status })).toBe(false);
  });

  it.each([
    { kind: 'envelope', status: 503 },
    { kind: 'malformed', status: 500 },
    { kind: 'session-expired' },
    { kind: 'http' },
    { kind: 'http', status: '503' },
    null,
    undefined,
    'network',
    503,
    new Error('503'),
  ])('is false for %p, a verdict of the server or no typed request error', (value) => {
    expect(isPassingFailure(value)).toBe(false);
  });
});

describe('gotNoVerdict', () => {
  it.each([{ kind: 'network' }, { kind: 'timeout' }, { kind: 'http', status: 429 }, { kind: 'http', status: 502 }, { kind: 'malformed' }])(
    'is true for %p: the change asked for may have been made',
    (error) => {
      expect(gotNoVerdict(error)).toBe(true);
    },
  );

  it.each([{ kind: 'envelope', code: '33001' }, { kind: 'http', status: 400 }, { kind: 'session-expired' }, null, undefined, 'malformed'])(
    'is false for %p: the server refused, or nothing typed failed',
    (error) => {
      expect(gotNoVerdict(error)).toBe(false);
    },
  );
});
