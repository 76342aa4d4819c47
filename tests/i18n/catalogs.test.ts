import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGS } from '../../src/core/locales';
import { ENGLISH, LAZY_CATALOGS } from '../../src/i18n/catalogs';
import type { LazyCatalogCode } from '../../src/i18n/catalogs';
import type * as CatalogsModuleType from '../../src/i18n/catalogs';
import type * as I18nModuleType from '../../src/i18n/i18n';

type CatalogsModule = typeof CatalogsModuleType;
type I18nModule = typeof I18nModuleType;
import { diffKeys, leaves, placeholderMismatches, translatedShare } from './catalog-tree';

const LOCALES_DIR = join(__dirname, '../../src/i18n/locales');
const ENGLISH_PARTS_DIR = join(__dirname, '../../src/i18n/english');

// Read from disk rather than imported, so a file the loader map forgets is still checked.
function readCatalog(code: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(LOCALES_DIR, `${code}.json`), 'utf8')) as Record<string, unknown>;
}

const PART_NAMES = readdirSync(ENGLISH_PARTS_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));
const englishParts = Object.fromEntries(PART_NAMES.map((part) => [part, JSON.parse(readFileSync(join(ENGLISH_PARTS_DIR, `${part}.json`), 'utf8'))]));
const englishCore = readCatalog('en');
/** English whole: the core and every page's part, what every other catalog is compared with. */
const english = { ...englishCore, ...englishParts };
const TRANSLATED = CATALOGS.filter((code): code is LazyCatalogCode => code !== 'en');

// Strings a correct translation keeps as in English. app.name is the product's name, a proper noun shown in the
// title in every language; "Notifications" is also the French word.
const SAME_EVERYWHERE = ['app.name'];
const SAME_IN: Partial<Record<LazyCatalogCode, readonly string[]>> = {
  fr: ['toasts.region'],
};
const MIN_TRANSLATED_SHARE = 0.8;

describe('catalog files', () => {
  it('exist for exactly the catalogs of the locale table', () => {
    const files = readdirSync(LOCALES_DIR).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(CATALOGS.map((code) => `${code}.json`).sort());
  });

  it('are all lazily loadable except English, which is bundled', () => {
    expect(Object.keys(LAZY_CATALOGS).sort()).toEqual([...TRANSLATED].sort());
    // The test setup added every part, as a visit that opened every page has them.
    expect(ENGLISH).toEqual(english);
  });

  it('split English into the core and parts that share no top-level key', () => {
    expect(PART_NAMES.sort()).toEqual(['account', 'auth', 'events', 'futures', 'futuresAccount', 'futuresOrders', 'orderAnswers', 'sitePages', 'tradingAccount']);
    for (const part of PART_NAMES) expect(Object.keys(englishCore)).not.toContain(part);
  });

  it.each(TRANSLATED)('%s: its lazy loader yields the file on disk', async (code) => {
    const loaded = await LAZY_CATALOGS[code]();
    expect(loaded.default).toEqual(readCatalog(code));
  });
});

describe('English in parts', () => {
  const fresh = <T>(load: () => T): T => {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      loaded = load();
    });
    return loaded as T;
  };

  it('is the core alone until a page adds its part', () => {
    const catalogs = fresh(() => jest.requireActual<CatalogsModule>('../../src/i18n/catalogs'));
    expect(catalogs.ENGLISH).toEqual(englishCore);
  });

  it('has the futures part once the futures page is loaded, and the events part once the events site starts', () => {
    const { catalogs } = fresh(() => {
      const loaded = jest.requireActual<CatalogsModule>('../../src/i18n/catalogs');
      jest.requireActual('../../src/pages/futures/FuturesPage');
      return { catalogs: loaded };
    });
    expect(catalogs.ENGLISH).toEqual({ ...englishCore, futures: englishParts.futures });
    const events = fresh(() => {
      const loaded = jest.requireActual<CatalogsModule>('../../src/i18n/catalogs');
      jest.requireActual('../../src/events/start');
      return loaded;
    });
    expect(events.ENGLISH).toEqual({ ...englishCore, events: englishParts.events });
  });

  it.each([
    ['the order tabs and balances, which a session\'s trading page loads', '../../src/components/trading/AccountPanels', ['orderAnswers', 'tradingAccount']],
    ['the futures account panels, which show the order tabs and the positions\' TP/SL', '../../src/components/futures/FuturesAccountPanels', ['futuresAccount', 'futuresOrders', 'orderAnswers', 'tradingAccount']],
    ['the futures saga, which sends the orders whose answers the form words', '../../sagas/futures.saga', ['futuresOrders']],
    ['the liquidation notices', '../../sagas/futures-liquidation-notices', ['futuresOrders']],
    ['the futures form\'s TP/SL fields', '../../src/components/futures/tpsl-form', ['futuresOrders']],
    ['the login page', '../../src/pages/auth/LoginPage', ['account', 'auth']],
    ['the crypto prices page', '../../src/pages/wiki/WikiPage', ['sitePages']],
    ['an article page', '../../src/pages/article/ArticlePage', ['sitePages']],
    ['a section page of the account area', '../../src/pages/section/SectionPage', ['sitePages']],
    ['the page not found', '../../src/pages/not-found/NotFoundPage', ['sitePages']],
    ['the register page', '../../src/pages/auth/RegisterPage', ['auth']],
    ['the security page', '../../src/pages/account/SecurityPage', ['account', 'auth']],
  ])('has the parts %s shows once it is loaded', (_page, path, parts) => {
    const catalogs = fresh(() => {
      const loaded = jest.requireActual<CatalogsModule>('../../src/i18n/catalogs');
      jest.requireActual(path);
      return loaded;
    });
    expect(catalogs.ENGLISH).toEqual({ ...englishCore, ...Object.fromEntries(parts.map((part) => [part, englishParts[part]])) });
  });

  it('reads a part added after a translator was made, through that translator', async () => {
    const { createI18n, catalogs } = fresh(() => ({
      createI18n: jest.requireActual<I18nModule>('../../src/i18n/i18n').createI18n,
      catalogs: jest.requireActual<CatalogsModule>('../../src/i18n/catalogs'),
    }));
    const i18n = await createI18n('en');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18n.t('futures.form.leverage')).toBe('futures.form.leverage');
    catalogs.addEnglish('futures', englishParts.futures as never);
    expect(i18n.t('futures.form.leverage')).toBe('Leverage');
  });
});

describe('English', () => {
  it('has only non-empty strings as leaves', () => {
    const bad = [...leaves(english)].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });
});

describe.each(TRANSLATED)('catalog %s', (code) => {
  const catalog = readCatalog(code);

  it('has every key English has and no key English lacks', () => {
    expect(diffKeys(english, catalog)).toEqual({ missing: [], extra: [] });
  });

  it('has only non-empty strings as leaves', () => {
    const bad = [...leaves(catalog)].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it("keeps English's placeholders in every string", () => {
    expect(placeholderMismatches(english, catalog)).toEqual([]);
  });

  it('is a translation rather than a copy of English', () => {
    const sameAsEnglish = [...SAME_EVERYWHERE, ...(SAME_IN[code] ?? [])];
    expect(translatedShare(english, catalog, sameAsEnglish)).toBeGreaterThanOrEqual(MIN_TRANSLATED_SHARE);
  });
});

// The checks above pass vacuously if the walker finds nothing; these prove it catches each kind of drift.
describe('catalog comparison', () => {
  const base = { a: { b: 'one {{x}}', c: 'two' }, d: 'three' };

  it('reports a key the catalog lacks and one English lacks, by dotted path', () => {
    expect(diffKeys(base, { a: { b: 'uno {{x}}', z: 'dos' }, d: 'tres' })).toEqual({ missing: ['a.c'], extra: ['a.z'] });
  });

  it('reports a branch replaced by a string as both missing and extra keys', () => {
    expect(diffKeys(base, { a: 'flat', d: 'tres' })).toEqual({ missing: ['a.b', 'a.c'], extra: ['a'] });
  });

  it('reports a lost, renamed or added placeholder but accepts a moved one', () => {
    expect(placeholderMismatches(base, { a: { b: 'uno', c: 'dos' }, d: 'tres' })).toEqual(['a.b: expected {x}, got {}']);
    expect(placeholderMismatches(base, { a: { b: 'uno {{y}}', c: 'dos' }, d: 'tres' })).toHaveLength(1);
    expect(placeholderMismatches(base, { a: { b: 'uno {{x}}', c: 'dos {{x}}' }, d: 'tres' })).toHaveLength(1);
    expect(placeholderMismatches(base, { a: { b: '{{ x }} uno', c: 'dos' }, d: 'tres' })).toEqual([]);
  });

  it('measures how much of a catalog is still English', () => {
    expect(translatedShare(base, base, [])).toBe(0);
    expect(translatedShare(base, { a: { b: 'uno {{x}}', c: 'two' }, d: 'tres' }, [])).toBeCloseTo(2 / 3);
    expect(translatedShare(base, { a: { b: 'uno {{x}}', c: 'two' }, d: 'tres' }, ['a.c'])).toBe(1);
  });
});
