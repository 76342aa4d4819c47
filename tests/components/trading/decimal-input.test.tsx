import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { DecimalInput } from '../../../src/components/trading/useDecimal';
import type { LocaleCode } from '../../../src/core/locales';
import { initialPreferences, localeChanged } from '../../../store/preferences.slice';
import { renderWithProviders } from '../../support/render';

/** A decimal field as the order forms keep one; the state the form would check and send is shown beside it. */
function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DecimalInput aria-label="Price" value={value} onValue={setValue} />
      <output>{value}</output>
      {/* A price clicked in the book: the form's own text, with its ".". */}
      <button type="button" onClick={() => setValue('98000.00')}>
        pick
      </button>
    </>
  );
}

async function fieldIn(locale: LocaleCode, initial?: string) {
  const view = await renderWithProviders(<Field initial={initial} />, { locale, preloadedState: { preferences: { ...initialPreferences, locale } } });
  return { ...view, field: screen.getByLabelText('Price') as HTMLInputElement };
}

/** Types `text` into the field: what the field then shows, and the value the form keeps. */
function enter(field: HTMLInputElement, text: string): { shown: string; kept: string | null } {
  fireEvent.change(field, { target: { value: text } });
  return { shown: field.value, kept: screen.getByRole('status').textContent };
}

describe('a decimal field read by the user’s locale', () => {
  it('reads an English comma as a group mark: "1,000" is a thousand and a pasted "90,000.50" keeps its cents', async () => {
    const { field } = await fieldIn('en');
    expect(enter(field, '1,000')).toEqual({ shown: '1,000', kept: '1000' });
    expect(enter(field, '90,000.50')).toEqual({ shown: '90,000.50', kept: '90000.50' });
  });

  it('reads a German comma as the decimal mark, with the dots before it as group marks', async () => {
    const { field } = await fieldIn('de');
    expect(enter(field, '0,05')).toEqual({ shown: '0,05', kept: '0.05' });
    expect(enter(field, '90.000,50')).toEqual({ shown: '90.000,50', kept: '90000.50' });
  });

  it('reads a German "60.000" as sixty thousand (the dot groups thousands), not sixty', async () => {
    const { field } = await fieldIn('de');
    expect(enter(field, '60.000')).toEqual({ shown: '60.000', kept: '60000' });
  });

  it('keeps a German "0.5" or a pasted "97193.13" as typed and as no number: the dot only groups thousands in German', async () => {
    const { field } = await fieldIn('de');
    // Kept with the marks exchanged ("." convention), which no check reads as a number; shown as typed.
    expect(enter(field, '0.5')).toEqual({ shown: '0.5', kept: '0,5' });
    expect(enter(field, '97193.13')).toEqual({ shown: '97193.13', kept: '97193,13' });
  });

  it('keeps an English "1,00" as no number rather than a hundred', async () => {
    const { field } = await fieldIn('en');
    expect(enter(field, '1,00')).toEqual({ shown: '1,00', kept: '1,00' });
  });

  it('makes a fraction typed from its mark, ".5" or ",5", the number 0.5', async () => {
    expect(enter((await fieldIn('en')).field, '.5')).toEqual({ shown: '.5', kept: '0.5' });
  });

  it('makes a German ",5" the number 0.5', async () => {
    expect(enter((await fieldIn('de')).field, ',5')).toEqual({ shown: ',5', kept: '0.5' });
  });
});

describe('a decimal field reads the digits of other keyboards', () => {
  it('keeps the digits an Arabic keyboard types as the number they are, shown as typed', async () => {
    const { field } = await fieldIn('ar');
    expect(enter(field, '٠٫٠٠١')).toEqual({ shown: '٠٫٠٠١', kept: '0.001' });
  });

  it('keeps a full-width text as typed while the input method composes it, and reads it when the composition ends', async () => {
    const { field } = await fieldIn('ja');
    fireEvent.compositionStart(field);
    fireEvent.input(field, { target: { value: '０．５' }, isComposing: true });
    expect({ shown: field.value, kept: screen.getByRole('status').textContent }).toEqual({ shown: '０．５', kept: '０．５' });
    fireEvent.compositionEnd(field);
    expect({ shown: field.value, kept: screen.getByRole('status').textContent }).toEqual({ shown: '０．５', kept: '0.5' });
  });

  it('reads a full-width text pasted outside a composition at once', async () => {
    const { field } = await fieldIn('ja');
    expect(enter(field, '９７，０００．５')).toEqual({ shown: '９７，０００．５', kept: '97000.5' });
  });
});

describe('a decimal field shows its value with the user’s decimal mark, and keeps "." in the state', () => {
  it('shows back a German "0,1" as "0,1", the value the form keeps being 0.1', async () => {
    const { field } = await fieldIn('de');
    expect(enter(field, '0,1')).toEqual({ shown: '0,1', kept: '0.1' });
  });

  it('keeps a German mark typed last: "0," shows "0," while the value is "0."', async () => {
    const { field } = await fieldIn('de');
    expect(enter(field, '0,')).toEqual({ shown: '0,', kept: '0.' });
    // The next digit goes after the mark the field shows.
    expect(enter(field, `${field.value}7`)).toEqual({ shown: '0,7', kept: '0.7' });
  });

  it('round-trips a German "1,5" keystroke by keystroke: 1.5 kept, "1,5" shown, "1,55" read as 1.55', async () => {
    const { field } = await fieldIn('de');
    expect(enter(field, '1')).toEqual({ shown: '1', kept: '1' });
    expect(enter(field, '1,')).toEqual({ shown: '1,', kept: '1.' });
    expect(enter(field, '1,5')).toEqual({ shown: '1,5', kept: '1.5' });
    expect(enter(field, `${field.value}5`)).toEqual({ shown: '1,55', kept: '1.55' });
  });

  it('shows an empty field as empty', async () => {
    const { field } = await fieldIn('de', '1.5');
    expect(enter(field, '')).toEqual({ shown: '', kept: '' });
  });

  it('shows a price clicked in the book ("98000.00") as "98000,00" in German and as it is in English', async () => {
    const { field } = await fieldIn('de');
    fireEvent.click(screen.getByRole('button', { name: 'pick' }));
    expect(field.value).toBe('98000,00');
    expect(screen.getByRole('status').textContent).toBe('98000.00');
  });

  it('changes nothing in English', async () => {
    const { field } = await fieldIn('en', '0.1');
    expect(field.value).toBe('0.1');
    fireEvent.click(screen.getByRole('button', { name: 'pick' }));
    expect(field.value).toBe('98000.00');
    expect(enter(field, '0.')).toEqual({ shown: '0.', kept: '0.' });
  });

  it('shows a typed value afresh in the new marks when the language changes', async () => {
    const { field, store } = await fieldIn('en');
    expect(enter(field, '1,000.25')).toEqual({ shown: '1,000.25', kept: '1000.25' });
    act(() => void store.dispatch(localeChanged('de')));
    expect(field.value).toBe('1000,25');
  });

  it('shows the same value in the new mark when the language changes', async () => {
    const { field, store } = await fieldIn('en', '0.25');
    act(() => void store.dispatch(localeChanged('de')));
    expect(field.value).toBe('0,25');
    expect(screen.getByRole('status').textContent).toBe('0.25');
  });
});

describe('a decimal field keeps what is typed, key by key', () => {
  /** Types `text` one key at a time, as a keyboard does: each change is the field's text so far plus one key. */
  function typeKeys(field: HTMLInputElement, text: string): void {
    for (const key of text) fireEvent.change(field, { target: { value: field.value + key } });
  }

  it.each([
    ['en', '1,000,000.5', '1000000.5'],
    ['de', '1.000.000,5', '1000000.5'],
    ['fr', '1 000 000,5', '1000000.5'],
    ['en-IN', '12,34,567.5', '1234567.5'],
  ] as const)('in %s, "%s" typed key by key stays as typed and is read as %s', async (locale, text, read) => {
    const { field } = await fieldIn(locale);
    typeKeys(field, text);
    expect({ shown: field.value, kept: screen.getByRole('status').textContent }).toEqual({ shown: text, kept: read });
  });

  it('writes afresh a value the form sets after typing (a price picked in the book)', async () => {
    const { field } = await fieldIn('en');
    typeKeys(field, '1,000');
    fireEvent.click(screen.getByRole('button', { name: 'pick' }));
    expect(field.value).toBe('98000.00');
  });
});
