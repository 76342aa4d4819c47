import { act, render, screen } from '@testing-library/react';
import { Translator } from '../../src/i18n/translator';
import { I18nContext, useTranslation } from '../../src/i18n/useTranslation';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('greeting')}</p>;
}

describe('useTranslation', () => {
  it('renders the text again in the new language when the language changes', () => {
    const i18n = new Translator('en', { greeting: 'Hello' });
    i18n.addCatalog('fr', { greeting: 'Bonjour' });
    render(
      <I18nContext value={i18n}>
        <Greeting />
      </I18nContext>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe('Hello');

    act(() => i18n.changeLanguage('fr'));

    expect(screen.getByRole('paragraph').textContent).toBe('Bonjour');
  });

  it('fails with a clear message outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Greeting />)).toThrow('useTranslation needs an <I18nContext> provider above it');
  });
});
