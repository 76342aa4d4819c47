import {
  CATALOGS,
  DEFAULT_LOCALE,
  LOCALES,
  appLocales,
  currencyOf,
  directionOf,
  eventsLocales,
  eventsPickerLocales,
  findLocale,
  isPathLocale,
  languageTypeOf,
  resolveLocale,
  trackingLocales,
  writtenLanguageOf,
} from '../../src/core/locales';
import type { LocaleInfo } from '../../src/core/locales';

const codes = (locales: readonly LocaleInfo[]): string[] => locales.map((locale) => locale.code);
const sorted = (values: readonly string[]): string[] => [...values].sort();

// SPEC section 2.
const PATH_PREFIXES = [
  'bg', 'en', 'asia', 'en-GB', 'ja', 'vi', 'ru', 'es', 'tr', 'it', 'fr', 'de', 'zh-CN', 'zh-TW', 'zh-TC', 'pt',
  'id', 'th', 'pl', 'uk', 'pt-PT', 'es-ES', 'uz', 'ar', 'ph',
];

// SPEC section 3, "shared table", in picker order.
const APP_PICKER = [
  'en', 'asia', 'en-GB', 'ja', 'ru', 'es', 'it', 'fr', 'de', 'zh-CN', 'zh-TC', 'zh-TW', 'pt', 'id', 'th', 'pl',
  'vi', 'uk', 'pt-PT', 'es-ES', 'uz', 'ar', 'ph',
];

const EVENTS_PICKER = [
  'en', 'en-GB', 'ja', 'vi', 'ru', 'es', 'it', 'fr', 'de', 'zh-CN', 'zh-TW', 'pt', 'id', 'th', 'pl', 'uk', 'pt-PT',
  'es-ES', 'uz', 'ar',
];

const EVENTS_HIDDEN = ['nl', 'en-IN', 'en-PH', 'en-ZA', 'sv', 'bg', 'zh-TC'];

// SPEC section 3, first table; DECISIONS gives asia, zh-TC and bg their base language's type.
const LANGUAGE_TYPES: ReadonlyArray<[string, number]> = [
  ['en', 0], ['zh-CN', 1], ['ja', 2], ['en-GB', 3], ['vi', 4], ['zh-TW', 5], ['ru', 6], ['es', 7], ['tr', 8],
  ['it', 9], ['fr', 10], ['de', 11], ['pt', 12], ['id', 13], ['th', 14], ['nl', 16], ['en-PH', 17], ['en-IN', 18],
  ['en-ZA', 19], ['pl', 20], ['uk', 21], ['sv', 22], ['es-ES', 23], ['pt-PT', 24], ['uz', 25], ['ph', 40],
  ['ar', 99], ['asia', 0], ['zh-TC', 5], ['bg', 0],
];

const UNNUMBERED = ['asia', 'zh-TC', 'bg'];

const CURRENCIES: ReadonlyArray<[string, string | null]> = [
  ['en', 'USD'], ['en-GB', 'USD'], ['pl', 'USD'], ['ja', 'JPY'], ['vi', 'VND'], ['ru', 'RUB'], ['es', 'EUR'],
  ['it', 'EUR'], ['fr', 'EUR'], ['de', 'EUR'], ['pt', 'EUR'], ['pt-PT', 'EUR'], ['es-ES', 'EUR'], ['zh-CN', 'CNY'],
  ['zh-TW', 'TWD'], ['id', 'IDR'], ['th', 'THB'], ['uk', 'UAH'], ['uz', 'UZS'], ['ar', 'AED'], ['asia', null],
  ['tr', null], ['zh-TC', null], ['ph', null], ['bg', null], ['nl', null], ['en-IN', null], ['en-PH', null],
  ['en-ZA', null], ['sv', null],
];

const CATALOG_OF: ReadonlyArray<[string, string]> = [
  ['en', 'en'], ['asia', 'en'], ['en-GB', 'en'], ['en-IN', 'en'], ['en-PH', 'en'], ['en-ZA', 'en'],
  ['es', 'es'], ['es-ES', 'es-ES'], ['pt', 'pt'], ['pt-PT', 'pt-PT'], ['zh-TW', 'zh-TW'], ['zh-TC', 'zh-TW'],
  ['bg', 'bg'], ['ja', 'ja'], ['vi', 'vi'], ['ru', 'ru'], ['tr', 'tr'], ['it', 'it'], ['fr', 'fr'], ['de', 'de'],
  ['zh-CN', 'zh-CN'], ['id', 'id'], ['th', 'th'], ['pl', 'pl'], ['uk', 'uk'], ['uz', 'uz'], ['ar', 'ar'],
  ['ph', 'ph'], ['nl', 'nl'], ['sv', 'sv'],
];

describe('the locale table', () => {
  it('holds every locale of the spec once: the 25 path prefixes and the 5 events-only ones', () => {
    expect(new Set(codes(LOCALES)).size).toBe(LOCALES.length);
    expect(sorted(codes(LOCALES))).toEqual(sorted([...PATH_PREFIXES, 'nl', 'en-IN', 'en-PH', 'en-ZA', 'sv']));
  });

  it('marks exactly the 25 supported language path prefixes', () => {
    expect(PATH_PREFIXES).toHaveLength(25);
    expect(sorted(codes(LOCALES.filter((locale) => locale.pathPrefix)))).toEqual(sorted(PATH_PREFIXES));
  });

  it('offers the shared table in the app picker, in the spec order', () => {
    expect(codes(appLocales())).toEqual(APP_PICKER);
  });

  it('offers the events picker list and hides the URL-only events locales', () => {
    expect(sorted(codes(eventsPickerLocales()))).toEqual(sorted(EVENTS_PICKER));
    expect(sorted(codes(LOCALES.filter((locale) => locale.events === 'hidden')))).toEqual(sorted(EVENTS_HIDDEN));
    expect(sorted(codes(eventsLocales()))).toEqual(sorted([...EVENTS_PICKER, ...EVENTS_HIDDEN]));
  });

  it('tracks the 27 locales with a language type of their own, including tr, nl and sv', () => {
    const tracked = codes(trackingLocales());
    expect(tracked).toHaveLength(27);
    expect(tracked).toEqual(expect.arrayContaining(['tr', 'nl', 'sv']));
    expect(sorted(tracked)).toEqual(sorted(codes(LOCALES).filter((code) => !UNNUMBERED.includes(code))));
  });

  it('gives tracked locales distinct language types so the logging service can tell them apart', () => {
    const types = trackingLocales().map((locale) => locale.languageType);
    expect(new Set(types).size).toBe(types.length);
  });

  it.each(LANGUAGE_TYPES)('sends language type for %s as %i', (code, type) => {
    expect(findLocale(code)?.languageType).toBe(type);
    expect(languageTypeOf(code)).toBe(type);
  });

  it.each(CURRENCIES)('gives %s the default currency %j', (code, currency) => {
    expect(findLocale(code)?.currency).toBe(currency);
    expect(currencyOf(code)).toBe(currency ?? 'USD');
  });

  it.each(CATALOG_OF)('shows %s with the %s catalog', (code, catalog) => {
    expect(findLocale(code)?.catalog).toBe(catalog);
  });

  it('uses every catalog and no other', () => {
    expect(sorted([...new Set(LOCALES.map((locale) => locale.catalog))])).toEqual(sorted(CATALOGS));
    expect(CATALOGS).toHaveLength(24);
  });

  it('writes right to left for Arabic only', () => {
    expect(codes(LOCALES.filter((locale) => locale.dir === 'rtl'))).toEqual(['ar']);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('he')).toBe('ltr');
  });

  it.each(LOCALES.map((locale) => [locale.code, locale.htmlLang]))(
    'gives %s the valid BCP 47 tag %s for <html lang>',
    (_code, htmlLang) => {
      expect(Intl.getCanonicalLocales(htmlLang)).toEqual([htmlLang]);
    },
  );

  it.each([
    ['asia', 'en'],
    ['ph', 'fil'],
    ['zh-TC', 'zh-Hant-HK'],
  ])('maps the non-standard code %s to the language tag %s', (code, htmlLang) => {
    expect(findLocale(code)?.htmlLang).toBe(htmlLang);
  });

  it('formats every language key as language_REGION', () => {
    for (const locale of LOCALES) expect(locale.languageKey).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
  });

  it('names each language in its own language', () => {
    expect(findLocale('ja')?.name).toBe('日本語');
    expect(findLocale('ar')?.name).toBe('العربية');
    expect(findLocale('en-GB')?.name).toBe('English (UK)');
    expect(new Set(LOCALES.map((locale) => locale.name)).size).toBe(LOCALES.length);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(LOCALES)).toBe(true);
    expect(LOCALES.every((locale) => Object.isFrozen(locale))).toBe(true);
  });
});

describe('findLocale', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['ZH-TW', 'zh-TW'],
    ['EN-gb', 'en-GB'],
    ['Ja', 'ja'],
    ['ASIA', 'asia'],
  ])('finds %j as %s regardless of case', (value, code) => {
    expect(findLocale(value)?.code).toBe(code);
  });

  it.each([['xx'], [''], ['en_US'], [' en'], ['zh'], [null], [undefined], [0], [{}], [['en']]])(
    'finds nothing for %j',
    (value) => {
      expect(findLocale(value)).toBeUndefined();
    },
  );
});

describe('resolveLocale', () => {
  it('returns the matching locale', () => {
    expect(resolveLocale('de').code).toBe('de');
  });

  it.each([['xx'], [''], [null], [undefined], [42], [{ code: 'ja' }]])('falls back to English for %j', (value) => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(resolveLocale(value)).toBe(findLocale('en'));
    expect(languageTypeOf(value)).toBe(0);
    expect(currencyOf(value)).toBe('USD');
    expect(directionOf(value)).toBe('ltr');
  });
});

describe('isPathLocale', () => {
  it.each(PATH_PREFIXES)('accepts the path prefix %s', (segment) => {
    expect(isPathLocale(segment)).toBe(true);
  });

  it.each([['nl'], ['en-IN'], ['sv'], ['spot'], ['futures'], [''], [undefined], [1]])(
    'rejects %j as a path prefix',
    (segment) => {
      expect(isPathLocale(segment)).toBe(false);
    },
  );

  it('accepts a prefix written in another case', () => {
    expect(isPathLocale('zh-cn')).toBe(true);
  });
});

describe('writtenLanguageOf', () => {
  it.each([
    ['es', 'es-Latn'], ['es-ES', 'es-Latn'], ['es_AR', 'es-Latn'], ['pt', 'pt-Latn'], ['pt-PT', 'pt-Latn'],
    ['zh-CN', 'zh-Hans'], ['zh-TW', 'zh-Hant'], ['zh-TC', 'zh-Hant'], ['asia', 'en-Latn'], ['ph', 'fil-Latn'],
    ['ar', 'ar-Arab'], ['uk', 'uk-Cyrl'],
    // A well-formed tag with no known script is its language alone.
    ['xx', 'xx'],
  ])('writes %s in %s', (code, written) => {
    expect(writtenLanguageOf(code)).toBe(written);
  });

  it('tells regions of one language apart from other languages and scripts', () => {
    expect(writtenLanguageOf('es-ES')).toBe(writtenLanguageOf('es'));
    expect(writtenLanguageOf('pt-PT')).toBe(writtenLanguageOf('pt'));
    expect(writtenLanguageOf('zh-TW')).not.toBe(writtenLanguageOf('zh-CN'));
  });

  it.each([undefined, null, 42, '', '--', 'not a tag'])('knows nothing of %p', (value) => {
    expect(writtenLanguageOf(value)).toBeUndefined();
  });
});
