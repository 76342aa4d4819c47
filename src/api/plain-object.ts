// Server answers and caller payloads are `unknown`; this is the one test for "a record we may read fields of".

/** True for `{}`-style objects (Object.prototype or null prototype); false for arrays, dates, FormData, instances. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
