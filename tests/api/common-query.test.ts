import { commonQuery } from '../../src/api/common-query';

describe('commonQuery', () => {
  it('sends the language type of the locale on every method', () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect(commonQuery(method, { locale: 'ja' }, 1)).toEqual({ languageType: 2 });
    }
  });

  it('adds the cache-busting timestamp on GET only', () => {
    expect(commonQuery('GET', { locale: 'ar' }, 1_700_000_000_000)).toEqual({
      languageType: 99,
      _t: 1_700_000_000_000,
    });
  });

  it('sends English for an unknown locale and the base type for locales without their own', () => {
    expect(commonQuery('POST', { locale: 'xx' }, 0)).toEqual({ languageType: 0 });
    expect(commonQuery('POST', { locale: 'zh-TC' }, 0)).toEqual({ languageType: 5 });
  });
});
