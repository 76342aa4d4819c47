import { act } from '@testing-library/react';
import { ThemeSync } from '../../src/app/ThemeSync';
import { THEME_COLORS } from '../../src/config/constants';
import { renderWithProviders } from '../support/render';

test('the theme colour meta follows the theme, so the installed app\'s title bar matches the header', async () => {
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = THEME_COLORS.dark.surface;
  document.head.append(meta);
  const { store } = await renderWithProviders(<ThemeSync />);
  expect(meta.content).toBe(THEME_COLORS.dark.surface);
  act(() => void store.dispatch({ type: 'preferences/themeChanged', payload: 'light' }));
  expect(document.documentElement.dataset.theme).toBe('light');
  expect(meta.content).toBe(THEME_COLORS.light.surface);
  meta.remove();
});
