import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGS } from '../../src/core/locales';
import { ENGLISH, LAZY_CATALOGS } from '../../src/i18n/catalogs';
import type { LazyCatalogCode } from '../../src/i18n/catalogs';
import { diffKeys, leaves, placeholderMismatches, translatedShare } from './catalog-tree';

const LOCALES_DIR = join(__dirname, '../../src/i18n/locales');

// Read from disk rather than imported, so a file the loader map forgets is still checked.
function readCatalog(code: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES_DIR, `${code}.json`), 'utf8'));
}

const english = readCatalog('en');
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
    expect(ENGLISH).toEqual(english);
  });

  it.each(TRANSLATED)('%s: its lazy loader yields the file on disk', async (code) => {
    const loaded = await LAZY_CATALOGS[code]();
    expect(loaded.default).toEqual(readCatalog(code));
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
