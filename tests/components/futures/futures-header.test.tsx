import { act, screen, within } from '@testing-library/react';
import { FuturesHeader } from '../../../src/components/futures/FuturesHeader';
import { clockText } from '../../../src/components/futures/useCountdown';
import { markReceived } from '../../../store/futures.actions';
import '../../../store/futures.reducer';
import { initialPreferences } from '../../../store/preferences.slice';
import { streamBatchReceived, streamStarted, type StreamStatus } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

const NOW = Date.UTC(2026, 10, 25, 7, 59, 0);
const MARK = {
  symbol: 'BTCUSDT', markPrice: '97012.50', indexPrice: '97000.25', lastPrice: '97013', fundingRate: '0.0003', predictedFundingRate: '0.0001',
  nextFundingTime: Date.UTC(2026, 10, 25, 8, 0, 0), fundingIntervalMs: 8 * 3600_000, time: NOW,
};

function valueOf(name: string): string {
  const term = screen.getByText(name, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition').textContent ?? '';
}

describe('futures header strip', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows mark and index exactly, with the decimals the gateway gives them, the predicted funding rate, and counts down to the next funding every second', async () => {
    const { store } = await renderWithProviders(<FuturesHeader />, { path: '/futures/usdt/BTCUSDT' });
    expect(valueOf('Mark price')).toBe('—');
    act(() => void store.dispatch(markReceived(MARK)));
    expect(valueOf('Mark price')).toBe('97,012.50');
    expect(valueOf('Index price')).toBe('97,000.25');
    expect(valueOf('Funding rate')).toBe('+0.0100%');
    expect(valueOf('Next funding in')).toBe('00:01:00');
    act(() => void jest.advanceTimersByTime(1000));
    expect(valueOf('Next funding in')).toBe('00:00:59');
    act(() => void jest.advanceTimersByTime(60_000));
    expect(valueOf('Next funding in')).toBe('00:00:00');
  });

  it('counts down by the gateway\'s clock, which each mark carries, when the device\'s clock is off', async () => {
    const { store } = await renderWithProviders(<FuturesHeader />, { path: '/futures/usdt/BTCUSDT' });
    // The device's clock is five minutes behind the gateway's: by its own clock the funding is 6 minutes away.
    act(() => void store.dispatch(markReceived({ ...MARK, time: NOW + 5 * 60_000, nextFundingTime: NOW + 6 * 60_000 })));
    act(() => void jest.advanceTimersByTime(0));
    expect(valueOf('Next funding in')).toBe('00:01:00');
    act(() => void jest.advanceTimersByTime(1000));
    expect(valueOf('Next funding in')).toBe('00:00:59');
    // A later mark with the clocks as far apart keeps the count where it is.
    act(() => void store.dispatch(markReceived({ ...MARK, time: NOW + 5 * 60_000 + 1000, nextFundingTime: NOW + 6 * 60_000 })));
    expect(valueOf('Next funding in')).toBe('00:00:59');
  });

  it('dims its figures while the stream is cut, as the book and the trades are, and not once it is live again', async () => {
    const { store } = await renderWithProviders(<FuturesHeader />, { path: '/futures/usdt/BTCUSDT' });
    act(() => void store.dispatch(markReceived(MARK)));
    const strip = screen.getByLabelText('Perpetual contract');
    const status = (value: StreamStatus) => streamBatchReceived({ trades: [], klines: [], orders: [], fills: [], balances: [], status: { status: value, privateChannels: false } });
    expect(strip.hasAttribute('data-out-of-date')).toBe(false);
    act(() => void store.dispatch(status('stale')));
    expect(strip.hasAttribute('data-out-of-date')).toBe(true);
    act(() => void store.dispatch(status('reconnecting')));
    expect(strip.hasAttribute('data-out-of-date')).toBe(true);
    act(() => void store.dispatch(status('live')));
    expect(strip.hasAttribute('data-out-of-date')).toBe(false);
    expect(valueOf('Mark price')).toBe('97,012.50');
  });

  it('ticks the countdown each second without rendering the rest of the strip again', async () => {
    const { store } = await renderWithProviders(<FuturesHeader />, { path: '/futures/usdt/BTCUSDT' });
    act(() => void store.dispatch(markReceived(MARK)));
    const lookups = jest.spyOn(store, 'getState');
    act(() => void jest.advanceTimersByTime(3000));
    expect(valueOf('Next funding in')).toBe('00:00:57');
    // Every render of the strip reads the store (its mark); the countdown reads only the clock.
    expect(lookups).not.toHaveBeenCalled();
  });

  it('writes a negative rate in the locale (German) and drops the mark of another symbol', async () => {
    const { store } = await renderWithProviders(<FuturesHeader />, {
      path: '/futures/usdt/BTCUSDT',
      locale: 'de',
      preloadedState: { preferences: { ...initialPreferences, locale: 'de' } },
    });
    act(() => void store.dispatch(markReceived({ ...MARK, predictedFundingRate: '-0.000125' })));
    expect(valueOf('Finanzierungsrate')).toBe('-0,0125\u00a0%');
    expect(valueOf('Markpreis')).toBe('97.012,50');
    act(() => void store.dispatch(streamStarted({ symbol: 'ETHUSDT', interval: '1m', market: 'futures' })));
    expect(valueOf('Markpreis')).toBe('—');
  });

  it('writes hours past a day and never a negative time', () => {
    expect(clockText(8 * 3600_000 + 5_500)).toBe('08:00:05');
    expect(clockText(30 * 3600_000)).toBe('30:00:00');
    expect(clockText(0)).toBe('00:00:00');
  });
});
