// Which copy of a piece of gateway content (events, wiki) a locale reads: its own, its language's, another region
// of its language, then English (docs/i18n.md, "Content from the gateway").
import { localize } from '../../server/data/content-locales';
import type { Translations } from '../../server/data/content-locales';

const SPANISH: Translations<string> = { en: 'Event', es: 'Evento (es)', 'es-ES': 'Evento (es-ES)' };
const SPANISH_ONLY: Translations<string> = { en: 'Event', es: 'Evento (es)' };
const PORTUGAL_ONLY: Translations<string> = { en: 'Event', 'pt-PT': 'Evento (pt-PT)' };
const CHINESE: Translations<string> = { en: 'Event', 'zh-CN': '活动' };

describe('localize', () => {
  it.each([
    ['es-ES', SPANISH, 'es-ES'],
    ['es_ES', SPANISH, 'es-ES'],
    ['es', SPANISH, 'es'],
    ['es_MX', SPANISH, 'es'],
  ] as const)('gives %s its own region’s copy where there is one', (requested, texts, served) => {
    expect(localize(texts, requested).locale).toBe(served);
  });

  it('gives Spain the Spanish copy when an item has no copy for Spain', () => {
    expect(localize(SPANISH_ONLY, 'es-ES')).toEqual({ locale: 'es', text: 'Evento (es)' });
  });

  it.each(['pt', 'pt_BR', 'pt-PT'])('gives %s the copy for Portugal when that is the only Portuguese one', (requested) => {
    expect(localize(PORTUGAL_ONLY, requested)).toEqual({ locale: 'pt-PT', text: 'Evento (pt-PT)' });
  });

  it('gives Portugal English when an item has no Portuguese at all', () => {
    expect(localize(SPANISH, 'pt-PT')).toEqual({ locale: 'en', text: 'Event' });
  });

  it('never gives Traditional Chinese the Simplified copy', () => {
    expect(localize(CHINESE, 'zh-TW').locale).toBe('en');
    expect(localize(CHINESE, 'zh-TC').locale).toBe('en');
    expect(localize(CHINESE, 'zh_CN').locale).toBe('zh-CN');
  });

  it('gives English for no locale, an unknown one or one that is not a language tag', () => {
    for (const requested of [undefined, 'xx', 'asia', 'en-GB', '--']) {
      expect(localize(SPANISH, requested)).toEqual({ locale: 'en', text: 'Event' });
    }
  });
});
