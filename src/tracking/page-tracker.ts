// The tracker: events, page views and the queue, without a framework. It decides what is tracked and performs one
// upload or one flush when asked; when to do so (the loop, silences, back-off, page hide) is the tracker
// machine's job (machines/tracker.machine.ts), which drives it through upload(), hasPending(), flush() and lead().
import { PERFORMANCE_EVENT_ID, TRACKING_BATCH_SIZE } from '../config/constants';
import { stripLocaleSegment } from '../core/locale-url';
import { languageTypeOf } from '../core/locales';
import { randomUuid } from '../core/uuid';
import { APP_ID, APP_NAME, FIELD_LIMITS, clip, createEvent } from './event';
import type { EventExt, IdentityFields, PageFields, TrackInput, TrackingEvent } from './event';
import type { EnvironmentFields } from './environment';
import type { LeaderElection } from './leader';
import { BEACON_MAX_BYTES, MAX_BATCH_BYTES } from './limits';
import type { TrackingQueue } from './queue';
import type { BeaconSender, SendResult, Transport } from './transports';

/** Subscribes to URL changes (push, replace, pop) with the new address; answers the unsubscribe. */
export type HistorySource = (listener: (url: string) => void) => () => void;

export interface TrackerOptions {
  queue: TrackingQueue;
  /** HTTP, or the native bridge inside the exchange's app. */
  transport: Transport;
  /** For page hides; null inside the app, where the bridge delivers at once. */
  beacon?: BeaconSender | null;
  environment: EnvironmentFields;
  identity: { deviceId: string; sessionId: string };
  /** The web client's version, reported as `ver`. */
  version?: string;
  /** The current locale; its language type is every event's user_language. */
  locale: () => string;
  /** The logged-in user's id, empty for visitors. */
  uid?: () => string;
  /** When given, every URL change is a page view; the page at start is the first. */
  history?: HistorySource;
  /** The page at start; the first page view's referer is `referrer`. */
  page: { url: string; title: string; referrer: string };
  /** Decides whether this tab uploads (leader.ts); a tab alone leads when omitted. */
  elect?: (onChange: (isLeader: boolean) => void) => LeaderElection;
  now?: () => number;
  newId?: () => string;
}

/** An exposure; `page` is the path of the page it belongs to, when that may not be the current one. */
export interface ExposeInput extends Omit<TrackInput, 'type'> {
  page?: string;
}

export interface UploadResult extends SendResult {
  /** Events sent. */
  sent: number;
  /** The gateway refused the batch for good (400, 413, 415): it was dropped, and retrying would not help. */
  discarded?: boolean;
}

export interface Tracker {
  /** Queues an event; an exposure follows expose()'s rule. */
  track(input: TrackInput): TrackingEvent | null;
  /** A page view, when the path or query differ from the current page's (a hash change is the same view). */
  trackPage(url: string, title?: string): void;
  expose(input: ExposeInput): TrackingEvent | null;
  /** The tab was hidden: the current page's page-leave event. */
  hide(): void;
  /** The tab is visible again: the current page shows again. */
  show(): void;
  /** Sends what may be sent at once (beacon, or the bridge) unless `beacon` is false; always writes the queue. */
  flush(options?: { beacon?: boolean }): number;
  /** One upload of at most `maxEvents` (50) events; an abort through `signal` puts them back and rejects. */
  upload(signal?: AbortSignal, maxEvents?: number): Promise<UploadResult>;
  /** Whether this tab leads and has events waiting. */
  hasPending(): boolean;
  /** The performance event b8972, with the metrics of the page's web vitals. */
  trackPerformance(metrics: EventExt): void;
  /** Starts the election; `onChange` hears when this tab starts and stops uploading. */
  lead(onChange: (isLeader: boolean) => void): LeaderElection;
  readonly queue: TrackingQueue;
  destroy(): void;
}

/** Answers that mean the batch itself is wrong: sending it again would fail again and block the queue. */
const REFUSED_FOR_GOOD = new Set([400, 413, 415]);

interface View {
  /** pathname + search: what makes a new page view. */
  key: string;
  /** Shared by the view's events; user_language is refreshed before each event, as the locale may change. */
  fields: PageFields;
}

function parseUrl(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** The page's path without a language prefix (SPEC 2: /ja/spot/BTCUSDT is the spot page). */
export function pagePath(pathname: string): string {
  return stripLocaleSegment(pathname, 'app');
}

/** SPEC 2: /wiki/{article} is an article page, and the rest of the path is its id; /wiki and /wiki/page are not. */
export function pageExt(path: string): EventExt {
  const article = /^\/wiki\/(.+)$/.exec(path)?.[1];
  if (article === undefined || article === 'page' || article === 'page/') return {};
  let id = article.replace(/\/+$/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is reported as written.
  }
  return id === '' ? {} : { article_id: id };
}

function soloElection(onChange: (isLeader: boolean) => void): LeaderElection {
  let isLeader = false;
  const set = (next: boolean) => {
    if (next === isLeader) return;
    isLeader = next;
    onChange(next);
  };
  return {
    get isLeader() {
      return isLeader;
    },
    claim: () => set(true),
    resign: () => set(false),
  };
}

export function createTracker(options: TrackerOptions): Tracker {
  const { queue, transport } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomUuid;
  let base: IdentityFields & EnvironmentFields = {
    ...options.environment,
    device_id: options.identity.deviceId,
    session_id: options.identity.sessionId,
    uid: '',
    app_id: APP_ID,
    app_name: APP_NAME,
    ver: options.version ?? '',
  };
  let view: View | null = null;
  let previousUrl = options.page.referrer;
  let hidden = false;
  let seq = 0;
  let logSeq = 0;
  let election: LeaderElection | null = null;

  const startView = (url: URL, title: string): View => {
    const path = pagePath(url.pathname);
    const href = clip(url.href, FIELD_LIMITS.url);
    const next: View = {
      key: `${url.pathname}${url.search}`,
      fields: {
        url: href,
        title: clip(title, FIELD_LIMITS.title),
        referer: clip(previousUrl, FIELD_LIMITS.url),
        user_language: 0,
        page_unique_id: newId(),
        ctime: now(),
        curr_page: clip(path, FIELD_LIMITS.curr_page),
        curr_page_ext: pageExt(path),
      },
    };
    previousUrl = href;
    logSeq = 0;
    return next;
  };

  const current = (): View => {
    view ??= startView(parseUrl(options.page.url, 'http://localhost/') ?? new URL('http://localhost/'), options.page.title);
    return view;
  };

  const make = (input: TrackInput): TrackingEvent | null => {
    const uid = options.uid?.() ?? '';
    if (uid !== base.uid) base = { ...base, uid };
    const page = current().fields;
    page.user_language = languageTypeOf(options.locale());
    const event = createEvent(input, { base, page, now: now(), seq: seq + 1, logSeq: logSeq + 1, newId });
    if (event) {
      seq++;
      logSeq++;
    }
    return event;
  };

  const expose = (input: ExposeInput): TrackingEvent | null => {
    const given = input.page ?? input.curr_page;
    // Screens pass their router path, which may still carry a locale segment.
    const page = given === undefined ? undefined : pagePath(given);
    const currentPage = current().fields.curr_page;
    const event = make({ ...input, type: 'expose', curr_page: page ?? currentPage });
    if (!event) return null;
    if (page !== undefined && page !== currentPage) queue.hold(page, event);
    else queue.push(event);
    return event;
  };

  const track = (input: TrackInput): TrackingEvent | null => {
    // Exposures keep their rule whichever door they come through (the machine's TRACK included).
    if (input.type === 'expose') return expose(input);
    const event = make(input);
    if (event) queue.push(event);
    return event;
  };

  const pageEvent = (status: 'show' | 'hide', name: string): void => {
    track({ type: 'page', page_status: status, event_tracking_id: '/', event_tracking: name, track_type: 'auto' });
  };

  // Held exposures take the fields of the view they waited for.
  const adopt = (event: TrackingEvent): void => {
    const { curr_page: _kept, ...fields } = current().fields;
    Object.assign(event, fields);
  };

  const trackPage = (url: string, title = ''): void => {
    const next = parseUrl(url, view?.fields.url ?? options.page.url);
    if (!next) return;
    if (view && `${next.pathname}${next.search}` === view.key) return;
    if (view && !hidden) pageEvent('hide', 'page-hide');
    view = startView(next, title);
    if (!hidden) pageEvent('show', 'page-show');
    queue.release(view.fields.curr_page, adopt);
  };

  const unsubscribe = options.history?.((url) => trackPage(url, globalThis.document?.title ?? ''));
  if (options.history) trackPage(options.page.url, options.page.title);

  return {
    queue,
    track,
    trackPage,

    expose,

    hide() {
      if (hidden) return;
      pageEvent('hide', 'page-leave');
      hidden = true;
    },

    show() {
      if (!hidden) return;
      hidden = false;
      pageEvent('show', 'page-show');
    },

    flush({ beacon = true } = {}) {
      let sent = 0;
      if (beacon && queue.leader) {
        if (transport.sendNow) {
          for (let batch = queue.take(TRACKING_BATCH_SIZE, MAX_BATCH_BYTES); batch; ) {
            if (!transport.sendNow(batch)) {
              queue.nack(batch.ids);
              break;
            }
            queue.ack(batch.ids);
            sent += batch.ids.length;
            batch = queue.take(TRACKING_BATCH_SIZE, MAX_BATCH_BYTES);
          }
        } else if (options.beacon) {
          for (const batch of queue.beaconBatches(TRACKING_BATCH_SIZE, BEACON_MAX_BYTES)) {
            if (!options.beacon.send(batch)) break;
            sent += batch.ids.length;
          }
        }
      }
      queue.flush();
      return sent;
    },

    async upload(signal, maxEvents = TRACKING_BATCH_SIZE) {
      queue.flush();
      const batch = queue.take(Math.min(maxEvents, TRACKING_BATCH_SIZE), MAX_BATCH_BYTES);
      if (!batch) return { ok: true, status: 204, sent: 0 };
      let result: SendResult;
      try {
        result = await transport.send(batch, signal);
      } catch (error) {
        // Cancelled, not failed: the events go back without a retry counted.
        queue.nack(batch.ids, false);
        throw error;
      }
      const sent = batch.ids.length;
      if (result.ok) {
        queue.ack(batch.ids);
        return { ...result, sent };
      }
      if (REFUSED_FOR_GOOD.has(result.status)) {
        console.warn(`tracking upload refused with status ${result.status}; ${sent} event(s) dropped`);
        queue.discard(batch.ids);
        return { ...result, sent, discarded: true };
      }
      queue.nack(batch.ids);
      return { ...result, sent };
    },

    hasPending() {
      if (!queue.leader) return false;
      queue.flush();
      return queue.pending() > 0;
    },

    trackPerformance(metrics) {
      track({
        type: 'system',
        event_tracking_id: PERFORMANCE_EVENT_ID,
        event_tracking: 'performance',
        event_tracking_ext: metrics,
        track_type: 'auto',
      });
    },

    lead(onChange) {
      election?.resign();
      election = (options.elect ?? soloElection)((isLeader) => {
        queue.setLeader(isLeader);
        onChange(isLeader);
      });
      return election;
    },

    destroy() {
      unsubscribe?.();
      election?.resign();
      queue.destroy();
    },
  };
}
