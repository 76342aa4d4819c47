import { LOCALES } from '../../src/core/locales';
import { applyDocumentLocale } from '../../src/i18n/i18n';

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('applyDocumentLocale', () => {
  it('sets lang=ar and dir=rtl for Arabic', () => {
    applyDocumentLocale('ar');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it.each(LOCALES.filter((locale) => locale.code !== 'ar').map((locale) => [locale.code, locale.htmlLang] as const))(
    '%s is left-to-right with lang=%s',
    (code, htmlLang) => {
      applyDocumentLocale(code);
      expect(document.documentElement.getAttribute('lang')).toBe(htmlLang);
      expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    },
  );

  it('turns right-to-left off again when leaving Arabic', () => {
    applyDocumentLocale('ar');
    applyDocumentLocale('fr');
    expect(document.documentElement.getAttribute('lang')).toBe('fr');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('uses English for an unknown locale', () => {
    applyDocumentLocale('ar');
    applyDocumentLocale('nope');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('writes to the document it is given, leaving the page alone', () => {
    const other = document.implementation.createHTMLDocument('events');
    applyDocumentLocale('ar', other);
    expect(other.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
  });
});
