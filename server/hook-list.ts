/** A route option that holds one hook or several (fastify accepts both), as a list to add to. */
export function hooksOf<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
