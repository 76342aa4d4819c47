// Reading what a trader types into a decimal field by the marks of their own language (Intl's decimal and group
// separators), and writing the field's value back in them. "60.000" is sixty thousand in German and "1,000" a
// thousand in English; a text the language's rules do not make a number ("0.5" in German, "1,00" in English) is
// refused with the reason, never read as the nearest guess.
import { asciiDigits } from './order-math';

/** The marks a language writes numbers with: "," and "." in German, "." and "," in English, "," and a space in French. */
export interface NumberMarks {
  readonly decimal: '.' | ',';
  /** The group (thousands) mark: ".", ",", or a no-break space. */
  readonly group: string;
  /** Groups of two digits above the thousands are the language's too (Indian English: 12,34,567). */
  readonly twos?: boolean;
}

/**
 * Why a text is no number: `notNumber` (letters, an exponent, two decimal marks), or `mark`: a "." or "," that is
 * not the language's decimal mark and not one of its group marks between whole thousands (`wrong` names it).
 */
export type DecimalProblem = { kind: 'notNumber' } | { kind: 'mark'; wrong: string };

export type DecimalReading = { ok: true; value: string } | { ok: false; problem: DecimalProblem };

const DIGITS = /^\d*$/;
// A group's digits: the first group one to three digits and not starting with 0 ("0.500" in German is no number: the
// mark after a lone zero was meant as a decimal mark), every later one exactly three.
const FIRST_GROUP = /^[1-9]\d{0,2}$/;
const LATER_GROUP = /^\d{3}$/;
// Indian English groups the thousands and then every two digits: 12,34,567 (the first group one or two digits).
const INDIAN_GROUPS = /^[1-9]\d?(?:,\d{2})*,\d{3}$/;

/**
 * Reads `text` as `marks`' language writes numbers, into the canonical text the forms keep ("." decimal mark, no
 * groups, no leading zeros): "60.000" in German is "60000", "1.234,5" is "1234.5". Spaces group thousands in every
 * language (as SI writes numbers); digits of other scripts are read as the digits they are. A text still being
 * typed keeps its shape: "12," is "12.", ",5" is "0.5", "-" stays "-" (a sign is kept for the checks to refuse as a
 * number below zero, not as letters).
 */
export function readDecimalInput(text: string, marks: NumberMarks): DecimalReading {
  const plain = asciiDigits(text, marks.decimal).trim();
  const sign = plain.startsWith('-') ? '-' : '';
  const body = plain.slice(sign.length);
  if (/[^\d.,\s]/.test(body)) return NOT_A_NUMBER;
  const [whole = '', fraction, ...more] = body.split(marks.decimal);
  if (more.length > 0) return NOT_A_NUMBER;
  // A mark in the decimals is no group mark: "1.000,5" in English.
  if (fraction !== undefined && !DIGITS.test(fraction)) return wrongMark(fraction);
  let digits = whole;
  if (!DIGITS.test(whole)) {
    // In the whole part, only the language's group mark and spaces: a "." in French is neither.
    const notGroup = [...whole].find((char) => !/\d/.test(char) && char !== marks.group && !/\s/.test(char));
    if (notGroup !== undefined) return { ok: false, problem: { kind: 'mark', wrong: notGroup } };
    // Groups of thousands only (and Indian English's twos above them, where the language writes those): anything else
    // ("0.5", "97193.13" in German, "1,00" in English) is refused rather than read as the decimal it may have been
    // meant to be.
    const [first = '', ...later] = whole.split(/\D/);
    const thousands = FIRST_GROUP.test(first) && later.every((group) => LATER_GROUP.test(group));
    if (!thousands && !(marks.twos === true && INDIAN_GROUPS.test(whole.replace(/\D/g, ',')))) return wrongMark(whole);
    digits = whole.replace(/\D/g, '');
  }
  const integer = digits.replace(/^0+(?=\d)/, '');
  if (fraction === undefined) return { ok: true, value: sign + integer };
  // A fraction typed from its mark (",5") is the number everyone reads in it.
  return { ok: true, value: `${sign}${integer === '' ? '0' : integer}.${fraction}` };
}

const NOT_A_NUMBER: DecimalReading = { ok: false, problem: { kind: 'notNumber' } };

/** The refusal of a part whose marks are misplaced: the first "." or "," named; spaces alone make no number. */
function wrongMark(part: string): DecimalReading {
  const wrong = [...part].find((char) => char === '.' || char === ',');
  return wrong === undefined ? NOT_A_NUMBER : { ok: false, problem: { kind: 'mark', wrong } };
}

/**
 * A field's value written as its language writes it, or a text it could not read written so that it reads back the
 * same. The forms keep a field's value in the "." convention: a number as canonical text, and a text that is no
 * number as typed with "." and "," exchanged where the language's decimal mark is ",". So a German "0.5" (refused)
 * is kept as "0,5", which no check takes for a number, and shown again as "0.5", exactly what was typed.
 */
export function decimalFieldText(value: string, marks: NumberMarks): string {
  return marks.decimal === '.' ? value : exchangeMarks(value);
}

/** What a form keeps for the text typed into a decimal field: its canonical value, or the text itself, unread. */
export function decimalFieldValue(typed: string, marks: NumberMarks): string {
  const reading = readDecimalInput(typed, marks);
  return reading.ok ? reading.value : unreadFieldValue(typed, marks);
}

/** What a form keeps for a text it does not read (yet: an input method still composing it); shown back as typed. */
export function unreadFieldValue(typed: string, marks: NumberMarks): string {
  return marks.decimal === '.' ? typed : exchangeMarks(typed);
}

/** Why a field's kept value (`decimalFieldValue`) is no number in the language, or null when it is one. */
export function decimalFieldProblem(value: string, marks: NumberMarks): DecimalProblem | null {
  const reading = readDecimalInput(decimalFieldText(value, marks), marks);
  return reading.ok ? null : reading.problem;
}

function exchangeMarks(text: string): string {
  return text.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));
}
