// How a batch leaves the page (SPEC 7, POST /v1/buried/log/info): fetch while the page is in use, a beacon when it
// is hidden, and inside the exchange's own app a native bridge instead of either.
import { retryAfterMs } from '../core/retry-after';
import { RETRY_AFTER_MAX_MS, TRACKING_UPLOAD_PATH } from './limits';
import type { Batch } from './queue';

export interface SendResult {
  /** The gateway took the batch. */
  ok: boolean;
  /** HTTP status; 0 when no answer came. */
  status: number;
  /** From a 429's Retry-After. */
  retryAfterMs?: number;
}

export interface Transport {
  /** Rejects only when `signal` aborted it; every other failure is a result. */
  send(batch: Batch, signal?: AbortSignal): Promise<SendResult>;
  /** Delivers at once, without an answer to wait for (the native bridge); absent where that is impossible. */
  sendNow?(batch: Batch): boolean;
}

export interface BeaconSender {
  /** False when the browser refused it (over its in-flight limit, or no beacon support). */
  send(batch: Batch): boolean;
}

export interface EndpointOptions {
  /**
   * The URL of an API path, with the same prefix rules and common query (languageType) as every other call of
   * the app, so the logging service reads the events' language the way the gateway reads requests'.
   */
  buildUrl(path: string): string;
  /** The page's `pfb` query parameter, read at send time; see pfbFromSearch. */
  pfb?: () => string | null;
}

// A header value must be visible ASCII: anything else makes fetch throw, and the batch would never leave.
const PFB = /^[\x21-\x7e]{1,128}$/;

/** The `pfb` parameter of a query string, when it can travel as a header. */
export function pfbFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('pfb');
  return value !== null && PFB.test(value) ? value : null;
}

/** Retry-After in ms: delay seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  const ms = retryAfterMs(value, now);
  return ms === undefined ? undefined : Math.min(ms, RETRY_AFTER_MAX_MS);
}

export function httpTransport(options: EndpointOptions & { fetch?: typeof fetch }): Transport {
  return {
    async send(batch, signal) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const pfb = options.pfb?.();
      if (pfb) headers['pfb'] = pfb;
      const request = options.fetch ?? globalThis.fetch;
      let response: Response;
      try {
        response = await request(options.buildUrl(TRACKING_UPLOAD_PATH), {
          method: 'POST',
          headers,
          body: batch.body,
          // Lets an upload that is under way when the page goes away finish; batches stay under the 64 KB limit.
          keepalive: true,
          credentials: 'same-origin',
          signal,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        return { ok: false, status: 0 };
      }
      const { status } = response;
      if (status === 429) return { ok: false, status, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) };
      if (!response.ok) return { ok: false, status };
      // A gateway may refuse on HTTP 200 with an error envelope; an unreadable answer to a 2xx still counts.
      const envelope = (await response.json().catch(() => null)) as { status?: unknown } | null;
      return { ok: envelope?.status !== 'error', status };
    },
  };
}

export function beaconTransport(
  options: EndpointOptions & { sendBeacon?: ((url: string, data: Blob) => boolean) | null },
): BeaconSender {
  const nav = globalThis.navigator as Navigator | undefined;
  const sendBeacon = options.sendBeacon === undefined ? nav?.sendBeacon?.bind(nav) : options.sendBeacon;
  return {
    send(batch) {
      if (!sendBeacon) return false;
      // A beacon carries no headers, so pfb rides in the query.
      let url = options.buildUrl(TRACKING_UPLOAD_PATH);
      const pfb = options.pfb?.();
      if (pfb) url += `${url.includes('?') ? '&' : '?'}pfb=${encodeURIComponent(pfb)}`;
      // text/plain keeps the beacon a simple request even when the logging service is on another origin; the
      // gateway reads the body as JSON whatever the type says.
      try {
        return sendBeacon(url, new Blob([batch.body], { type: 'text/plain;charset=UTF-8' }));
      } catch {
        return false;
      }
    },
  };
}

/**
 * The exchange's iOS and Android apps open the site in a web view and collect its events themselves. They announce
 * it by a bridge object: iOS registers the WKScriptMessageHandler `exchangeTrack`
 * (`window.webkit.messageHandlers.exchangeTrack.postMessage`), Android a JavaScript interface `ExchangeBridge` with
 * a method `track(json)`. Both receive one event at a time, as JSON text.
 */
export const NATIVE_BRIDGE = { ios: 'exchangeTrack', android: 'ExchangeBridge' } as const;

export interface NativeBridge {
  post(json: string): void;
}

interface BridgeHost {
  webkit?: { messageHandlers?: Record<string, { postMessage?: (message: unknown) => void } | undefined> };
  ExchangeBridge?: { track?: (json: string) => void };
}

export function findNativeBridge(host: unknown = globalThis): NativeBridge | null {
  const page = host as BridgeHost | null | undefined;
  const ios = page?.webkit?.messageHandlers?.[NATIVE_BRIDGE.ios];
  // Called as found: a method the page took away since throws, so the batch stays queued rather than lost.
  if (typeof ios?.postMessage === 'function') return { post: (json) => ios.postMessage!(json) };
  const android = page?.ExchangeBridge;
  if (typeof android?.track === 'function') return { post: (json) => android.track!(json) };
  return null;
}

export function nativeBridgeTransport(bridge: NativeBridge): Transport {
  const deliver = (batch: Batch): boolean => {
    try {
      for (const part of batch.parts) bridge.post(part);
      return true;
    } catch {
      return false;
    }
  };
  return {
    send: async (batch) => (deliver(batch) ? { ok: true, status: 200 } : { ok: false, status: 0 }),
    sendNow: deliver,
  };
}
