import { MAX_BATCH_BYTES, RETRY_AFTER_MAX_MS, TRACKING_UPLOAD_PATH } from '../../src/tracking/limits';
import type { Batch } from '../../src/tracking/queue';
import {
  beaconTransport,
  findNativeBridge,
  httpTransport,
  nativeBridgeTransport,
  parseRetryAfter,
  pfbFromSearch,
} from '../../src/tracking/transports';
import { FakeStorage, makeEvent, makeQueue } from './support';

function batchOf(count = 2): Batch {
  const { queue } = makeQueue(new FakeStorage());
  queue.setLeader(true);
  for (let i = 0; i < count; i++) queue.push(makeEvent());
  const batch = queue.take(50, MAX_BATCH_BYTES);
  if (!batch) throw new Error('no batch');
  return batch;
}

const buildUrl = (path: string) => `${path}?languageType=2`;

function fakeFetch(response: Response | (() => Promise<Response>)) {
  return jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(() =>
    typeof response === 'function' ? response() : Promise.resolve(response),
  );
}

// jsdom's Blob has no text().
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

const envelope = (status: string) => JSON.stringify({ status, code: '00000', msg: 'success', data: null });

describe('httpTransport', () => {
  it('POSTs the batch as a JSON array to the upload path with the common query', async () => {
    const fetch = fakeFetch(new Response(envelope('success'), { status: 200 }));
    const batch = batchOf();
    const result = await httpTransport({ buildUrl, fetch }).send(batch);
    expect(result).toEqual({ ok: true, status: 200 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${TRACKING_UPLOAD_PATH}?languageType=2`);
    expect(init).toMatchObject({ method: 'POST', body: batch.body, keepalive: true, credentials: 'same-origin' });
    expect(init?.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(init?.body as string)).toHaveLength(2);
  });

  it('sends the page’s pfb as a header', async () => {
    const fetch = fakeFetch(new Response(envelope('success')));
    await httpTransport({ buildUrl, fetch, pfb: () => pfbFromSearch('?locale=ja&pfb=partner-7') }).send(batchOf());
    expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({ 'content-type': 'application/json', pfb: 'partner-7' });
  });

  it.each([
    ['?pfb=a%0D%0Ab', null],
    ['?pfb=', null],
    ['?pfb=caf%C3%A9', null],
    [`?pfb=${'x'.repeat(129)}`, null],
    ['?other=1', null],
    ['?pfb=ok_1.2-3', 'ok_1.2-3'],
  ])('reads pfb from %p as %p (a header must be visible ASCII)', (search, expected) => {
    expect(pfbFromSearch(search)).toBe(expected);
  });

  it('reports 403 and other failures with their status', async () => {
    expect(await httpTransport({ buildUrl, fetch: fakeFetch(new Response('', { status: 403 })) }).send(batchOf())).toEqual({
      ok: false,
      status: 403,
    });
    expect(await httpTransport({ buildUrl, fetch: fakeFetch(new Response('', { status: 503 })) }).send(batchOf())).toEqual({
      ok: false,
      status: 503,
    });
  });

  it('reads a 429’s Retry-After', async () => {
    const fetch = fakeFetch(new Response('', { status: 429, headers: { 'retry-after': '7' } }));
    expect(await httpTransport({ buildUrl, fetch }).send(batchOf())).toEqual({ ok: false, status: 429, retryAfterMs: 7000 });
  });

  it('counts an error envelope on HTTP 200 as a failure', async () => {
    const fetch = fakeFetch(new Response(envelope('error'), { status: 200 }));
    expect(await httpTransport({ buildUrl, fetch }).send(batchOf())).toEqual({ ok: false, status: 200 });
  });

  it('answers a network failure as status 0', async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await httpTransport({ buildUrl, fetch }).send(batchOf())).toEqual({ ok: false, status: 0 });
  });

  it('rejects when cancelled, so the caller puts the events back', async () => {
    const controller = new AbortController();
    const fetch = fakeFetch(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(httpTransport({ buildUrl, fetch }).send(batchOf(), controller.signal)).rejects.toThrow('aborted');
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    [null, undefined],
    ['', undefined],
    ['soon', undefined],
    ['0', 0],
    ['12', 12_000],
    ['Thu, 01 Jan 2026 00:00:30 GMT', 30_000],
    ['Wed, 31 Dec 2025 23:00:00 GMT', 0],
    ['999999', RETRY_AFTER_MAX_MS],
  ])('reads %p as %p ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('beaconTransport', () => {
  it('sends the JSON array as a text/plain Blob to the upload URL, pfb in the query', async () => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    const batch = batchOf();
    const sender = beaconTransport({ buildUrl, pfb: () => 'p1', sendBeacon });
    expect(sender.send(batch)).toBe(true);
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(`${TRACKING_UPLOAD_PATH}?languageType=2&pfb=p1`);
    expect(blob?.type).toBe('text/plain;charset=utf-8');
    expect(blob?.size).toBe(batch.bytes);
    expect(await readBlob(blob as Blob)).toBe(batch.body);
  });

  it('starts the query with pfb when the upload URL has none', () => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    beaconTransport({ buildUrl: (path) => path, pfb: () => 'p 1', sendBeacon }).send(batchOf());
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(`${TRACKING_UPLOAD_PATH}?pfb=p%201`);
  });

  it('says false when the browser refuses or has no beacons', () => {
    expect(beaconTransport({ buildUrl, sendBeacon: () => false }).send(batchOf())).toBe(false);
    expect(beaconTransport({ buildUrl, sendBeacon: null }).send(batchOf())).toBe(false);
    const throwing = () => {
      throw new TypeError('illegal invocation');
    };
    expect(beaconTransport({ buildUrl, sendBeacon: throwing }).send(batchOf())).toBe(false);
  });
});

describe('native bridge', () => {
  it('finds the iOS message handler and posts one event at a time, as JSON', async () => {
    const postMessage = jest.fn();
    const bridge = findNativeBridge({ webkit: { messageHandlers: { exchangeTrack: { postMessage } } } });
    expect(bridge).not.toBeNull();
    const batch = batchOf(3);
    expect(await nativeBridgeTransport(bridge!).send(batch)).toEqual({ ok: true, status: 200 });
    expect(postMessage.mock.calls.map(([json]) => JSON.parse(json as string).event_id)).toEqual(batch.ids);
  });

  it('finds the Android interface and calls it as a method of the interface', () => {
    const calls: unknown[] = [];
    const android = {
      track(this: unknown, json: string) {
        calls.push([this, JSON.parse(json).event_id]);
      },
    };
    const bridge = findNativeBridge({ ExchangeBridge: android });
    const batch = batchOf(2);
    expect(nativeBridgeTransport(bridge!).sendNow?.(batch)).toBe(true);
    expect(calls).toEqual(batch.ids.map((id) => [android, id]));
  });

  it.each([
    ['iOS', () => {
      const handler: { postMessage?: (message: unknown) => void } = { postMessage: () => {} };
      return { host: { webkit: { messageHandlers: { exchangeTrack: handler } } }, remove: () => delete handler.postMessage };
    }],
    ['Android', () => {
      const android: { track?: (json: string) => void } = { track: () => {} };
      return { host: { ExchangeBridge: android }, remove: () => delete android.track };
    }],
  ])('keeps the batch queued when the %s bridge method is gone since it was found, never reporting it sent', async (_name, make) => {
    const { host, remove } = make();
    const transport = nativeBridgeTransport(findNativeBridge(host)!);
    remove();
    expect(await transport.send(batchOf(2))).toEqual({ ok: false, status: 0 });
    expect(transport.sendNow?.(batchOf(1))).toBe(false);
  });

  it('is absent in a plain browser or with a malformed bridge', () => {
    expect(findNativeBridge({})).toBeNull();
    expect(findNativeBridge({ webkit: { messageHandlers: {} } })).toBeNull();
    expect(findNativeBridge({ ExchangeBridge: { track: 'no' } })).toBeNull();
    expect(findNativeBridge(null)).toBeNull();
    expect(findNativeBridge(globalThis)).toBeNull();
  });

  it('reports a failing bridge as a failure', async () => {
    const bridge = { post: () => { throw new Error('gone'); } };
    expect(await nativeBridgeTransport(bridge).send(batchOf())).toEqual({ ok: false, status: 0 });
  });
});

describe('httpTransport: headers and answers at the edges', () => {
  it.each([
    ['no pfb reader', undefined],
    ['a page without pfb', () => null],
  ])('with %s, no pfb header is sent at all', async (_name, pfb) => {
    const fetch = fakeFetch(new Response(envelope('success')));
    await httpTransport({ buildUrl, fetch, ...(pfb ? { pfb } : {}) }).send(batchOf());
    expect(Object.keys(fetch.mock.calls[0]?.[1]?.headers ?? {})).toEqual(['content-type']);
  });

  it('counts a 2xx with an answer that is not JSON as taken', async () => {
    const fetch = fakeFetch(new Response('<html>ok</html>', { status: 200 }));
    expect(await httpTransport({ buildUrl, fetch }).send(batchOf())).toEqual({ ok: true, status: 200 });
  });

  it('counts a 204 without a body as taken', async () => {
    const fetch = fakeFetch(new Response(null, { status: 204 }));
    expect(await httpTransport({ buildUrl, fetch }).send(batchOf())).toEqual({ ok: true, status: 204 });
  });

  it('a 429 without Retry-After has no delay to wait for', async () => {
    const fetch = fakeFetch(new Response('', { status: 429 }));
    const result = await httpTransport({ buildUrl, fetch }).send(batchOf());
    expect(result).toEqual({ ok: false, status: 429, retryAfterMs: undefined });
  });

  it('a network failure while a signal is given but not aborted is status 0, not a rejection', async () => {
    const controller = new AbortController();
    const fetch = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await httpTransport({ buildUrl, fetch }).send(batchOf(), controller.signal)).toEqual({ ok: false, status: 0 });
  });

  it('uses the page’s fetch when none is given', async () => {
    const fetch = fakeFetch(new Response(envelope('success')));
    const original = globalThis.fetch;
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    try {
      expect(await httpTransport({ buildUrl }).send(batchOf())).toEqual({ ok: true, status: 200 });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('parseRetryAfter against the current time', () => {
  it('reads an HTTP date against now when no time is given', () => {
    jest.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
    try {
      expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:20 GMT')).toBe(20_000);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('beaconTransport with the browser’s own sendBeacon', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('calls navigator.sendBeacon as a method of the navigator', () => {
    const calls: unknown[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      value(this: unknown, url: string) {
        calls.push([this, url]);
        return true;
      },
      configurable: true,
    });
    expect(beaconTransport({ buildUrl }).send(batchOf())).toBe(true);
    expect(calls).toEqual([[navigator, `${TRACKING_UPLOAD_PATH}?languageType=2`]]);
  });

  it('says false where the browser has no sendBeacon', () => {
    expect('sendBeacon' in navigator).toBe(false);
    expect(beaconTransport({ buildUrl }).send(batchOf())).toBe(false);
  });
});

describe('the native bridge of the page itself', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'webkit');
  });

  it('is found on the window when no host is given, and posts the event JSON', () => {
    const postMessage = jest.fn();
    Object.defineProperty(window, 'webkit', { value: { messageHandlers: { exchangeTrack: { postMessage } } }, configurable: true });
    const bridge = findNativeBridge();
    bridge?.post('{"a":1}');
    expect(postMessage).toHaveBeenCalledWith('{"a":1}');
  });
});

describe('beacon and bridge at their edges', () => {
  it.each([
    ['no pfb reader', undefined],
    ['a page without pfb', () => null],
  ])('with %s, the beacon goes to the upload URL without a pfb parameter', (_name, pfb) => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    beaconTransport({ buildUrl, sendBeacon, ...(pfb ? { pfb } : {}) }).send(batchOf());
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(`${TRACKING_UPLOAD_PATH}?languageType=2`);
  });

  it('a webkit object without message handlers is no bridge', () => {
    expect(findNativeBridge({ webkit: {} })).toBeNull();
  });
});

describe('a failing bridge, delivering at once', () => {
  it('says false, so the caller keeps the batch', () => {
    const bridge = {
      post: () => {
        throw new Error('gone');
      },
    };
    expect(nativeBridgeTransport(bridge).sendNow?.(batchOf())).toBe(false);
  });
});
