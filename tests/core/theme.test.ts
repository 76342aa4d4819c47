import { readSavedTheme, savedThemeValue, themeFromQuery, themeHeaderValue } from '../../src/core/theme';

test.each([
  ['white', 'light'],
  ['light', 'light'],
  ['standard', 'light'],
  ['WHITE', 'light'],
  ['black', 'dark'],
  ['dark', 'dark'],
  ['purple', 'dark'],
  ['', 'dark'],
  [undefined, 'dark'],
  [42, 'dark'],
])('the app reads a saved theme %p as %s', (saved, theme) => {
  expect(readSavedTheme(saved, 'app')).toBe(theme);
});

test.each([
  ['white', 'light'],
  ['black', 'dark'],
  ['light', 'light'],
  ['dark', 'light'],
  ['purple', 'light'],
  [null, 'light'],
])('the events shell reads a saved theme %p as %s, falling back to white', (saved, theme) => {
  expect(readSavedTheme(saved, 'events')).toBe(theme);
});

test.each([
  ['?appTheme=dark', 'dark'],
  ['?appTheme=light', 'light'],
  ['?appTheme=LIGHT', 'light'],
  ['?appTheme=white', null],
  ['?appTheme=', null],
  ['', null],
])('appTheme in the query %p forces %p', (search, theme) => {
  expect(themeFromQuery(search)).toBe(theme);
});

test('the saved value is black or white and the request header is dark or standard', () => {
  expect(savedThemeValue('dark')).toBe('black');
  expect(savedThemeValue('light')).toBe('white');
  expect(themeHeaderValue('dark')).toBe('dark');
  expect(themeHeaderValue('light')).toBe('standard');
});

test('a saved theme with spaces around it is read as the word it holds', () => {
  expect(readSavedTheme('  White ', 'app')).toBe('light');
  expect(readSavedTheme(' BLACK ', 'events')).toBe('dark');
});

test('appTheme in the query is read without the spaces around it', () => {
  expect(themeFromQuery('?appTheme=%20Dark%20')).toBe('dark');
});
