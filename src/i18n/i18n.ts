// i18next setup. Each call makes its own instance rather than configuring i18next's global one, so the app, the
// events shell and every test hold independent instances.
import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, resolveLocale } from '../core/locales';
import type { LocaleInfo } from '../core/locales';
import { ENGLISH, LAZY_CATALOGS } from './catalogs';
import type { Catalog } from './catalogs';

const NAMESPACE = 'translation';

// The newest changeLocale request per instance: a slow catalog must not switch the language back after a later
// request has already switched it.
const latestRequest = new WeakMap<i18n, number>();

/**
 * The catalog a locale uses, or undefined when its chunk fails to load (offline, a deploy replaced the chunk).
 * The caller then leaves the locale without a bundle, so i18next shows English and a later switch tries again.
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
 * A ready i18next instance for `locale` (unknown values mean English), its catalog loaded before it resolves.
 *
 * The i18next language is the locale code itself (es-ES, zh-TC, asia), with the locale's catalog registered under
 * it, so `instance.language` is the locale the user chose while several locales share one catalog.
 */
export async function createI18n(locale: string): Promise<i18n> {
  const info = resolveLocale(locale);
  const catalog = await loadCatalog(info);
  const instance = createInstance();
  instance.use(initReactI18next);
  await instance.init({
    lng: info.code,
    fallbackLng: DEFAULT_LOCALE,
    // Only the exact locale code, then English: i18next would otherwise also try the bare language (zh for zh-TC,
    // es for es-ES), a bundle that may belong to another locale or be missing after a failed load.
    load: 'currentOnly',
    resources: {
      [DEFAULT_LOCALE]: { [NAMESPACE]: ENGLISH },
      ...(catalog === undefined ? {} : { [info.code]: { [NAMESPACE]: catalog } }),
    },
    defaultNS: NAMESPACE,
    ns: [NAMESPACE],
    // React escapes rendered text; escaping here as well would show &amp; and the like to the user.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  formatWithLocaleTags(instance);
  return instance;
}

/**
 * i18next hands its Intl formatters the language code, and ours are not all BCP 47 tags (ph, asia, zh-TC), so
 * Intl would fall back to the browser's language inside a Filipino sentence. The relative-time formatter (the
 * wait after too many attempts) gets the locale's tag instead.
 */
function formatWithLocaleTags(instance: i18n): void {
  instance.services.formatter?.addCached('relativetime', (code, options: Intl.RelativeTimeFormatOptions & { range?: Intl.RelativeTimeFormatUnit }) => {
    const formatter = new Intl.RelativeTimeFormat(resolveLocale(code).htmlLang, { numeric: options.numeric, style: options.style });
    return (value: number) => formatter.format(value, options.range ?? 'day');
  });
}

/**
 * Loads the locale's catalog unless the instance has it, then switches to the locale. A catalog that fails to
 * load leaves the text in English; it never rejects for that reason.
 */
export async function changeLocale(instance: i18n, locale: string): Promise<void> {
  const info = resolveLocale(locale);
  const request = (latestRequest.get(instance) ?? 0) + 1;
  latestRequest.set(instance, request);
  if (!instance.hasResourceBundle(info.code, NAMESPACE)) {
    const catalog = await loadCatalog(info);
    if (catalog !== undefined) instance.addResourceBundle(info.code, NAMESPACE, catalog);
  }
  if (latestRequest.get(instance) !== request) return;
  await instance.changeLanguage(info.code);
}

/** The one place that sets `<html lang>` and `<html dir>` (DECISIONS: Languages and locales). */
export function applyDocumentLocale(locale: string, doc: Document = document): void {
  const info = resolveLocale(locale);
  doc.documentElement.lang = info.htmlLang;
  doc.documentElement.dir = info.dir;
}
