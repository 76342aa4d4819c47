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

  it('ignores a round trip whose end is before its start', () => {
    const clock = createServerClock(() => 0);
    expect(clock.correct(SERVER, 10, 5)).toBe(false);
    expect(clock.offset).toBe(0);
  });
});
