import { fireEvent, screen } from '@testing-library/react';
import { AccountControls } from '../../src/components/header/AccountControls';
import { LanguagePicker } from '../../src/components/header/LanguagePicker';
import { eventsPickerLocales } from '../../src/core/locales';
import { eventsPickerOptions } from '../../src/events/events-locales';
import { EventsHeader } from '../../src/events/layout/EventsHeader';
import { initialPreferences } from '../../store/preferences.slice';
import { renderWithProviders } from '../support/render';

/** Clicks `element` and says whether the page's own code cancelled the browser's navigation (client routing). */
function clickIsRouted(element: Element): boolean {
  let routed = false;
  // Runs after React's handlers, which listen on the root; it also keeps jsdom from attempting a page load.
  const after = (event: Event) => {
    routed = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after);
  fireEvent.click(element);
  window.removeEventListener('click', after);
  return routed;
}

const optionValues = () => screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value);

describe('the language picker with the events list', () => {
  it('offers the locales it is given, in order', async () => {
    await renderWithProviders(<LanguagePicker locales={eventsPickerOptions('en')} flavour="events" />, { path: '/events' });
    expect(optionValues()).toEqual(eventsPickerLocales().map((locale) => locale.code));
    expect(optionValues()).not.toContain('asia');
  });

  it('follows the events URL rules: the locale leaves the path after /events/ and goes to the query', async () => {
    const { router, store } = await renderWithProviders(<LanguagePicker locales={eventsPickerOptions('en')} flavour="events" />, {
      path: '/events/ja/btc-spot-championship?appTheme=dark',
    });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    expect(store.getState().preferences.locale).toBe('de');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/events/btc-spot-championship?appTheme=dark&locale=de');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the exchange rules by default, where /events/ja/ is no locale segment', async () => {
    const { router } = await renderWithProviders(<LanguagePicker />, { path: '/events/ja/btc-spot-championship' });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    expect(router.state.location.pathname).toBe('/events/ja/btc-spot-championship');
  });
});

describe('the account controls', () => {
  it('route log in within the app by default', async () => {
    await renderWithProviders(<AccountControls />);
    expect(clickIsRouted(screen.getByRole('link', { name: 'Log in' }))).toBe(true);
  });

  it('load the log-in and sign-up pages in full when they belong to another app, to come back to the event', async () => {
    await renderWithProviders(<AccountControls reloadDocument />, { path: '/events/detail/7' });
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login?from=%2Fevents%2Fdetail%2F7');
    expect(clickIsRouted(login)).toBe(false);
    expect(clickIsRouted(screen.getByRole('link', { name: 'Sign up' }))).toBe(false);
  });
});

describe('the events header', () => {
  it('has a named navigation, the events picker, the currency, the theme and the login state', async () => {
    await renderWithProviders(<EventsHeader />, { path: '/events', locale: 'fr', preloadedState: { preferences: { ...initialPreferences, locale: 'fr' } } });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Site des événements' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tous les événements' }).getAttribute('aria-current')).toBe('page');
    expect(optionValues()).toEqual(expect.arrayContaining(['fr', 'ja', 'zh-TW']));
    expect(screen.getByLabelText('Langue')).toBeTruthy();
    expect(screen.getByLabelText('Devise d’affichage')).toBeTruthy();
    expect(screen.getByRole('button', { name: /thème/ })).toBeTruthy();
    // The phone bar's account button and the menu's link (CSS shows one of them at a time).
    expect(screen.getAllByRole('link', { name: 'Se connecter' }).map((link) => link.getAttribute('href'))).toEqual(['/login?from=%2Fevents', '/login?from=%2Fevents']);
  });

  it('names a URL-only locale in the picker while the page is in it', async () => {
    await renderWithProviders(<EventsHeader />, { path: '/events', locale: 'sv', preloadedState: { preferences: { ...initialPreferences, locale: 'sv' } } });
    expect((screen.getByLabelText('Språk') as HTMLSelectElement).value).toBe('sv');
  });

  it('leaves for the exchange’s trading pages with a full page load', async () => {
    await renderWithProviders(<EventsHeader />, { path: '/events' });
    const spot = screen.getByRole('link', { name: 'Spot' });
    expect(spot.getAttribute('href')).toBe('/spot/BTCUSDT');
    expect(clickIsRouted(spot)).toBe(false);
    expect(clickIsRouted(screen.getByRole('link', { name: 'All events' }))).toBe(true);
  });
});
