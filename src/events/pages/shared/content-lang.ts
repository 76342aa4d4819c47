import { resolveLocale } from '../../../core/locales';

/**
 * The `lang` attribute for text the gateway wrote in `contentLocale` (it answers in English where a translation
 * is missing), so assistive technology reads it in the right language whatever the page's language is.
 */
export function contentLang(contentLocale: string): string {
  return resolveLocale(contentLocale).htmlLang;
}

/** Whether text written in `contentLocale` is in another language than the page's `pageLocale`. */
export function isOtherLanguage(contentLocale: string, pageLocale: string): boolean {
  return resolveLocale(contentLocale).catalog !== resolveLocale(pageLocale).catalog;
}
