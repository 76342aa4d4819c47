// Small integer hashes for the simulations: the same inputs must give the same "random" numbers on every run
// and every machine, which Math.random cannot do.

/** FNV-1a of a string, as an unsigned 32-bit integer. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Murmur3's finaliser: spreads every input bit over the whole output. */
export function mix32(value: number): number {
  let hash = value | 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A number in [0, 1) drawn from `seed` and an integer `n` (which may exceed 32 bits, e.g. a Unix second). */
export function unitNoise(seed: number, n: number): number {
  const low = n >>> 0;
  const high = Math.floor(n / 2 ** 32) | 0;
  return mix32(mix32(seed ^ low) ^ Math.imul(high, 0x9e3779b1)) / 2 ** 32;
}
