// Each request owns an AbortController (so the pending registry can cancel it); the caller's signal, when given,
// is forwarded to it. Returns the unlink function, so a long-lived caller signal does not collect listeners of
// requests that already finished.

export function linkAbortSignal(source: AbortSignal | undefined, target: AbortController): () => void {
  if (!source) return () => undefined;
  if (source.aborted) {
    target.abort(source.reason);
    return () => undefined;
  }
  const forward = (): void => target.abort(source.reason);
  source.addEventListener('abort', forward, { once: true });
  return () => source.removeEventListener('abort', forward);
}
