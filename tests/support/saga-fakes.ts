import { createActor } from 'xstate';
import { createAppActors, startAppActors, type AppActors } from '../../machines/system';
import { provideTracker, type TrackerPort } from '../../machines/tracker.machine';
import type { EventExt } from '../../src/tracking/event';
import type { ClientKeyPair } from '../../src/crypto/key-pair';
import type { VerifiedSignConfig } from '../../src/crypto/sign-config';
import type { PreferenceRecord } from '../../src/core/prefs-cookie';
import { createStorageArea } from '../../src/core/storage';
import type {
  ApiErrorLike,
  ApiPort,
  BrowserPort,
  RequestContextInput,
  SagaContext,
  StorageChangeEvent,
  TrackingPort,
  VisibilityChange,
} from '../../sagas/ports';

/** In-memory Storage with the browser's interface, for storage areas under test. */
export class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

type Answer = unknown | (() => Promise<unknown>);

function answer(value: Answer): Promise<unknown> {
  return typeof value === 'function' ? (value as () => Promise<unknown>)() : Promise.resolve(value);
}

export const USER_ANSWER = {
  userInfo: { userId: '10000001', loginName: 'demo', identityLevel: 2, email: 'demo@example.com', phone: '5550100' },
  settings: { emailFlag: 1, phoneFlag: 0 },
  loginName: 'demo',
  userName: 'Demo',
};

export const RATES_ANSWER = {
  supported: [
    { name: 'US Dollar', symbol: '$', value: 'USD' },
    { name: 'Euro', symbol: '€', value: 'EUR' },
    { name: 'Japanese Yen', symbol: '¥', value: 'JPY' },
  ],
  rates: { USD: '1', EUR: '0.92', JPY: '151.2' },
};

/** A fake gateway: every call answers what the test set, and is counted. */
export function fakeApi(overrides: Partial<Record<keyof ApiPort, Answer>> = {}) {
  const listeners = new Set<(error: ApiErrorLike) => void>();
  const calls: Record<string, number> = {};
  const contexts: RequestContextInput[] = [];
  const crashes: { event: string; reason: string; page: string }[] = [];
  const answers: Record<string, Answer> = {
    fetchUserInfo: USER_ANSWER,
    fetchUsdtRates: RATES_ANSWER,
    fetchDomainConfig: { imgDomainConfig: { foreignDomainList: ['https://a.test'], internalDomainList: ['https://b.test'] } },
    fetchClientCommonConfig: { clientCommonConfig: { eventLogUploadSwitch: true, userId: '' }, localVo: { ip: '127.0.0.1' } },
    logout: null,
    clearCookie: null,
    login: { userInfo: { userId: '10000001', loginName: 'demo' } },
    register: { userInfo: { userId: '10000003', loginName: 'new' } },
    sendCode: { sent: true },
    changePassword: { sessionsEnded: 2 },
    fetchBalance: { balances: [{ coin: 'USDT', available: '10000.00', frozen: '0.00' }] },
    fetchSubAccounts: {
      current: '10000001',
      main: { userId: '10000001', loginName: 'demo' },
      subAccounts: [{ userId: '10000002', loginName: 'demo-sub' }],
    },
    switchSubAccount: { userInfo: { userId: '10000002', loginName: 'demo-sub' } },
    reportCrash: null,
    ...overrides,
  };
  const args: Record<string, unknown[][]> = {};
  const counted = (name: string) => (...given: unknown[]) => {
    calls[name] = (calls[name] ?? 0) + 1;
    (args[name] ??= []).push(given);
    return answer(answers[name]);
  };
  const api: ApiPort = {
    setContext: (context) => void contexts.push(context),
    subscribeErrors(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fetchUserInfo: counted('fetchUserInfo'),
    fetchUsdtRates: counted('fetchUsdtRates'),
    fetchDomainConfig: counted('fetchDomainConfig'),
    fetchClientCommonConfig: counted('fetchClientCommonConfig'),
    logout: counted('logout'),
    clearCookie: counted('clearCookie'),
    login: counted('login'),
    register: counted('register'),
    sendCode: counted('sendCode'),
    changePassword: counted('changePassword'),
    fetchBalance: counted('fetchBalance'),
    fetchSubAccounts: counted('fetchSubAccounts'),
    switchSubAccount: counted('switchSubAccount'),
    reportCrash: (report) => {
      crashes.push(report);
      return counted('reportCrash')();
    },
  };
  return {
    api,
    calls,
    /** The arguments of each call, by call name. */
    args,
    contexts,
    crashes,
    set(name: keyof ApiPort, value: Answer) {
      answers[name] = value;
    },
    reportError(error: ApiErrorLike) {
      for (const listener of listeners) listener(error);
    },
  };
}

export function fakeBrowser(probeTimes: Record<string, number> = {}, here = { pathname: '/spot/BTCUSDT', search: '' }) {
  const storageListeners = new Set<(event: StorageChangeEvent) => void>();
  const resumeListeners = new Set<(cause: 'online' | 'visible') => void>();
  const record = {
    reloads: 0,
    /** Full page loads of app paths (BrowserPort.open). */
    opened: [] as string[],
    removedCookies: [] as string[],
    cookies: [] as PreferenceRecord[],
    navigations: [] as string[],
    keysForgotten: 0,
    /** What keepsLocalData answers: false plays a browser blocking site data or out of quota. */
    localDataKept: true,
  };
  const browser: BrowserPort = {
    reload: () => void (record.reloads += 1),
    open: (path) => void record.opened.push(path),
    navigate: (path) => void record.navigations.push(path),
    location: () => here,
    probeImage: (url) => {
      const host = Object.keys(probeTimes).find((candidate) => url.startsWith(candidate));
      return host === undefined ? Promise.reject(new Error('image failed')) : Promise.resolve(probeTimes[host]!);
    },
    removeCookie: (name) => void record.removedCookies.push(name),
    forgetClientKeys: async () => void (record.keysForgotten += 1),
    writePreferenceCookie: (prefs) => {
      record.cookies.push(prefs);
      return true;
    },
    keepsLocalData: () => record.localDataKept,
    subscribeStorage(listener) {
      storageListeners.add(listener);
      return () => storageListeners.delete(listener);
    },
    subscribeResume(listener) {
      resumeListeners.add(listener);
      return () => resumeListeners.delete(listener);
    },
  };
  return {
    browser,
    record,
    /** The browser coming back online, or the tab into view. */
    resume(cause: 'online' | 'visible') {
      for (const listener of resumeListeners) listener(cause);
    },
    /** What another tab writing `key` looks like to this one. */
    otherTabWrites(key: string | null, newValue: string | null) {
      for (const listener of storageListeners) listener({ key, newValue, storageArea: globalThis.localStorage });
    },
  };
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** The app's real actors with recording effects instead of the page's. */
export function fakeActors(
  simulation: { enabled?: boolean; pathname?: string } = {},
  storedPair: ClientKeyPair | null = null,
  /** The sign config's fetch and verification; both fail by default (no gateway in saga tests). */
  signConfig: { loadConfig?: () => Promise<unknown>; verify?: (raw: unknown) => Promise<VerifiedSignConfig> } = {},
) {
  const effects: string[] = [];
  const actors = createAppActors({
    simulation: {
      input: { enabled: simulation.enabled ?? false, pathname: simulation.pathname ?? '/spot/BTCUSDT' },
      effects: {
        setFlag: () => void effects.push('setFlag'),
        removeFlag: () => void effects.push('removeFlag'),
        load: (path) => void effects.push(`load ${path}`),
        redirect: (path) => void effects.push(`redirect ${path}`),
        reload: () => void effects.push('reload'),
      },
    },
    signing: {
      loadConfig: signConfig.loadConfig ?? (() => Promise.reject(new Error('no gateway in saga tests'))),
      verify: signConfig.verify ?? (() => Promise.reject(new Error('no gateway in saga tests'))),
      reportFailure: (reason) => void effects.push(`signing failed: ${reason}`),
    },
    keyPair: {
      input: { stored: storedPair, secureContext: true },
      effects: {
        generate: () => Promise.reject(new Error('no keys in saga tests')),
        generateBackup: () => Promise.reject(new Error('no keys in saga tests')),
        persist: (_pair, userId, token) => void effects.push(`persist ${userId} ${token}`),
      },
    },
  });
  return { actors, effects };
}

/**
 * A tracking port whose actor is the real tracker machine driving a recording tracker: `calls` lists what reached
 * the tracker (`track b1`, `page /wiki`, `hide`, `show` ...). `load` waits for `loaded()` when `manual`, and
 * rejects when `broken`.
 */
export function fakeTracking(options: { manual?: boolean; broken?: boolean } = {}) {
  const calls: string[] = [];
  const listeners = new Set<(change: VisibilityChange) => void>();
  let performance: EventExt = {};
  const tracker: TrackerPort = {
    track: (input) => {
      calls.push(`track ${input.type ?? 'click'} ${input.event_tracking_id}`);
      return null;
    },
    trackPage: (url) => void calls.push(`page ${new URL(url, 'http://localhost/').pathname}`),
    hide: () => void calls.push('hide'),
    show: () => void calls.push('show'),
    trackPerformance: (metrics) => void calls.push(`performance ${JSON.stringify(metrics)}`),
    flush: () => (calls.push('flush'), 0),
    upload: async () => ({ ok: true, status: 200, sent: 0 }),
    hasPending: () => false,
    lead: () => ({ isLeader: true, claim: () => undefined, resign: () => undefined }),
  };
  const vitals = { collect: async () => ({ ...performance }), current: () => ({ ...performance }) };
  const actor = createActor(provideTracker(tracker, vitals), { input: {} });
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const port: TrackingPort = {
    async load() {
      if (options.manual) await gate;
      if (options.broken) throw new Error('chunk failed to load');
      return actor.start();
    },
    subscribeVisibility(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    port,
    actor,
    calls,
    loaded: () => release(),
    /** What web-vitals has reported so far. */
    setVitals: (metrics: EventExt) => void (performance = metrics),
    page: (change: VisibilityChange) => listeners.forEach((listener) => listener(change)),
  };
}

export function fakeContext(
  options: {
    api?: ApiPort;
    browser?: BrowserPort;
    flavour?: 'app' | 'events';
    actors?: AppActors;
    tracking?: TrackingPort;
  } = {},
) {
  const backing = new MemoryStorage();
  const storage = createStorageArea({ backend: () => backing });
  const context: SagaContext = {
    flavour: options.flavour ?? 'app',
    api: options.api ?? fakeApi().api,
    browser: options.browser ?? fakeBrowser().browser,
    storage,
    loadActors: once(() => {
      const actors = options.actors ?? fakeActors().actors;
      startAppActors(actors);
      return Promise.resolve(actors);
    }),
    tracking: options.tracking ?? fakeTracking().port,
  };
  return { context, storage, backing };
}
