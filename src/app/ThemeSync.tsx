import { useEffect } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectTheme } from '../../store/preferences.slice';

/** The one place (after boot) that puts the theme on <html>: a class and a data attribute. */
export function ThemeSync() {
  const theme = useAppSelector(selectTheme);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('theme-dark', 'theme-light');
    root.classList.add(`theme-${theme}`);
    root.dataset.theme = theme;
  }, [theme]);
  return null;
}
