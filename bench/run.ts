// `npm run bench`: prints the figures of every benchmark. Figures, not verdicts:
// budgets that are deterministic are enforced by tests instead.
// `npm run bench -- sizes lighthouse` runs only the benchmarks named.
import { benchCrypto } from './crypto.bench';
import { benchEngine } from './engine.bench';
import { benchFanOut } from './fan-out.bench';
import { benchGatewayMessages } from './gateway-messages.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchLogins } from './login.bench';
import { benchPlaceOrders } from './place-order.bench';
import { benchSignedCalls } from './signed-calls.bench';
import { benchSizes } from './sizes.bench';
import { benchSlowPhone } from './slow-phone.bench';
import { benchStreaming } from './streaming.bench';
import { benchTracking } from './tracking.bench';

const benches: Readonly<Record<string, () => Promise<void>>> = {
  sizes: benchSizes,
  crypto: benchCrypto,
  tracking: benchTracking,
  'signed-calls': benchSignedCalls,
  login: benchLogins,
  'gateway-messages': benchGatewayMessages,
  engine: benchEngine,
  'fan-out': benchFanOut,
  'place-order': benchPlaceOrders,
  lighthouse: benchLighthouse,
  'slow-phone': benchSlowPhone,
  streaming: benchStreaming,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}

for (const name of asked.length > 0 ? asked : Object.keys(benches)) {
  await benches[name]!();
}
