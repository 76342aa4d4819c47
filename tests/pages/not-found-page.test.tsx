import { screen } from '@testing-library/react';
import { NotFoundPage } from '../../src/pages/not-found/NotFoundPage';
import { renderWithProviders } from '../support/render';

describe('the page for an address the app does not know', () => {
  it('says so, links to spot trading, and stands in the page frame every page has (its margins, the main landmark\'s id)', async () => {
    await renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to spot trading' }).getAttribute('href')).toBe('/spot/BTCUSDT');
    const main = screen.getByRole('main');
    expect({ id: main.id, frame: main.classList.contains('page') }).toEqual({ id: 'main', frame: true });
  });
});
