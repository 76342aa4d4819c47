import { useEffect } from 'react';
import { THEME_COLORS } from '../config/constants';
import { useAppSelector } from '../../store/hooks';
import { selectTheme } from '../../store/preferences.slice';

/** The one place (after boot) that puts the theme on <html>: a class and a data attribute, and the theme colour. */
export function ThemeSync() {
  const theme = useAppSelector(selectTheme);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('theme-dark', 'theme-light');
    root.classList.add(`theme-${theme}`);
    root.dataset.theme = theme;
    // The browser's address bar and the installed app's title bar take the header's colour.
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme].surface);
  }, [theme]);
  return null;
}
