import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { refusalText, type RefusedAction } from '../../../src/components/trading/refusal-text';
import { CATALOGS } from '../../../src/core/locales';
import { createI18n } from '../../../src/i18n/i18n';
import type { Translate } from '../../../src/i18n/translator';
import { leaves } from '../../i18n/catalog-tree';

let t: Translate;
beforeAll(async () => {
  t = (await createI18n('en')).translate;
});

const ACTIONS: RefusedAction[] = ['place', 'cancel', 'settings'];

describe('the words of a failed order call (refusalText)', () => {
  it('gives a known gateway code its own words, the futures ones first, then the spot ones, whatever the action', () => {
    for (const action of ACTIONS) {
      expect(refusalText(t, { code: '31010' }, action)).toBe('The order is already closed.');
      expect(refusalText(t, { code: '33003' }, action)).toBe('The margin mode cannot change while there is a position or an open order.');
    }
    expect(refusalText(t, { code: '33007' }, 'place')).toBe('Not enough margin for this order.');
    expect(refusalText(t, { code: '33007' }, 'cancel')).toBe('Not enough margin for this order.');
  });

  it('gives a setting a code’s words for a setting where the code’s own speak of an order: a leverage change refused', () => {
    expect(refusalText(t, { code: '33007' }, 'settings')).toBe('Not enough margin for this leverage.');
  });

  it('gives a transport failure the request layer\'s localized text, with its values', () => {
    expect(refusalText(t, { messageKey: 'errors.rateLimitedSeconds', values: { wait: 30 } }, 'cancel')).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(refusalText(t, { messageKey: 'errors.statusSystemBusy', values: { status: 503 } }, 'settings')).toBe('503: The system is busy');
    expect(refusalText(t, { messageKey: 'errors.network' }, 'place')).toBe('Network error, please check your connection and try again');
  });

  it('gives anything else the generic text of the action that failed, with the number of an unknown gateway code', () => {
    expect(ACTIONS.map((action) => refusalText(t, {}, action))).toEqual([
      'The order could not be placed.',
      'The order could not be cancelled.',
      'The setting could not be changed.',
    ]);
    expect(ACTIONS.map((action) => refusalText(t, { code: '31999' }, action))).toEqual([
      'The order could not be placed (code 31999).',
      'The order could not be cancelled (code 31999).',
      'The setting could not be changed (code 31999).',
    ]);
  });

  it('looks up only numeric codes, so a code can never pick a text that is not a code\'s own', () => {
    expect(refusalText(t, { code: 'other' }, 'cancel')).toBe('The order could not be cancelled (code other).');
    expect(refusalText(t, { code: '33010.x' }, 'place')).toBe('The order could not be placed (code 33010.x).');
  });

  it('words the generic texts in the user\'s language', async () => {
    const de = (await createI18n('de')).translate;
    expect(ACTIONS.map((action) => refusalText(de, {}, action))).toEqual([
      'Die Order konnte nicht aufgegeben werden.',
      'Die Order konnte nicht storniert werden.',
      'Die Einstellung konnte nicht geändert werden.',
    ]);
    expect(refusalText(de, { code: '31998' }, 'cancel')).toBe('Die Order konnte nicht storniert werden (Code 31998).');
  });
});

describe('the catalogs', () => {
  const catalog = (code: string) => leaves(JSON.parse(readFileSync(join(__dirname, '../../../src/i18n/locales', `${code}.json`), 'utf8')));
  const english = catalog('en');
  const FAILURE_KEYS = [...english.keys()].filter((key) => key.startsWith('trading.failure.'));

  it('have the generic failure texts in English', () => {
    expect(FAILURE_KEYS.sort()).toEqual(['cancel', 'cancelCode', 'place', 'settings', 'settingsCode'].map((name) => `trading.failure.${name}`));
  });

  it.each(CATALOGS.filter((code) => code !== 'en'))('%s words every generic failure text in its own language, not English', (code) => {
    const texts = catalog(code);
    expect(FAILURE_KEYS.filter((key) => typeof texts.get(key) !== 'string' || texts.get(key) === english.get(key))).toEqual([]);
  });
});
