import { CATALOGS, appLocales, currencyOf, eventsPickerLocales, findLocale, LOCALES } from '../../src/core/locales';
import { eventsLocaleOf, eventsPickerOptions, isEventsLocale } from '../../src/events/events-locales';
import { createI18n } from '../../src/i18n/i18n';

// SPEC 3, "Events shell", and the locales it hides from its picker (zh-TC is the zh-TW variant).
const EVENTS_PICKER = [
  'en', 'en-GB', 'ja', 'vi', 'ru', 'es', 'it', 'fr', 'de', 'zh-CN', 'zh-TW', 'pt', 'id', 'th', 'pl', 'uk', 'pt-PT',
  'es-ES', 'uz', 'ar',
];
const EVENTS_HIDDEN = ['nl', 'en-IN', 'en-PH', 'en-ZA', 'sv', 'bg', 'zh-TC'];

// SPEC 3, "Default currency per locale" (the events shell's table).
const EVENTS_CURRENCY: Readonly<Record<string, string>> = {
  en: 'USD', 'en-GB': 'USD', pl: 'USD', ja: 'JPY', vi: 'VND', ru: 'RUB', es: 'EUR', it: 'EUR', fr: 'EUR', de: 'EUR',
  pt: 'EUR', 'pt-PT': 'EUR', 'es-ES': 'EUR', 'zh-CN': 'CNY', 'zh-TW': 'TWD', id: 'IDR', th: 'THB', uk: 'UAH',
  uz: 'UZS', ar: 'AED',
};

const codes = (locales: readonly { code: string }[]) => locales.map((locale) => locale.code);

describe('the events locale list', () => {
  it('understands exactly the picker locales and the hidden ones', () => {
    const understood = LOCALES.filter((locale) => isEventsLocale(locale.code)).map((locale) => locale.code);
    expect(understood.sort()).toEqual([...EVENTS_PICKER, ...EVENTS_HIDDEN].sort());
  });

  it('offers only the picker locales while the page is in one of them', () => {
    expect(codes(eventsPickerOptions('en')).sort()).toEqual([...EVENTS_PICKER].sort());
    expect(codes(eventsPickerOptions('ja'))).toEqual(codes(eventsPickerLocales()));
  });

  it.each(EVENTS_HIDDEN)('does not offer %s, but names it while the page is in it', (code) => {
    expect(codes(eventsPickerOptions('en'))).not.toContain(code);
    expect(codes(eventsPickerOptions(code))).toEqual([...codes(eventsPickerLocales()), code]);
  });

  it.each(['asia', 'ph', 'tr', 'xx', '', undefined])('reads %p, which the events site does not know, as English', (code) => {
    expect(eventsLocaleOf(code)).toBe('en');
    expect(codes(eventsPickerOptions(code ?? ''))).toEqual(codes(eventsPickerLocales()));
  });

  it.each([...EVENTS_PICKER, ...EVENTS_HIDDEN])('keeps %s as it is, whatever its case', (code) => {
    expect(eventsLocaleOf(code)).toBe(code);
    expect(eventsLocaleOf(code.toUpperCase())).toBe(code);
  });

  it('shares the exchange picker where the two lists meet, and differs only where the spec says', () => {
    const app = codes(appLocales());
    expect(EVENTS_PICKER.filter((code) => !app.includes(code))).toEqual([]);
    expect(app.filter((code) => !EVENTS_PICKER.includes(code)).sort()).toEqual(['asia', 'ph', 'zh-TC']);
  });
});

describe('the events default currencies', () => {
  it.each(Object.entries(EVENTS_CURRENCY))('%s shows %s until the visitor picks a currency', (code, currency) => {
    expect(currencyOf(code)).toBe(currency);
  });

  it.each(EVENTS_HIDDEN)('%s, which the table gives no currency, shows USD', (code) => {
    expect(findLocale(code)?.currency).toBeNull();
    expect(currencyOf(code)).toBe('USD');
  });
});

describe('the events locales and the catalogs', () => {
  it('has a catalog behind every locale it understands', () => {
    for (const code of [...EVENTS_PICKER, ...EVENTS_HIDDEN]) {
      expect(CATALOGS).toContain(findLocale(code)?.catalog);
    }
  });

  it.each([
    ['en-IN', 'Events'],
    ['en-ZA', 'Events'],
    ['nl', 'Evenementen'],
    ['sv', 'Evenemang'],
    ['bg', 'Събития'],
    ['zh-TC', '活動'],
    ['pt-PT', 'Eventos'],
  ])('%s reads its catalog: the landing heading is %s', async (code, heading) => {
    const i18n = await createI18n(code);
    expect(i18n.language).toBe(code);
    expect(i18n.t('events.landing.heading')).toBe(heading);
  });
});
