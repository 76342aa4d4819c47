import { act, within } from '@testing-library/react';
import type { LocaleCode } from '../../../src/core/locales';
import { futuresBatchReceived, liquidationsLoaded } from '../../../store/futures.actions';
import { marketDecimalsLoaded, symbolRulesLoaded } from '../../../store/trading.actions';
import { cellsOf, renderAccountTab } from './account-tab';
import { LIQUIDATION, RULES } from './support';

const SHORT = { ...LIQUIDATION, id: '9', symbol: 'ETHUSDT', side: 'SHORT' as const, marginMode: 'CROSS' as const, size: '1.5', time: LIQUIDATION.time + 60_000 };

function renderTab(locale: LocaleCode = 'en') {
  return renderAccountTab(locale === 'de' ? 'Liquidationen' : 'Liquidations', locale);
}

describe('the liquidations tab', () => {
  it('shows a row per record, newest first: time, symbol, side, size, liquidation and fill price, margin lost and the insurance fund’s share', async () => {
    const { store, region } = await renderTab();
    act(() => void store.dispatch(liquidationsLoaded({ liquidations: [LIQUIDATION, SHORT], next: null, append: false })));
    const headers = within(region()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Time', 'Symbol', 'Side', 'Size', 'Liquidation price', 'Fill price', 'Margin lost', 'Insurance fund']);
    const [, newest, older] = within(region()).getAllByRole('row');
    expect(cellsOf(newest as HTMLElement).slice(1)).toEqual(['ETHUSDT Cross margin', 'Short', '1.5', '87,000.1', '86,990.5', '9.70 USDT', '0.01 USDT']);
    expect(cellsOf(older as HTMLElement).slice(1)).toEqual(['BTCUSDT Isolated margin', 'Long', '0.001', '87,000.1', '86,990.5', '9.70 USDT', '0.01 USDT']);
    expect(cellsOf(older as HTMLElement)[0]).toBe(new Date(LIQUIDATION.time).toLocaleString('en', { hour12: false }));
  });

  it('writes numbers and the time in the user’s locale', async () => {
    const { store, region } = await renderTab('de');
    act(() => void store.dispatch(liquidationsLoaded({ liquidations: [LIQUIDATION], next: null, append: false })));
    const [, row] = within(region()).getAllByRole('row');
    const cells = cellsOf(row as HTMLElement);
    expect(cells[0]).toBe(new Date(LIQUIDATION.time).toLocaleString('de', { hour12: false }));
    expect(cells.slice(2, 7)).toEqual(['Long', '0,001', '87.000,1', '86.990,5', '9,70 USDT']);
  });

  it('writes sizes and prices with each perpetual\'s own decimals and USDT to the cent, however many decimals the gateway sent', async () => {
    const { store, region } = await renderTab();
    const exact = {
      ...LIQUIDATION, size: '0.001000000000000000', markPrice: '87000.100000000000000000', price: '86990.54', marginLost: '150.000000000000000000',
      insuranceFundCover: '0',
    };
    const eth = { ...exact, id: '9', symbol: 'ETHUSDT', size: '1.5', markPrice: '3000', price: '2999.999', time: LIQUIDATION.time + 60_000 };
    // Before the exchange info, the workspace's rules give its own perpetual's decimals.
    act(() => {
      store.dispatch(symbolRulesLoaded(RULES));
      store.dispatch(liquidationsLoaded({ liquidations: [exact, eth], next: null, append: false }));
    });
    const rows = () => within(region()).getAllByRole('row').slice(1).map((row) => cellsOf(row).slice(3));
    expect(rows()[1]).toEqual(['0.001', '87,000.1', '86,990.5', '150.00 USDT', '0.00 USDT']);
    act(() => void store.dispatch(marketDecimalsLoaded({ BTCUSDT: { price: 1, qty: 3 }, ETHUSDT: { price: 2, qty: 3 } })));
    expect(rows()).toEqual([
      ['1.500', '3,000.00', '3,000.00', '150.00 USDT', '0.00 USDT'],
      ['0.001', '87,000.1', '86,990.5', '150.00 USDT', '0.00 USDT'],
    ]);
  });

  it('adds a liquidation the stream reports at the top, once even if a page brought it too', async () => {
    const { store, region } = await renderTab();
    act(() => void store.dispatch(liquidationsLoaded({ liquidations: [LIQUIDATION], next: null, append: false })));
    act(() => void store.dispatch(futuresBatchReceived({ positions: [], funding: [], liquidations: [SHORT, LIQUIDATION] })));
    const rows = within(region()).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row)[1])).toEqual(['ETHUSDT Cross margin', 'BTCUSDT Isolated margin']);
  });
});
