import type { TrackerFigures } from './browser/tracker-entry';
import { TRACKER_BUDGET_GZIP_BYTES } from './budgets';
import { listChunks, type Chunk } from './chunks';
import { runInChromium } from './run-in-chromium';
import { kb, printTable } from './format';

function chunk(prefix: string): Chunk {
  const found = listChunks().find((item) => item.file.startsWith(`/assets/${prefix}-`));
  if (!found) throw new Error(`the build has no ${prefix} chunk; run vite build first`);
  return found;
}

/**
 * The tracker's gzip size (budget 10 KB with the web-vitals glue) and the cost of queueing an event. The size is
 * the chunk the app loads after the first paint (src/app/tracker-actor.ts and everything only it uses: the
 * tracker, the queue, the transports, the web-vitals glue and the machine); the libraries it shares with the rest
 * of the app (XState, web-vitals itself) and the shared core modules are listed apart.
 */
export async function benchTracking(): Promise<void> {
  const tracker = chunk('tracker-actor');
  const figures = await runInChromium<TrackerFigures>('bench/browser/tracker-entry.ts', 'runTrackerBench');
  printTable(
    'Behaviour tracker',
    ['figure', 'value', 'budget'],
    [
      [`gzip size: ${tracker.file} (tracker, web-vitals glue, machine)`, kb(tracker.gzipBytes), kb(TRACKER_BUDGET_GZIP_BYTES)],
      [`  shared library: XState (${chunk('xstate.esm').file})`, kb(chunk('xstate.esm').gzipBytes), '-'],
      [`  shared library: web-vitals (${chunk('web-vitals').file})`, kb(chunk('web-vitals').gzipBytes), '-'],
      ...Object.entries(figures.perEventMicros).map(([count, micros]) => [
        `per event queued, ${Number(count).toLocaleString('en')} queued (${figures.waiting[count]} kept)`,
        `${micros.toFixed(1)} µs`,
        '20 µs',
      ]),
    ],
  );
}
