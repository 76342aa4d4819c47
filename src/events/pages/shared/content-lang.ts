import { resolveLocale, writtenLanguageOf } from '../../../core/locales';

/**
 * The `lang` attribute for text the gateway wrote in `contentLocale` (it answers in English where a translation
 * is missing), so assistive technology reads it in the right language whatever the page's language is.
 */
export function contentLang(contentLocale: string): string {
  return resolveLocale(contentLocale).htmlLang;
}

/**
 * Whether text written in `contentLocale` is in another language than the page's `pageLocale`. Another region of
 * the same language and script is not (Latin-American Spanish on a page for Spain); another script is (zh-CN text
 * on a zh-TW page).
 */
export function isOtherLanguage(contentLocale: string, pageLocale: string): boolean {
  return writtenLanguageOf(resolveLocale(contentLocale).code) !== writtenLanguageOf(resolveLocale(pageLocale).code);
}
