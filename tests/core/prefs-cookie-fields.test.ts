// What the preference cookie keeps of a record field by field, and of a version this release has no step for: the
// edges of parsePrefs that the round trips of prefs-cookie.test.ts never reach.
import { PREFS_COOKIE_NAME, defaultPrefs, parsePrefs, readPrefs } from '../../src/core/prefs-cookie';

const app = defaultPrefs('app');
const parse = (record: unknown) => parsePrefs(JSON.stringify(record), 'app');

describe('the preference cookie, field by field', () => {
  it('reads no cookie at all as the defaults, without throwing', () => {
    expect(parsePrefs(undefined, 'app')).toEqual(app);
    expect(parsePrefs('', 'events')).toEqual(defaultPrefs('events'));
  });

  it.each([['null'], ['[]'], ['[{"theme":"light"}]'], ['"light"'], ['7']])('reads %s, which is no record, as the defaults', (raw) => {
    expect(parsePrefs(raw, 'app')).toEqual(app);
  });

  it('keeps the fields of a record whose version has no migration step (negative, fractional, text, newer), as they are', () => {
    for (const v of [-1, 0.5, '0', 2, null]) {
      // "true" as text would be a boolean after the legacy step; with no step applied it is no boolean, so the default.
      expect(parse({ v, theme: 'light', layout: 'left', showAsset: 'false', valuationUnit: 3 })).toEqual({
        ...app, theme: 'light', layout: 'left', showAsset: app.showAsset, valuationUnit: 3,
      });
    }
  });

  it('keeps the left layout and refuses a layout of another spelling', () => {
    expect(parse({ v: 1, layout: 'left' }).layout).toBe('left');
    expect(parse({ v: 1, layout: 'right' }).layout).toBe('right');
    expect(parse({ v: 1, layout: 'LEFT' }).layout).toBe(app.layout);
  });

  it.each([[-1], [1.5], ['2'], [Number.MAX_SAFE_INTEGER + 2], [null]])('refuses a valuation unit of %j', (valuationUnit) => {
    expect(parse({ v: 1, valuationUnit }).valuationUnit).toBe(app.valuationUnit);
  });

  it('refuses a unit or a theme that is no text', () => {
    expect(parse({ v: 1, unit: null, theme: null })).toEqual(app);
    expect(parse({ v: 1, unit: 42, theme: ['dark'] })).toEqual(app);
  });

  it('reads the record the browser holds in its cookie', () => {
    document.cookie = `${PREFS_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ v: 1, theme: 'light', unit: 'EUR' }))}; path=/`;
    try {
      expect(readPrefs('app')).toEqual({ ...app, theme: 'light', unit: 'EUR' });
    } finally {
      document.cookie = `${PREFS_COOKIE_NAME}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  });
});
