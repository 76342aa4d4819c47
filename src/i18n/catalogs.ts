// English is imported statically: it is the fallback for every missing string and failed load, so it must never
// wait on the network. Every other catalog is its own chunk, fetched only when a locale that uses it is chosen.
//
// English comes in parts: the core (locales/en.json) in every first visit, and the text only some pages use
// (english/*.json: the futures workspace, its answers to a trader's orders and its account panels, the order tabs and balances, the answers to a trader's orders, the events site, the login and register forms, the security page, the pages outside trading) in
// those pages' chunks, added by the module each imports (<part>-english.ts). A translated catalog stays whole: it
// is one lazy chunk.
import en from './locales/en.json';
import type account from './english/account.json';
import type auth from './english/auth.json';
import type events from './english/events.json';
import type futures from './english/futures.json';
import type futuresAccount from './english/futuresAccount.json';
import type futuresOrders from './english/futuresOrders.json';
import type orderAnswers from './english/orderAnswers.json';
import type sitePages from './english/sitePages.json';
import type tradingAccount from './english/tradingAccount.json';
import type { CatalogCode } from '../core/locales';

/** The parts of English each page adds when it loads (a type, not an interface: catalogs are read by key). */
export type EnglishParts = {
  account: typeof account;
  auth: typeof auth;
  events: typeof events;
  futures: typeof futures;
  futuresAccount: typeof futuresAccount;
  futuresOrders: typeof futuresOrders;
  orderAnswers: typeof orderAnswers;
  sitePages: typeof sitePages;
  tradingAccount: typeof tradingAccount;
};

/** English with every part is the source of truth for keys; every other catalog has its shape. */
export type Catalog = typeof en & EnglishParts;

export type LazyCatalogCode = Exclude<CatalogCode, 'en'>;

export type CatalogLoader = () => Promise<{ default: Catalog }>;

/**
 * English as far as it is loaded: the core, and each part once its page's module added it. Typed whole, as the
 * translator reads it by key and says a missing one out loud (its key) rather than failing.
 */
export const ENGLISH = { ...en } as Catalog;

/** Adds a part of English; the translators already made read it from then on (they hold this very object). */
export function addEnglish<P extends keyof EnglishParts>(part: P, messages: EnglishParts[P]): void {
  ENGLISH[part] = messages as Catalog[P];
}

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
