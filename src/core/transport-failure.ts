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

/**
 * Whether `error` may pass by itself: a transport failure, or the server saying it is overloaded or down (HTTP 429
 * or 5xx). Worth trying again later, and no verdict on what was asked (a session it could not check is not over).
 */
export function isPassingFailure(error: unknown): boolean {
  if (isTransportFailure(error)) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { kind, status } = error as { kind?: unknown; status?: unknown };
  return kind === 'http' && typeof status === 'number' && (status === 429 || (status >= 500 && status <= 599));
}

/**
 * Whether a call that asked for a change may have made it all the same: no verdict of the server came back (a
 * passing failure, or an answer that arrived but could not be read). What it asked for must be read back, or sent
 * again in a way the server recognises as the same request.
 */
export function gotNoVerdict(error: unknown): boolean {
  return isPassingFailure(error) || (error as { kind?: unknown } | null)?.kind === 'malformed';
}
