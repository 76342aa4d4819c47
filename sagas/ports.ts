// What sagas reach outside the store, injected through the saga context so the
// app passes real implementations and tests pass fakes.
import type { Actor } from 'xstate';
import type { MarketStreamInput, MarketStreamMachine } from '../machines/market-stream.machine';
import type { AppActors } from '../machines/system';
import type { TrackerActor } from '../machines/tracker.machine';
import type { PreferenceRecord, PrefsFlavour } from '../src/core/prefs-cookie';
import type { StorageArea } from '../src/core/storage';

export interface RequestContextInput {
  locale: string;
  theme: 'dark' | 'light';
  terminalCode: string;
  simulation: boolean;
  deviceId: string;
}

export interface ApiErrorLike {
  kind: string;
  code?: string;
  messageKey?: string;
  values?: Record<string, string | number>;
  serverMessage?: string;
  toast: boolean;
  action?: 'logout';
}

/** The gateway calls sagas make (src/api behind it). */
export interface ApiPort {
  setContext(context: RequestContextInput): void;
  subscribeErrors(listener: (error: ApiErrorLike) => void): () => void;
  fetchUserInfo(locale: string): Promise<unknown>;
  /** `toast: false` keeps a failure off the screen (the retries after a first failure). */
  fetchUsdtRates(locale: string, options?: { toast?: boolean }): Promise<unknown>;
  fetchDomainConfig(): Promise<unknown>;
  fetchClientCommonConfig(): Promise<unknown>;
  logout(): Promise<unknown>;
  clearCookie(): Promise<unknown>;
  /** Encrypted login; answers the user id. */
  login(body: Record<string, string>): Promise<unknown>;
  register(path: 'email' | 'mobile', body: Record<string, string>): Promise<unknown>;
  sendCode(target: Record<string, string>): Promise<unknown>;
  fetchSubAccounts(): Promise<unknown>;
  /** Encrypted: moves the session to a sub-account, or back to the main account; `toast: false` shows no failure. */
  switchSubAccount(userId: string, back: boolean, options?: { toast?: boolean }): Promise<unknown>;
  /**
   * Signed call (mode 2) with its passwords sealed like a login's: `pwd` is the current password, `newPwd` the new
   * one. On success the gateway has ended every session of the account, this one too.
   */
  changePassword(body: { pwd: string; newPwd: string }): Promise<unknown>;
  /** Signed call (mode 2): the wallet of the logged-in user, real or paper. */
  fetchBalance(): Promise<unknown>;
  /** An error the app caught and showed a screen for, to the security log. */
  reportCrash(report: { event: string; reason: string; page: string }): Promise<unknown>;
}

export interface StorageChangeEvent {
  key: string | null;
  newValue: string | null;
  storageArea?: unknown;
}

/** Effects on the page itself. */
export interface BrowserPort {
  reload(): void;
  /** A full page load of an app path: the page starts clean there, as after a reload. */
  open(path: string): void;
  /** An in-app navigation. */
  navigate(path: string): void;
  /** Where the page is: its path and query. */
  location(): { pathname: string; search: string };
  /** Time the load of an image URL in ms; rejects when it fails or takes too long. */
  probeImage(url: string): Promise<number>;
  removeCookie(name: string): void;
  /** Deletes the client key pairs kept in the browser (logout); resolves whether or not storage answered. */
  forgetClientKeys(): Promise<void>;
  writePreferenceCookie(record: PreferenceRecord): boolean;
  /** Whether localStorage keeps what is written: false when the browser blocks this site's data or it is full. */
  keepsLocalData(): boolean;
  subscribeStorage(listener: (event: StorageChangeEvent) => void): () => void;
  /** Hears the browser coming back online (`online`) and the tab becoming visible again (`visibilitychange`). */
  subscribeResume(listener: (cause: 'online' | 'visible') => void): () => void;
}

export type VisibilityChange = 'hidden' | 'shown' | 'unloading';

/** The behaviour tracker (src/tracking) and the page events that drive it. */
export interface TrackingPort {
  /** Creates and starts the tracker actor once the first paint is done; rejects when its code cannot load. */
  load(): Promise<TrackerActor>;
  /**
   * Hears the tab being hidden and shown again (visibilitychange, a back-forward restore), and the page going away
   * (pagehide: a reload, a navigation, a closed tab, the back-forward cache).
   */
  subscribeVisibility(listener: (change: VisibilityChange) => void): () => void;
}

/** The installable app's service worker (src/app/service-worker.ts). */
export interface ServiceWorkerPort {
  /**
   * Registers the worker once the page has loaded; `onUpdateReady` is called when a new version is installed and
   * waits. Resolves whether or not the browser could register it.
   */
  register(onUpdateReady: () => void): Promise<void>;
  /** The waiting version takes over, then the page reloads into it. */
  activateUpdate(): void;
}

export type MarketStreamActor = Actor<MarketStreamMachine>;

/** The trading calls and the market stream (src/app/market-port.ts wires them to the gateway and the page). */
export interface MarketPort {
  /** A market-stream actor over a WebSocket to the gateway, hearing the page's visibility and the network; not started. */
  createStream(input: MarketStreamInput): MarketStreamActor;
  /** Runs `callback` before the next paint (requestAnimationFrame); answers a cancel. */
  nextFrame(callback: () => void): () => void;
  /** A public market call (GET with a query); rejects with an error carrying `kind` and maybe `code`. */
  get(path: string, params: Record<string, string>): Promise<unknown>;
  /** A signed account call (POST, JSON); the paper account when simulation is on. */
  post(path: string, body: unknown): Promise<unknown>;
  /** A new client order id, so a retried placement cannot place twice. */
  newClientOrderId(): string;
}

export interface SagaContext {
  /** Absent in the events site, which does not trade. Loaded with the first trading page (XState, the stream). */
  loadMarket?: () => Promise<MarketPort>;
  /** Set once loaded (tests set it directly). */
  market?: MarketPort;
  flavour: PrefsFlavour;
  api: ApiPort;
  browser: BrowserPort;
  storage: StorageArea;
  /** The app's actors, created on first need so XState loads only when a feature uses it. */
  loadActors: () => Promise<AppActors>;
  tracking: TrackingPort;
  /** Only the exchange app's production build has one. */
  serviceWorker?: ServiceWorkerPort;
}
