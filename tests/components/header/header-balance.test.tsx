// The header's balance: money the trader holds is never shown rounded up, and it follows the spot stream's balance
// frames (the wallet the Balances tab shows, put by sagas/market-stream.saga.ts), not only the signed read made when
// the session started.
import { act, screen } from '@testing-library/react';
import { AccountControls } from '../../../src/components/header/AccountControls';
import { formatAmount } from '../../../src/core/currency';
import { mapUserInfo } from '../../../src/core/user-info';
import { initialPreferences } from '../../../store/preferences.slice';
import { spotWalletFollowed, userInfoLoaded, type Balance } from '../../../store/user.slice';
import { renderWithProviders } from '../../support/render';

const info = mapUserInfo({ userInfo: { userId: '10000001', nickName: 'Demo' }, settings: {} });
const USD_EUR = { USD: { symbol: '$', rate: 1, fiatName: 'US Dollar' }, EUR: { symbol: '€', rate: 0.92, fiatName: 'Euro' } };

function showHeader(balances: Balance[] | null, currency: string | null = null) {
  return renderWithProviders(<AccountControls />, {
    preloadedState: {
      user: { info, status: 'loggedIn', balances, accounts: null },
      rates: { table: USD_EUR, supported: [], fetchedAt: 1, status: 'ready' },
      ...(currency ? { preferences: { ...initialPreferences, currency } } : {}),
    },
  });
}

const usdt = (available: string): Balance[] => [{ coin: 'USDT', available, frozen: '0' }];
/** The figure shown, without the words only a screen reader hears before it. */
const shown = () => screen.getByTestId('balance').textContent?.replace(/^Available balance /, '');

/** The header's figure for a USDT balance, as AccountControls writes it. */
const balanceText = (usdt: string, currency: string, table: typeof USD_EUR, locale: string) => formatAmount(usdt, currency, table, locale, { held: true });

describe('the header balance is never rounded up', () => {
  it('shows 9.999 USDT as $9.99, not $10.00', async () => {
    await showHeader(usdt('9.999'));
    expect(shown()).toBe('$9.99');
  });

  it('shows 0.9999999 USDT as $0.999999 (six decimals below one), not $1.00', async () => {
    await showHeader(usdt('0.9999999'));
    expect(shown()).toBe('$0.999999');
  });

  it('converts exactly and cuts: 10.01 USDT at 0.92 EUR is €9.2092, shown €9.20 (not €9.21)', async () => {
    await showHeader(usdt('10.01'), 'EUR');
    expect(shown()).toBe('€9.20');
  });

  it('writes money in the locale, cut the same way: 1234.5678 USDT in German is 1.234,56 $', () => {
    expect(balanceText('1234.5678', 'USD', USD_EUR, 'de')).toBe('1.234,56\u00a0$');
  });

  it('shows a dash for a balance that is no decimal, and zero as cents', () => {
    expect(balanceText('1e3', 'USD', USD_EUR, 'en')).toBe('—');
    expect(balanceText('0', 'USD', USD_EUR, 'en')).toBe('$0.00');
  });

  it('multiplies by a rate with decimals of its own exactly: 0.015 USDT at 151.2 is 2.268, shown 2.26', () => {
    const rates = { ...USD_EUR, CNY: { symbol: '¥', rate: 151.2, fiatName: 'Chinese Yuan' }, JPY: { symbol: '¥', rate: 151.2, fiatName: 'Japanese Yen' } };
    expect(balanceText('0.015', 'CNY', rates, 'en')).toBe('¥2.26');
    expect(balanceText('0.001', 'CNY', rates, 'en')).toBe('¥0.1512');
    // The yen is written without decimals: 2.268 is cut to 2.
    expect(balanceText('0.015', 'JPY', rates, 'en')).toBe('¥2');
  });

  it('keeps every digit of a balance too large for a binary float to hold exactly', () => {
    expect(balanceText('90071992547409.93', 'USD', USD_EUR, 'en')).toBe('$90,071,992,547,409.93');
  });
});

describe('the header balance follows the spot stream', () => {
  it('shows the balance a stream frame brings after a trade, and keeps the coins the frame did not name', async () => {
    const { store } = await showHeader([...usdt('1000'), { coin: 'BTC', available: '1', frozen: '0' }]);
    expect(shown()).toBe('$1,000.00');
    act(() => {
      store.dispatch(spotWalletFollowed({ userId: '10000001', rows: [{ asset: 'USDT', available: '30.129', frozen: '0' }], whole: false }));
    });
    expect(shown()).toBe('$30.12');
    expect(store.getState().user.balances).toEqual([
      { coin: 'USDT', available: '30.129', frozen: '0' },
      { coin: 'BTC', available: '1', frozen: '0' },
    ]);
  });

  it('takes the trading page\'s full read of the wallet as the wallet, coins gone from it included', async () => {
    const { store } = await showHeader([...usdt('1'), { coin: 'ETH', available: '2', frozen: '0' }]);
    act(() => void store.dispatch(spotWalletFollowed({ userId: '10000001', rows: [{ asset: 'USDT', available: '7', frozen: '3' }], whole: true })));
    expect(store.getState().user.balances).toEqual([{ coin: 'USDT', available: '7', frozen: '3' }]);
    expect(shown()).toBe('$7.00');
  });

  it('waits for a whole wallet before showing one: a frame\'s single coin is not a wallet', async () => {
    const { store } = await showHeader(null);
    act(() => {
      store.dispatch(spotWalletFollowed({ userId: '10000001', rows: [{ asset: 'BTC', available: '1', frozen: '0' }], whole: false }));
    });
    expect(screen.queryByTestId('balance')).toBeNull();
  });

  it('writes no rows read or streamed for another account than the session\'s (one a sub-account switch left)', async () => {
    const { store } = await showHeader(usdt('1000'));
    act(() => void store.dispatch(spotWalletFollowed({ userId: '10000002', rows: [{ asset: 'USDT', available: '7', frozen: '0' }], whole: true })));
    act(() => void store.dispatch(spotWalletFollowed({ userId: '10000002', rows: [{ asset: 'USDT', available: '8', frozen: '0' }], whole: false })));
    expect(shown()).toBe('$1,000.00');
  });

  it('writes no rows for an empty account id, even while the user read has none either', async () => {
    const { store } = await renderWithProviders(<AccountControls />, {
      preloadedState: { user: { info: { ...info!, userId: '' }, status: 'loggedIn', balances: usdt('1'), accounts: null } },
    });
    act(() => void store.dispatch(spotWalletFollowed({ userId: '', rows: [{ asset: 'USDT', available: '7', frozen: '0' }], whole: true })));
    expect(store.getState().user.balances).toEqual(usdt('1'));
  });

  it('drops the wallet held when the session moves to another account, and keeps it when the same user is read again', async () => {
    const { store } = await showHeader(usdt('1000'));
    act(() => void store.dispatch(userInfoLoaded(info)));
    expect(shown()).toBe('$1,000.00');
    act(() => void store.dispatch(userInfoLoaded(mapUserInfo({ userInfo: { userId: '10000002', nickName: 'Sub' }, settings: {} }))));
    expect(store.getState().user.balances).toBeNull();
    expect(screen.queryByTestId('balance')).toBeNull();
  });

  it('writes no wallet for a visitor who is not logged in (a frame that arrives after a logout)', async () => {
    const { store } = await renderWithProviders(<AccountControls />);
    act(() => void store.dispatch(spotWalletFollowed({ userId: '10000001', rows: [{ asset: 'USDT', available: '7', frozen: '0' }], whole: true })));
    expect(store.getState().user.balances).toBeNull();
  });
});
