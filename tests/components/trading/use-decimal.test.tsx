import { act, screen } from '@testing-library/react';
import { useDateTime, useTimeOfDay } from '../../../src/components/trading/useDecimal';
import { appLocales } from '../../../src/core/locales';
import { localeChanged } from '../../../store/preferences.slice';
import { renderWithProviders } from '../../support/render';

const MOMENTS = [0, Date.UTC(2025, 0, 31, 23, 59, 58), Date.UTC(2025, 6, 4, 9, 5, 7, 123)];

function Times() {
  const time = useTimeOfDay();
  const dateTime = useDateTime();
  return (
    <ul>
      {MOMENTS.map((ms) => (
        <li key={ms}>
          <span data-testid={`time-${ms}`}>{time(ms)}</span>
          <span data-testid={`date-time-${ms}`}>{dateTime(ms)}</span>
        </li>
      ))}
    </ul>
  );
}

describe('times of trades and orders', () => {
  it('writes in every app locale what toLocaleTimeString and toLocaleString write (24-hour clock)', async () => {
    const { store } = await renderWithProviders(<Times />);
    for (const locale of appLocales()) {
      act(() => void store.dispatch(localeChanged(locale.code)));
      for (const ms of MOMENTS) {
        expect([locale.code, screen.getByTestId(`time-${ms}`).textContent]).toEqual([locale.code, new Date(ms).toLocaleTimeString(locale.htmlLang, { hour12: false })]);
        expect([locale.code, screen.getByTestId(`date-time-${ms}`).textContent]).toEqual([locale.code, new Date(ms).toLocaleString(locale.htmlLang, { hour12: false })]);
      }
    }
  });

  it('keeps its formatters: switching languages back and forth makes none anew and none per row', async () => {
    const expected = new Date(MOMENTS[1]!).toLocaleTimeString('vi', { hour12: false });
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    // Each of these makes a formatter per call, which is what a row per trade per frame cannot afford.
    const perCall = [jest.spyOn(Date.prototype, 'toLocaleTimeString'), jest.spyOn(Date.prototype, 'toLocaleString')];
    try {
      const { store } = await renderWithProviders(<Times />);
      act(() => void store.dispatch(localeChanged('vi')));
      const warm = made.mock.calls.length;
      for (const locale of ['en', 'vi', 'en', 'vi'] as const) act(() => void store.dispatch(localeChanged(locale)));
      expect(screen.getByTestId(`time-${MOMENTS[1]}`).textContent).toBe(expected);
      expect(made.mock.calls.length).toBe(warm);
      expect(perCall.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    } finally {
      made.mockRestore();
      perCall.forEach((spy) => spy.mockRestore());
    }
  });
});
