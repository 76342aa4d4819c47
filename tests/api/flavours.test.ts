import { APP_FLAVOUR, EVENTS_FLAVOUR } from '../../src/api/flavours';

describe('flavours', () => {
  it('gives the app client a 10 s timeout, the app envelope rules and no console logging', () => {
    expect(APP_FLAVOUR).toEqual({ name: 'app', timeoutMs: 10_000, envelope: 'app', logsErrors: false });
  });

  it('gives the events shell a 20 s timeout, its own envelope rules and console logging', () => {
    expect(EVENTS_FLAVOUR).toEqual({ name: 'events', timeoutMs: 20_000, envelope: 'events', logsErrors: true });
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(APP_FLAVOUR)).toBe(true);
    expect(Object.isFrozen(EVENTS_FLAVOUR)).toBe(true);
  });
});
