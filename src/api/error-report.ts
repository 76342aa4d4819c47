// What happens to a failed call besides the rejection: the events shell logs it (SPEC 8), and the edge gets it
// for a toast. Kept apart from the client so both rules are tested without a request.
import type { ApiError } from './errors';
import type { Flavour } from './flavours';

export interface ReportOptions {
  readonly flavour: Flavour;
  /** `METHOD path`, for the log line. */
  readonly label: string;
  readonly onError?: (error: ApiError) => void;
  /** The caller's per-request toast switch; false keeps even a toastable error from the edge. */
  readonly toast?: boolean;
}

export function reportApiError(error: ApiError, { flavour, label, onError, toast }: ReportOptions): void {
  if (flavour.logsErrors && !error.silent) {
    console.error(`[api] ${label}: ${error.message}`);
  }
  if (!onError || !error.toast || error.kind === 'cancelled' || toast === false) return;
  try {
    onError(error);
  } catch (failure) {
    // A broken toast handler must not change what the caller's promise rejects with.
    console.error('[api] the onError handler failed', failure);
  }
}
