// What every request needs to know about the user and the page. The client asks for it through `getContext()`
// on every request instead of holding a copy, so a language, theme or simulation switch applies to the very
// next call (the store provides the callback).

export interface RequestContext {
  /** Locale code as the app uses it (en, zh-CN ...); unknown codes are sent as English. */
  readonly locale: string;
  readonly theme: 'dark' | 'light';
  readonly terminalCode: string;
  /** Simulation (paper) trading mode: requests go to the simulation engine. */
  readonly simulation: boolean;
  /** Beta environment marker. */
  readonly beta: boolean;
  /** Visitor device id (events shell header). */
  readonly deviceId: string;
  /** Optional environment name the events shell forwards to the gateway. */
  readonly environment?: string;
}
