import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Router, useNavigate, type Location, type Navigator } from 'react-router';
import { useLatestLocationReader } from '../../../src/components/router/useLatestLocationReader';

/** Says what the reader reads when "read" is pressed; "go" navigates to `to`. */
function Probe({ to = '/' }: { to?: string }) {
  const read = useLatestLocationReader();
  const navigate = useNavigate();
  const [seen, setSeen] = useState('');
  return (
    <>
      <button type="button" onClick={() => void navigate(to)}>
        go
      </button>
      <button
        type="button"
        onClick={() => {
          const { pathname, search, hash } = read();
          setSeen(`${pathname}${search}${hash}`);
        }}
      >
        read
      </button>
      <output>{seen}</output>
    </>
  );
}

function readNow(): string | null {
  fireEvent.click(screen.getByRole('button', { name: 'read' }));
  return screen.getByRole('status').textContent;
}

describe('the latest location reader', () => {
  it('reads the path under a basename, as the routes see it', async () => {
    render(
      <MemoryRouter basename="/app" initialEntries={['/app/login?x=1#top']}>
        <Probe to="/spot/BTCUSDT" />
      </MemoryRouter>,
    );
    expect(readNow()).toBe('/login?x=1#top');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'go' })));
    expect(readNow()).toBe('/spot/BTCUSDT');
  });

  it.each([
    ['/app', '/app', '/'],
    ['/app/', '/app/', '/'],
    ['/app/', '/app/wiki', '/wiki'],
  ])('under the basename %s reads %s as %s', (basename, entry, path) => {
    render(
      <MemoryRouter basename={basename} initialEntries={[entry]}>
        <Probe />
      </MemoryRouter>,
    );
    expect(readNow()).toBe(path);
  });

  it('falls back on the committed location under a router that keeps no history of its own', () => {
    const navigator: Navigator = { createHref: () => '', go: () => undefined, push: () => undefined, replace: () => undefined };
    const location: Location = { pathname: '/wiki', search: '?q=1', hash: '', state: null, key: 'default' };
    render(
      <Router location={location} navigator={navigator}>
        <Probe />
      </Router>,
    );
    expect(readNow()).toBe('/wiki?q=1');
  });
});
