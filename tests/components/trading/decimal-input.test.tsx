import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useDecimalInput } from '../../../src/components/trading/useDecimal';
import type { LocaleCode } from '../../../src/core/locales';
import { initialPreferences } from '../../../store/preferences.slice';
import { renderWithProviders } from '../../support/render';

/** A decimal field as the order forms keep one: the state holds what the hook makes of each change. */
function Field() {
  const clean = useDecimalInput();
  const [value, setValue] = useState('');
  return <input aria-label="Price" value={value} onChange={(event) => setValue(clean(event.target.value))} />;
}

async function fieldIn(locale: LocaleCode): Promise<HTMLInputElement> {
  await renderWithProviders(<Field />, { locale, preloadedState: { preferences: { ...initialPreferences, locale } } });
  return screen.getByLabelText('Price') as HTMLInputElement;
}

function enter(field: HTMLInputElement, text: string): string {
  fireEvent.change(field, { target: { value: text } });
  return field.value;
}

describe('a decimal field read by the user’s locale', () => {
  it('reads an English comma as a group mark: "1,000" is a thousand and a pasted "90,000.50" keeps its cents', async () => {
    const field = await fieldIn('en');
    expect(enter(field, '1,000')).toBe('1000');
    expect(enter(field, '90,000.50')).toBe('90000.50');
  });

  it('reads a German comma as the decimal mark, with the dots before it as group marks', async () => {
    const field = await fieldIn('de');
    expect(enter(field, '0,05')).toBe('0.05');
    expect(enter(field, '90.000,50')).toBe('90000.50');
    // The field's own text, a price clicked in the book, stays as it is.
    expect(enter(field, '97193.13')).toBe('97193.13');
  });

  it('makes a fraction typed from its mark, ".5" or ",5", the number 0.5', async () => {
    expect(enter(await fieldIn('en'), '.5')).toBe('0.5');
  });

  it('makes a German ",5" the number 0.5', async () => {
    expect(enter(await fieldIn('de'), ',5')).toBe('0.5');
  });
});
