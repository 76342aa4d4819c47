import { act, within } from '@testing-library/react';
import { Fills, OpenOrders } from '../../../src/components/trading/AccountPanels';
import type { Fill, Order } from '../../../src/core/trading/contract/orders';
import { fillsLoaded, openOrdersLoaded, symbolRulesLoaded } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

const RULES = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', tickSize: '0.01', stepSize: '0.00001', minQty: '0.00001', maxQty: '100',
  minNotional: '5', priceDecimals: 2, qtyDecimals: 5, makerFee: '0.001', takerFee: '0.001', multiplierUp: '5', multiplierDown: '0.2',
};
const ORDER: Order = {
  orderId: '7', clientOrderId: 'c7', symbol: 'BTCUSDT', account: 'real', side: 'buy', type: 'limit', timeInForce: 'GTC', price: '50000',
  qty: '0.001', filledQty: '0', filledQuote: '0', status: 'new', cancelReason: null, createdAt: 1000, updatedAt: 1000, avgPrice: null,
} as unknown as Order;
const FILL = {
  fillId: '9', orderId: '7', symbol: 'BTCUSDT', account: 'real', side: 'buy', price: '97247.3', qty: '0.0005', fee: '0.0000005', feeAsset: 'BTC',
  liquidity: 'taker', time: 2000,
} as unknown as Fill;

const cellsOf = (region: HTMLElement) => within(region).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('the account tabs', () => {
  it('write an order\'s price and amounts with the symbol\'s decimals, as the book does, once its rules are known', async () => {
    const { store, container } = await renderWithProviders(<OpenOrders symbol="BTCUSDT" />);
    act(() => void store.dispatch(openOrdersLoaded([ORDER, { ...ORDER, orderId: '8', symbol: 'ETHUSDT' } as Order])));
    expect(cellsOf(container).map((cells) => cells.slice(3, 7))).toEqual([['50,000', '—', '0.001', '0'], ['50,000', '—', '0.001', '0']]);
    act(() => void store.dispatch(symbolRulesLoaded(RULES)));
    // Newest first: ETHUSDT's order keeps its figures as they are (these are not its decimals), BTCUSDT's takes them.
    expect(cellsOf(container).map((cells) => cells.slice(3, 7))).toEqual([['50,000', '—', '0.001', '0'], ['50,000.00', '—', '0.00100', '0.00000']]);
  });

  it('show the average price an order filled at, to the symbol\'s decimals rounded half up, and a dash until it fills', async () => {
    const { store, container } = await renderWithProviders(<OpenOrders symbol="BTCUSDT" />);
    // 0.003 BTC for 291.741 USDT: 97,247 exactly; 0.0003 for 29.174105: 97,247.016666... -> 97,247.02.
    const market = { ...ORDER, orderId: '10', type: 'market', price: null, qty: '0.003', filledQty: '0.003', filledQuote: '291.741', status: 'filled' } as Order;
    const partial = { ...ORDER, orderId: '11', price: '97300', qty: '0.001', filledQty: '0.0003', filledQuote: '29.174105', status: 'partiallyFilled' } as Order;
    act(() => {
      store.dispatch(symbolRulesLoaded(RULES));
      store.dispatch(openOrdersLoaded([market, partial]));
    });
    expect(cellsOf(container).map((cells) => cells.slice(3, 5))).toEqual([['97,300.00', '97,247.02'], ['Market price', '97,247.00']]);
  });

  it('write a fill\'s price and amount with the symbol\'s decimals, and its fee as it is', async () => {
    const { store, container } = await renderWithProviders(<Fills />);
    act(() => {
      store.dispatch(symbolRulesLoaded(RULES));
      store.dispatch(fillsLoaded({ fills: [FILL], next: null, append: false }));
    });
    expect(cellsOf(container)[0]?.slice(2)).toEqual(['97,247.30', '0.00050', '0.0000005 BTC']);
  });
});
