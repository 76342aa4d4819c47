// How queued events are packed into uploads, by their JSON size: a JSON array of parts costs 2 bytes for the
// brackets and 1 for each comma. Pure: the queue owns the events, this only chooses.

/** The JSON array of parts of these sizes, in bytes. */
export function arrayBytes(sizes: readonly number[]): number {
  return sizes.reduce((sum, size) => sum + size, 2 + Math.max(0, sizes.length - 1));
}

/**
 * The next upload: up to `maxCount` items from the front (skipping `skip`) whose array fits `maxSize`; and the
 * items that could never fit an upload on their own, which would otherwise block the queue forever.
 */
export function pickUpload<T>(
  items: readonly T[],
  sizeOf: (item: T) => number,
  skip: (item: T) => boolean,
  maxCount: number,
  maxSize: number,
): { chosen: T[]; tooBig: T[] } {
  const chosen: T[] = [];
  const tooBig: T[] = [];
  let bytes = 2;
  for (const item of items) {
    if (chosen.length >= maxCount) break;
    if (skip(item)) continue;
    const size = sizeOf(item);
    if (size + 2 > maxSize) {
      tooBig.push(item);
      continue;
    }
    const extra = size + (chosen.length > 0 ? 1 : 0);
    if (bytes + extra > maxSize) break;
    chosen.push(item);
    bytes += extra;
  }
  return { chosen, tooBig };
}

/** Items from the front in arrays of at most `maxCount`, all the arrays together within `maxSize` bytes. */
export function packBeacons<T>(items: readonly T[], sizeOf: (item: T) => number, maxCount: number, maxSize: number): T[][] {
  const batches: T[][] = [];
  let used = 0;
  let current: T[] = [];
  let size = 2;
  for (const item of items) {
    const bytes = sizeOf(item);
    const fits = (): boolean => used + size + bytes + (current.length > 0 ? 1 : 0) <= maxSize;
    if (current.length > 0 && (current.length >= maxCount || !fits())) {
      batches.push(current);
      used += size;
      current = [];
      size = 2;
    }
    if (!fits()) break;
    size += bytes + (current.length > 0 ? 1 : 0);
    current.push(item);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
