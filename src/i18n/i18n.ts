// The translator's setup. Each call makes its own instance, so the app, the events shell and every test hold
// independent ones.
import { resolveLocale } from '../core/locales';
import type { LocaleInfo } from '../core/locales';
import { ENGLISH, LAZY_CATALOGS } from './catalogs';
import type { Catalog } from './catalogs';
import { Translator } from './translator';

export type I18n = Translator;

// The newest changeLocale request per instance: a slow catalog must not switch the language back after a later
// request has already switched it.
const latestRequest = new WeakMap<I18n, number>();

/**
 * The catalog a locale uses, or undefined when its chunk fails to load (offline, a deploy replaced the chunk).
 * The caller then leaves the locale without a catalog, so its text is English and a later switch tries again.
 */
async function loadCatalog(info: LocaleInfo): Promise<Catalog | undefined> {
  if (info.catalog === 'en') return ENGLISH;
  try {
    return (await LAZY_CATALOGS[info.catalog]()).default;
  } catch (error) {
    console.warn(`i18n: the ${info.catalog} catalog could not be loaded, showing English instead`, error);
    return undefined;
  }
}

/**
 * A ready translator for `locale` (unknown values mean English), its catalog loaded before it resolves.
 *
 * The language is the locale code itself (es-ES, zh-TC, asia), with the locale's catalog registered under it, so
 * `instance.language` is the locale the user chose while several locales share one catalog.
 */
export async function createI18n(locale: string): Promise<I18n> {
  const info = resolveLocale(locale);
  const catalog = await loadCatalog(info);
  const instance = new Translator(info.code, ENGLISH);
  if (catalog !== undefined && catalog !== ENGLISH) instance.addCatalog(info.code, catalog);
  return instance;
}

/**
 * Loads the locale's catalog unless the instance has it, then switches to the locale. A catalog that fails to
 * load leaves the text in English; it never rejects for that reason.
 */
export async function changeLocale(instance: I18n, locale: string): Promise<void> {
  const info = resolveLocale(locale);
  const request = (latestRequest.get(instance) ?? 0) + 1;
  latestRequest.set(instance, request);
  if (info.catalog !== 'en' && !instance.hasCatalog(info.code)) {
    const catalog = await loadCatalog(info);
    if (catalog !== undefined) instance.addCatalog(info.code, catalog);
  }
  if (latestRequest.get(instance) !== request) return;
  instance.changeLanguage(info.code);
}

/** The one place that sets `<html lang>` and `<html dir>` (DECISIONS: Languages and locales). */
export function applyDocumentLocale(locale: string, doc: Document = document): void {
  const info = resolveLocale(locale);
  doc.documentElement.lang = info.htmlLang;
  doc.documentElement.dir = info.dir;
}
