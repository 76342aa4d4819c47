import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { trackRequested } from '../../store/tracking.slice';
import { ok } from '../api/support/fake-adapter';
import { CHAMPIONSHIP, CHAMPIONSHIP_DETAIL, FEE_HOLIDAY, RATES } from './support/fixtures';
import { renderEvents, type EventsHandler } from './support/render-events';

const LIST = '/v1/events/list';
const DETAIL = '/v1/events/detail';

const gateway =
  (answers: { list?: unknown; detail?: unknown; status?: number }): EventsHandler =>
  (path) => {
    if (answers.status !== undefined) return { status: answers.status, data: { status: 'error', code: '50000', msg: 'busy', data: null } };
    if (path === LIST) return ok(answers.list ?? [CHAMPIONSHIP, FEE_HOLIDAY]);
    if (path === DETAIL) return ok(answers.detail ?? CHAMPIONSHIP_DETAIL);
    return { status: 404, data: null };
  };

const tracked = (actions: UnknownAction[]) =>
  actions.filter(trackRequested.match).map(({ payload }) => `${payload.type ?? 'click'} ${payload.event_tracking_id} ${payload.business1 ?? ''}`.trim());

let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  // The events flavour logs failed calls (SPEC 8); the sanitizer warns about refused URLs. Both are asserted where
  // they matter and kept out of the test output.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the landing page', () => {
  it('lists the events with their status, period and a link to each event page, asking in the page language', async () => {
    const { requests } = await renderEvents('/events', gateway({}), { locale: 'de' });
    const link = await screen.findByRole('link', { name: CHAMPIONSHIP.title });
    expect(link.getAttribute('href')).toBe('/events/btc-spot-championship');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aktionen');
    expect(screen.getByText('Läuft')).toBeTruthy();
    expect(screen.getByText('Beendet')).toBeTruthy();
    expect(screen.getAllByText('Aktionszeitraum')).toHaveLength(2);
    expect(document.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-05T00:00:00.000Z');
    expect(requests[0]?.url).toBe(LIST);
    expect(requests[0]?.params).toMatchObject({ locale: 'de' });
    expect(document.title).toBe('Aktionen und Kampagnen | Exchange');
  });

  it('shows a prize pool in the display currency of the locale: yen for Japanese', async () => {
    await renderEvents('/events', gateway({}), { locale: 'ja', preloadedState: { rates: RATES } });
    await screen.findByRole('link', { name: CHAMPIONSHIP.title });
    // Only the championship has a prize pool; 100,000 USDT at 149.5.
    expect(screen.getAllByTestId('prize-pool').map((node) => node.textContent)).toEqual(['¥14,950,000']);
  });

  it('marks text the gateway wrote in another language with its own lang', async () => {
    await renderEvents('/events', gateway({}), { locale: 'ja' });
    const title = await screen.findByRole('heading', { level: 2, name: CHAMPIONSHIP.title });
    expect(title.getAttribute('lang')).toBe('en');
  });

  it('reports the cards seen as merged exposures and the card opened as a click', async () => {
    const { actions } = await renderEvents('/events', gateway({}));
    fireEvent.click(await screen.findByRole('link', { name: CHAMPIONSHIP.title }));
    await screen.findByRole('heading', { level: 1, name: CHAMPIONSHIP.title });
    expect(tracked(actions)).toEqual(['expose b31001', 'expose b31001', 'click b31002 btc-spot-championship', 'expose b31003']);
    const exposures = actions.filter(trackRequested.match).filter(({ payload }) => payload.event_tracking_id === 'b31001');
    expect(exposures.map(({ payload }) => [payload.merge, payload.event_tracking_ext])).toEqual([
      [true, { event_id: 'btc-spot-championship', status: 'live' }],
      [true, { event_id: 'futures-fee-holiday', status: 'ended' }],
    ]);
  });

  it('says so when there are no events', async () => {
    await renderEvents('/events', gateway({ list: [] }), { locale: 'fr' });
    const empty = await screen.findByText('Aucun événement pour le moment. Revenez bientôt.');
    expect(empty.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('turns a gateway failure into a translated error state, and trying again loads the list', async () => {
    let failing = true;
    const handler: EventsHandler = (path, params, config) =>
      failing ? { status: 500, data: null } : gateway({})(path, params, config);
    await renderEvents('/events', handler, { locale: 'es' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar los eventos');
    expect(alert.textContent).toContain('El sistema está ocupado');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('link', { name: CHAMPIONSHIP.title });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an answer that is not a list of events as unreadable instead of rendering it', async () => {
    await renderEvents('/events', gateway({ list: [{ ...CHAMPIONSHIP, id: '../../admin' }] }));
    expect((await screen.findByRole('alert')).textContent).toContain('The server sent an answer that could not be read');
    expect(screen.queryByRole('link', { name: CHAMPIONSHIP.title })).toBeNull();
  });

  it('keeps an HTTP 429 out of the console and still shows the error state', async () => {
    await renderEvents('/events', gateway({ status: 429 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please wait a moment and try again.');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the failure when the list answers 20906 and logs it; the logout itself is the edge’s (api-errors saga)', async () => {
    const expired: EventsHandler = () => ({ data: { status: 'error', code: '20906', msg: 'Login expired', data: null } });
    await renderEvents('/events', expired);
    await screen.findByRole('alert');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('[api] GET /v1/events/list'));
  });
});

describe('the event page', () => {
  it('shows the title, status, period, prize pool, sanitised body and call to action', async () => {
    const { requests } = await renderEvents('/events/btc-spot-championship', gateway({}), { preloadedState: { rates: RATES } });
    const heading = await screen.findByRole('heading', { level: 1, name: CHAMPIONSHIP.title });
    expect(heading.getAttribute('lang')).toBe('en');
    expect(requests[0]?.params).toMatchObject({ id: 'btc-spot-championship', locale: 'en' });
    expect(screen.getByText('Live')).toBeTruthy();
    expect([...document.querySelectorAll('main time')].map((time) => time.getAttribute('dateTime'))).toEqual([
      '2026-01-05T00:00:00.000Z',
      '2026-01-15T00:00:00.000Z',
    ]);
    expect(screen.getByTestId('prize-pool').textContent).toBe('$100,000.00');
    expect(screen.getByRole('heading', { level: 2, name: 'Compete for 100,000 USDT' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trade BTC now' }).getAttribute('href')).toBe('/spot/BTCUSDT');
    expect(document.title).toBe('BTC Spot Trading Championship – Events | Exchange');
  });

  it('renders the body only through the sanitizer: no script, handler or javascript: link survives', async () => {
    await renderEvents('/events/btc-spot-championship', gateway({}));
    await screen.findByRole('heading', { level: 1, name: CHAMPIONSHIP.title });
    const body = document.querySelector('.events-detail__body');
    expect(body?.querySelectorAll('script, [onerror]')).toHaveLength(0);
    expect(body?.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(body?.textContent).toContain('rules');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('follows a safe call to action through the guarded location setter and records the click', async () => {
    const { actions } = await renderEvents(
      '/events/btc-spot-championship',
      gateway({ detail: { ...CHAMPIONSHIP_DETAIL, cta: { label: 'See the prizes', url: '#prizes' } } }),
    );
    // The anchor's own navigation is cancelled: the hash changes only because the setter assigned it.
    expect(fireEvent.click(await screen.findByRole('link', { name: 'See the prizes' }))).toBe(false);
    expect(window.location.hash).toBe('#prizes');
    expect(tracked(actions)).toContain('click b31004 btc-spot-championship');
    window.location.hash = '';
  });

  it('refuses an unsafe call to action: no href, no navigation, a warning', async () => {
    await renderEvents(
      '/events/unsafe-cta-test',
      gateway({ detail: { ...CHAMPIONSHIP_DETAIL, id: 'unsafe-cta-test', cta: { label: 'Do not follow', url: 'javascript:alert(1)' } } }),
    );
    const cta = await screen.findByRole('link', { name: 'Do not follow' });
    expect(cta.getAttribute('href')).toBe('#');
    const before = window.location.href;
    consoleWarn.mockClear();
    expect(fireEvent.click(cta)).toBe(false);
    expect(window.location.href).toBe(before);
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('javascript:alert(1)'));
  });

  it('says in the page language when the gateway answered in another one', async () => {
    await renderEvents('/events/btc-spot-championship', gateway({}), { locale: 'pl' });
    await screen.findByRole('heading', { level: 1, name: CHAMPIONSHIP.title });
    expect(screen.getByText(/To wydarzenie nie jest jeszcze dostępne w Twoim języku/).textContent).toContain('English');
  });

  it('shows no language notice when the text is in the page language', async () => {
    await renderEvents('/events/btc-spot-championship', gateway({}), { locale: 'en-GB' });
    await screen.findByRole('heading', { level: 1, name: CHAMPIONSHIP.title });
    expect(document.querySelector('.events-detail__notice')).toBeNull();
  });

  it('shows no language notice when Spain reads the Spanish copy, which is the same language', async () => {
    await renderEvents('/events/btc-spot-championship', gateway({ detail: { ...CHAMPIONSHIP_DETAIL, locale: 'es' } }), { locale: 'es-ES' });
    const heading = await screen.findByRole('heading', { level: 1, name: CHAMPIONSHIP.title });
    expect(document.querySelector('.events-detail__notice')).toBeNull();
    // Still marked as the Latin-American text it is.
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('es-419');
  });

  it('says so when Traditional Chinese reads the Simplified copy, another script', async () => {
    await renderEvents('/events/btc-spot-championship', gateway({ detail: { ...CHAMPIONSHIP_DETAIL, locale: 'zh-CN' } }), { locale: 'zh-TW' });
    await screen.findByRole('heading', { level: 1, name: CHAMPIONSHIP.title });
    expect(document.querySelector('.events-detail__notice')?.textContent).toContain('简体中文');
  });

  it('shows a clear not-found page for an id the gateway does not know (HTTP 404)', async () => {
    const unknown: EventsHandler = () => ({ status: 404, data: { status: 'error', code: '40401', msg: 'Event not found', data: null } });
    await renderEvents('/events/bitcoin-pizza-day', unknown, { locale: 'it' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Evento non trovato');
    expect(screen.getByRole('link', { name: 'Vedi tutti gli eventi' }).getAttribute('href')).toBe('/events');
    await waitFor(() => expect(document.title).toBe('Evento non trovato | Exchange'));
  });

  it('shows the not-found page for an id that cannot be an event, without asking the gateway', async () => {
    const { requests } = await renderEvents('/events/Bad_Id%3Cscript%3E', gateway({}));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Event not found');
    expect(requests).toHaveLength(0);
  });

  it('turns a gateway failure into a translated error state with its own heading', async () => {
    await renderEvents('/events/btc-spot-championship', () => ({ status: 503, data: null }), { locale: 'ja' });
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('このイベントを読み込めませんでした');
    expect(alert.textContent).toContain('503');
    expect(screen.getByRole('button', { name: '再試行' })).toBeTruthy();
  });
});

test('a path under /events/ that is no page shows the events not-found page', async () => {
  await renderEvents('/events/btc-spot-championship/rules', gateway({}), { locale: 'sv' });
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Evenemanget hittades inte');
  expect(document.title).toBe('Evenemanget hittades inte | Exchange');
});
