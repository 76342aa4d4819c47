// What happens to a failed call besides the rejection: the events shell logs it (SPEC 8), and the edge gets it
// for a toast. Kept apart from the client so both rules are tested without a request.
import type { ApiError } from './errors';
import type { Flavour } from './flavours';

export interface ReportOptions {
  readonly flavour: Flavour;
  /** `METHOD path`, for the log line. */
  readonly label: string;
  readonly onError?: (error: ApiError) => void;
  /** The caller's per-request toast switch; false keeps the toast away, not what the error asks the edge to do. */
  readonly toast?: boolean;
}

export function reportApiError(error: ApiError, { flavour, label, onError, toast }: ReportOptions): void {
  if (flavour.logsErrors && !error.silent) {
    console.error(`[api] ${label}: ${error.message}`);
  }
  if (!onError || error.kind === 'cancelled') return;
  const shown = error.toast && toast !== false;
  // A call that shows its own failure still reaches the edge when the error asks for something (a logout).
  if (!shown && error.action === undefined) return;
  try {
    onError(shown ? error : error.withoutToast());
  } catch (failure) {
    // A broken toast handler must not change what the caller's promise rejects with.
    console.error('[api] the onError handler failed', failure);
  }
}
