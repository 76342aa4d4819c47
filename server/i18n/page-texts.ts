// The few strings of the client's own catalogs that the gateway writes into a page's first HTML, so the heading a
// phone paints before the scripts arrive is the one React then renders: the same words, the same size, no second
// largest paint and no jump. Read from src/i18n/locales, never copied, so the two cannot drift.
import type { CatalogCode } from '../../src/core/locales';
import { ENGLISH, LAZY_CATALOGS, type Catalog } from '../../src/i18n/catalogs';

export interface PageText {
  /** `pages.futures.heading`, with its {{symbol}} placeholder. */
  readonly futuresHeading: string;
}

export type PageTexts = ReadonlyMap<CatalogCode, PageText>;

function pick(catalog: Catalog): PageText {
  return { futuresHeading: catalog.pages.futures.heading };
}

/** English only: what a gateway without the catalogs (and every test that does not need them) writes. */
export const ENGLISH_PAGE_TEXTS: PageTexts = new Map([['en', pick(ENGLISH)]]);

/**
 * Every catalog's page texts. A catalog that cannot be read leaves its locale's pages with the English heading,
 * which the app then replaces; the gateway still starts.
 */
export async function loadPageTexts(): Promise<PageTexts> {
  const texts = new Map<CatalogCode, PageText>(ENGLISH_PAGE_TEXTS);
  const entries = Object.entries(LAZY_CATALOGS) as [Exclude<CatalogCode, 'en'>, (typeof LAZY_CATALOGS)[keyof typeof LAZY_CATALOGS]][];
  await Promise.all(
    entries.map(async ([code, load]) => {
      try {
        texts.set(code, pick((await load()).default));
      } catch {
        // English stands in; the client shows its own load failure the same way.
      }
    }),
  );
  return texts;
}
