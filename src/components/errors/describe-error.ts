import type { CaughtError, ErrorBoundaryPlace } from '../../../store/app-errors.actions';
import { isChunkLoadError } from '../../core/chunk-reload';

// The security log keeps at most this much reason text.
const REASON_LIMIT = 2048;

/** The report of an error a boundary caught: name, message and the first lines of the stack, never the page's data. */
export function describeError(error: unknown, place: ErrorBoundaryPlace, page: string): CaughtError {
  let message: string;
  if (error instanceof Error) {
    const stack = error.stack?.split('\n').slice(1, 6).join('\n') ?? '';
    message = `${error.name}: ${error.message}${stack ? `\n${stack}` : ''}`;
  } else {
    message = `thrown ${typeof error}: ${String(error)}`;
  }
  return { place, message: message.slice(0, REASON_LIMIT), page, chunkLoad: isChunkLoadError(error) };
}
