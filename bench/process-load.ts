// What a process spent over a window of a benchmark: its CPU time (user + system), the delay its event loop saw,
// the time its garbage collector paused it, and, when asked, a V8 CPU profile of that window alone. CPU time counts
// this process only, so it holds on a machine other work shares; the delays and pauses are wall-clock figures.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver, constants, monitorEventLoopDelay } from 'node:perf_hooks';
import type { Histogram } from 'node:perf_hooks';

export interface LoadFigures {
  /** CPU time of this process over the window, µs. */
  readonly cpuMicros: number;
  readonly wallMillis: number;
  /** Event-loop delay, ms. */
  readonly loopDelayP99: number;
  readonly loopDelayMax: number;
  /** Event-loop delays of at least 2, 5 and 10 ms: how many times the loop was held that long. */
  readonly loopDelaysOver: Readonly<Record<2 | 5 | 10, number>>;
  /** Garbage collection pauses over the window: their count and total, ms. */
  readonly gcCount: number;
  readonly gcMillis: number;
  /** Of those, the mark-compact (major) collections, and the longest pause of any kind, ms. */
  readonly gcMajorCount: number;
  readonly gcMaxMillis: number;
  /** Heap in use after the window minus before, bytes (what the window kept, garbage not yet collected included). */
  readonly heapGrowth: number;
}

export interface LoadWindow {
  stop(): Promise<LoadFigures>;
}

/**
 * How many of the histogram's samples are at least `ms`. The sampler wakes every millisecond, so a loop held for
 * 17 ms counts once (one late wake-up), not 17 times: the count is of stalls, not of milliseconds stalled.
 */
function countOver(histogram: Histogram, ms: number): number {
  let below = 0;
  // percentiles: percentile -> value; the share of samples below `ms` is the highest percentile whose value is below.
  for (const [percentile, nanos] of histogram.percentiles) if (nanos < ms * 1e6) below = Math.max(below, percentile);
  return Math.round((histogram.count * (100 - below)) / 100);
}

/**
 * Starts measuring now; `profileFile` also records a V8 profile until `stop`: of CPU time, or, for a name ending in
 * `.heapprofile`, of the bytes allocated by each function, those collected since included (sampled every 1 KB).
 */
export async function measureLoad(profileFile?: string): Promise<LoadWindow> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  let gcCount = 0;
  let gcMillis = 0;
  let gcMajorCount = 0;
  let gcMaxMillis = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcCount += 1;
      gcMillis += entry.duration;
      gcMaxMillis = Math.max(gcMaxMillis, entry.duration);
      if ((entry as unknown as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) gcMajorCount += 1;
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  const inspector = profileFile === undefined ? undefined : new Session();
  const heap = profileFile?.endsWith('.heapprofile') === true;
  if (inspector !== undefined) {
    inspector.connect();
    if (heap) {
      // The two include flags are V8's (Node 20's typings predate them): without them the profile holds only
      // what is still alive at the end, not what each call allocated and dropped.
      const sampling = { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true };
      await inspector.post('HeapProfiler.startSampling', sampling);
    } else {
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
    }
  }
  delay.enable();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpu = process.cpuUsage();
  const wall = performance.now();
  return {
    async stop() {
      const used = process.cpuUsage(cpu);
      const wallMillis = performance.now() - wall;
      delay.disable();
      gc.disconnect();
      if (inspector !== undefined && profileFile !== undefined) {
        const { profile } = heap ? await inspector.post('HeapProfiler.stopSampling') : await inspector.post('Profiler.stop');
        writeFileSync(profileFile, JSON.stringify(profile));
        inspector.disconnect();
      }
      return {
        cpuMicros: used.user + used.system,
        wallMillis,
        loopDelayP99: delay.percentile(99) / 1e6,
        loopDelayMax: delay.max / 1e6,
        loopDelaysOver: { 2: countOver(delay, 2), 5: countOver(delay, 5), 10: countOver(delay, 10) },
        gcCount,
        gcMillis,
        gcMajorCount,
        gcMaxMillis,
        heapGrowth: process.memoryUsage().heapUsed - heapBefore,
      };
    },
  };
}
