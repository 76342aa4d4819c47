// The text of a thrown value for a log line or a reason field. Anything can be thrown (an Error, a string, a typed
// request error, undefined), and `(error as Error).message` reads undefined from all but the first.

/** `error`'s message when it has a non-empty one, else `String(error)` for a string, else `fallback`. */
export function errorText(error: unknown, fallback = 'unknown error'): string {
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  if (typeof error === 'string' && error !== '') return error;
  return fallback;
}
