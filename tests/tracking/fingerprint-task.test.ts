// Alone in its file: other trackers' fingerprints finish asynchronously and would land in this test's storage.
import { createBrowserTracker } from '../../src/tracking/browser';

afterEach(() => jest.useRealTimers());

test('the tracker computes the fingerprint in a task of its own, after the tracker is made', async () => {
  jest.useFakeTimers();
  // The fingerprint's signals are hashed with WebCrypto: the digest shows when they are read.
  const digest = jest.spyOn(globalThis.crypto.subtle, 'digest');
  const tracker = createBrowserTracker({ buildUrl: (path) => path, locale: () => 'en', logEnv: 'test2' });
  expect(digest).not.toHaveBeenCalled();

  await jest.runAllTimersAsync();

  expect(digest).toHaveBeenCalledTimes(1);
  tracker.destroy();
});
