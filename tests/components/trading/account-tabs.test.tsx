import { act, fireEvent, screen, within } from '@testing-library/react';
import SpotAccountPanel, { Fills, OpenOrders, OrderHistory, type PairScope } from '../../../src/components/trading/AccountPanels';
import type { Fill, Order } from '../../../src/core/trading/contract/orders';
import { otherPairsHiddenChosen, selectTradingPreferences } from '../../../store/preferences.slice';
import { showAssetToggled } from '../../../store/preferences.slice';
import { balancesLoaded, fillsLoaded, fillsPageRequested, marketDecimalsLoaded, openOrdersLoaded, orderHistoryLoaded, orderHistoryPageRequested } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

const RULES = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', tickSize: '0.01', stepSize: '0.00001', minQty: '0.00001', maxQty: '100',
  minNotional: '5', priceDecimals: 2, qtyDecimals: 5, makerFee: '0.001', takerFee: '0.001', multiplierUp: '5', multiplierDown: '0.2', marketTakeBound: '0.05',
};
const ORDER: Order = {
  orderId: '7', clientOrderId: 'c7', symbol: 'BTCUSDT', account: 'real', side: 'buy', type: 'limit', timeInForce: 'GTC', price: '50000',
  qty: '0.001', filledQty: '0', filledQuote: '0', status: 'new', cancelReason: null, createdAt: 1000, updatedAt: 1000, avgPrice: null,
} as unknown as Order;
const FILL = {
  fillId: '9', orderId: '7', symbol: 'BTCUSDT', account: 'real', side: 'buy', price: '97247.3', qty: '0.0005', fee: '0.0000005', feeAsset: 'BTC',
  liquidity: 'taker', time: 2000,
} as unknown as Fill;

const BTC: PairScope = { symbol: 'BTCUSDT', market: 'spot' };
const DECIMALS = { BTCUSDT: { price: RULES.priceDecimals, qty: RULES.qtyDecimals }, ETHUSDT: { price: 1, qty: 4 } };

const cellsOf = (region: HTMLElement) => within(region).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('the account tabs', () => {
  it('write each order\'s price and amounts with its own symbol\'s decimals, as the book does, once the exchange info answered', async () => {
    const { store, container } = await renderWithProviders(<OpenOrders scope={BTC} />);
    act(() => void store.dispatch(openOrdersLoaded([ORDER, { ...ORDER, orderId: '8', symbol: 'ETHUSDT' } as Order])));
    expect(cellsOf(container).map((cells) => cells.slice(4, 8))).toEqual([['50,000', '—', '0.001', '0'], ['50,000', '—', '0.001', '0']]);
    act(() => void store.dispatch(marketDecimalsLoaded(DECIMALS)));
    // Newest first: ETHUSDT's order with its decimals (1 and 4), BTCUSDT's with its own (2 and 5).
    expect(cellsOf(container).map((cells) => cells.slice(4, 8))).toEqual([['50,000.0', '—', '0.0010', '0.0000'], ['50,000.00', '—', '0.00100', '0.00000']]);
  });

  it('name every cancel button "Cancel" and describe it by its order, so a screen reader says which one it cancels', async () => {
    const { store } = await renderWithProviders(<OpenOrders scope={BTC} />);
    act(() => void store.dispatch(marketDecimalsLoaded(DECIMALS)));
    act(() => void store.dispatch(openOrdersLoaded([ORDER, { ...ORDER, orderId: '8', symbol: 'ETHUSDT', side: 'sell', price: '3000', qty: '0.5' } as Order])));
    const buttons = screen.getAllByRole('button', { name: 'Cancel' });
    expect(buttons.map((button) => button.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent))).toEqual([
      ['ETHUSDT', 'Sell', '3,000.0', '0.5000'],
      ['BTCUSDT', 'Buy', '50,000.00', '0.00100'],
    ]);
  });

  it('list every pair\'s orders with their pair, the others linked to their own workspace', async () => {
    const { store, container } = await renderWithProviders(<OpenOrders scope={BTC} />);
    act(() => void store.dispatch(openOrdersLoaded([ORDER, { ...ORDER, orderId: '8', symbol: 'ETHUSDT' } as Order])));
    expect(cellsOf(container).map((cells) => cells[1])).toEqual(['ETHUSDT', 'BTCUSDT']);
    expect(screen.getByRole('link', { name: 'ETHUSDT' }).getAttribute('href')).toBe('/spot/ETHUSDT');
    // The workspace's own pair is where the trader is: no link to it.
    expect(screen.queryByRole('link', { name: 'BTCUSDT' })).toBeNull();
  });

  it('link a perpetual\'s order to the futures workspace of its pair', async () => {
    const { store } = await renderWithProviders(<OpenOrders scope={{ symbol: 'BTCUSDT', market: 'futures' }} />);
    act(() => void store.dispatch(openOrdersLoaded([{ ...ORDER, symbol: 'SOLUSDT' } as Order])));
    expect(screen.getByRole('link', { name: 'SOLUSDT' }).getAttribute('href')).toBe('/futures/usdt/SOLUSDT');
  });

  it('hide the other pairs\' orders, history and fills when the trader ticks "Hide other pairs", and keep the choice', async () => {
    const { store, container } = await renderWithProviders(
      <>
        <OpenOrders scope={BTC} />
        <OrderHistory scope={BTC} />
        <Fills scope={BTC} />
      </>,
    );
    act(() => {
      store.dispatch(openOrdersLoaded([ORDER, { ...ORDER, orderId: '8', symbol: 'ETHUSDT' } as Order]));
      store.dispatch(orderHistoryLoaded({ orders: [{ ...ORDER, orderId: '9', symbol: 'ETHUSDT' } as Order, ORDER], next: null, append: false }));
      store.dispatch(fillsLoaded({ fills: [{ ...FILL, fillId: '10', symbol: 'ETHUSDT' } as Fill, FILL], next: null, append: false }));
    });
    // Each table's rows of records (their header rows hold no cell).
    const pairs = () =>
      within(container)
        .getAllByRole('row')
        .flatMap((row) => within(row).queryAllByRole('cell').slice(1, 2))
        .map((cell) => cell.textContent);
    expect(pairs()).toEqual(['ETHUSDT', 'BTCUSDT', 'ETHUSDT', 'BTCUSDT', 'ETHUSDT', 'BTCUSDT']);
    const boxes = screen.getAllByRole('checkbox', { name: 'Hide other pairs' });
    expect(boxes).toHaveLength(3);
    fireEvent.click(boxes[1]!);
    expect(selectTradingPreferences(store.getState()).otherPairsHidden).toBe(true);
    // One choice for the three tabs.
    expect(screen.getAllByRole('checkbox', { name: 'Hide other pairs' }).map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(pairs()).toEqual(['BTCUSDT', 'BTCUSDT', 'BTCUSDT']);
    act(() => void store.dispatch(otherPairsHiddenChosen(false)));
    expect(pairs()).toHaveLength(6);
  });

  it('say there is no open order when the only ones are of other pairs, hidden', async () => {
    const { store } = await renderWithProviders(<OpenOrders scope={BTC} />);
    act(() => {
      store.dispatch(otherPairsHiddenChosen(true));
      store.dispatch(openOrdersLoaded([{ ...ORDER, symbol: 'ETHUSDT' } as Order]));
    });
    expect(screen.getByText('No open orders.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel all' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('say an empty history, fills or balances tab is empty, once nothing more is to be loaded, rather than show bare column names', async () => {
    const { store } = await renderWithProviders(
      <>
        <OrderHistory scope={BTC} />
        <Fills scope={BTC} />
        <SpotAccountPanel tab="balances" symbol="BTCUSDT" />
      </>,
    );
    act(() => {
      store.dispatch(otherPairsHiddenChosen(true));
      store.dispatch(orderHistoryLoaded({ orders: [{ ...ORDER, symbol: 'ETHUSDT' } as Order], next: '7', append: false }));
      store.dispatch(fillsLoaded({ fills: [{ ...FILL, symbol: 'ETHUSDT' } as Fill], next: '9', append: false }));
    });
    // An older page may still hold this pair's records: the tabs stay tables, with "Load more".
    expect(screen.queryByText('No orders yet.')).toBeNull();
    expect(screen.queryByText('No fills yet.')).toBeNull();
    expect(screen.getByText('No assets in this account yet.')).toBeTruthy();
    act(() => {
      store.dispatch(orderHistoryLoaded({ orders: [], next: null, append: true }));
      store.dispatch(fillsLoaded({ fills: [], next: null, append: true }));
      store.dispatch(balancesLoaded([{ asset: 'USDT', available: '10', frozen: '0' }]));
    });
    expect(screen.getByText('No orders yet.')).toBeTruthy();
    expect(screen.getByText('No fills yet.')).toBeTruthy();
    expect(screen.queryByText('No assets in this account yet.')).toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it.each([
    ['Order history', orderHistoryPageRequested.type, (next: string | null, append: boolean) => orderHistoryLoaded({ orders: [{ ...ORDER, orderId: append ? '6' : '7' } as Order], next, append })],
    ['Fills', fillsPageRequested.type, (next: string | null, append: boolean) => fillsLoaded({ fills: [{ ...FILL, fillId: append ? '8' : '9' } as Fill], next, append })],
  ] as const)('keep a keyboard trader\'s focus on %s\' "Load more" while the page loads, and on the panel once the last one came', async (tab, asked, page) => {
    const { store, actions } = await renderWithProviders(
      <div role="tabpanel" tabIndex={0} aria-label={tab}>
        <SpotAccountPanel tab={tab === 'Fills' ? 'fills' : 'orderHistory'} symbol="BTCUSDT" />
      </div>,
    );
    act(() => void store.dispatch(page('9', false)));
    const more = screen.getByRole('button', { name: 'Load more' }) as HTMLButtonElement;
    more.focus();
    fireEvent.click(more);
    fireEvent.click(more);
    expect(actions.filter((action) => action.type === asked)).toHaveLength(1);
    expect([more.disabled, more.getAttribute('aria-disabled'), document.activeElement === more]).toEqual([false, 'true', true]);
    act(() => void store.dispatch(page(null, true)));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: tab }));
  });

  it('show each coin\'s total, what is free and what open orders hold, the total added exactly, each figure named on a phone\'s card', async () => {
    const { store, container } = await renderWithProviders(<SpotAccountPanel tab="balances" symbol="BTCUSDT" />);
    act(() => void store.dispatch(balancesLoaded([{ asset: 'USDT', available: '9852.2376138', frozen: '0.1' }, { asset: 'BTC', available: '0.1', frozen: '0.2' }])));
    const rows = within(container).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['USDT', '9,852.3376138', '9,852.2376138', '0.1'],
      ['BTC', '0.3', '0.1', '0.2'],
    ]);
    expect(within(container).getAllByRole('columnheader').map((head) => head.textContent)).toEqual(['Asset', 'Total', 'Available', 'Frozen']);
    expect([...container.querySelectorAll('td')].slice(0, 3).map((cell) => cell.dataset['label'])).toEqual(['Total', 'Available', 'Frozen']);
  });

  it('hide each coin\'s figures while balances are hidden, keeping which coins the account holds', async () => {
    const { store, container } = await renderWithProviders(<SpotAccountPanel tab="balances" symbol="BTCUSDT" />);
    act(() => {
      store.dispatch(balancesLoaded([{ asset: 'USDT', available: '9852.2376138', frozen: '0.1' }]));
      store.dispatch(showAssetToggled());
    });
    const rows = within(container).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([['USDT', '******Balances hidden', '******Balances hidden', '******Balances hidden']]);
  });

  it('name a limit order\'s time in force beside its type when it is not GTC, and a market order\'s never', async () => {
    const { store, container } = await renderWithProviders(<OrderHistory scope={BTC} />);
    const closed = (orderId: string, fields: Partial<Order>) => ({ ...ORDER, orderId, status: 'expired', ...fields }) as Order;
    act(() => void store.dispatch(orderHistoryLoaded({
      orders: [
        closed('1', { timeInForce: 'GTC', status: 'canceled' }),
        closed('2', { timeInForce: 'IOC' }),
        closed('3', { timeInForce: 'FOK' }),
        closed('4', { timeInForce: 'postOnly', status: 'canceled' }),
        closed('5', { type: 'market', timeInForce: 'IOC', price: null }),
      ],
      next: null,
      append: false,
    })));
    expect(cellsOf(container).map((cells) => cells[3]).sort()).toEqual(['Limit', 'Limit · FOK', 'Limit · IOC', 'Limit · Post only', 'Market']);
  });

  it('show the average price an order filled at, to the symbol\'s decimals rounded half up, and a dash until it fills', async () => {
    const { store, container } = await renderWithProviders(<OpenOrders scope={BTC} />);
    // 0.003 BTC for 291.741 USDT: 97,247 exactly; 0.0003 for 29.174105: 97,247.016666... -> 97,247.02.
    const market = { ...ORDER, orderId: '10', type: 'market', price: null, qty: '0.003', filledQty: '0.003', filledQuote: '291.741', status: 'filled' } as Order;
    const partial = { ...ORDER, orderId: '11', price: '97300', qty: '0.001', filledQty: '0.0003', filledQuote: '29.174105', status: 'partiallyFilled' } as Order;
    act(() => {
      store.dispatch(marketDecimalsLoaded(DECIMALS));
      store.dispatch(openOrdersLoaded([market, partial]));
    });
    expect(cellsOf(container).map((cells) => cells.slice(4, 6))).toEqual([['97,300.00', '97,247.02'], ['Market price', '97,247.00']]);
  });

  it('write a fee of many decimals to 8, rounded half up, and without the zeros after its last digit', async () => {
    const { store, container } = await renderWithProviders(<Fills scope={BTC} />);
    const futuresFee = { ...FILL, fillId: '10', fee: '0.1062070650', feeAsset: 'USDT' };
    const roundFee = { ...FILL, fillId: '11', fee: '0.2500000000', feeAsset: 'USDT' };
    act(() => {
      store.dispatch(marketDecimalsLoaded(DECIMALS));
      store.dispatch(fillsLoaded({ fills: [futuresFee, roundFee], next: null, append: false }));
    });
    expect(cellsOf(container).map((cells) => cells[5])).toEqual(['0.25 USDT', '0.10620707 USDT']);
  });

  it('write a fill\'s price and amount with the symbol\'s decimals, and a fee of up to 8 decimals as it is', async () => {
    const { store, container } = await renderWithProviders(<Fills scope={BTC} />);
    act(() => {
      store.dispatch(marketDecimalsLoaded(DECIMALS));
      store.dispatch(fillsLoaded({ fills: [FILL], next: null, append: false }));
    });
    expect(cellsOf(container)[0]?.slice(3)).toEqual(['97,247.30', '0.00050', '0.0000005 BTC']);
  });
});
