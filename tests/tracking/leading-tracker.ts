import { createBrowserTracker } from '../../src/tracking/browser';
import { LEASE_HEARTBEAT_MS } from '../../src/tracking/limits';

const buildUrl = (path: string) => `${path}?languageType=0`;

/** A fetch that accepts every upload, put in place of the page's while `run` runs (the page's is put back after). */
export async function withAcceptingFetch(run: (fetch: jest.Mock<Promise<unknown>, [string, RequestInit]>) => Promise<void>): Promise<void> {
  const fetch = jest.fn(async (_url: string, _init: RequestInit) => ({
    ok: true,
    status: 200,
    json: async () => ({ status: 'success' }),
  }));
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  try {
    await run(fetch);
  } finally {
    globalThis.fetch = realFetch;
  }
}

/**
 * A browser tracker (paths end in `?languageType=0`) whose tab has claimed the lead and waited one heartbeat of
 * fake time (the caller turns fake timers on); `changes` holds each change of leadership it was told.
 */
export function leadingTracker() {
  const tracker = createBrowserTracker({ buildUrl, locale: () => 'en', logEnv: 'test2' });
  const changes: boolean[] = [];
  const election = tracker.lead((isLeader) => changes.push(isLeader));
  election.claim();
  jest.advanceTimersByTime(LEASE_HEARTBEAT_MS);
  return { tracker, election, changes };
}
