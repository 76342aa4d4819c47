/**
 * Locales of the gateway's own content (events, wiki). Content is written in a few languages and every other
 * locale reads English, so a request never fails for want of a translation.
 */
export const CONTENT_LOCALES = ['en', 'ja', 'zh-CN', 'ru', 'es', 'fr'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const FALLBACK_LOCALE = 'en' satisfies ContentLocale;

/**
 * `locale` as a query parameter: a locale code of the client (en, zh-CN, asia, pt-PT), at most 16 characters.
 * Also accepts en_US-style keys; the pattern only keeps out what cannot be a locale at all.
 */
export const LOCALE_QUERY_PROPERTY = {
  type: 'string',
  minLength: 2,
  maxLength: 16,
  pattern: '^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$',
} as const;

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
 * The translation for `requested`: an exact match (case and _/- ignored), else one for its language alone
 * (es-ES reads es), else English. zh-TW does not read zh-CN: a different script is not a fallback.
 */
export function localize<T>(translations: Translations<T>, requested: string | undefined): Localized<T> {
  if (requested !== undefined) {
    const wanted = normalise(requested);
    const language = wanted.split('-')[0];
    for (const candidate of [wanted, language]) {
      const match = CONTENT_LOCALES.find((locale) => normalise(locale) === candidate);
      const text = match === undefined ? undefined : translations[match];
      if (match !== undefined && text !== undefined) return { locale: match, text };
    }
  }
  return { locale: FALLBACK_LOCALE, text: translations.en };
}
