// The two readings of the theme (DECISIONS.md "Theme"), one internal value.
import type { PrefsFlavour } from './prefs-cookie';

export type Theme = 'dark' | 'light';

const APP_LIGHT = new Set(['white', 'light', 'standard']);

/**
 * A saved theme as each shell reads it: the app takes white, light and standard
 * as light and anything else (black included) as dark; the events shell takes
 * white or black and falls back to white when the value is anything else.
 */
export function readSavedTheme(saved: unknown, flavour: PrefsFlavour): Theme {
  const value = typeof saved === 'string' ? saved.trim().toLowerCase() : '';
  if (flavour === 'events') return value === 'black' ? 'dark' : 'light';
  return APP_LIGHT.has(value) ? 'light' : 'dark';
}

/** `appTheme=dark|light` in the query forces the theme; anything else forces nothing. */
export function themeFromQuery(search: string): Theme | null {
  const value = new URLSearchParams(search).get('appTheme')?.trim().toLowerCase();
  return value === 'dark' || value === 'light' ? value : null;
}

/** The value saved in the preference cookie and storage. */
export function savedThemeValue(theme: Theme): 'black' | 'white' {
  return theme === 'dark' ? 'black' : 'white';
}

/** The `appTheme` request header (SPEC 4). */
export function themeHeaderValue(theme: Theme): 'dark' | 'standard' {
  return theme === 'dark' ? 'dark' : 'standard';
}
