// Runs in Chromium: the cost of queueing events with the tracker the app uses,
// with 1,000 and 10,000 events waiting (the queue keeps the newest 1,000).
import { createBrowserTracker } from '../../src/tracking/browser';

export interface TrackerFigures {
  /** Mean µs per event queued, by how many events were queued in the run. */
  perEventMicros: Record<string, number>;
  waiting: Record<string, number>;
}

async function run(): Promise<TrackerFigures> {
  const perEventMicros: Record<string, number> = {};
  const waiting: Record<string, number> = {};
  for (const count of [1_000, 10_000]) {
    localStorage.clear();
    const tracker = createBrowserTracker({ buildUrl: (path) => path, locale: () => 'en', logEnv: 'pre' });
    // Warm up the code paths before timing them.
    for (let i = 0; i < 200; i += 1) tracker.track({ event_tracking_id: `b${i}`, event_tracking: 'warm-up' });
    const started = performance.now();
    for (let i = 0; i < count; i += 1) {
      tracker.track({ event_tracking_id: `b${1000 + (i % 500)}`, event_tracking: 'bench', business1: String(i) });
    }
    perEventMicros[count] = ((performance.now() - started) * 1000) / count;
    waiting[count] = tracker.queue.size();
    tracker.destroy();
  }
  return { perEventMicros, waiting };
}

(window as unknown as { runTrackerBench: typeof run }).runTrackerBench = run;
