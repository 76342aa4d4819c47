// "Load more" that failed: the trader pressed it and no rows came, so the failure is said, not only logged.
import { userMessageOf } from '../src/core/user-message';
import { toastShown } from '../store/toasts.slice';

/**
 * The error toast of a next page that could not be loaded, or null for a failure that is never shown (a request
 * error's `toast: false`: a cancelled call). The market's calls ask the request layer for no toast of their own.
 */
export function pageFailureToast(error: unknown): ReturnType<typeof toastShown> | null {
  if ((error as { toast?: unknown } | null)?.toast === false) return null;
  return toastShown({ kind: 'error', ...userMessageOf(error) });
}
