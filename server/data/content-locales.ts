import { writtenLanguageOf } from '../../src/core/locales';

/**
 * Locales of the gateway's own content (events, wiki). Content is written in a few languages; a locale without a
 * copy reads another region of its language where one exists (localize), and English otherwise, so a request
 * never fails for want of a translation.
 */
export const CONTENT_LOCALES = ['en', 'ja', 'zh-CN', 'ru', 'es', 'fr', 'pt'] as const;

/**
 * Regional copies a piece of content may add where a region's wording differs from its language's copy (Spain,
 * Portugal). Optional: a request for es-ES reads es where an item has no es-ES copy (docs/i18n.md).
 */
export const REGIONAL_CONTENT_LOCALES = ['es-ES', 'pt-PT'] as const;

export type ContentLocale = (typeof CONTENT_LOCALES)[number] | (typeof REGIONAL_CONTENT_LOCALES)[number];

const ALL_CONTENT_LOCALES: readonly ContentLocale[] = [...CONTENT_LOCALES, ...REGIONAL_CONTENT_LOCALES];

export const FALLBACK_LOCALE = 'en' satisfies ContentLocale;

/**
 * `locale` as a query parameter: a locale code of the client (en, zh-CN, asia, pt-PT), at most 16 characters.
 * Also accepts en_US-style keys; the pattern only keeps out what cannot be a locale at all.
 */
const LOCALE_QUERY_PROPERTY = {
  type: 'string',
  minLength: 2,
  maxLength: 16,
  pattern: '^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$',
} as const;

/** The query of a content list: the locale only. */
export interface LocaleQuery {
  locale?: string;
}

/** The query of one content item (an event, an article): its id and the locale. */
export interface ItemQuery extends LocaleQuery {
  id: string;
}

export const LOCALE_QUERY_SCHEMA = { type: 'object', properties: { locale: LOCALE_QUERY_PROPERTY } } as const;

/** The schema of an ItemQuery whose id matches `idPattern`. */
export function itemQuerySchema(idPattern: string) {
  return {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', pattern: idPattern }, locale: LOCALE_QUERY_PROPERTY },
  } as const;
}

/** Texts of one piece of content: English always, other languages where written. */
export type Translations<T> = { readonly en: T } & { readonly [locale in ContentLocale]?: T };

export interface Localized<T> {
  /** The locale of the text chosen, for the client's lang attribute. */
  locale: ContentLocale;
  text: T;
}

function normalise(locale: string): string {
  return locale.replace(/_/g, '-').toLowerCase();
}

/**
 * The content locales that can serve `requested`, best first: the exact locale (case and _/- ignored), then its
 * language alone (es-ES reads es, pt-PT reads pt), then another region of the same language and script (pt and
 * pt_BR read pt-PT where only Portugal's copy exists). zh-TW never reads zh-CN: a different script is not a fallback.
 */
function candidatesFor(requested: string): ContentLocale[] {
  const wanted = normalise(requested);
  const language = wanted.split('-')[0];
  const written = writtenLanguageOf(requested);
  const exact = ALL_CONTENT_LOCALES.filter((locale) => normalise(locale) === wanted);
  const bare = ALL_CONTENT_LOCALES.filter((locale) => normalise(locale) === language);
  const sibling = ALL_CONTENT_LOCALES.filter((locale) => written !== undefined && writtenLanguageOf(locale) === written);
  return [...exact, ...bare, ...sibling];
}

/** The translation for `requested` from the first candidate that has one (candidatesFor), else English. */
export function localize<T>(translations: Translations<T>, requested: string | undefined): Localized<T> {
  if (requested !== undefined) {
    for (const candidate of candidatesFor(requested)) {
      const text = translations[candidate];
      if (text !== undefined) return { locale: candidate, text };
    }
  }
  return { locale: FALLBACK_LOCALE, text: translations.en };
}
