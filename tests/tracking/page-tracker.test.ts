import { PERFORMANCE_EVENT_ID } from '../../src/config/constants';
import type { TrackingEvent } from '../../src/tracking/event';
import { BEACON_MAX_BYTES } from '../../src/tracking/limits';
import { createTracker, pageExt, pagePath } from '../../src/tracking/page-tracker';
import type { HistorySource, TrackerOptions } from '../../src/tracking/page-tracker';
import type { Batch } from '../../src/tracking/queue';
import type { SendResult, Transport } from '../../src/tracking/transports';
import { nativeBridgeTransport } from '../../src/tracking/transports';
import { ENVIRONMENT, FakeStorage, makeQueue } from './support';

const START = 'https://exchange.test/spot/BTCUSDT?locale=en';

function setup(overrides: Partial<TrackerOptions> = {}) {
  const storage = new FakeStorage();
  const { queue, scheduler } = makeQueue(storage);
  let listener: ((url: string) => void) | null = null;
  const history: HistorySource = (next) => {
    listener = next;
    return () => {
      listener = null;
    };
  };
  const sent: Batch[] = [];
  const answers: Array<SendResult | Error> = [];
  const transport: Transport = {
    send: jest.fn(async (batch: Batch) => {
      sent.push(batch);
      const answer = answers.shift() ?? { ok: true, status: 200 };
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
  const beacons: Batch[] = [];
  const beaconAnswers: boolean[] = [];
  const state = { locale: 'en', uid: '', time: 1_700_000_000_000 };
  let n = 0;
  const tracker = createTracker({
    queue,
    transport,
    beacon: {
      send: (batch) => {
        beacons.push(batch);
        return beaconAnswers.shift() ?? true;
      },
    },
    environment: ENVIRONMENT,
    identity: { deviceId: 'device-1', sessionId: 'session-1' },
    version: '0.1.0',
    locale: () => state.locale,
    uid: () => state.uid,
    history,
    page: { url: START, title: 'Spot', referrer: 'https://search.example/' },
    now: () => state.time,
    newId: () => `id-${++n}`,
    ...overrides,
  });
  const leadership: boolean[] = [];
  tracker.lead((isLeader) => leadership.push(isLeader)).claim();
  return {
    tracker,
    queue,
    scheduler,
    storage,
    state,
    sent,
    answers,
    beacons,
    beaconAnswers,
    leadership,
    navigate: (url: string) => listener?.(url),
    subscribed: () => listener !== null,
    events: (): TrackingEvent[] => queue.peek(),
    pages: () => queue.peek().filter((event) => event.type === 'page'),
  };
}

const summary = (event: TrackingEvent | undefined) => [event?.page_status, event?.curr_page, event?.event_tracking];

describe('page views (SPEC 4: a hide for the previous page, a show for the new one)', () => {
  it('the page at start is the first view, referred by the document referrer', () => {
    const { pages } = setup();
    expect(pages()).toHaveLength(1);
    expect(pages()[0]).toMatchObject({
      type: 'page',
      page_status: 'show',
      event_tracking_id: '/',
      track_type: 'auto',
      url: START,
      title: 'Spot',
      referer: 'https://search.example/',
      curr_page: '/spot/BTCUSDT',
      page_unique_id: 'id-1',
    });
  });

  it('each URL change (push, replace or pop) hides the previous view and shows the new one', () => {
    const { navigate, pages } = setup();
    navigate('/futures/usdt/BTCUSDT');
    navigate('/wiki');
    navigate(START);
    expect(pages().map(summary)).toEqual([
      ['show', '/spot/BTCUSDT', 'page-show'],
      ['hide', '/spot/BTCUSDT', 'page-hide'],
      ['show', '/futures/usdt/BTCUSDT', 'page-show'],
      ['hide', '/futures/usdt/BTCUSDT', 'page-hide'],
      ['show', '/wiki', 'page-show'],
      ['hide', '/wiki', 'page-hide'],
      ['show', '/spot/BTCUSDT', 'page-show'],
    ]);
  });

  it('gives each view its own page id, shared by its show and hide, and chains the referers', () => {
    const { navigate, pages } = setup();
    navigate('/wiki');
    const [show1, hide1, show2] = pages();
    expect(hide1?.page_unique_id).toBe(show1?.page_unique_id);
    expect(show2?.page_unique_id).not.toBe(show1?.page_unique_id);
    expect(show2?.referer).toBe(START);
    expect(show2?.url).toBe('https://exchange.test/wiki');
  });

  it('a change of hash alone, or the same URL again, is the same view', () => {
    const { navigate, pages } = setup();
    navigate(`${START}#depth`);
    navigate(START);
    expect(pages()).toHaveLength(1);
    navigate('/spot/BTCUSDT?locale=ja');
    expect(pages()).toHaveLength(3);
  });

  it('reports wiki articles with their article id, and strips a language prefix', () => {
    const { navigate, pages } = setup();
    navigate('/ja/wiki/bitcoin/history');
    navigate('/wiki/page');
    const [, , article, , wiki] = pages();
    expect(article).toMatchObject({ curr_page: '/wiki/bitcoin/history', curr_page_ext: { article_id: 'bitcoin/history' } });
    expect(wiki).toMatchObject({ curr_page: '/wiki/page', curr_page_ext: {} });
  });

  it('counts seq over the page load and log_seq within each view', () => {
    const { tracker, navigate, events } = setup();
    tracker.track({ event_tracking_id: 'b1' });
    navigate('/wiki');
    tracker.track({ event_tracking_id: 'b2' });
    expect(events().map((event) => [event.seq, event.log_seq])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 1],
      [5, 2],
    ]);
  });

  it('stops following the history when destroyed', () => {
    const { tracker, subscribed } = setup();
    expect(subscribed()).toBe(true);
    tracker.destroy();
    expect(subscribed()).toBe(false);
  });
});

describe('pagePath and pageExt', () => {
  it.each([
    ['/spot/BTCUSDT', '/spot/BTCUSDT'],
    ['/ja/spot/BTCUSDT', '/spot/BTCUSDT'],
    ['/zh-CN/wiki', '/wiki'],
    ['/japan/spot', '/japan/spot'],
    ['/', '/'],
  ])('the page path of %p is %p', (pathname, expected) => {
    expect(pagePath(pathname)).toBe(expected);
  });

  it.each([
    ['/wiki', {}],
    ['/wiki/', {}],
    ['/wiki/page', {}],
    ['/wiki/bitcoin', { article_id: 'bitcoin' }],
    ['/wiki/bitcoin/', { article_id: 'bitcoin' }],
    ['/wiki/bitcoin/history', { article_id: 'bitcoin/history' }],
    ['/wiki/caf%C3%A9', { article_id: 'café' }],
    ['/wiki/%E0%A4%A', { article_id: '%E0%A4%A' }],
    ['/spot/wiki/x', {}],
  ])('the details of %p are %p', (path, expected) => {
    expect(pageExt(path)).toEqual(expected);
  });
});

describe('events', () => {
  it('carry the identity, the current locale’s language type and the current user', () => {
    const { tracker, state } = setup();
    state.locale = 'ja';
    state.uid = '10000001';
    expect(tracker.track({ event_tracking_id: 'b1' })).toMatchObject({
      device_id: 'device-1',
      session_id: 'session-1',
      uid: '10000001',
      app_id: 'exchange-web',
      app_name: 'web',
      ver: '0.1.0',
      user_language: 2,
      browser: 'Chrome',
    });
    state.uid = '';
    expect(tracker.track({ event_tracking_id: 'b1' })?.uid).toBe('');
  });

  it('an invalid tracking id is dropped with a warning and never queued', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { tracker, queue } = setup();
    const before = queue.size();
    expect(tracker.track({ event_tracking_id: 'oops' })).toBeNull();
    expect(queue.size()).toBe(before);
    expect(warn).toHaveBeenCalled();
  });

  it('the performance event is a system event b8972 with the metrics', () => {
    const { tracker, events } = setup();
    tracker.trackPerformance({ LCP: 1200, LCP_rating: 'good' });
    expect(events().at(-1)).toMatchObject({
      type: 'system',
      event_tracking_id: PERFORMANCE_EVENT_ID,
      event_tracking_ext: { LCP: 1200, LCP_rating: 'good' },
      track_type: 'auto',
    });
  });
});

describe('exposures (SPEC 4: held until their page is current)', () => {
  it('an exposure of the current page is queued at once', () => {
    const { tracker, events } = setup();
    tracker.expose({ event_tracking_id: 'b5', page: '/spot/BTCUSDT' });
    tracker.expose({ event_tracking_id: 'b6' });
    expect(events().filter((event) => event.type === 'expose')).toHaveLength(2);
  });

  it('an exposure sent through track() follows the same rule', () => {
    const { tracker, navigate, events } = setup();
    tracker.track({ type: 'expose', event_tracking_id: 'b5', curr_page: '/wiki' });
    expect(events().some((event) => event.type === 'expose')).toBe(false);
    navigate('/wiki');
    expect(events().at(-1)).toMatchObject({ type: 'expose', curr_page: '/wiki' });
  });

  it('an exposure naming its page with a locale segment belongs to that page without it', () => {
    const { tracker, events } = setup();
    tracker.expose({ event_tracking_id: 'b5', page: '/ja/spot/BTCUSDT' });
    expect(events().at(-1)).toMatchObject({ type: 'expose', curr_page: '/spot/BTCUSDT' });
  });

  it('an exposure of another page waits for it and takes that view’s fields', () => {
    const { tracker, navigate, events } = setup();
    const made = tracker.expose({ event_tracking_id: 'b5', page: '/wiki', event_tracking_ext: { card: 'btc' } });
    expect(made?.type).toBe('expose');
    expect(events().some((event) => event.type === 'expose')).toBe(false);
    navigate('/futures/usdt/BTCUSDT');
    expect(events().some((event) => event.type === 'expose')).toBe(false);
    navigate('/wiki');
    const last = events().slice(-2);
    expect(last.map((event) => event.type)).toEqual(['page', 'expose']);
    expect(last[1]).toMatchObject({
      curr_page: '/wiki',
      page_unique_id: last[0]?.page_unique_id,
      url: 'https://exchange.test/wiki',
      event_tracking_ext: { card: 'btc' },
    });
  });
});

describe('tab hidden and shown', () => {
  it('a hide emits page-leave once; a show emits the page again', () => {
    const { tracker, pages } = setup();
    tracker.hide();
    tracker.hide();
    tracker.show();
    tracker.show();
    expect(pages().map(summary)).toEqual([
      ['show', '/spot/BTCUSDT', 'page-show'],
      ['hide', '/spot/BTCUSDT', 'page-leave'],
      ['show', '/spot/BTCUSDT', 'page-show'],
    ]);
  });

  it('a navigation while hidden shows the new page when the tab shows again', () => {
    const { tracker, navigate, pages } = setup();
    tracker.hide();
    navigate('/wiki');
    tracker.show();
    expect(pages().map(summary)).toEqual([
      ['show', '/spot/BTCUSDT', 'page-show'],
      ['hide', '/spot/BTCUSDT', 'page-leave'],
      ['show', '/wiki', 'page-show'],
    ]);
  });
});

describe('upload', () => {
  it('sends a batch and removes it once the gateway took it', async () => {
    const { tracker, queue, sent } = setup();
    tracker.track({ event_tracking_id: 'b1' });
    expect(tracker.hasPending()).toBe(true);
    expect(await tracker.upload()).toEqual({ ok: true, status: 200, sent: 2 });
    expect(sent[0]?.events).toHaveLength(2);
    expect(queue.size()).toBe(0);
    expect(tracker.hasPending()).toBe(false);
    expect(await tracker.upload()).toEqual({ ok: true, status: 204, sent: 0 });
  });

  it('keeps a failed batch with its retry counted', async () => {
    const { tracker, queue, answers } = setup();
    answers.push({ ok: false, status: 503 });
    expect(await tracker.upload()).toEqual({ ok: false, status: 503, sent: 1 });
    expect(queue.peek()[0]?.retry_count).toBe(1);
    expect(queue.pending()).toBe(1);
  });

  it('drops a batch the gateway refuses for good, so it cannot block the queue', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { tracker, queue, answers } = setup();
    answers.push({ ok: false, status: 400 });
    expect(await tracker.upload()).toEqual({ ok: false, status: 400, sent: 1, discarded: true });
    expect(queue.size()).toBe(0);
    expect(queue.dropped).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('400'));
  });

  it('a cancelled upload rejects and puts the events back without a retry counted', async () => {
    const { tracker, queue, answers } = setup();
    answers.push(new DOMException('aborted', 'AbortError'));
    await expect(tracker.upload()).rejects.toThrow('aborted');
    expect(queue.pending()).toBe(1);
    expect(queue.peek()[0]?.retry_count).toBe(0);
  });

  it('a tab that does not lead has nothing to upload', async () => {
    const { tracker } = setup({ elect: (onChange) => ({ isLeader: false, claim: () => onChange(false), resign: () => {} }) });
    expect(tracker.hasPending()).toBe(false);
    expect(await tracker.upload()).toEqual({ ok: true, status: 204, sent: 0 });
  });
});

describe('flush on hide', () => {
  it('sends the queue by beacon within 64 KB and keeps it queued until acknowledged', () => {
    const { tracker, queue, beacons, storage } = setup();
    for (let i = 0; i < 80; i++) tracker.track({ event_tracking_id: 'b1', event_tracking_ext: { pad: 'x'.repeat(500) } });
    const sent = tracker.flush();
    expect(sent).toBe(beacons.reduce((sum, batch) => sum + batch.ids.length, 0));
    expect(sent).toBeGreaterThan(0);
    for (const batch of beacons) {
      expect(batch.ids.length).toBeLessThanOrEqual(50);
      expect(Buffer.byteLength(batch.body)).toBeLessThanOrEqual(BEACON_MAX_BYTES);
    }
    expect(beacons.reduce((sum, batch) => sum + batch.bytes, 0)).toBeLessThanOrEqual(BEACON_MAX_BYTES);
    expect(queue.size()).toBe(81);
    expect(JSON.parse(storage.getItem('tracking-queue') ?? '[]')).toHaveLength(81);
  });

  it('stops at the first beacon the browser refuses', () => {
    const { tracker, beacons, beaconAnswers } = setup();
    for (let i = 0; i < 120; i++) tracker.track({ event_tracking_id: 'b1' });
    beaconAnswers.push(false);
    expect(tracker.flush()).toBe(0);
    expect(beacons).toHaveLength(1);
  });

  it('without beacon leave (upload off, or another tab leads) only writes the queue', () => {
    const { tracker, beacons, storage } = setup();
    tracker.track({ event_tracking_id: 'b1' });
    expect(tracker.flush({ beacon: false })).toBe(0);
    expect(beacons).toEqual([]);
    expect(JSON.parse(storage.getItem('tracking-queue') ?? '[]')).toHaveLength(2);
  });

  it('inside the app, hands everything to the bridge at once and forgets it', () => {
    const posted: string[] = [];
    const { tracker, queue, beacons } = setup({ transport: nativeBridgeTransport({ post: (json) => posted.push(json) }), beacon: null });
    for (let i = 0; i < 60; i++) tracker.track({ event_tracking_id: 'b1' });
    expect(tracker.flush()).toBe(61);
    expect(posted).toHaveLength(61);
    expect(queue.size()).toBe(0);
    expect(beacons).toEqual([]);
  });
});

describe('leadership', () => {
  it('a tab alone leads once it claims, and hands its queue to storage when it resigns', () => {
    const { tracker, queue, leadership, storage } = setup();
    expect(leadership).toEqual([true]);
    tracker.track({ event_tracking_id: 'b1' });
    const election = tracker.lead((isLeader) => leadership.push(isLeader));
    election.claim();
    election.resign();
    expect(queue.leader).toBe(false);
    expect(queue.size()).toBe(0);
    expect(JSON.parse(storage.getItem('tracking-queue') ?? '[]')).toHaveLength(2);
  });
});

describe('page paths and article ids at their edges', () => {
  it('keeps a segment that names a language without a path prefix (nl is reached by query only)', () => {
    expect(pagePath('/nl/spot/BTCUSDT')).toBe('/nl/spot/BTCUSDT');
  });

  it.each([
    ['/wiki/page/', {}],
    ['/wiki/bitcoin//', { article_id: 'bitcoin' }],
    ['/wiki//', {}],
  ])('the details of %p are %p', (path, expected) => {
    expect(pageExt(path)).toEqual(expected);
  });
});

describe('a tracker with the optional parts left out', () => {
  it('reports an empty version and an empty user when neither is given', () => {
    const { tracker } = setup({ version: undefined, uid: undefined });
    expect(tracker.track({ event_tracking_id: 'b1' })).toMatchObject({ ver: '', uid: '' });
  });

  it('reads a relative start address against localhost', () => {
    const { tracker } = setup({ history: undefined, page: { url: '/wiki/bitcoin', title: 'Bitcoin', referrer: '' } });
    expect(tracker.track({ event_tracking_id: 'b1' })).toMatchObject({
      url: 'http://localhost/wiki/bitcoin',
      curr_page: '/wiki/bitcoin',
    });
  });

  it('starts at localhost when the start address cannot be read at all', () => {
    const { tracker } = setup({ history: undefined, page: { url: 'http://[broken', title: 'Spot', referrer: '' } });
    expect(tracker.track({ event_tracking_id: 'b1' })).toMatchObject({ url: 'http://localhost/', curr_page: '/' });
  });

  it('ignores a navigation to an address that cannot be read', () => {
    const { navigate, pages } = setup();
    navigate('http://[broken');
    expect(pages()).toHaveLength(1);
  });

  it('a page view asked for without a title has an empty title', () => {
    const { tracker, pages } = setup();
    tracker.trackPage('/wiki');
    expect(pages().at(-1)).toMatchObject({ curr_page: '/wiki', title: '' });
  });

  it('a page view that follows the history takes the document’s title', () => {
    document.title = 'Futures';
    try {
      const { navigate, pages } = setup();
      navigate('/futures/usdt/BTCUSDT');
      expect(pages().at(-1)).toMatchObject({ curr_page: '/futures/usdt/BTCUSDT', title: 'Futures' });
    } finally {
      document.title = '';
    }
  });
});

describe('sequence numbers', () => {
  it('an event that is dropped as invalid uses up no seq and no log_seq', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { tracker } = setup();
    expect(tracker.track({ event_tracking_id: 'oops' })).toBeNull();
    expect(tracker.track({ event_tracking_id: 'b1' })).toMatchObject({ seq: 2, log_seq: 2 });
  });
});

describe('a tab alone', () => {
  it('announces its leadership once however often it claims, and says whether it leads', () => {
    const { queue } = makeQueue(new FakeStorage());
    const tracker = createTracker({
      queue,
      transport: { send: async () => ({ ok: true, status: 200 }) },
      environment: ENVIRONMENT,
      identity: { deviceId: 'device-1', sessionId: 'session-1' },
      locale: () => 'en',
      page: { url: START, title: 'Spot', referrer: '' },
    });
    const heard: boolean[] = [];
    const election = tracker.lead((isLeader) => heard.push(isLeader));
    expect(election.isLeader).toBe(false);
    election.claim();
    election.claim();
    expect(election.isLeader).toBe(true);
    election.resign();
    election.resign();
    expect(election.isLeader).toBe(false);
    expect(heard).toEqual([true, false]);
  });
});

describe('flush inside the app when the bridge fails', () => {
  it('stops at the first batch the bridge refuses and keeps it queued, its retry counted', () => {
    let working = true;
    const posted: string[] = [];
    const bridge = {
      post: (json: string) => {
        if (!working) throw new Error('bridge gone');
        posted.push(json);
      },
    };
    const { tracker, queue } = setup({ transport: nativeBridgeTransport(bridge), beacon: null });
    for (let i = 0; i < 60; i++) tracker.track({ event_tracking_id: 'b1' });
    working = false;
    expect(tracker.flush()).toBe(0);
    expect(posted).toEqual([]);
    expect(queue.size()).toBe(61);
    expect(queue.pending()).toBe(61);
    expect(queue.peek().filter((event) => event.retry_count === 1)).toHaveLength(50);
  });
});

describe('more of the tracker’s rules', () => {
  it('an invalid exposure is dropped and nothing is queued', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { tracker, queue } = setup();
    const before = queue.size();
    expect(tracker.expose({ event_tracking_id: 'oops' })).toBeNull();
    expect(queue.size()).toBe(before);
  });

  it('reads a relative address against the current page, not the page at start', () => {
    const { navigate, pages } = setup();
    navigate('/wiki/bitcoin/');
    navigate('history');
    expect(pages().at(-1)).toMatchObject({ url: 'https://exchange.test/wiki/bitcoin/history' });
  });

  it('without a beacon sender or a bridge, a flush only writes the queue', () => {
    const { tracker, storage } = setup({ beacon: null });
    tracker.track({ event_tracking_id: 'b1' });
    expect(tracker.flush()).toBe(0);
    expect(JSON.parse(storage.getItem('tracking-queue') ?? '[]')).toHaveLength(2);
  });

  it.each([
    [10, 10],
    [80, 50],
  ])('an upload asked for %p events sends %p', async (asked, expected) => {
    const { tracker, sent } = setup();
    for (let i = 0; i < 79; i++) tracker.track({ event_tracking_id: 'b1' });
    expect(await tracker.upload(undefined, asked)).toMatchObject({ ok: true, sent: expected });
    expect(sent[0]?.ids).toHaveLength(expected);
  });

  it('the performance event is named performance', () => {
    const { tracker, events } = setup();
    tracker.trackPerformance({});
    expect(events().at(-1)?.event_tracking).toBe('performance');
  });
});
