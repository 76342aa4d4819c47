import {
  EVENT_ID,
  fetchEventDetail,
  fetchEventList,
  isEventDetail,
  isEventSummary,
  isEventSummaryList,
} from '../../src/api/endpoints';
import { EVENTS_FLAVOUR } from '../../src/api/flavours';
import { EVENT_ID_PATTERN } from '../../server/data/events';
import { rejectionOf, makeClient } from './support/client';
import { ok } from './support/fake-adapter';
import { CHAMPIONSHIP, CHAMPIONSHIP_DETAIL, FEE_HOLIDAY } from '../events/support/fixtures';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('fetchEventList', () => {
  it('asks for the list in a locale with the events flavour: 20 s, website mix, device and request ids, time', async () => {
    const { client, fake } = makeClient(EVENTS_FLAVOUR, () => ok([CHAMPIONSHIP, FEE_HOLIDAY]));
    await expect(fetchEventList(client, { locale: 'ja' })).resolves.toEqual([CHAMPIONSHIP, FEE_HOLIDAY]);
    const sent = fake.last();
    expect(sent.method).toBe('get');
    expect(sent.url).toBe('/v1/events/list');
    expect(sent.params).toMatchObject({ locale: 'ja' });
    expect(sent.timeout).toBe(20_000);
    const headers = sent.headers.toJSON() as Record<string, string>;
    expect(headers).toMatchObject({ website: 'mix', deviceId: 'device-1' });
    expect(headers['requestId']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(headers['requestTime'])).toBeGreaterThan(0);
  });

  it('sends each request with its own request id', async () => {
    const { client, fake } = makeClient(EVENTS_FLAVOUR, () => ok([]));
    await fetchEventList(client, { locale: 'en' });
    await fetchEventList(client, { locale: 'en' });
    const ids = fake.calls.map((call) => (call.headers.toJSON() as Record<string, string>)['requestId']);
    expect(new Set(ids).size).toBe(2);
  });

  it('refuses a list holding something that is not an event as malformed', async () => {
    const { client } = makeClient(EVENTS_FLAVOUR, () => ok([CHAMPIONSHIP, { id: 'x' }]));
    await expect(fetchEventList(client, { locale: 'en' })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('toasts nothing on failure (the page shows it) but hands the edge the logout a 20906 asks for', async () => {
    const { client, onError } = makeClient(EVENTS_FLAVOUR, () => ({ data: { status: 'error', code: '20906', msg: 'expired', data: null } }));
    const error = await rejectionOf(fetchEventList(client, { locale: 'en' }));
    expect(error).toMatchObject({ kind: 'session-expired', action: 'logout' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ action: 'logout', toast: false }));
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('keeps an HTTP 429 out of the console', async () => {
    const { client } = makeClient(EVENTS_FLAVOUR, () => ({ status: 429, data: null }));
    await expect(fetchEventList(client, { locale: 'en' })).rejects.toMatchObject({ kind: 'http', status: 429 });
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('fetchEventDetail', () => {
  it('asks for one event by id in a locale and returns it', async () => {
    const { client, fake } = makeClient(EVENTS_FLAVOUR, () => ok(CHAMPIONSHIP_DETAIL));
    await expect(fetchEventDetail(client, { id: 'btc-spot-championship', locale: 'fr' })).resolves.toEqual(CHAMPIONSHIP_DETAIL);
    expect(fake.last().url).toBe('/v1/events/detail');
    expect(fake.last().params).toMatchObject({ id: 'btc-spot-championship', locale: 'fr' });
  });

  it('rejects an unknown id with the HTTP 404 the gateway answers', async () => {
    const { client } = makeClient(EVENTS_FLAVOUR, () => ({ status: 404, data: { status: 'error', code: '40401', msg: 'Event not found', data: null } }));
    await expect(fetchEventDetail(client, { id: 'nope', locale: 'en' })).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('toasts nothing on failure: the page shows it', async () => {
    const { client, onError } = makeClient(EVENTS_FLAVOUR, () => ({ status: 500, data: null }));
    await expect(fetchEventDetail(client, { id: 'btc-spot-championship', locale: 'en' })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes the signal on, so leaving the page cancels the call', async () => {
    const { client } = makeClient(EVENTS_FLAVOUR, () => ok(CHAMPIONSHIP_DETAIL));
    await expect(fetchEventDetail(client, { id: 'btc-spot-championship', locale: 'en' }, AbortSignal.abort())).rejects.toMatchObject({
      kind: 'cancelled',
    });
  });
});

describe('the event guards', () => {
  it('accept what the gateway sends', () => {
    expect(isEventSummaryList([CHAMPIONSHIP, FEE_HOLIDAY])).toBe(true);
    expect(isEventDetail(CHAMPIONSHIP_DETAIL)).toBe(true);
  });

  it.each([
    ['an id outside the pattern', { id: '../admin' }],
    ['a missing title', { title: undefined }],
    ['an unknown status', { status: 'soon' }],
    ['a start that is not a number', { startsAt: '2026-01-05' }],
    ['an end before the start', { endsAt: Date.UTC(2026, 0, 1) }],
    ['a negative prize pool', { prizePoolUsdt: -1 }],
    ['a prize pool written as text', { prizePoolUsdt: '100000' }],
  ])('refuse an event with %s', (_, change) => {
    expect(isEventSummary({ ...CHAMPIONSHIP, ...change })).toBe(false);
    expect(isEventDetail({ ...CHAMPIONSHIP_DETAIL, ...change })).toBe(false);
  });

  it('refuse a detail whose call to action or body is missing', () => {
    expect(isEventDetail({ ...CHAMPIONSHIP_DETAIL, cta: 'https://example.com' })).toBe(false);
    expect(isEventDetail({ ...CHAMPIONSHIP_DETAIL, cta: { label: 'Go' } })).toBe(false);
    expect(isEventDetail({ ...CHAMPIONSHIP_DETAIL, html: null })).toBe(false);
  });

  it.each([
    ['a start of minus infinity', { startsAt: -Infinity }],
    ['an end of infinity', { endsAt: Infinity }],
    ['a start written as a numeric text', { startsAt: String(CHAMPIONSHIP.startsAt) }],
    ['an end written as a numeric text', { endsAt: String(CHAMPIONSHIP.endsAt) }],
  ])('refuse an event with %s, even when it would sort before the end', (_, change) => {
    expect(isEventSummary({ ...CHAMPIONSHIP, ...change })).toBe(false);
    expect(isEventDetail({ ...CHAMPIONSHIP_DETAIL, ...change })).toBe(false);
  });

  it('accept an event that starts and ends at the same instant, and a prize pool of zero', () => {
    const instant = { startsAt: CHAMPIONSHIP.startsAt, endsAt: CHAMPIONSHIP.startsAt };
    expect(isEventSummary({ ...CHAMPIONSHIP, ...instant })).toBe(true);
    expect(isEventDetail({ ...CHAMPIONSHIP_DETAIL, ...instant })).toBe(true);
    expect(isEventSummary({ ...CHAMPIONSHIP, prizePoolUsdt: 0 })).toBe(true);
    expect(isEventDetail({ ...CHAMPIONSHIP_DETAIL, prizePoolUsdt: 0 })).toBe(true);
  });

  it.each([Infinity, Number.NaN])('refuse a prize pool of %p', (pool) => {
    expect(isEventSummary({ ...CHAMPIONSHIP, prizePoolUsdt: pool })).toBe(false);
    expect(isEventDetail({ ...CHAMPIONSHIP_DETAIL, prizePoolUsdt: pool })).toBe(false);
  });

  it('refuse null and other values that are not records, without throwing', () => {
    for (const value of [null, undefined, 'btc-spot-championship', 42, true]) {
      expect(isEventSummary(value)).toBe(false);
      expect(isEventDetail(value)).toBe(false);
    }
    expect(isEventSummaryList([CHAMPIONSHIP, null])).toBe(false);
    expect(isEventDetail({ ...CHAMPIONSHIP_DETAIL, cta: null })).toBe(false);
  });

  it('refuse an array or a function even when it carries every field of an event', () => {
    const array = Object.assign([], CHAMPIONSHIP_DETAIL);
    const fn = Object.assign(() => undefined, CHAMPIONSHIP_DETAIL);
    expect(isEventSummary(Object.assign([], CHAMPIONSHIP))).toBe(false);
    expect(isEventSummary(Object.assign(() => undefined, CHAMPIONSHIP))).toBe(false);
    expect(isEventDetail(array)).toBe(false);
    expect(isEventDetail(fn)).toBe(false);
    const cta = CHAMPIONSHIP_DETAIL.cta;
    expect(isEventDetail({ ...CHAMPIONSHIP_DETAIL, cta: Object.assign([], cta) })).toBe(false);
    expect(isEventDetail({ ...CHAMPIONSHIP_DETAIL, cta: Object.assign(() => undefined, cta) })).toBe(false);
  });

  it('refuse what is not a list', () => {
    expect(isEventSummaryList({ 0: CHAMPIONSHIP })).toBe(false);
    expect(isEventSummaryList(null)).toBe(false);
  });
});

test('the client reads event ids with the gateway rule', () => {
  expect(EVENT_ID.source).toBe(EVENT_ID_PATTERN);
});
