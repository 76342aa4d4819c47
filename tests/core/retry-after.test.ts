import { retryAfterMs } from '../../src/core/retry-after';

const NOW = Date.parse('2030-01-15T12:00:00Z');

describe('retryAfterMs', () => {
  it.each([
    ['0', 0],
    ['1', 1_000],
    ['120', 120_000],
    [' 30 ', 30_000],
  ])('reads delay seconds %j as %j ms', (value, ms) => {
    expect(retryAfterMs(value, NOW)).toBe(ms);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(retryAfterMs('Tue, 15 Jan 2030 12:00:45 GMT', NOW)).toBe(45_000);
  });

  it('reads an HTTP date with spaces around it', () => {
    expect(retryAfterMs('  Tue, 15 Jan 2030 12:01:00 GMT  ', NOW)).toBe(60_000);
  });

  it('reads a date that starts with its day of the month', () => {
    expect(retryAfterMs('15 Jan 2030 12:00:45 GMT', NOW)).toBe(45_000);
  });

  it('reads a date that ends in a numeric offset', () => {
    expect(retryAfterMs('2030-01-15T13:00:45+01:00', NOW)).toBe(45_000);
  });

  it('never asks for a negative wait: a date in the past is 0', () => {
    expect(retryAfterMs('Tue, 15 Jan 2030 11:59:00 GMT', NOW)).toBe(0);
  });

  it.each([null, undefined, '', '   '])('is undefined when the header is absent (%j)', (value) => {
    expect(retryAfterMs(value, NOW)).toBeUndefined();
  });

  it.each(['soon', '5s', 'x30', 'in 5 minutes'])('is undefined for the unreadable value %j', (value) => {
    expect(retryAfterMs(value, NOW)).toBeUndefined();
  });

  it.each(['-5', '+5', '1.5', '-0', '.5', '5.'])(
    'is undefined for %j: a signed or fractional number, which a date parser would read as a year or a day',
    (value) => {
      expect(retryAfterMs(value, NOW)).toBeUndefined();
    },
  );

  it('counts from the current time when none is given', () => {
    jest.useFakeTimers({ now: NOW });
    try {
      expect(retryAfterMs('Tue, 15 Jan 2030 12:00:10 GMT')).toBe(10_000);
    } finally {
      jest.useRealTimers();
    }
  });
});
