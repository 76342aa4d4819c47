import { gzipSync } from 'node:zlib';
import type { TrackerFigures } from './browser/tracker-entry';
import { bundle } from './bundle';
import { runInChromium } from './run-in-chromium';
import { kb, printTable } from './format';

// Already in the app's other chunks: XState, web-vitals itself, and the shared core and config modules.
const SHARED = (id: string) => id === 'xstate' || id === 'web-vitals' || /\/src\/(core|config)\//.test(id);

/** The tracker's gzip size (budget 10 KB with the web-vitals glue) and the cost of queueing an event. */
export async function benchTracking(): Promise<void> {
  const size = gzipSync(await bundle('bench/browser/tracker-size-entry.ts', { format: 'es', external: SHARED })).length;
  const figures = await runInChromium<TrackerFigures>('bench/browser/tracker-entry.ts', 'runTrackerBench');
  printTable(
    'Behaviour tracker',
    ['figure', 'value', 'budget'],
    [
      ['gzip size (tracker, web-vitals glue, machine)', kb(size), '10.0 KB'],
      ...Object.entries(figures.perEventMicros).map(([count, micros]) => [
        `per event queued, ${Number(count).toLocaleString('en')} queued (${figures.waiting[count]} kept)`,
        `${micros.toFixed(1)} µs`,
        '20 µs',
      ]),
    ],
  );
}
