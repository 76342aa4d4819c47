// What the queue reads back from storage is checked before use: anything another tab, an older version or a user
// left there may be wrong. And the byte size it counts is the one the encoder would produce.
import { isStoredEvent, parseCursors, parseStored, utf8Length } from '../../src/tracking/queue-codec';
import { makeEvent } from './support';

describe('utf8Length', () => {
  it.each([
    ['the last one-byte character', '\u007f'],
    ['the first two-byte character', '\u0080'],
    ['the last two-byte character', '\u07ff'],
    ['the first three-byte character', '\u0800'],
    ['the last character before the surrogates', '\ud7ff'],
    ['the first surrogate pair', '\ud800\udc00'],
    ['the last surrogate pair', '\udbff\udfff'],
    ['two lone low surrogates, not a pair', '\udc00\udc00'],
    ['a lone high surrogate at the end', 'ok\ud800'],
    ['two characters after the surrogates, not a pair', '\ue000\ue000'],
  ])('counts %s as the encoder does', (_name, text) => {
    expect(utf8Length(text)).toBe(Buffer.byteLength(text));
  });
});

describe('isStoredEvent', () => {
  it('accepts an event as the queue wrote it', () => {
    expect(isStoredEvent(JSON.parse(JSON.stringify(makeEvent())))).toBe(true);
  });

  it.each([
    ['null', null],
    ['a text', 'event'],
    ['a number id', { ...makeEvent(), event_id: 42 }],
    ['an unknown type', { ...makeEvent(), type: 'telemetry' }],
    ['a malformed tracking id', { ...makeEvent(), event_tracking_id: 'b 1' }],
  ])('refuses %s', (_name, value) => {
    expect(isStoredEvent(value)).toBe(false);
  });
});

describe('parseStored', () => {
  it('reads nothing, or text that is not JSON, as undefined, and JSON as its value', () => {
    expect(parseStored(null)).toBeUndefined();
    expect(parseStored('[{"event_id":')).toBeUndefined();
    expect(parseStored('[1]')).toEqual([1]);
  });
});

describe('parseCursors', () => {
  it('keeps each tab’s [number, time] receipt', () => {
    expect(parseCursors(JSON.stringify({ b: [3, 1_700_000_000_000] }))).toEqual({ b: [3, 1_700_000_000_000] });
  });

  it.each([['nothing', null], ['text that is not JSON', '{"b":'], ['null', 'null'], ['a text', '"b"'], ['a list of numbers', '[3,4]']])(
    'reads %s as no receipts',
    (_name, raw) => {
      expect(parseCursors(raw)).toEqual({});
    },
  );

  it('drops receipts that are not a [number, number] list, and keeps the good ones', () => {
    const raw = JSON.stringify({
      object: { 0: 3, 1: 4 },
      textNumber: ['3', 4],
      textTime: [3, '4'],
      short: [3],
      good: [5, 6],
    });
    expect(parseCursors(raw)).toEqual({ good: [5, 6] });
  });
});
