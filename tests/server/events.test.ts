import type { FastifyInstance } from 'fastify';
import { CONTENT_LOCALES } from '../../server/data/content-locales';
import { isEventDetail, isEventSummaryList } from '../../src/api/endpoints';
import { EVENTS, eventsFor } from '../../server/data/events';
import { eventRoutes } from '../../server/routes/events';
import type { EventDetail, EventSummary } from '../../server/routes/events';
import { getEnvelope, pluginApp } from './plugin-app';
import { testGateway } from './support';

const DAY = 86_400_000;
// Five and a half days into a schedule cycle that began on Monday 5 January 2026.
const NOW = Date.UTC(2026, 0, 10, 12);
const SEEDED = ['btc-spot-championship', 'ton-listing-airdrop', 'futures-fee-holiday'];

describe('events at a pinned time', () => {
  let now = NOW;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await pluginApp(eventRoutes(() => now));
  });

  afterAll(async () => {
    await app.close();
  });

  beforeEach(() => {
    now = NOW;
  });

  const list = async (query = '') => (await getEnvelope<EventSummary[]>(app, `/v1/events/list${query}`)).body.data;
  const detail = async (id: string, locale = 'en') =>
    getEnvelope<EventDetail>(app, `/v1/events/detail?id=${id}&locale=${locale}`);

  it('lists live events first, then upcoming, then ended, with their dates', async () => {
    expect(await list('?locale=en')).toEqual([
      {
        id: 'btc-spot-championship',
        title: 'BTC Spot Trading Championship',
        summary: 'Trade BTC/USDT on spot and compete for a share of a 100,000 USDT prize pool.',
        startsAt: Date.UTC(2026, 0, 5),
        endsAt: Date.UTC(2026, 0, 15),
        status: 'live',
        coverAlt: 'A golden trophy in front of a rising Bitcoin price chart',
        prizePoolUsdt: 100_000,
        locale: 'en',
      },
      expect.objectContaining({ id: 'unsafe-cta-test', status: 'live' }),
      expect.objectContaining({
        id: 'ton-listing-airdrop',
        status: 'upcoming',
        startsAt: Date.UTC(2026, 0, 15),
        endsAt: Date.UTC(2026, 0, 25),
      }),
      expect.objectContaining({
        id: 'futures-fee-holiday',
        status: 'ended',
        startsAt: Date.UTC(2025, 11, 26),
        endsAt: Date.UTC(2026, 0, 5),
      }),
    ]);
  });

  it('moves each event on at the exact end of its run', async () => {
    now = Date.UTC(2026, 0, 15) - 1;
    expect((await detail('btc-spot-championship')).body.data.status).toBe('live');
    now = Date.UTC(2026, 0, 15);
    const statuses = Object.fromEntries((await list()).map((event) => [event.id, event.status]));
    expect(statuses).toMatchObject({
      'btc-spot-championship': 'ended',
      'ton-listing-airdrop': 'live',
      'futures-fee-holiday': 'upcoming',
    });
  });

  it('always shows one live, one upcoming and one ended event, each ten days from midnight UTC', async () => {
    for (now = NOW; now < NOW + 61 * DAY; now += 7 * 3_600_000 + 13_000) {
      const seeded = (await list()).filter((event) => SEEDED.includes(event.id));
      expect(seeded.map((event) => event.status)).toEqual(['live', 'upcoming', 'ended']);
      for (const event of seeded) {
        expect(event.startsAt % DAY).toBe(0);
        expect(event.endsAt - event.startsAt).toBe(10 * DAY);
        const live = event.startsAt <= now && now < event.endsAt;
        expect(live).toBe(event.status === 'live');
        expect(event.status === 'upcoming').toBe(now < event.startsAt);
      }
    }
  });

  it('gives the detail with its body and call to action', async () => {
    const { statusCode, body } = await detail('btc-spot-championship');
    expect(statusCode).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(
      ['cta', 'endsAt', 'html', 'id', 'locale', 'prizePoolUsdt', 'startsAt', 'status', 'summary', 'title'].sort(),
    );
    expect(body.data).toMatchObject({
      id: 'btc-spot-championship',
      status: 'live',
      startsAt: Date.UTC(2026, 0, 5),
      endsAt: Date.UTC(2026, 0, 15),
      cta: { label: 'Trade BTC now', url: '/spot/BTCUSDT' },
      locale: 'en',
    });
    expect(body.data.html).toMatch(/<h2>[\s\S]*<ol>[\s\S]*<table>/);
  });

  it('gives each event its prize pool in USDT, or null, alike in the list and the detail', async () => {
    const listed = await list('?locale=ja');
    const pools = Object.fromEntries(listed.map((event) => [event.id, event.prizePoolUsdt]));
    expect(pools).toEqual({
      'btc-spot-championship': 100_000,
      'ton-listing-airdrop': 50_000,
      'futures-fee-holiday': null,
      'unsafe-cta-test': null,
    });
    for (const event of listed) {
      expect((await detail(event.id, 'ja')).body.data.prizePoolUsdt).toBe(event.prizePoolUsdt);
    }
  });

  it('quotes in every language the prize pool it sends as a number', async () => {
    for (const { id, prizePoolUsdt: pool } of eventsFor(false).filter((event) => event.prizePoolUsdt !== undefined)) {
      for (const locale of CONTENT_LOCALES) {
        const { summary } = (await detail(id, locale)).body.data;
        // 100,000 / 100.000 / 100 000 (a no-break space in French and Russian) all read 100000.
        const figures = (summary.match(/\d[\d,.\u00a0\u202f ]*\d/g) ?? []).map((figure) => Number(figure.replace(/[,.\u00a0\u202f ]/g, '')));
        expect(figures).toContain(pool);
      }
    }
  });

  it('answers in the shapes the client reads, so the two cannot drift apart', async () => {
    for (const locale of [...CONTENT_LOCALES, 'de']) {
      const listed = await list(`?locale=${locale}`);
      expect(isEventSummaryList(listed)).toBe(true);
      for (const event of listed) expect(isEventDetail((await detail(event.id, locale)).body.data)).toBe(true);
    }
  });

  it('has a same-origin call to action and an https one', async () => {
    const urls = await Promise.all(SEEDED.map(async (id) => (await detail(id)).body.data.cta.url));
    expect(urls).toEqual(['/spot/BTCUSDT', 'https://ton.org/', '/futures/usdt/ETHUSDT']);
  });

  it.each(CONTENT_LOCALES.filter((locale) => locale !== 'en'))('has every event written in %s', async (locale) => {
    for (const id of SEEDED) {
      const english = (await detail(id, 'en')).body.data;
      const translated = (await detail(id, locale)).body.data;
      expect(translated.locale).toBe(locale);
      for (const text of [translated.title, translated.summary, translated.html, translated.cta.label]) {
        expect(text.trim().length).toBeGreaterThan(0);
      }
      expect(translated.title).not.toBe(english.title);
      expect(translated.summary).not.toBe(english.summary);
      expect(translated.html).not.toBe(english.html);
      expect(translated.cta.label).not.toBe(english.cta.label);
      expect(translated.cta.url).toBe(english.cta.url);
      expect(translated.html.match(/<[a-z0-9]+/g)).toEqual(english.html.match(/<[a-z0-9]+/g));
      const summary = (await list(`?locale=${locale}`)).find((event) => event.id === id);
      expect(summary).toMatchObject({ title: translated.title, locale });
      expect(summary?.coverAlt).not.toBe((await list()).find((event) => event.id === id)?.coverAlt);
    }
  });

  it('writes Japanese, Chinese and Russian in their own scripts', async () => {
    const scripts: Record<string, RegExp> = { ja: /[\u3040-\u30ff]/, 'zh-CN': /[\u4e00-\u9fff]/, ru: /[а-яё]/i };
    for (const [locale, script] of Object.entries(scripts)) {
      for (const event of await list(`?locale=${locale}`)) {
        if (SEEDED.includes(event.id)) expect(event.title).toMatch(script);
      }
    }
  });

  it.each([
    ['de', 'en'],
    ['pt-PT', 'pt-PT'],
    ['pt_BR', 'pt'],
    ['zh-TW', 'en'],
    ['asia', 'en'],
    // This event has no copy for Spain: Spain reads the Spanish one.
    ['es-ES', 'es'],
    ['ZH_cn', 'zh-CN'],
    ['en-GB', 'en'],
  ])('answers %s in %s', async (requested, served) => {
    const { body } = await detail('ton-listing-airdrop', requested);
    expect(body.data.locale).toBe(served);
    expect(body.data.title).toBe((await detail('ton-listing-airdrop', served)).body.data.title);
  });

  it('has a copy for Portugal of every event, in Portugal’s wording, and one for Spain where Spain says it otherwise', async () => {
    for (const id of SEEDED) {
      const portugal = (await detail(id, 'pt-PT')).body.data;
      const brazil = (await detail(id, 'pt')).body.data;
      expect(portugal.locale).toBe('pt-PT');
      expect(portugal.summary).not.toBe(brazil.summary);
      expect(`${portugal.summary} ${portugal.html}`).not.toMatch(/usuário|prêmio|você|\btaxa maker/i);
    }
    const holiday = async (locale: string) => (await list(`?locale=${locale}`)).find((event) => event.id === 'futures-fee-holiday');
    const [spain, latinAmerica] = [await holiday('es-ES'), await holiday('es_MX')];
    expect([spain?.locale, latinAmerica?.locale]).toEqual(['es-ES', 'es']);
    expect(spain?.coverAlt).toMatch(/tumbona/);
    expect(latinAmerica?.coverAlt).toMatch(/camastro/);
  });

  it('answers 40401 for an unknown event', async () => {
    const { statusCode, body } = await detail('bitcoin-pizza-day');
    expect(statusCode).toBe(404);
    expect(body).toEqual({ status: 'error', code: '40401', msg: 'Event not found', data: null });
  });

  it.each([
    ['/v1/events/detail', "querystring must have required property 'id'"],
    ['/v1/events/detail?id=Bad_Id', 'querystring/id must match pattern'],
    ['/v1/events/detail?id=a/b', 'querystring/id must match pattern'],
    [`/v1/events/detail?id=${'a'.repeat(65)}`, 'querystring/id must match pattern'],
    ['/v1/events/detail?id=btc-spot-championship&locale=%3Cb%3E', 'querystring/locale must match pattern'],
    ['/v1/events/list?locale=en&locale=ja', 'querystring/locale must be string'],
    [`/v1/events/list?locale=${'a'.repeat(17)}`, 'querystring/locale must NOT have more than 16 characters'],
  ])('refuses %s with 40002 naming the field', async (url, message) => {
    const { statusCode, body } = await getEnvelope(app, url);
    expect(statusCode).toBe(400);
    expect(body).toEqual({
      status: 'error',
      code: '40002',
      msg: expect.stringContaining(`Invalid parameter: ${message}`),
      data: null,
    });
  });
});

describe('the unsafe call-to-action test event', () => {
  it('exists outside production, with a javascript: URL', async () => {
    const app = await testGateway({ production: false });
    try {
      const { body } = await getEnvelope<EventDetail>(app, '/v1/events/detail?id=unsafe-cta-test&locale=ja');
      expect(body.data).toMatchObject({ id: 'unsafe-cta-test', cta: { url: 'javascript:alert(1)' }, locale: 'en' });
      const listed = (await getEnvelope<EventSummary[]>(app, '/v1/events/list')).body.data;
      expect(listed.map((event) => event.id)).toContain('unsafe-cta-test');
    } finally {
      await app.close();
    }
  });

  it('does not exist in production', async () => {
    const app = await testGateway({ production: true });
    try {
      const { statusCode, body } = await getEnvelope(app, '/v1/events/detail?id=unsafe-cta-test');
      expect(statusCode).toBe(404);
      expect(body).toMatchObject({ code: '40401', msg: 'Event not found' });
      const listed = (await getEnvelope<EventSummary[]>(app, '/v1/events/list?locale=fr')).body.data;
      expect(listed.map((event) => event.id).sort()).toEqual([...SEEDED].sort());
      expect(listed.every((event) => event.locale === 'fr')).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('event seeds', () => {
  it('keep html free of scripts and give every call to action a safe URL', () => {
    for (const event of EVENTS) {
      expect(event.ctaUrl).toMatch(/^(\/[A-Za-z0-9/_-]*|https:\/\/[a-z0-9.-]+\/?[^\s]*)$/);
      for (const text of Object.values(event.texts)) {
        expect(text.html).not.toMatch(/<script|javascript:|\son\w+=|style=/i);
      }
    }
  });
});
