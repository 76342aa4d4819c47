// What a process spent over a window of a benchmark: its CPU time (user + system), the delay its event loop saw,
// the time its garbage collector paused it, and, when asked, a V8 CPU profile of that window alone. CPU time counts
// this process only, so it holds on a machine other work shares; the delays and pauses are wall-clock figures.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoadFigures {
  /** CPU time of this process over the window, µs. */
  readonly cpuMicros: number;
  readonly wallMillis: number;
  /** Event-loop delay, ms. */
  readonly loopDelayP99: number;
  readonly loopDelayMax: number;
  /** Garbage collection pauses over the window: their count and total, ms. */
  readonly gcCount: number;
  readonly gcMillis: number;
}

export interface LoadWindow {
  stop(): Promise<LoadFigures>;
}

/** Starts measuring now; `profileFile` also records a CPU profile until `stop`. */
export async function measureLoad(profileFile?: string): Promise<LoadWindow> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  let gcCount = 0;
  let gcMillis = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcCount += 1;
      gcMillis += entry.duration;
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  const inspector = profileFile === undefined ? undefined : new Session();
  if (inspector !== undefined) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  delay.enable();
  const cpu = process.cpuUsage();
  const wall = performance.now();
  return {
    async stop() {
      const used = process.cpuUsage(cpu);
      const wallMillis = performance.now() - wall;
      delay.disable();
      gc.disconnect();
      if (inspector !== undefined && profileFile !== undefined) {
        const { profile } = await inspector.post('Profiler.stop');
        writeFileSync(profileFile, JSON.stringify(profile));
        inspector.disconnect();
      }
      return {
        cpuMicros: used.user + used.system,
        wallMillis,
        loopDelayP99: delay.percentile(99) / 1e6,
        loopDelayMax: delay.max / 1e6,
        gcCount,
        gcMillis,
      };
    },
  };
}
