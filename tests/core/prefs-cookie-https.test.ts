/**
 * @jest-environment-options {"url": "https://localhost/"}
 */
import Cookies from 'js-cookie';
import { PREFS_COOKIE_NAME, prefsCookieAttributes, serializePrefs, writePrefs } from '../../src/core/prefs-cookie';
import type { PreferenceRecord } from '../../src/core/prefs-cookie';

const CHOSEN: PreferenceRecord = {
  language: 'ja',
  unit: 'JPY',
  showAsset: false,
  theme: 'white',
  layout: 'left',
  valuationUnit: 2,
  login: true,
};

test('a page served over https writes the preference cookie with Secure', () => {
  expect(window.location.protocol).toBe('https:');
  const set = jest.spyOn(Cookies, 'set');

  writePrefs(CHOSEN);

  expect(set).toHaveBeenCalledWith(PREFS_COOKIE_NAME, serializePrefs(CHOSEN), prefsCookieAttributes('https:'));
  expect(prefsCookieAttributes('https:').secure).toBe(true);
});
