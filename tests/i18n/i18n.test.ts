import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../src/core/locales';
import type { CatalogCode } from '../../src/core/locales';
import { LAZY_CATALOGS } from '../../src/i18n/catalogs';
import type { Catalog } from '../../src/i18n/catalogs';
import { changeLocale, createI18n } from '../../src/i18n/i18n';

function readCatalog(code: CatalogCode): Catalog {
  return JSON.parse(readFileSync(join(__dirname, '../../src/i18n/locales', `${code}.json`), 'utf8')) as Catalog;
}

const en = readCatalog('en');
const ja = readCatalog('ja');
const de = readCatalog('de');
const fr = readCatalog('fr');
const es = readCatalog('es');
const esES = readCatalog('es-ES');

function silenceWarnings(): jest.SpyInstance {
  return jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('createI18n', () => {
  it('returns Japanese text for ja', async () => {
    const i18n = await createI18n('ja');
    expect(i18n.language).toBe('ja');
    expect(i18n.t('errors.systemBusy')).toBe(ja.errors.systemBusy);
    expect(i18n.t('errors.systemBusy')).not.toBe(en.errors.systemBusy);
  });

  it.each(LOCALES.map((locale) => [locale.code, locale.catalog] as const))(
    '%s shows the text of its catalog (%s), under its own code',
    async (code, catalog) => {
      const i18n = await createI18n(code);
      const expected = readCatalog(catalog);
      expect(i18n.language).toBe(code);
      expect(i18n.t('errors.systemBusy')).toBe(expected.errors.systemBusy);
      expect(i18n.t('trading.price')).toBe(expected.trading.price);
    },
  );

  it('interpolates placeholders without HTML-escaping, which React does', async () => {
    const i18n = await createI18n('de');
    expect(i18n.t('errors.statusSystemBusy', { status: 503 })).toBe(`503: ${de.errors.systemBusy}`);
    expect(i18n.t('pages.spot.title', { symbol: 'A&B<C>' })).toBe('Spothandel A&B<C>');
  });

  it.each(['xx', '', 'english', 'ja_JP'])('falls back to English for the unknown locale %j, silently', async (code) => {
    const warn = silenceWarnings();
    const i18n = await createI18n(code);
    expect(i18n.language).toBe('en');
    expect(i18n.t('errors.systemBusy')).toBe(en.errors.systemBusy);
    expect(warn).not.toHaveBeenCalled();
  });

  it('finds a locale written in another case', async () => {
    const i18n = await createI18n('ZH-cn');
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('errors.systemBusy')).toBe(readCatalog('zh-CN').errors.systemBusy);
  });

  it('shows English with a warning when the catalog fails to load', async () => {
    jest.spyOn(LAZY_CATALOGS, 'ja').mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const warn = silenceWarnings();
    const i18n = await createI18n('ja');
    expect(i18n.t('errors.systemBusy')).toBe(en.errors.systemBusy);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('ja');
  });

  it('makes independent instances', async () => {
    const first = await createI18n('ja');
    const second = await createI18n('de');
    await changeLocale(second, 'fr');
    expect(first.language).toBe('ja');
    expect(first.t('toasts.dismiss')).toBe(ja.toasts.dismiss);
    expect(second.t('toasts.dismiss')).toBe(fr.toasts.dismiss);
  });
});

describe('changeLocale', () => {
  it('loads the new catalog and switches the text', async () => {
    const i18n = await createI18n('en');
    await changeLocale(i18n, 'fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('errors.timeout')).toBe(fr.errors.timeout);
    await changeLocale(i18n, 'es-ES');
    expect(i18n.language).toBe('es-ES');
    expect(i18n.t('errors.timeout')).toBe(esES.errors.timeout);
    // Latin-American and Spain's Spanish are two catalogs: switching between them changes the wording.
    await changeLocale(i18n, 'es');
    expect(i18n.t('errors.timeout')).toBe(es.errors.timeout);
    expect(es.errors.timeout).not.toBe(esES.errors.timeout);
    await changeLocale(i18n, 'en-GB');
    expect(i18n.t('errors.timeout')).toBe(en.errors.timeout);
  });

  it('loads each catalog once per instance', async () => {
    const loader = jest.spyOn(LAZY_CATALOGS, 'de');
    const i18n = await createI18n('de');
    await changeLocale(i18n, 'en');
    await changeLocale(i18n, 'de');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18n.t('toasts.dismiss')).toBe(de.toasts.dismiss);
  });

  it('falls back to English with a warning when the catalog fails to load, and retries on the next switch', async () => {
    const i18n = await createI18n('ja');
    const loader = jest.spyOn(LAZY_CATALOGS, 'de').mockRejectedValueOnce(new Error('ChunkLoadError'));
    const warn = silenceWarnings();

    await expect(changeLocale(i18n, 'de')).resolves.toBeUndefined();
    expect(i18n.language).toBe('de');
    expect(i18n.t('errors.systemBusy')).toBe(en.errors.systemBusy);
    expect(warn).toHaveBeenCalledTimes(1);

    await changeLocale(i18n, 'de');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(i18n.t('errors.systemBusy')).toBe(de.errors.systemBusy);
  });

  it('switches to English for an unknown locale', async () => {
    const i18n = await createI18n('ja');
    await changeLocale(i18n, 'klingon');
    expect(i18n.language).toBe('en');
    expect(i18n.t('errors.systemBusy')).toBe(en.errors.systemBusy);
  });

  it('ends on the last requested locale when an earlier catalog arrives later', async () => {
    let releaseJapanese: () => void = () => undefined;
    const japanese = new Promise<{ default: Catalog }>((resolve) => {
      releaseJapanese = () => resolve({ default: ja });
    });
    jest.spyOn(LAZY_CATALOGS, 'ja').mockReturnValue(japanese);
    const i18n = await createI18n('en');

    const slow = changeLocale(i18n, 'ja');
    await changeLocale(i18n, 'de');
    releaseJapanese();
    await slow;

    expect(i18n.language).toBe('de');
    expect(i18n.t('errors.systemBusy')).toBe(de.errors.systemBusy);
  });
});

describe('the wait after too many attempts', () => {
  it('reads in the locale language, with its plural, in English, Russian and Japanese', async () => {
    expect((await createI18n('en')).t('errors.rateLimitedMinutes', { wait: 3 })).toBe(
      'Too many attempts. Please try again in 3 minutes.',
    );
    expect((await createI18n('en')).t('errors.rateLimitedSeconds', { wait: 1 })).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect((await createI18n('ru')).t('errors.rateLimitedMinutes', { wait: 5 })).toContain('через 5 минут');
    expect((await createI18n('ja')).t('errors.rateLimitedMinutes', { wait: 5 })).toContain('5 分後');
  });

  it('uses the locale tag, not the code, for codes that are not BCP 47 tags (ph is Filipino, zh-TC Chinese)', async () => {
    const filipino = new Intl.RelativeTimeFormat('fil').format(2, 'minute');
    expect((await createI18n('ph')).t('errors.rateLimitedMinutes', { wait: 2 })).toContain(filipino);
    expect(filipino).not.toBe('in 2 minutes');
    const zhTc = LOCALES.find((locale) => locale.code === 'zh-TC');
    if (zhTc === undefined) throw new Error('zh-TC is a locale');
    expect((await createI18n('zh-TC')).t('errors.rateLimitedMinutes', { wait: 2 })).toContain(
      new Intl.RelativeTimeFormat(zhTc.htmlLang).format(2, 'minute'),
    );
  });
});
