import { createAction } from '@reduxjs/toolkit';

/** Where an error boundary caught a render or load failure. */
export type ErrorBoundaryPlace = 'app' | 'route';

export interface CaughtError {
  readonly place: ErrorBoundaryPlace;
  /** The error's name and message, cut to what the security log stores. */
  readonly message: string;
  /** The page's path when it happened. */
  readonly page: string;
  /** A chunk of the app could not be loaded (a deploy replaced the files). */
  readonly chunkLoad: boolean;
}

/** An error boundary showed the "something went wrong" screen; the error is reported to the gateway. */
export const appErrorCaught = createAction<CaughtError>('app/errorCaught');
