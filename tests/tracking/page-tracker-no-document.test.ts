/**
 * @jest-environment <rootDir>/tests/setup/node-environment.cjs
 */
import { createTracker } from '../../src/tracking/page-tracker';
import type { HistorySource } from '../../src/tracking/page-tracker';
import { ENVIRONMENT, FakeStorage, makeQueue } from './support';

// An embedded page or a test runner may have no document at all; a navigation is still a page view.
test('without a document, a page view that follows the history has an empty title', () => {
  expect(globalThis.document).toBeUndefined();
  const { queue } = makeQueue(new FakeStorage());
  let navigate: (url: string) => void = () => {};
  const history: HistorySource = (listener) => {
    navigate = listener;
    return () => {};
  };
  createTracker({
    queue,
    transport: { send: async () => ({ ok: true, status: 200 }) },
    environment: ENVIRONMENT,
    identity: { deviceId: 'device-1', sessionId: 'session-1' },
    locale: () => 'en',
    history,
    page: { url: 'https://exchange.test/spot/BTCUSDT', title: 'Spot', referrer: '' },
  });
  navigate('/wiki');
  const shown = queue.peek().filter((event) => event.page_status === 'show');
  expect(shown.map((event) => [event.curr_page, event.title])).toEqual([
    ['/spot/BTCUSDT', 'Spot'],
    ['/wiki', ''],
  ]);
});
