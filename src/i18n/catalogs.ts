// English is imported statically: it is the fallback for every missing string and failed load, so it must never
// wait on the network. Every other catalog is its own chunk, fetched only when a locale that uses it is chosen.
import en from './locales/en.json';
import type { CatalogCode } from '../core/locales';

/** en.json is the source of truth for keys; every other catalog has its shape. */
export type Catalog = typeof en;

export type LazyCatalogCode = Exclude<CatalogCode, 'en'>;

export type CatalogLoader = () => Promise<{ default: Catalog }>;

export const ENGLISH: Catalog = en;

// An explicit map rather than import.meta.glob, so Jest can run it as plain dynamic imports. The Record type makes
// the compiler reject a catalog code without a loader, and a catalog file missing one of English's keys.
export const LAZY_CATALOGS: Record<LazyCatalogCode, CatalogLoader> = {
  bg: () => import('./locales/bg.json'),
  ja: () => import('./locales/ja.json'),
  vi: () => import('./locales/vi.json'),
  ru: () => import('./locales/ru.json'),
  es: () => import('./locales/es.json'),
  'es-ES': () => import('./locales/es-ES.json'),
  tr: () => import('./locales/tr.json'),
  it: () => import('./locales/it.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
  pt: () => import('./locales/pt.json'),
  'pt-PT': () => import('./locales/pt-PT.json'),
  id: () => import('./locales/id.json'),
  th: () => import('./locales/th.json'),
  pl: () => import('./locales/pl.json'),
  uk: () => import('./locales/uk.json'),
  uz: () => import('./locales/uz.json'),
  ar: () => import('./locales/ar.json'),
  ph: () => import('./locales/ph.json'),
  nl: () => import('./locales/nl.json'),
  sv: () => import('./locales/sv.json'),
};
