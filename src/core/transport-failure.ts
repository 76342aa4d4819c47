// A failure of the way to the server rather than an answer from it: no connection, a timeout, a cancelled call.
// SPEC 8 keeps these out of the security log and away from toasts: they say nothing about the server's config or
// keys, and an offline tab would otherwise report (and show) every retry.

const TRANSPORT_KINDS: ReadonlySet<string> = new Set(['network', 'timeout', 'cancelled']);

/** Whether `error` is a typed request error (src/api/errors.ts) of a transport kind. */
export function isTransportFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const kind = (error as { kind?: unknown }).kind;
  return typeof kind === 'string' && TRANSPORT_KINDS.has(kind);
}
