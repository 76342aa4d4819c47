import { fireEvent, screen } from '@testing-library/react';
import { SkipLink } from '../../../src/components/layout/SkipLink';
import { renderWithProviders } from '../../support/render';

function Page() {
  return (
    <>
      <SkipLink />
      <header>
        <a href="/spot/BTCUSDT">Spot</a>
      </header>
      <main id="main">
        <h1>BTCUSDT</h1>
      </main>
    </>
  );
}

describe('the skip link', () => {
  it('takes the keyboard past the header to the page\'s content, without a fragment in the address', async () => {
    await renderWithProviders(<Page />);
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link.getAttribute('href')).toBe('#main');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByRole('main').tabIndex).toBe(-1);
  });

  it('is said in the user\'s language', async () => {
    await renderWithProviders(<Page />, { locale: 'de' });
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeTruthy();
  });

  it('leaves the link to the browser on a page without content to skip to', async () => {
    await renderWithProviders(<SkipLink />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole('link', { name: 'Skip to content' }), click);
    expect(click.defaultPrevented).toBe(false);
  });
});
