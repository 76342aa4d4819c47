import { Translator } from '../../src/i18n/translator';

const english = {
  greeting: 'Hello {{name}}',
  pair: '{{base}}/{{quote}} at {{price}}',
  errors: { busy: 'System busy', wait: 'Try again {{wait, relativetime(minute)}}.' },
  onlyEnglish: 'Only in English',
};

function translator(language = 'de'): Translator {
  const instance = new Translator(language, english);
  instance.addCatalog('de', { greeting: 'Hallo {{name}}', errors: { busy: 'System ausgelastet' }, empty: '' });
  return instance;
}

describe('Translator.t', () => {
  it('reads a dotted key from the current language', () => {
    expect(translator().t('errors.busy')).toBe('System ausgelastet');
  });

  it('falls back to English key by key when the catalog lacks one', () => {
    expect(translator().t('onlyEnglish')).toBe('Only in English');
  });

  it('shows English for a language without a catalog', () => {
    expect(translator('fr').t('errors.busy')).toBe('System busy');
  });

  it('returns an empty translation as it is, not the English text', () => {
    expect(translator().t('empty')).toBe('');
  });

  it('returns defaultValue for a key no catalog has, and an empty defaultValue too, without a word in the console', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(translator().t('refusal.nope', { defaultValue: 'Refused: {{code}}', code: 'X1' })).toBe('Refused: X1');
    expect(translator().t('refusal.nope', { defaultValue: '' })).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns the key itself when nothing has it, a group of keys included, and says so once a key in the console', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const instance = translator();
    expect(instance.t('no.such.key')).toBe('no.such.key');
    expect(instance.t('no.such.key')).toBe('no.such.key');
    expect(instance.t('errors')).toBe('errors');
    expect(warn.mock.calls).toEqual([['i18n: no text for "no.such.key"'], ['i18n: no text for "errors"']]);
  });

  it('reads only the catalogs\' own keys: an object\'s built-in names are missing keys', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const key of ['constructor', 'constructor.name', '__proto__', 'toString.name', 'errors.hasOwnProperty', 'errors.busy.length']) {
      expect(translator().t(key)).toBe(key);
    }
  });

  it('fills every placeholder, numbers included, and leaves unescaped text for React to escape', () => {
    expect(translator().t('greeting', { name: 'A&B<C>' })).toBe('Hallo A&B<C>');
    expect(translator('en').t('pair', { base: 'BTC', quote: 'USDT', price: 0 })).toBe('BTC/USDT at 0');
  });

  it('keeps a placeholder it has no value for, so a missing argument is visible', () => {
    expect(translator().t('greeting', {})).toBe('Hallo {{name}}');
    expect(translator().t('greeting')).toBe('Hallo {{name}}');
  });

  it('formats a relative time in the language of the text, and again after a change of language', () => {
    const instance = translator('en');
    expect(instance.t('errors.wait', { wait: 2 })).toBe('Try again in 2 minutes.');
    instance.changeLanguage('de');
    expect(instance.t('errors.wait', { wait: 2 })).toBe(`Try again ${new Intl.RelativeTimeFormat('de').format(2, 'minute')}.`);
  });
});

describe('Translator.changeLanguage', () => {
  it('switches the text, hands out a new translate function and tells each subscriber once', () => {
    const instance = translator('en');
    const before = instance.translate;
    const listener = jest.fn();
    instance.subscribe(listener);

    instance.changeLanguage('de');

    expect(instance.language).toBe('de');
    expect(instance.translate).not.toBe(before);
    expect(instance.translate('errors.busy')).toBe('System ausgelastet');
    expect(before('errors.busy')).toBe('System ausgelastet');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same translate function while the language stays', () => {
    const instance = translator();
    expect(instance.translate).toBe(instance.translate);
  });

  it('stops telling a subscriber after it unsubscribes', () => {
    const instance = translator();
    const listener = jest.fn();
    const unsubscribe = instance.subscribe(listener);
    unsubscribe();
    instance.changeLanguage('en');
    expect(listener).not.toHaveBeenCalled();
  });

  it('routes the translate function through t, so a spy on t sees every lookup', () => {
    const instance = translator();
    const lookups = jest.spyOn(instance, 't');
    instance.translate('errors.busy');
    expect(lookups).toHaveBeenCalledWith('errors.busy', undefined);
  });
});
