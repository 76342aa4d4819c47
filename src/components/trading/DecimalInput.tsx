import { useState, type InputHTMLAttributes } from 'react';
import { decimalFieldText, decimalFieldValue, unreadFieldValue, type NumberMarks } from '../../core/trading/decimal-input';
import { useNumberMarks } from './useDecimal';

export type DecimalInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'inputMode' | 'autoComplete'> & {
  /** The form's canonical value: "." for the decimals, no groups. */
  value: string;
  /** Called with what was typed, read by the language's marks (decimal-input.ts). */
  onValue: (value: string) => void;
};

/** What was last typed, with the value it was read as, in the marks it was read by. */
interface Typed {
  readonly text: string;
  readonly value: string;
  readonly marks: NumberMarks;
}

/**
 * A decimal field of the user's locale, both ways: it shows the form's canonical value as the locale writes it, and
 * hands `onValue` what the user typed read by the locale's decimal and group marks (German "60.000" is 60000, "1,5"
 * is 1.5). A text the locale's rules make no number ("0.5" in German) is handed on unread, in a form no check takes
 * for a number, and shown as typed; the forms say why (typed-number-breach.ts). What was typed stays in the field as
 * long as the form keeps the value it was read as: "1,000,000" typed key by key in English passes through "1,000",
 * which must stay as typed for the next group to follow it. A value the form sets itself (a price clicked in the
 * book, a share of the balance) is written afresh. While an input method composes (full-width digits typed in
 * Japanese or Chinese) the text is kept unread: rewriting a field under a composition breaks it. It is read when the
 * composition ends.
 */
export function DecimalInput({ value, onValue, ...input }: DecimalInputProps) {
  const marks = useNumberMarks();
  const [typed, setTyped] = useState<Typed | null>(null);
  const take = (text: string, read: string) => {
    setTyped({ text, value: read, marks });
    onValue(read);
  };
  const shown = typed !== null && typed.value === value && typed.marks === marks ? typed.text : decimalFieldText(value, marks);
  return (
    <input
      {...input}
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        take(text, (event.nativeEvent as InputEvent).isComposing ? unreadFieldValue(text, marks) : decimalFieldValue(text, marks));
      }}
      onCompositionEnd={(event) => take(event.currentTarget.value, decimalFieldValue(event.currentTarget.value, marks))}
    />
  );
}
