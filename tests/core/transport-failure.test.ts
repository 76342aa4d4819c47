import { isTransportFailure } from '../../src/core/transport-failure';

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
