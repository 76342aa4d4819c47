import Cookies from 'js-cookie';
import {
  PREFS_COOKIE_NAME,
  PREFS_VERSION,
  defaultPrefs,
  parsePrefs,
  prefsCookieAttributes,
  readPrefs,
  serializePrefs,
  writePrefs,
} from '../../src/core/prefs-cookie';
import type { PreferenceRecord } from '../../src/core/prefs-cookie';

const DAY_MS = 24 * 60 * 60 * 1000;

const CHOSEN: PreferenceRecord = {
  language: 'ja',
  unit: 'JPY',
  showAsset: false,
  theme: 'white',
  layout: 'left',
  valuationUnit: 2,
  login: true,
};

function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

beforeEach(clearCookies);

describe('defaultPrefs', () => {
  it('uses USD as the display unit in the app', () => {
    expect(defaultPrefs('app')).toEqual({
      language: '',
      unit: 'USD',
      showAsset: true,
      theme: 'black',
      layout: 'right',
      valuationUnit: 1,
      login: false,
    });
  });

  it('uses CNY as the display unit in the events shell', () => {
    expect(defaultPrefs('events')).toEqual({ ...defaultPrefs('app'), unit: 'CNY' });
  });

  it('returns a fresh object each time, so a caller cannot change the defaults', () => {
    const first = defaultPrefs('app');
    first.unit = 'EUR';
    expect(defaultPrefs('app').unit).toBe('USD');
  });
});

describe('parsePrefs', () => {
  it('reads back a serialized record', () => {
    expect(parsePrefs(serializePrefs(CHOSEN), 'app')).toEqual(CHOSEN);
  });

  it('tags the serialized record with the current version', () => {
    expect(JSON.parse(serializePrefs(CHOSEN))).toEqual({ v: PREFS_VERSION, ...CHOSEN });
    expect(PREFS_VERSION).toBe(1);
  });

  it.each([undefined, '', '{', 'not json', '{"v":1,', '\u0000'])('gives the defaults for %j', (raw) => {
    expect(parsePrefs(raw, 'app')).toEqual(defaultPrefs('app'));
    expect(parsePrefs(raw, 'events')).toEqual(defaultPrefs('events'));
  });

  it.each(['[]', '[1,2]', '42', '"text"', 'null', 'true'])('gives the defaults for the non-object JSON %s', (raw) => {
    expect(parsePrefs(raw, 'events')).toEqual(defaultPrefs('events'));
  });

  it('ignores a cookie too large to be ours', () => {
    const huge = JSON.stringify({ v: 1, ...CHOSEN, padding: 'x'.repeat(10_000) });
    expect(parsePrefs(huge, 'app')).toEqual(defaultPrefs('app'));
  });

  it('reads a cookie of exactly 4096 characters, the most a browser keeps', () => {
    const base = JSON.stringify({ v: 1, ...CHOSEN, padding: '' });
    const full = JSON.stringify({ v: 1, ...CHOSEN, padding: 'x'.repeat(4096 - base.length) });
    expect(full).toHaveLength(4096);
    expect(parsePrefs(full, 'app')).toEqual(CHOSEN);
    const over = JSON.stringify({ v: 1, ...CHOSEN, padding: 'x'.repeat(4097 - base.length) });
    expect(parsePrefs(over, 'app')).toEqual(defaultPrefs('app'));
  });

  it('fills missing fields from the flavour defaults', () => {
    expect(parsePrefs('{"v":1,"language":"de"}', 'events')).toEqual({ ...defaultPrefs('events'), language: 'de' });
  });

  it.each<[keyof PreferenceRecord, unknown]>([
    ['language', 'klingon'],
    ['language', 7],
    ['unit', 'U$D'],
    ['unit', 'DOLLARS'],
    ['unit', 'X'],
    ['unit', 100],
    ['showAsset', 'yes'],
    ['showAsset', 1],
    ['theme', '<script>'],
    ['theme', 'x'.repeat(40)],
    ['theme', false],
    ['layout', 'center'],
    ['layout', 'RIGHT'],
    ['valuationUnit', -1],
    ['valuationUnit', 1.5],
    ['valuationUnit', '2'],
    ['valuationUnit', null],
    ['login', 'true'],
    ['login', 0],
  ])('replaces only the bad field %s = %j with its default and keeps the others', (name, bad) => {
    const record = parsePrefs(JSON.stringify({ v: 1, ...CHOSEN, [name]: bad }), 'app');
    expect(record).toEqual({ ...CHOSEN, [name]: defaultPrefs('app')[name] });
  });

  it('keeps a valuation unit of 0', () => {
    expect(parsePrefs(JSON.stringify({ v: 1, ...CHOSEN, valuationUnit: 0 }), 'app').valuationUnit).toBe(0);
  });

  it('upper-cases the unit and lower-cases the theme', () => {
    const record = parsePrefs(JSON.stringify({ v: 1, ...CHOSEN, unit: 'usdt', theme: 'White' }), 'app');
    expect(record.unit).toBe('USDT');
    expect(record.theme).toBe('white');
  });

  it('stores a language written in another case under its canonical code', () => {
    expect(parsePrefs(JSON.stringify({ v: 1, language: 'zh-cn' }), 'app').language).toBe('zh-CN');
  });

  it('keeps the empty language that means "not chosen yet"', () => {
    expect(parsePrefs(JSON.stringify({ v: 1, ...CHOSEN, language: '' }), 'app').language).toBe('');
  });

  it('migrates an unversioned legacy record whose values are strings', () => {
    const legacy = JSON.stringify({
      language: 'fr',
      unit: 'eur',
      showAsset: 'false',
      theme: 'white',
      layout: 'left',
      valuationUnit: '3',
      login: 'true',
    });
    expect(parsePrefs(legacy, 'app')).toEqual({
      language: 'fr',
      unit: 'EUR',
      showAsset: false,
      theme: 'white',
      layout: 'left',
      valuationUnit: 3,
      login: true,
    });
  });

  it('migrates a legacy record that already held typed values', () => {
    const { v: _v, ...legacy } = JSON.parse(serializePrefs(CHOSEN)) as Record<string, unknown>;
    expect(parsePrefs(JSON.stringify(legacy), 'app')).toEqual(CHOSEN);
  });

  it.each([
    ['', 1],
    [' 5', 1],
    ['5 ', 1],
    ['1e3', 1],
    ['12', 12],
    ['123456789', 123456789],
    ['1234567890', 1],
    [null, 1],
    [[5], 1],
  ])('migrates a legacy valuation unit written as %j to %j: only a text of 1 to 9 digits is a number', (text, unit) => {
    const legacy = JSON.stringify({ language: 'fr', valuationUnit: text });
    expect(parsePrefs(legacy, 'app').valuationUnit).toBe(unit);
  });

  it('migrates a record tagged with version 0 like an unversioned one', () => {
    const record = parsePrefs(JSON.stringify({ v: 0, login: 'true', showAsset: 'false' }), 'app');
    expect(record).toMatchObject({ login: true, showAsset: false });
  });

  it.each(['0', -1, 0.5, null])('does not migrate a record whose version %j is not a whole number from 0', (v) => {
    const record = parsePrefs(JSON.stringify({ v, login: 'true', language: 'ru' }), 'app');
    expect(record).toEqual({ ...defaultPrefs('app'), language: 'ru' });
  });

  it('does not apply the legacy string conversion to a current record', () => {
    const record = parsePrefs(JSON.stringify({ v: 1, ...CHOSEN, login: 'true' }), 'app');
    expect(record.login).toBe(false);
  });

  it('keeps the fields it understands from a record of a future version', () => {
    const future = JSON.stringify({ v: 7, ...CHOSEN, layout: 'floating', chartStyle: 'candles' });
    expect(parsePrefs(future, 'app')).toEqual({ ...CHOSEN, layout: 'right' });
  });

  it('validates field by field when the version is unreadable', () => {
    expect(parsePrefs(JSON.stringify({ v: 'one', ...CHOSEN }), 'app')).toEqual(CHOSEN);
  });

  it('cannot be polluted through __proto__', () => {
    const record = parsePrefs('{"v":0,"__proto__":{"polluted":true},"language":"ru"}', 'app');
    expect(record.language).toBe('ru');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('serializePrefs', () => {
  it('drops properties that are not part of the record', () => {
    const extra = { ...CHOSEN, secret: 'token' } as PreferenceRecord;
    expect(serializePrefs(extra)).not.toContain('secret');
  });
});

describe('prefsCookieAttributes', () => {
  it('keeps the cookie 365 days on the whole site, SameSite=Lax', () => {
    expect(prefsCookieAttributes('http:')).toEqual({ expires: 365, path: '/', sameSite: 'Lax', secure: false });
  });

  it('marks the cookie Secure on https only', () => {
    expect(prefsCookieAttributes('https:').secure).toBe(true);
    expect(prefsCookieAttributes(undefined).secure).toBe(false);
  });
});

describe('writePrefs and readPrefs', () => {
  it('round-trips a record through the cookie', () => {
    expect(writePrefs(CHOSEN)).toBe(true);
    expect(readPrefs('app')).toEqual(CHOSEN);
    expect(readPrefs('events')).toEqual(CHOSEN);
  });

  it('reads the flavour defaults when there is no cookie', () => {
    expect(readPrefs('app')).toEqual(defaultPrefs('app'));
    expect(readPrefs('events')).toEqual(defaultPrefs('events'));
  });

  it('reads the defaults from a corrupt cookie', () => {
    document.cookie = `${PREFS_COOKIE_NAME}=%7Bbroken; path=/`;
    expect(readPrefs('events')).toEqual(defaultPrefs('events'));
  });

  it('writes one cookie that expires in 365 days, on path /, SameSite=Lax', () => {
    jest.useFakeTimers({ now: new Date('2030-01-15T12:00:00Z') });
    const written: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    try {
      writePrefs(CHOSEN);
    } finally {
      jest.useRealTimers();
    }

    expect(written).toHaveLength(1);
    const [pair = '', ...attributes] = (written[0] ?? '').split('; ');
    expect(pair.startsWith(`${PREFS_COOKIE_NAME}=`)).toBe(true);
    expect(attributes).toEqual(
      expect.arrayContaining([
        `expires=${new Date(Date.parse('2030-01-15T12:00:00Z') + 365 * DAY_MS).toUTCString()}`,
        'path=/',
        'sameSite=Lax',
      ]),
    );
    expect(attributes.some((attribute) => attribute.toLowerCase().startsWith('secure'))).toBe(false);
  });

  it('passes the 365-day attributes to js-cookie', () => {
    const set = jest.spyOn(Cookies, 'set');
    writePrefs(CHOSEN);
    expect(set).toHaveBeenCalledWith(PREFS_COOKIE_NAME, serializePrefs(CHOSEN), prefsCookieAttributes('http:'));
  });

  it('saves invalid fields as the defaults of the flavour', () => {
    writePrefs({ ...CHOSEN, unit: 'not a unit', layout: 'up' as 'left' }, 'events');
    expect(readPrefs('events')).toEqual({ ...CHOSEN, unit: 'CNY', layout: 'right' });
  });

  it('saves invalid fields as the app defaults when no flavour is given', () => {
    writePrefs({ ...CHOSEN, unit: 'not a unit' });
    expect(JSON.parse(Cookies.get(PREFS_COOKIE_NAME) ?? '{}')).toMatchObject({ unit: 'USD', language: 'ja' });
  });

  it('returns false instead of throwing when the cookie cannot be set', () => {
    jest.spyOn(Cookies, 'set').mockImplementation(() => {
      throw new Error('cookies blocked');
    });
    expect(writePrefs(CHOSEN)).toBe(false);
  });

  it('returns false when the browser silently drops the cookie', () => {
    jest.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    expect(writePrefs(CHOSEN)).toBe(false);
  });

  it('reads the defaults instead of throwing when cookies cannot be read', () => {
    jest.spyOn(Cookies, 'get').mockImplementation(() => {
      throw new Error('cookies blocked');
    });
    expect(readPrefs('app')).toEqual(defaultPrefs('app'));
  });
});
