import { fillNoticesSaga } from '../../sagas/fill-notices.saga';
import { ordersSaga } from '../../sagas/orders.saga';
import type { Order } from '../../src/core/trading/contract/orders';
import { toastShown } from '../../store/toasts.slice';
import { marketDecimalsLoaded, openOrdersLoaded, orderPlaced, ordersReadAgain, streamBatchReceived } from '../../store/trading.actions';
import { fakeMarket } from './support/fake-market';
import { order } from './support/trading-rows';
import { settle, tradingStore } from './support/trading-store';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const batch = (orders: Order[]) => streamBatchReceived({ trades: [], klines: [], orders, fills: [], balances: [] });
const filled = (base: Order, filledQty: string, filledQuote: string, status: Order['status']): Order => ({ ...base, filledQty, filledQuote, status });

function setup() {
  const harness = tradingStore(null, [fillNoticesSaga], { loggedIn: true });
  const notices = () =>
    harness.payloadsOf(toastShown.type).map((payload) => {
      const { kind, messageKey, values, numbers } = payload as ReturnType<typeof toastShown>['payload'];
      return { kind, messageKey, values, numbers };
    });
  return { ...harness, notices };
}

describe('fill notices', () => {
  it('tell a resting order each time the stream fills more of it, with the pair\'s decimals and the average price', async () => {
    const { store, notices } = setup();
    const resting = order('1');
    store.dispatch(marketDecimalsLoaded({ BTCUSDT: { price: 2, qty: 5 } }));
    store.dispatch(openOrdersLoaded([resting]));
    store.dispatch(batch([filled(resting, '0.004', '360', 'partiallyFilled')]));
    store.dispatch(batch([filled(resting, '0.01', '900', 'filled')]));
    await settle();
    expect(notices()).toEqual([
      {
        kind: 'notification',
        messageKey: 'orderAnswers.notices.buyPartial',
        values: { symbol: 'BTCUSDT', asset: 'BTC' },
        numbers: { filled: { value: '0.004', decimals: 5 }, qty: { value: '0.01', decimals: 5 }, price: { value: '90000.00', decimals: 2 } },
      },
      {
        kind: 'notification',
        messageKey: 'orderAnswers.notices.buyFilled',
        values: { symbol: 'BTCUSDT', asset: 'BTC' },
        numbers: { filled: { value: '0.01', decimals: 5 }, qty: { value: '0.01', decimals: 5 }, price: { value: '90000.00', decimals: 2 } },
      },
    ]);
  });

  it('tell a sell of another pair with that pair\'s decimals, and one of a pair whose decimals are not known as it is', async () => {
    const { store, notices } = setup();
    const eth = { ...order('2'), symbol: 'ETHUSDT', side: 'sell' as const, price: '3000', qty: '1' };
    const sol = { ...order('3'), symbol: 'SOLUSDT', side: 'sell' as const, price: '150', qty: '2' };
    store.dispatch(marketDecimalsLoaded({ ETHUSDT: { price: 1, qty: 4 } }));
    store.dispatch(openOrdersLoaded([eth, sol]));
    store.dispatch(batch([filled(eth, '1', '3000.5', 'filled'), filled(sol, '0.5', '75.25', 'partiallyFilled')]));
    await settle();
    expect(notices()).toEqual([
      expect.objectContaining({ messageKey: 'orderAnswers.notices.sellFilled', values: { symbol: 'ETHUSDT', asset: 'ETH' }, numbers: { filled: { value: '1', decimals: 4 }, qty: { value: '1', decimals: 4 }, price: { value: '3000.5', decimals: 1 } } }),
      expect.objectContaining({ messageKey: 'orderAnswers.notices.sellPartial', values: { symbol: 'SOLUSDT', asset: 'SOL' }, numbers: { filled: { value: '0.5', decimals: undefined }, qty: { value: '2', decimals: undefined }, price: { value: '150.50000000', decimals: undefined } } }),
    ]);
  });

  it('tell nothing of an order placed and filled at once, nor of a cancel, nor of a batch without orders', async () => {
    const { store, notices } = setup();
    const resting = order('1');
    store.dispatch(openOrdersLoaded([resting]));
    store.dispatch(batch([filled(order('9'), '0.01', '900', 'filled')]));
    store.dispatch(batch([{ ...resting, status: 'canceled' }]));
    store.dispatch(batch([]));
    await settle();
    expect(notices()).toEqual([]);
  });

  it('tell an order the form placed and the stream then fills, whichever of the answer and the stream came first', async () => {
    const { store, notices } = setup();
    const byAnswer = order('4');
    store.dispatch(orderPlaced({ order: byAnswer, fills: [], duplicate: false }));
    store.dispatch(batch([filled(byAnswer, '0.01', '900', 'filled')]));
    const byStream = order('5');
    store.dispatch(batch([byStream]));
    store.dispatch(batch([filled(byStream, '0.002', '180', 'partiallyFilled')]));
    await settle();
    expect(notices().map((notice) => notice.messageKey)).toEqual(['orderAnswers.notices.buyFilled', 'orderAnswers.notices.buyPartial']);
  });

  it('start from the open orders the store already holds', async () => {
    const resting = order('6');
    const harness = tradingStore(null, [], { loggedIn: true });
    harness.store.dispatch(openOrdersLoaded([resting]));
    const held = (harness.store.getState() as unknown as { trading: unknown }).trading;
    const { store, payloadsOf } = tradingStore(null, [fillNoticesSaga], { loggedIn: true, preloadedState: { trading: held } as never });
    store.dispatch(batch([filled(resting, '0.01', '900', 'filled')]));
    await settle();
    expect(payloadsOf(toastShown.type)).toHaveLength(1);
  });

  it('run with the order workflows, which the first trading page starts', async () => {
    const { store, payloadsOf } = tradingStore(fakeMarket(), [ordersSaga], { loggedIn: true });
    const resting = order('7');
    store.dispatch(openOrdersLoaded([resting]));
    store.dispatch(batch([filled(resting, '0.01', '900', 'filled')]));
    await settle();
    expect(payloadsOf(toastShown.type)).toHaveLength(1);
  });

  it('alert when a stop or a take-profit the tab held open fired but was cancelled unexecuted', async () => {
    const { store, notices } = setup();
    const stop = { ...order('8'), type: 'stopMarket', price: null } as unknown as Order;
    const takeProfit = { ...order('9'), type: 'takeProfitMarket', price: null } as unknown as Order;
    store.dispatch(openOrdersLoaded([stop, takeProfit]));
    store.dispatch(batch([{ ...stop, status: 'canceled', cancelReason: 'triggerFailed' } as unknown as Order]));
    store.dispatch(batch([{ ...takeProfit, status: 'canceled', cancelReason: 'triggerFailed' } as unknown as Order]));
    await settle();
    expect(notices()).toEqual([
      { kind: 'error', messageKey: 'orderAnswers.notices.stopFailed', values: { symbol: 'BTCUSDT' }, numbers: undefined },
      { kind: 'error', messageKey: 'orderAnswers.notices.takeProfitFailed', values: { symbol: 'BTCUSDT' }, numbers: undefined },
    ]);
  });

  it('alert when a stop or a take-profit the tab held open fired and expired unfilled at its price protection band', async () => {
    const { store, notices } = setup();
    const stop = { ...order('8'), type: 'stopMarket', price: null } as unknown as Order;
    const takeProfit = { ...order('9'), type: 'takeProfitMarket', price: null } as unknown as Order;
    store.dispatch(openOrdersLoaded([stop, takeProfit]));
    store.dispatch(batch([{ ...stop, status: 'expired', cancelReason: 'priceProtection' } as unknown as Order]));
    store.dispatch(batch([{ ...takeProfit, status: 'expired', cancelReason: 'priceProtection' } as unknown as Order]));
    await settle();
    expect(notices()).toEqual([
      { kind: 'error', messageKey: 'orderAnswers.notices.stopProtected', values: { symbol: 'BTCUSDT' }, numbers: undefined },
      { kind: 'error', messageKey: 'orderAnswers.notices.takeProfitProtected', values: { symbol: 'BTCUSDT' }, numbers: undefined },
    ]);
  });

  it('tell what the orders read again after a reconnect show of the orders held open, and compare the next batch with the open list read then', async () => {
    const { store, notices } = setup();
    const resting = order('1');
    const stop = { ...order('2'), type: 'stopMarket', price: null } as unknown as Order;
    const partly = order('3');
    store.dispatch(openOrdersLoaded([resting, stop, partly]));
    store.dispatch(
      ordersReadAgain([
        filled(resting, '0.01', '900', 'filled'),
        { ...stop, status: 'canceled', cancelReason: 'triggerFailed' } as unknown as Order,
        { ...filled(partly, '0.004', '360', 'partiallyFilled'), updatedAt: 2 },
        // Placed and filled while away from another tab: not this tab's to tell.
        filled(order('4'), '0.01', '900', 'filled'),
      ]),
    );
    store.dispatch(openOrdersLoaded([{ ...filled(partly, '0.004', '360', 'partiallyFilled'), updatedAt: 2 }]));
    // The stream's next update of order 3 fills no more than the read said: nothing to tell again.
    store.dispatch(batch([{ ...filled(partly, '0.004', '360', 'partiallyFilled'), updatedAt: 3 }]));
    await settle();
    expect(notices().map((notice) => notice.messageKey)).toEqual(['orderAnswers.notices.buyFilled', 'orderAnswers.notices.buyPartial', 'orderAnswers.notices.stopFailed']);
  });
});
