// What the gateway's young generation did over the place-order benchmark's measured window, from V8's GC profiler:
// how much the gateway allocated per order, how often a scavenge ran, and what each scavenge found alive (kept in
// the young generation or promoted to the old one). A scavenge's pause grows with what survives it, so these say
// where the latency tail comes from in bytes, which the machine's load does not change the way it changes timings.
import { GCProfiler } from 'node:v8';

interface SpaceStatistics {
  readonly spaceName: string;
  readonly spaceUsedSize: number;
}

interface GcRecord {
  readonly gcType: string;
  /** Wall time of the collection, µs. */
  readonly cost: number;
  readonly beforeGC: { readonly heapSpaceStatistics: readonly SpaceStatistics[] };
  readonly afterGC: { readonly heapSpaceStatistics: readonly SpaceStatistics[] };
}

export interface YoungFigures {
  readonly scavenges: number;
  /** Bytes allocated in the young generation between scavenges, summed over the window. */
  readonly allocated: number;
  /** Per scavenge: what stayed in the young generation plus what moved to the old one, bytes. */
  readonly survivedMean: number;
  readonly survivedMax: number;
  readonly promotedMean: number;
  /** The longest scavenge, ms (wall). */
  readonly longestScavenge: number;
}

function used(spaces: readonly SpaceStatistics[], name: string): number {
  return spaces.find((space) => space.spaceName === name)?.spaceUsedSize ?? 0;
}

/** Starts recording; `stop` answers the young generation's figures of the window. */
export function recordYoungGeneration(): { stop(): YoungFigures } {
  const profiler = new GCProfiler();
  profiler.start();
  return {
    stop() {
      const { statistics } = profiler.stop() as unknown as { statistics: readonly GcRecord[] };
      let scavenges = 0;
      let allocated = 0;
      let survived = 0;
      let survivedMax = 0;
      let promoted = 0;
      let longest = 0;
      let youngAfter: number | undefined;
      for (const gc of statistics) {
        const before = gc.beforeGC.heapSpaceStatistics;
        const after = gc.afterGC.heapSpaceStatistics;
        // Young objects between two collections were allocated since the first (the first one's start is unknown).
        if (youngAfter !== undefined) allocated += used(before, 'new_space') - youngAfter;
        youngAfter = used(after, 'new_space');
        if (gc.gcType !== 'Scavenge') continue;
        scavenges += 1;
        const movedOut = used(after, 'old_space') - used(before, 'old_space');
        const kept = youngAfter + Math.max(0, movedOut);
        survived += kept;
        survivedMax = Math.max(survivedMax, kept);
        promoted += Math.max(0, movedOut);
        longest = Math.max(longest, gc.cost / 1000);
      }
      return {
        scavenges,
        allocated,
        survivedMean: scavenges === 0 ? 0 : survived / scavenges,
        survivedMax,
        promotedMean: scavenges === 0 ? 0 : promoted / scavenges,
        longestScavenge: longest,
      };
    },
  };
}
