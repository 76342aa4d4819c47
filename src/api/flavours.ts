// The two kinds of client the product runs (SPEC 7 and 8): the exchange app's shared client and the events
// shell's client. They share every request step and differ only in the values below.
import { REQUEST_TIMEOUT_MS } from '../config/constants';

export type FlavourName = 'app' | 'events';

export interface Flavour {
  readonly name: FlavourName;
  readonly timeoutMs: number;
  /** Which envelope rules of SPEC 8 decide between data and error. */
  readonly envelope: 'app' | 'events';
  /** The events shell logs failed calls to the console (SPEC 8); the app only shows toasts. */
  readonly logsErrors: boolean;
}

export const APP_FLAVOUR: Flavour = Object.freeze({
  name: 'app',
  timeoutMs: REQUEST_TIMEOUT_MS.app,
  envelope: 'app',
  logsErrors: false,
});

export const EVENTS_FLAVOUR: Flavour = Object.freeze({
  name: 'events',
  timeoutMs: REQUEST_TIMEOUT_MS.events,
  envelope: 'events',
  logsErrors: true,
});
