// Where the focus of a keyboard trader goes when what it was on goes: an order placed, an order cancelled, a level
// of the book gone. The browser would drop it to the page's start, and a screen reader with it.
import { act, fireEvent, screen } from '@testing-library/react';
import { OpenOrders, type PairScope } from '../../../src/components/trading/AccountPanels';
import { OrderBook } from '../../../src/components/trading/OrderBook';
import type { Order } from '../../../src/core/trading/contract/orders';
import type { Level } from '../../../src/core/trading/contract/primitives';
import { openOrdersLoaded, orderCancelRequested, streamBatchReceived, symbolRulesLoaded, type BookView } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';
import { SPOT_RULES } from '../../sagas/support/trading-rows';
import { renderOrderForm } from './support/order-form';

const ORDER = {
  orderId: '7', clientOrderId: 'c7', symbol: 'BTCUSDT', account: 'real', side: 'buy', type: 'limit', timeInForce: 'GTC', price: '50000',
  qty: '0.001', filledQty: '0', filledQuote: '0', status: 'new', cancelReason: null, createdAt: 1000, updatedAt: 1000, avgPrice: null,
} as unknown as Order;
const orderOf = (orderId: string) => ({ ...ORDER, orderId, clientOrderId: `c${orderId}` }) as Order;
const BTC: PairScope = { symbol: 'BTCUSDT', market: 'spot' };

describe('the focus of a keyboard trader', () => {
  it('stays on Buy while the order it placed goes, and a second press sends nothing more', async () => {
    const { actions } = await renderOrderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000.01' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.001' } });
    const buy = screen.getByRole('button', { name: 'Buy BTC' }) as HTMLButtonElement;
    buy.focus();
    fireEvent.click(buy);
    expect(buy.disabled).toBe(false);
    expect(buy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(buy);
    fireEvent.click(buy);
    expect(actions.filter((action) => action.type === 'trading/orderPlaceRequested')).toHaveLength(1);
  });

  it('stays on an order\'s Cancel while it goes, then moves to the next order\'s Cancel, and to the panel once none is left', async () => {
    const { store, actions } = await renderWithProviders(
      <div role="tabpanel" tabIndex={0} aria-label="Open orders">
        <OpenOrders scope={BTC} />
      </div>,
    );
    act(() => void store.dispatch(openOrdersLoaded([orderOf('9'), orderOf('8'), orderOf('7')])));
    const cancels = () => screen.getAllByRole('button', { name: 'Cancel' }) as HTMLButtonElement[];
    const second = cancels()[1]!;
    second.focus();
    fireEvent.click(second);
    expect(actions.filter((action) => action.type === orderCancelRequested.type)).toHaveLength(1);
    expect([second.disabled, second.getAttribute('aria-disabled'), document.activeElement === second]).toEqual([false, 'true', true]);
    fireEvent.click(second);
    expect(actions.filter((action) => action.type === orderCancelRequested.type)).toHaveLength(1);
    // The order is gone: its row's place is the next order's, whose Cancel takes the focus.
    act(() => void store.dispatch(openOrdersLoaded([orderOf('9'), orderOf('7')])));
    expect(document.activeElement).toBe(cancels()[1]);
    expect(cancels()[1]!.getAttribute('aria-describedby')).toContain('-7-');
    // The last row gone: the Cancel of the row now last.
    act(() => void store.dispatch(openOrdersLoaded([orderOf('9')])));
    expect(document.activeElement).toBe(cancels()[0]);
    act(() => void store.dispatch(openOrdersLoaded([])));
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Open orders' }));
  });

  it('goes from a level of the book that went to the price now in its place', async () => {
    const batch = (book: BookView) => streamBatchReceived({ book, trades: [], klines: [], orders: [], fills: [], balances: [] });
    const BIDS: Level[] = [['99.99', '1'], ['99.98', '2'], ['99.97', '3']];
    const view = await renderWithProviders(<OrderBook />);
    act(() => {
      view.store.dispatch(symbolRulesLoaded({ ...SPOT_RULES, tickSize: '0.01', priceDecimals: 2 }));
      view.store.dispatch(batch({ lastUpdateId: 1, asks: [['100.01', '1']], bids: BIDS.map(([price, qty]) => [price, qty]) }));
    });
    const bids = await screen.findByRole('list', { name: 'Bids' });
    bids.focus();
    fireEvent.keyDown(bids, { key: 'ArrowDown' });
    fireEvent.keyDown(bids, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('99.98');
    await act(async () => void view.store.dispatch(batch({ lastUpdateId: 2, asks: [['100.01', '1']], bids: [['99.99', '1'], ['99.97', '3']] })));
    expect(document.activeElement?.textContent).toBe('99.97');
  });
});
