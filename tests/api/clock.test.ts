import { createServerClock } from '../../src/api/clock';

const SERVER = 1_700_000_000_000;

describe('createServerClock', () => {
  it('reads local time until it is corrected', () => {
    const clock = createServerClock(() => 5_000);
    expect(clock.now()).toBe(5_000);
    expect(clock.localNow()).toBe(5_000);
    expect(clock.offset).toBe(0);
  });

  it('takes the middle of the round trip as the moment the server stamped its answer', () => {
    let local = SERVER - 60_000;
    const clock = createServerClock(() => local);
    // Sent at local-100, received at local+100: the server's stamp belongs to `local`.
    expect(clock.correct(String(SERVER), local - 100, local + 100)).toBe(true);
    expect(clock.offset).toBe(60_000);
    expect(clock.now()).toBe(SERVER);
    local += 1_000;
    expect(clock.now()).toBe(SERVER + 1_000);
    expect(clock.localNow()).toBe(local);
  });

  it('accepts the header as a number or as a numeric string with spaces', () => {
    const clock = createServerClock(() => 0);
    expect(clock.correct(SERVER, 0, 0)).toBe(true);
    expect(clock.offset).toBe(SERVER);
    expect(clock.correct(` ${SERVER + 10} `, 0, 0)).toBe(true);
    expect(clock.offset).toBe(SERVER + 10);
  });

  it.each([undefined, null, '', 'abc', '12abc', 'NaN', Number.NaN, Infinity, -1, 1_700_000_000, '1e13', [SERVER], {}])(
    'ignores the invalid header value %p',
    (value) => {
      const clock = createServerClock(() => 0);
      expect(clock.correct(value, 0, 10)).toBe(false);
      expect(clock.offset).toBe(0);
    },
  );

  it('accepts the bounds of a millisecond timestamp (10^12 and 10^14) and a decimal string, nothing past them', () => {
    const clock = createServerClock(() => 0);
    expect(clock.correct(1e12, 0, 0)).toBe(true);
    expect(clock.offset).toBe(1e12);
    expect(clock.correct(1e14, 0, 0)).toBe(true);
    expect(clock.offset).toBe(1e14);
    expect(clock.correct(`${SERVER}.4`, 0, 0)).toBe(true);
    expect(clock.offset).toBe(SERVER);
    expect(clock.correct(1e12 - 1, 0, 0)).toBe(false);
    expect(clock.correct(1e14 + 1, 0, 0)).toBe(false);
    expect(clock.correct(`x${SERVER}`, 0, 0)).toBe(false);
    expect(clock.correct(`${SERVER}.`, 0, 0)).toBe(false);
    expect(clock.offset).toBe(SERVER);
    // Sub-millisecond digits of any length (a server that writes microseconds), rounded like the rest.
    expect(clock.correct(`${SERVER + 2}.625`, 0, 0)).toBe(true);
    expect(clock.offset).toBe(SERVER + 3);
  });

  it('rounds the offset to whole milliseconds', () => {
    const clock = createServerClock(() => 0);
    expect(clock.correct(SERVER, 0, 1)).toBe(true);
    expect(clock.offset).toBe(SERVER);
    expect(clock.correct(SERVER, 0, 3)).toBe(true);
    expect(clock.offset).toBe(SERVER - 1);
  });

  it.each([
    [Number.NaN, 10],
    [0, Number.NaN],
    [0, Infinity],
  ])('ignores a round trip measured as %p to %p', (sentAt, receivedAt) => {
    const clock = createServerClock(() => 0);
    expect(clock.correct(SERVER, sentAt, receivedAt)).toBe(false);
    expect(clock.offset).toBe(0);
  });

  it('accepts an answer received in the same millisecond it was sent', () => {
    const clock = createServerClock(() => 0);
    expect(clock.correct(SERVER, 5, 5)).toBe(true);
    expect(clock.offset).toBe(SERVER - 5);
  });

  it('ignores a round trip whose end is before its start', () => {
    const clock = createServerClock(() => 0);
    expect(clock.correct(SERVER, 10, 5)).toBe(false);
    expect(clock.offset).toBe(0);
  });
});
