import { currentUnsafeUrlReporter, setUnsafeUrlReporter } from '../../src/core/unsafe-url-reporter';

afterEach(() => setUnsafeUrlReporter(null));

describe('the unsafe URL reporter', () => {
  it('is detached until the app attaches one', () => {
    expect(currentUnsafeUrlReporter()).toBeNull();
  });

  it('is the reporter last attached, and null again once detached', () => {
    const first = jest.fn();
    const second = jest.fn();

    setUnsafeUrlReporter(first);
    expect(currentUnsafeUrlReporter()).toBe(first);
    setUnsafeUrlReporter(second);
    expect(currentUnsafeUrlReporter()).toBe(second);
    setUnsafeUrlReporter(null);
    expect(currentUnsafeUrlReporter()).toBeNull();
  });
});
