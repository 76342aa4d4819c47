import { COINS, coinBySymbol, symbolOf } from './coins';
import type { Coin } from './coins';
import { hashString, unitNoise } from './hash';

/**
 * Simulated prices: a pure function of the coin and the second, so every caller (and every test) that asks
 * about the same second gets the same price, and the price moves each second without any state to keep.
 *
 * The price is the coin's base price times (1 + deviation), the deviation being a sum of slow sine waves with
 * per-coin phases and periods (the smooth moves) plus a seeded jitter drawn per second (the last-trade noise).
 */

/** No simulated spot price is further than this fraction from the coin's base price. */
export const MAX_DEVIATION = 0.03;

// Amplitudes are fractions of the base price. With NOISE they add up to 2.76%; the rounding to a tick adds at
// most one tick (under 0.02% for every listed coin), which keeps prices within MAX_DEVIATION.
const WAVES = [
  { period: 259_200, amplitude: 0.01 },
  { period: 86_400, amplitude: 0.007 },
  { period: 21_600, amplitude: 0.005 },
  { period: 3_600, amplitude: 0.003 },
  { period: 600, amplitude: 0.0015 },
  { period: 120, amplitude: 0.0008 },
] as const;
// Small next to the waves, so a chart shows trends with a little fuzz rather than a band of static.
const NOISE = 0.0003;

// Perpetual futures trade at a small premium to spot; it drifts between 0.02% and 0.05% over a funding
// interval of eight hours.
const BASIS_MIN = 0.0002;
const BASIS_RANGE = 0.0003;
const BASIS_PERIOD = 28_800;

interface Track {
  readonly coin: Coin;
  readonly seed: number;
  readonly waves: ReadonlyArray<{ readonly frequency: number; readonly amplitude: number; readonly phase: number }>;
  readonly basisPhase: number;
}

const TAU = 2 * Math.PI;

function trackOf(listed: Coin): Track {
  const seed = hashString(symbolOf(listed));
  const waves = WAVES.map(({ period, amplitude }, index) => ({
    // Periods stretched by 0.85 to 1.15 per coin, so the coins do not rise and fall in lockstep.
    frequency: TAU / (period * (0.85 + 0.3 * unitNoise(seed, 2 * index + 1))),
    amplitude,
    phase: TAU * unitNoise(seed, 2 * index + 2),
  }));
  return { coin: listed, seed, waves, basisPhase: TAU * unitNoise(seed, 0) };
}

const TRACKS = new Map(COINS.map((listed) => [listed, trackOf(listed)]));

function track(listed: Coin): Track {
  const found = TRACKS.get(listed);
  if (found === undefined) throw new RangeError(`Not a listed coin: ${listed.base}`);
  return found;
}

/** The whole second (since the epoch) that `epochMs` falls in: prices change once a second. */
export function secondOf(epochMs: number): number {
  if (!Number.isFinite(epochMs)) throw new RangeError('epochMs must be a finite number');
  return Math.floor(epochMs / 1000);
}

function deviation({ seed, waves }: Track, second: number): number {
  let sum = NOISE * (2 * unitNoise(seed, second) - 1);
  for (const { frequency, amplitude, phase } of waves) sum += amplitude * Math.sin(frequency * second + phase);
  return sum;
}

/**
 * `value` in whole ticks, rounded to the nearest count whose parity is that of `second`. Rounding to the nearest
 * tick alone could give the same price two seconds running when the walk moved by less than a tick; alternating
 * the parity guarantees the price moves every second, at the cost of at most one tick of rounding.
 */
function toTicks(value: number, decimals: number, second: number): number {
  const scaled = value * 10 ** decimals;
  let ticks = Math.round(scaled);
  if (Math.abs(ticks % 2) !== Math.abs(second % 2)) ticks += scaled >= ticks ? 1 : -1;
  return ticks;
}

/** The spot price of `listed` during `second`, in ticks of 10^-priceDecimals USDT. */
export function spotTicks(listed: Coin, second: number): number {
  const state = track(listed);
  return toTicks(listed.basePrice * (1 + deviation(state, second)), listed.priceDecimals, second);
}

/** The futures price of `listed` during `second`: spot plus the basis, in ticks. */
export function futuresTicks(listed: Coin, second: number): number {
  const state = track(listed);
  const basis = BASIS_MIN + BASIS_RANGE * (0.5 + 0.5 * Math.sin((TAU * second) / BASIS_PERIOD + state.basisPhase));
  const spot = listed.basePrice * (1 + deviation(state, second));
  return toTicks(spot * (1 + basis), listed.priceDecimals, second);
}

function listedCoin(symbol: string): Coin {
  const listed = coinBySymbol(symbol);
  if (listed === undefined) throw new RangeError(`Unknown symbol: ${symbol}`);
  return listed;
}

/** The simulated spot price of `symbol` (e.g. BTCUSDT) at `epochMs`, in USDT. Throws for an unlisted symbol. */
export function priceAt(symbol: string, epochMs: number): number {
  const listed = listedCoin(symbol);
  return spotTicks(listed, secondOf(epochMs)) / 10 ** listed.priceDecimals;
}

/** The simulated USDT-margined futures price of `symbol` at `epochMs`, in USDT. */
export function futuresPriceAt(symbol: string, epochMs: number): number {
  const listed = listedCoin(symbol);
  return futuresTicks(listed, secondOf(epochMs)) / 10 ** listed.priceDecimals;
}
