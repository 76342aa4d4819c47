import { act, fireEvent, screen } from '@testing-library/react';
import { WorkspaceGrid } from '../../../src/components/trading/WorkspaceGrid';
import { renderWithProviders } from '../../support/render';

/** A window whose width the test sets: matchMedia answers the workspace's phone query by it, and reports changes. */
function fakeWindowWidth(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max !== null && current <= Number(max[1]);
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const PANELS = {
  chart: <p>chart content</p>,
  book: <p>book content</p>,
  trades: <p>trades content</p>,
  form: <input aria-label="Price" defaultValue="" />,
  account: <p>account content</p>,
};

describe('the workspace grid', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('on a wide screen renders every panel', async () => {
    fakeWindowWidth(1366);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    for (const text of ['chart content', 'book content', 'trades content', 'account content']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('on a phone opens on the order form, and renders the book and the trades only while their tab is shown', async () => {
    fakeWindowWidth(412);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    expect(screen.getByRole('tab', { name: 'Trade' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('book content')).toBeNull();
    expect(screen.queryByText('trades content')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Book' }));
    expect(screen.getByText('book content')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    expect(screen.getByText('trades content')).toBeTruthy();
    expect(screen.queryByText('book content')).toBeNull();
  });

  it('on a phone makes the chart only when its tab is first shown, and keeps it after', async () => {
    fakeWindowWidth(412);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    expect(screen.queryByText('chart content')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Book' }));
    expect(screen.queryByText('chart content')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Chart' }));
    expect(screen.getByText('chart content')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Book' }));
    expect(screen.getByText('chart content')).toBeTruthy();
  });

  it('makes the chart when a phone-sized window grows past the breakpoint', async () => {
    const window = fakeWindowWidth(412);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    expect(screen.queryByText('chart content')).toBeNull();
    window.resize(1366);
    expect(screen.getByText('chart content')).toBeTruthy();
  });

  it('keeps the chart and a half-typed order mounted while another tab is shown', async () => {
    fakeWindowWidth(412);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Chart' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Trade' }));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Trade' }));
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('97000');
    expect(screen.getByText('chart content')).toBeTruthy();
  });

  it('renders the hidden panels again when the window grows past the phone breakpoint', async () => {
    const window = fakeWindowWidth(767);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    expect(screen.queryByText('trades content')).toBeNull();
    window.resize(768);
    expect(screen.getByText('book content')).toBeTruthy();
    expect(screen.getByText('trades content')).toBeTruthy();
  });
});
