// The one locale table (DECISIONS: Languages and locales). Pickers, URL parsing, request headers, tracking and
// currency defaults all read it, so adding or moving a locale is a change to one row.
import { FALLBACK_CURRENCY } from '../config/constants';

export type LocaleCode =
  | 'en'
  | 'asia'
  | 'en-GB'
  | 'ja'
  | 'ru'
  | 'es'
  | 'it'
  | 'fr'
  | 'de'
  | 'zh-CN'
  | 'zh-TC'
  | 'zh-TW'
  | 'pt'
  | 'id'
  | 'th'
  | 'pl'
  | 'vi'
  | 'uk'
  | 'pt-PT'
  | 'es-ES'
  | 'uz'
  | 'ar'
  | 'ph'
  | 'bg'
  | 'tr'
  | 'nl'
  | 'en-IN'
  | 'en-PH'
  | 'en-ZA'
  | 'sv';

/** UI translation catalogs; each is a file src/i18n/locales/<catalog>.json. */
export const CATALOGS = [
  'en',
  'bg',
  'ja',
  'vi',
  'ru',
  'es',
  'es-ES',
  'tr',
  'it',
  'fr',
  'de',
  'zh-CN',
  'zh-TW',
  'pt',
  'pt-PT',
  'id',
  'th',
  'pl',
  'uk',
  'uz',
  'ar',
  'ph',
  'nl',
  'sv',
] as const;

export type CatalogCode = (typeof CATALOGS)[number];

export interface LocaleInfo {
  readonly code: LocaleCode;
  /** Sent in the `language` header, e.g. en_US. */
  readonly languageKey: string;
  /** The language's name in that language, as the pickers show it. */
  readonly name: string;
  /** BCP 47 tag for <html lang>; the locale codes themselves are not all valid tags (asia, ph, zh-TC). */
  readonly htmlLang: string;
  /** Sent as the languageType query parameter and tracked as user_language. */
  readonly languageType: number;
  /** Display currency used until the user picks one; null where the spec names none. */
  readonly currency: string | null;
  readonly dir: 'ltr' | 'rtl';
  readonly catalog: CatalogCode;
  /** Understood as the first path segment (/ja/spot/BTCUSDT). */
  readonly pathPrefix: boolean;
  /** Offered in the exchange app's language picker. */
  readonly app: boolean;
  /** In the events shell: offered in its picker, understood in URLs only, or unknown there. */
  readonly events: 'picker' | 'hidden' | null;
  /** One of the locales the tracking service distinguishes (those with their own language type). */
  readonly tracking: boolean;
}

export const DEFAULT_LOCALE: LocaleCode = 'en';

type Row = Omit<LocaleInfo, 'code' | 'dir'> & { readonly dir?: 'rtl' };

// Keyed by code so the compiler rejects a duplicate or a missing locale. Row order is the app picker's order
// (SPEC 3 shared table), followed by the locales the app picker leaves out.
// Locales without a type of their own (asia, zh-TC, bg) send their base language's type and are not tracked.
const TABLE: Readonly<Record<LocaleCode, Row>> = {
  en: {
    languageKey: 'en_US', name: 'English', htmlLang: 'en', languageType: 0, currency: 'USD', catalog: 'en',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  // A regional English site rather than a language, hence en's key and type.
  asia: {
    languageKey: 'en_US', name: 'English (Asia)', htmlLang: 'en', languageType: 0, currency: null, catalog: 'en',
    pathPrefix: true, app: true, events: null, tracking: false,
  },
  'en-GB': {
    languageKey: 'en_GB', name: 'English (UK)', htmlLang: 'en-GB', languageType: 3, currency: 'USD', catalog: 'en',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  ja: {
    languageKey: 'ja_JP', name: '日本語', htmlLang: 'ja', languageType: 2, currency: 'JPY', catalog: 'ja',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  ru: {
    languageKey: 'ru_RU', name: 'Русский', htmlLang: 'ru', languageType: 6, currency: 'RUB', catalog: 'ru',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  // Unqualified es and pt stand for the Americas (Latin-American Spanish, Brazilian Portuguese), next to es-ES and
  // pt-PT for Europe; each of the four has a catalog of its own with the region's usual wording (docs/i18n.md).
  es: {
    languageKey: 'es_MX', name: 'Español (Latinoamérica)', htmlLang: 'es-419', languageType: 7, currency: 'EUR',
    catalog: 'es', pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  it: {
    languageKey: 'it_IT', name: 'Italiano', htmlLang: 'it', languageType: 9, currency: 'EUR', catalog: 'it',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  fr: {
    languageKey: 'fr_FR', name: 'Français', htmlLang: 'fr', languageType: 10, currency: 'EUR', catalog: 'fr',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  de: {
    languageKey: 'de_DE', name: 'Deutsch', htmlLang: 'de', languageType: 11, currency: 'EUR', catalog: 'de',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  'zh-CN': {
    languageKey: 'zh_CN', name: '简体中文', htmlLang: 'zh-Hans-CN', languageType: 1, currency: 'CNY',
    catalog: 'zh-CN', pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  // Traditional Chinese for Hong Kong: shares zh-TW's text and type, and is hidden in the events picker.
  'zh-TC': {
    languageKey: 'zh_HK', name: '繁體中文（香港）', htmlLang: 'zh-Hant-HK', languageType: 5, currency: null,
    catalog: 'zh-TW', pathPrefix: true, app: true, events: 'hidden', tracking: false,
  },
  'zh-TW': {
    languageKey: 'zh_TW', name: '繁體中文（台灣）', htmlLang: 'zh-Hant-TW', languageType: 5, currency: 'TWD',
    catalog: 'zh-TW', pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  pt: {
    languageKey: 'pt_BR', name: 'Português (Brasil)', htmlLang: 'pt-BR', languageType: 12, currency: 'EUR',
    catalog: 'pt', pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  id: {
    languageKey: 'id_ID', name: 'Bahasa Indonesia', htmlLang: 'id', languageType: 13, currency: 'IDR', catalog: 'id',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  th: {
    languageKey: 'th_TH', name: 'ไทย', htmlLang: 'th', languageType: 14, currency: 'THB', catalog: 'th',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  pl: {
    languageKey: 'pl_PL', name: 'Polski', htmlLang: 'pl', languageType: 20, currency: 'USD', catalog: 'pl',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  vi: {
    languageKey: 'vi_VN', name: 'Tiếng Việt', htmlLang: 'vi', languageType: 4, currency: 'VND', catalog: 'vi',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  uk: {
    languageKey: 'uk_UA', name: 'Українська', htmlLang: 'uk', languageType: 21, currency: 'UAH', catalog: 'uk',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  'pt-PT': {
    languageKey: 'pt_PT', name: 'Português (Portugal)', htmlLang: 'pt-PT', languageType: 24, currency: 'EUR',
    catalog: 'pt-PT', pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  'es-ES': {
    languageKey: 'es_ES', name: 'Español (España)', htmlLang: 'es-ES', languageType: 23, currency: 'EUR',
    catalog: 'es-ES', pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  uz: {
    languageKey: 'uz_UZ', name: 'Oʻzbekcha', htmlLang: 'uz', languageType: 25, currency: 'UZS', catalog: 'uz',
    pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  ar: {
    languageKey: 'ar_AE', name: 'العربية', htmlLang: 'ar', languageType: 99, currency: 'AED', catalog: 'ar',
    dir: 'rtl', pathPrefix: true, app: true, events: 'picker', tracking: true,
  },
  ph: {
    languageKey: 'fil_PH', name: 'Filipino', htmlLang: 'fil', languageType: 40, currency: null, catalog: 'ph',
    pathPrefix: true, app: true, events: null, tracking: true,
  },
  // bg has text of its own but no language type on the server, which then answers in English.
  bg: {
    languageKey: 'bg_BG', name: 'Български', htmlLang: 'bg', languageType: 0, currency: null, catalog: 'bg',
    pathPrefix: true, app: false, events: 'hidden', tracking: false,
  },
  tr: {
    languageKey: 'tr_TR', name: 'Türkçe', htmlLang: 'tr', languageType: 8, currency: null, catalog: 'tr',
    pathPrefix: true, app: false, events: null, tracking: true,
  },
  nl: {
    languageKey: 'nl_NL', name: 'Nederlands', htmlLang: 'nl', languageType: 16, currency: null, catalog: 'nl',
    pathPrefix: false, app: false, events: 'hidden', tracking: true,
  },
  'en-IN': {
    languageKey: 'en_IN', name: 'English (India)', htmlLang: 'en-IN', languageType: 18, currency: null,
    catalog: 'en', pathPrefix: false, app: false, events: 'hidden', tracking: true,
  },
  'en-PH': {
    languageKey: 'en_PH', name: 'English (Philippines)', htmlLang: 'en-PH', languageType: 17, currency: null,
    catalog: 'en', pathPrefix: false, app: false, events: 'hidden', tracking: true,
  },
  'en-ZA': {
    languageKey: 'en_ZA', name: 'English (South Africa)', htmlLang: 'en-ZA', languageType: 19, currency: null,
    catalog: 'en', pathPrefix: false, app: false, events: 'hidden', tracking: true,
  },
  sv: {
    languageKey: 'sv_SE', name: 'Svenska', htmlLang: 'sv', languageType: 22, currency: null, catalog: 'sv',
    pathPrefix: false, app: false, events: 'hidden', tracking: true,
  },
};

export const LOCALES: readonly LocaleInfo[] = Object.freeze(
  (Object.keys(TABLE) as LocaleCode[]).map((code): LocaleInfo => {
    const { dir = 'ltr', ...row } = TABLE[code];
    return Object.freeze({ code, ...row, dir });
  }),
);

const BY_CODE = new Map<string, LocaleInfo>(LOCALES.map((locale) => [locale.code, locale]));
const BY_LOWER_CODE = new Map<string, LocaleInfo>(LOCALES.map((locale) => [locale.code.toLowerCase(), locale]));
// TABLE has a row for every LocaleCode, so the default is always present.
const FALLBACK_LOCALE = BY_CODE.get(DEFAULT_LOCALE) as LocaleInfo;

/** The locale whose code is `value`, compared exactly first and then ignoring case; anything else is undefined. */
export function findLocale(value: unknown): LocaleInfo | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return BY_CODE.get(value) ?? BY_LOWER_CODE.get(value.toLowerCase());
}

/** Like findLocale, but unknown input falls back to English instead of failing (DECISIONS). */
export function resolveLocale(value: unknown): LocaleInfo {
  return findLocale(value) ?? FALLBACK_LOCALE;
}

/** Whether a path segment is one of the supported language prefixes (SPEC 2). */
export function isPathLocale(segment: unknown): boolean {
  return findLocale(segment)?.pathPrefix === true;
}

export function appLocales(): readonly LocaleInfo[] {
  return LOCALES.filter((locale) => locale.app);
}

export function eventsPickerLocales(): readonly LocaleInfo[] {
  return LOCALES.filter((locale) => locale.events === 'picker');
}

/** Every locale the events shell understands: its picker's plus those reachable only by URL. */
export function eventsLocales(): readonly LocaleInfo[] {
  return LOCALES.filter((locale) => locale.events !== null);
}

export function trackingLocales(): readonly LocaleInfo[] {
  return LOCALES.filter((locale) => locale.tracking);
}

export function languageTypeOf(code: unknown): number {
  return resolveLocale(code).languageType;
}

/** The locale's default display currency, else USD (DECISIONS: Currency). */
export function currencyOf(code: unknown): string {
  return resolveLocale(code).currency ?? FALLBACK_CURRENCY;
}

export function directionOf(code: unknown): 'ltr' | 'rtl' {
  return resolveLocale(code).dir;
}

/**
 * The language and script a locale's text is written in, e.g. es-Latn for both es and es-ES, zh-Hant for zh-TW
 * and zh-TC but zh-Hans for zh-CN: regions of one language share it, so Spain can read Latin-American text while
 * Taiwan does not read Simplified Chinese. Takes a locale code, else a language tag (es_AR, pt-AO); undefined for
 * anything that is neither.
 */
export function writtenLanguageOf(value: unknown): string | undefined {
  const tag = findLocale(value)?.htmlLang ?? (typeof value === 'string' ? value.replace(/_/g, '-') : '');
  try {
    const { language, script } = new Intl.Locale(tag).maximize();
    return script === undefined ? language : `${language}-${script}`;
  } catch {
    return undefined;
  }
}
