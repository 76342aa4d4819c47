import { act, within } from '@testing-library/react';
import type { FundingPayment } from '../../../src/core/trading/contract/futures';
import { fundingLoaded } from '../../../store/futures.actions';
import { cellsOf, renderAccountTab } from './account-tab';

const PAID: FundingPayment = {
  id: '3', account: 'real', symbol: 'BTCUSDT', side: 'LONG', size: '0.1', markPrice: '100000', fundingRate: '0.0001',
  amount: '-1', asset: 'USDT', time: Date.UTC(2026, 2, 14, 8, 0, 0),
};
const RECEIVED: FundingPayment = { ...PAID, id: '2', side: 'SHORT', amount: '0.5', time: PAID.time - 3_600_000 };

const renderTab = () => renderAccountTab('Funding payments');

describe('the funding payments tab', () => {
  it('shows a row per payment under its headings: time, symbol, side, rate and the amount paid or received', async () => {
    const { store, region } = await renderTab();
    act(() => void store.dispatch(fundingLoaded({ payments: [PAID, RECEIVED], next: null, append: false })));
    const headings = within(region()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headings).toEqual(['Time', 'Symbol', 'Side', 'Funding rate', 'Payment']);
    const [, first, second] = within(region()).getAllByRole('row');
    expect(cellsOf(first!).slice(1)).toEqual(['BTCUSDT', 'Long', '+0.0100%', '-1 USDT']);
    expect(within(first!).getAllByRole('cell')[4]!.className).toContain('down');
    expect(cellsOf(second!).slice(2)).toEqual(['Short', '+0.0100%', '0.5 USDT']);
    expect(within(second!).getAllByRole('cell')[4]!.className).toContain('up');
  });

  it('writes a payment charged to the atom to 8 decimals, rounded half up as fees are, its sign kept', async () => {
    const { store, region } = await renderTab();
    const paid = { ...PAID, amount: '-0.315518775' };
    const received = { ...RECEIVED, amount: '0.0000000049' };
    act(() => void store.dispatch(fundingLoaded({ payments: [paid, received], next: null, append: false })));
    const [, first, second] = within(region()).getAllByRole('row');
    expect(cellsOf(first!)[4]).toBe('-0.31551878 USDT');
    expect(cellsOf(second!)[4]).toBe('0 USDT');
  });
});
