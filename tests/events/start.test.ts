import { startEvents } from '../../src/events/start';

type Started = Awaited<ReturnType<typeof startEvents>>;
let started: Started | undefined;

async function startAt(url: string, theme?: string): Promise<Started> {
  window.history.replaceState(null, '', url);
  localStorage.clear();
  if (theme !== undefined) localStorage.setItem('theme', JSON.stringify(theme));
  started = await startEvents();
  return started;
}

afterEach(() => {
  started?.store.sagaTask.cancel();
  started = undefined;
});

test('/events/ja/ starts in Japanese: the locale moves to the query, <html lang> and the catalog follow', async () => {
  const { store, i18n } = await startAt('/events/ja/');
  expect(`${window.location.pathname}${window.location.search}`).toBe('/events/?locale=ja');
  expect(document.documentElement.lang).toBe('ja');
  expect(store.getState().preferences.locale).toBe('ja');
  expect(i18n.t('events.landing.heading')).toBe('イベント');
});

test('an event address keeps its path when its locale segment moves to the query', async () => {
  await startAt('/events/nl/btc-spot-championship?appTheme=dark');
  expect(`${window.location.pathname}${window.location.search}`).toBe('/events/btc-spot-championship?appTheme=dark&locale=nl');
});

test('a locale the events site does not know starts in English', async () => {
  const { store } = await startAt('/events/?locale=asia');
  expect(store.getState().preferences.locale).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});

test('an invalid saved theme starts white, and appTheme wins over a valid one', async () => {
  expect((await startAt('/events/', 'purple')).store.getState().preferences.theme).toBe('light');
  started?.store.sagaTask.cancel();
  expect((await startAt('/events/?appTheme=dark', 'white')).store.getState().preferences.theme).toBe('dark');
});

test('requests do not go to the paper-trading engine even when the exchange left its flag on', async () => {
  window.history.replaceState(null, '', '/events/');
  localStorage.clear();
  localStorage.setItem('simulation-trade', 'true');
  started = await startEvents();
  expect(started.store.getState().simulation.active).toBe(false);
});
