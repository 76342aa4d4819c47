// Comparing the gateway's decimal strings without turning them into binary floats (DECISIONS "Trading"): the book
// sorts and looks up levels by their text, which is exact and needs no arithmetic.

/** Integer part and fraction of a non-negative decimal string ("97000.5" -> ["97000", "5"]). */
function parts(value: string): [string, string] {
  const dot = value.indexOf('.');
  if (dot < 0) return [value, ''];
  return [value.slice(0, dot), value.slice(dot + 1)];
}

/** Drops the zeros a fraction may end with, so "1.50" and "1.5" name the same price. */
export function canonicalDecimal(value: string): string {
  const [whole, fraction] = parts(value);
  const trimmed = fraction.replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '');
  return trimmed === '' ? integer : `${integer}.${trimmed}`;
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`; both are non-negative decimal strings. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  return compareCanonical(canonicalDecimal(a), canonicalDecimal(b));
}

/**
 * compareDecimal for strings already in canonical form (as a local book keeps its prices): no regular expression
 * per comparison, which matters where a book side is sorted on every frame.
 */
export function compareCanonical(a: string, b: string): -1 | 0 | 1 {
  const [wa, fa] = parts(a);
  const [wb, fb] = parts(b);
  if (wa.length !== wb.length) return wa.length < wb.length ? -1 : 1;
  if (wa !== wb) return wa < wb ? -1 : 1;
  if (fa === fb) return 0;
  // Canonical fractions end in no zero, so comparing them as text is comparing them as digits: where one is the
  // start of the other ("5" and "55"), the shorter is the smaller.
  return fa < fb ? -1 : 1;
}

/** Whether a decimal string is zero ("0", "0.000"). */
export function isZeroDecimal(value: string): boolean {
  return /^0*(\.0*)?$/.test(value);
}
