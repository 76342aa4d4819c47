// Reading a typed number by the user's language (decimal-input.ts): the language's decimal and group marks as Intl
// writes them, thousands groups checked, and a text the language does not make a number refused with its reason.
import { numberMarksOf } from '../../../src/core/number-format';
import {
  decimalFieldProblem,
  decimalFieldText,
  decimalFieldValue,
  readDecimalInput,
  unreadFieldValue,
  type NumberMarks,
} from '../../../src/core/trading/decimal-input';
import { isDecimalText } from '../../../src/core/trading/order-math';

const de = numberMarksOf('de');
const en = numberMarksOf('en');
const fr = numberMarksOf('fr');
const read = (text: string, marks: NumberMarks) => readDecimalInput(text, marks);
const value = (text: string, marks: NumberMarks) => {
  const reading = readDecimalInput(text, marks);
  return reading.ok ? reading.value : reading.problem;
};

describe('the marks of a language, from Intl', () => {
  it('names German, English and French decimal and group marks', () => {
    expect(de).toEqual({ decimal: ',', group: '.', twos: false });
    expect(en).toEqual({ decimal: '.', group: ',', twos: false });
    expect(fr).toEqual({ decimal: ',', group: '\u202f', twos: false });
    expect(numberMarksOf('not a locale!')).toEqual(en);
  });

  it('knows Indian English groups in twos above the thousands', () => {
    expect(numberMarksOf('en-IN')).toEqual({ decimal: '.', group: ',', twos: true });
  });
});

describe('a number typed in Indian English (groups of two above the thousands)', () => {
  const inEnglish = numberMarksOf('en-IN');

  it('reads the lakh and crore grouping the app itself writes, and the thousands grouping too', () => {
    expect(value('12,34,567.50', inEnglish)).toBe('1234567.50');
    expect(value('1,00,000', inEnglish)).toBe('100000');
    expect(value('1,00,00,000', inEnglish)).toBe('10000000');
    expect(value('1,000', inEnglish)).toBe('1000');
    expect(value('1,234,567', inEnglish)).toBe('1234567');
  });

  it('refuses groups of two anywhere but above the thousands, and a first group of three before twos', () => {
    for (const text of ['1,00', '12,34', '123,45,678', '1,23,4567', '0,00,000']) expect([text, value(text, inEnglish)]).toEqual([text, { kind: 'mark', wrong: ',' }]);
  });

  it('is English only: in US English, 12,34,567 is no number', () => {
    expect(value('12,34,567', en)).toEqual({ kind: 'mark', wrong: ',' });
  });
});

describe('a number typed in German (decimal ",", group ".")', () => {
  it('reads "60.000" as sixty thousand, not sixty', () => {
    expect(value('60.000', de)).toBe('60000');
    expect(value('1.234.567,89', de)).toBe('1234567.89');
    expect(value('90.000,50', de)).toBe('90000.50');
    expect(value('0,05', de)).toBe('0.05');
    expect(value(' 97 000,5 ', de)).toBe('97000.5');
  });

  it('refuses a "." that cannot group thousands ("0.5", "97193.13", "1.00", "0.500"), naming the mark, rather than guess a decimal', () => {
    for (const text of ['0.5', '97193.13', '1.00', '0.500', '1.0000', '60.']) expect([text, value(text, de)]).toEqual([text, { kind: 'mark', wrong: '.' }]);
  });

  it('refuses a group mark in the decimals', () => {
    expect(value('1,000.5', de)).toEqual({ kind: 'mark', wrong: '.' });
  });
});

describe('a number typed in English (decimal ".", group ",")', () => {
  it('reads "1,000" as a thousand and a pasted "90,000.50" with its cents', () => {
    expect(value('1,000', en)).toBe('1000');
    expect(value('90,000.50', en)).toBe('90000.50');
    expect(value(' 97 000.5 ', en)).toBe('97000.5');
  });

  it('refuses a "," that cannot group thousands ("0,5", "1,00") and a German number pasted ("1.000,5")', () => {
    for (const text of ['0,5', '1,00', '1.000,5', '12,34,567']) expect([text, value(text, en)]).toEqual([text, { kind: 'mark', wrong: ',' }]);
  });

  it('calls letters, an exponent, a sign other than minus and two decimal marks no number', () => {
    for (const text of ['1e5', 'abc', '1.2.3', '+5', '0x10', 'Infinity', '5-', '1 00']) expect([text, value(text, en)]).toEqual([text, { kind: 'notNumber' }]);
  });
});

describe('a number typed in French (decimal ",", group a narrow no-break space)', () => {
  it('reads the group mark Intl writes, and a plain space typed for it', () => {
    expect(value('1\u202f000,5', fr)).toBe('1000.5');
    expect(value('1 000,5', fr)).toBe('1000.5');
  });

  it('refuses a ".", which French writes neither as its decimal nor as its group mark', () => {
    expect(value('0.5', fr)).toEqual({ kind: 'mark', wrong: '.' });
    expect(value('1.000', fr)).toEqual({ kind: 'mark', wrong: '.' });
  });
});

describe('what a keyboard types beside the digits', () => {
  it('reads the digits of an Arabic keyboard with its own marks, and Persian ones', () => {
    expect(value('٠٫٠٠١', en)).toBe('0.001');
    expect(value('٩٧٬٠٠٠٫٥', en)).toBe('97000.5');
    expect(value('٩٧٬٠٠٠٫٥', de)).toBe('97000.5');
    expect(value('۱۲٫۵', de)).toBe('12.5');
  });

  it('reads the full-width digits and marks of a Japanese or Chinese input method, the ideographic space a space', () => {
    expect(value('０．００１', en)).toBe('0.001');
    expect(value('９７，０００．５', en)).toBe('97000.5');
    expect(value('９７\u3000０００', en)).toBe('97000');
  });

  it('keeps a text being typed in its shape: ".5" is 0.5, "12," is "12.", "-" stays, and leading zeros go', () => {
    expect(value('.5', en)).toBe('0.5');
    expect(value(',5', de)).toBe('0.5');
    expect(value('12,', de)).toBe('12.');
    expect(value('.', en)).toBe('0.');
    expect(value('', en)).toBe('');
    expect(value('-', en)).toBe('-');
    expect(value('-5', en)).toBe('-5');
    expect(value('007,50', de)).toBe('7.50');
  });
});

describe('a field keeps what it read, or what it could not read, and shows it back as typed', () => {
  it('shows a value in the language\'s decimal mark, and leaves English as it is', () => {
    expect(decimalFieldText('0.1', de)).toBe('0,1');
    expect(decimalFieldText('98000.00', de)).toBe('98000,00');
    expect(decimalFieldText('0.', de)).toBe('0,');
    expect(decimalFieldText('98000.00', en)).toBe('98000.00');
  });

  it('keeps a refused German "0.5" as no number at all (never 0.5), and shows it back as "0.5"', () => {
    const kept = decimalFieldValue('0.5', de);
    expect(isDecimalText(kept)).toBe(false);
    expect(decimalFieldText(kept, de)).toBe('0.5');
    expect(decimalFieldProblem(kept, de)).toEqual({ kind: 'mark', wrong: '.' });
  });

  it('says a kept number has no problem, and a kept non-number which one it has', () => {
    expect(decimalFieldProblem(decimalFieldValue('60.000', de), de)).toBeNull();
    expect(decimalFieldProblem(decimalFieldValue('1e5', en), en)).toEqual({ kind: 'notNumber' });
    expect(decimalFieldProblem('', en)).toBeNull();
  });

  it('gives back, read again, the value it shows, so the next keystroke reads the field as the last one did', () => {
    const typed = ['1,5', '0,', ',5', '90.000,50', '97193.13', '100.000', '1.000.000', '1,2,3', '1e5', 'abc', '', ' 97 000,5 ', '0.5', '60.'];
    for (const marks of [en, de, fr]) {
      for (const text of typed) {
        const kept = decimalFieldValue(text, marks);
        expect([marks.decimal, text, decimalFieldValue(decimalFieldText(kept, marks), marks)]).toEqual([marks.decimal, text, kept]);
      }
    }
  });

  it('shows a text kept unread (while an input method composes it) exactly as it was typed', () => {
    for (const marks of [en, de]) for (const text of ['０．５', '1.5', '1,5']) expect(decimalFieldText(unreadFieldValue(text, marks), marks)).toBe(text);
  });

  it('never keeps a refused text as a number, in any of the three languages', () => {
    const refused = ['0.5', '1,00', '97193.13', '1.000,5', '0,5', '1e5', '1.2.3'];
    for (const marks of [en, de, fr]) {
      for (const text of refused) {
        const reading = read(text, marks);
        if (!reading.ok) expect([marks.decimal, text, isDecimalText(decimalFieldValue(text, marks))]).toEqual([marks.decimal, text, false]);
      }
    }
  });
});
