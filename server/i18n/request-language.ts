// Which catalog the gateway answers in, from the request's `language` header (SPEC 7: the client sends the
// locale's language key, en_US, es_ES, pt_BR ...). The header is untrusted input: anything that is not a short
// language tag reads as English, and the value itself is never echoed back.
import { LOCALES, findLocale } from '../../src/core/locales';
import type { CatalogCode } from '../../src/core/locales';

export const LANGUAGE_HEADER = 'language';

/** Longer than any language key or BCP 47 tag the table knows (zh-Hant-TW), short enough to refuse junk. */
const MAX_LENGTH = 35;
/** A language subtag, then up to three region/script/variant subtags joined by - or _ (en_US, zh-Hant-TW, es-419). */
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/;

function normalise(tag: string): string {
  return tag.replace(/_/g, '-').toLowerCase();
}

// The language keys (en_US, es_MX, fil_PH) and the <html lang> tags (es-419, pt-BR, fil) of the locale table,
// both read as tags. Where two locales share a key (en and asia share en_US) the first row wins; they share a
// catalog anyway.
const BY_TAG = new Map<string, CatalogCode>();
for (const locale of LOCALES) {
  for (const tag of [locale.languageKey, locale.htmlLang]) {
    if (!BY_TAG.has(normalise(tag))) BY_TAG.set(normalise(tag), locale.catalog);
  }
}

/** The BCP 47 tag of the language a catalog is written in: that of the locale the catalog is named after. */
export function languageTagOf(catalog: CatalogCode): string {
  return findLocale(catalog)?.htmlLang ?? 'en';
}

/**
 * The catalog for a `language` header: a language key or tag of the table (es_ES, pt-BR), else a locale code
 * (ja, pt-PT, zh-TC), else the same with its last subtag dropped (de_AT reads de, es_AR reads es), else English.
 * A missing, repeated, overlong or malformed header is English.
 */
export function catalogOfLanguage(header: unknown): CatalogCode {
  if (typeof header !== 'string' || header.length > MAX_LENGTH || !LANGUAGE_TAG.test(header)) return 'en';
  let tag = normalise(header);
  for (;;) {
    const found = BY_TAG.get(tag) ?? findLocale(tag)?.catalog;
    if (found !== undefined) return found;
    const cut = tag.lastIndexOf('-');
    if (cut < 0) return 'en';
    tag = tag.slice(0, cut);
  }
}
