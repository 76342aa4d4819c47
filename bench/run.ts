// `npm run bench`: prints the figures of every benchmark. Figures, not verdicts:
// budgets that are deterministic are enforced by tests instead.
import { benchCrypto } from './crypto.bench';
import { benchEngine } from './engine.bench';
import { benchFanOut } from './fan-out.bench';
import { benchSignedCalls } from './signed-calls.bench';
import { benchSizes } from './sizes.bench';
import { benchTracking } from './tracking.bench';

const benches: readonly (() => Promise<void>)[] = [benchSizes, benchCrypto, benchTracking, benchSignedCalls, benchEngine, benchFanOut];

for (const bench of benches) {
  await bench();
}
