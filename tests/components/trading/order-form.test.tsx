import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { OrderForm } from '../../../src/components/trading/OrderForm';
import { balancesLoaded, bookPricePicked, orderPlaced, orderRefused, streamBatchReceived, type BookView } from '../../../store/trading.actions';
import { order } from '../../sagas/support/trading-rows';
import { showAssetToggled } from '../../../store/preferences.slice';
import { renderOrderForm } from './support/order-form';

describe('order form', () => {
  it('is a form named "Place order" with Limit and Market tabs, Price and Amount fields and Buy BTC / Sell BTC', async () => {
    await renderOrderForm();
    expect(screen.getByRole('form', { name: 'Place order' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Limit' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Market' })).toBeTruthy();
    expect(screen.getByLabelText('Price')).toBeTruthy();
    expect(screen.getByLabelText('Amount')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy BTC' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    expect(screen.getByRole('button', { name: 'Sell BTC' })).toBeTruthy();
  });

  it('links price, amount and total exactly, and a book click fills the price', async () => {
    const { store } = await renderOrderForm();
    act(() => void store.dispatch(bookPricePicked('0.1')));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.0003' } });
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('0.1');
    expect((screen.getByLabelText('Total') as HTMLInputElement).value).toBe('0.00003');
  });

  it('shows a German user\'s price, amount and total with the German mark, and sends them with a point', async () => {
    const { actions, store } = await renderOrderForm({ locale: 'de' });
    const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
    act(() => void store.dispatch(bookPricePicked('98000.00')));
    expect(field('Preis').value).toBe('98000,00');
    fireEvent.change(field('Menge'), { target: { value: '0,01' } });
    expect(field('Menge').value).toBe('0,01');
    expect(field('Gesamt').value).toBe('980');
    fireEvent.change(field('Preis'), { target: { value: '97000,5' } });
    expect(field('Preis').value).toBe('97000,5');
    expect(field('Gesamt').value).toBe('970,005');
    fireEvent.click(screen.getByRole('button', { name: 'BTC kaufen' }));
    expect(actions.find((action) => action.type === 'trading/orderPlaceRequested')?.payload).toEqual({
      symbol: 'BTCUSDT', side: 'buy', type: 'limit', qty: '0.01', price: '97000.5', timeInForce: 'GTC',
    });
  });

  it('refuses a price finer than the tick, saying it has too many decimals, and sends nothing', async () => {
    const { actions } = await renderOrderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000.001' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(screen.getByRole('alert').textContent).toBe("Too many decimals: this pair's price moves in steps of 0.01.");
    expect(actions.some((action) => action.type === 'trading/orderPlaceRequested')).toBe(false);
  });

  it('places a valid order, and shows the gateway\'s refusal by its code', async () => {
    const { actions, store } = await renderOrderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000.01' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(actions.find((action) => action.type === 'trading/orderPlaceRequested')?.payload).toEqual({
      symbol: 'BTCUSDT', side: 'buy', type: 'limit', qty: '0.001', price: '97000.01', timeInForce: 'GTC',
    });
    act(() => void store.dispatch(orderRefused({ code: '31006' })));
    expect(screen.getByRole('status').textContent).toBe('Not enough available balance.');
  });

  it('says how an order that got no verdict stands once the stream brings it, and nothing of it once the trader moved on', async () => {
    const { store } = await renderOrderForm();
    const status = () => screen.getByRole('status').textContent;
    const resting = order('9', 'new');
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '90000' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    act(() => void store.dispatch(orderRefused({ messageKey: 'trading.form.unanswered', clientOrderId: resting.clientOrderId })));
    expect(status()).toBe('No answer came in time: the order may have been placed. Submitting the same order again will not place it twice.');
    // Another order of the account changes nothing.
    act(() => void store.dispatch(streamBatchReceived({ trades: [], klines: [], orders: [order('8', 'new')], fills: [], balances: [] })));
    expect(status()).toMatch(/^No answer came in time/);
    act(() => void store.dispatch(streamBatchReceived({ trades: [], klines: [], orders: [resting], fills: [], balances: [] })));
    expect(status()).toBe('Order placed: resting in the book.');
    act(() => void store.dispatch(streamBatchReceived({ trades: [], klines: [], orders: [{ ...order('9', 'filled', 2), filledQty: '0.01' }], fills: [], balances: [] })));
    expect(status()).toBe('Filled: 0.01 BTC.');

    // A change to the order after the refusal: what comes of the earlier order is the tabs' to tell, not the form's.
    act(() => void store.dispatch(orderRefused({ messageKey: 'errors.network', clientOrderId: 'c10' })));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.02' } });
    act(() => void store.dispatch(streamBatchReceived({ trades: [], klines: [], orders: [order('10', 'new')], fills: [], balances: [] })));
    expect(status()).toBe('');
  });

  it('says a market order stopped by its price protection filled part and why the rest expired, and an IOC remainder only that it closed', async () => {
    const { store } = await renderOrderForm();
    const status = () => screen.getByRole('status').textContent;
    const market = { ...order('6', 'expired'), type: 'market', timeInForce: 'IOC', price: null, qty: '0.01', filledQty: '0.004', filledQuote: '388', cancelReason: 'priceProtection' } as const;
    act(() => void store.dispatch(orderPlaced({ order: market, fills: [], duplicate: false })));
    expect(status()).toBe('Price protection: 0.004 of 0.01 BTC filled; the rest expired, as the book held nothing more within the band around the market price.');
    act(() => void store.dispatch(orderPlaced({ order: { ...market, orderId: '7', clientOrderId: 'c7', cancelReason: 'unfilled' }, fills: [], duplicate: false })));
    expect(status()).toBe('The order closed with 0.004 of 0.01 BTC filled.');
  });

  it('sends a limit order with the time in force chosen, says what that rule does, tells each rule\'s outcome, and shows no choice for a market order', async () => {
    const { actions, store } = await renderOrderForm();
    const rule = screen.getByRole('combobox', { name: 'Time in force' }) as HTMLSelectElement;
    // GTC, the default, needs no word; each other rule says what it does, and the select is described by it.
    expect(rule.value).toBe('GTC');
    expect(rule.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/rests in the book|cancelled|not placed/)).toBeNull();
    expect(Array.from(rule.options, (option) => option.textContent)).toEqual(['GTC', 'IOC', 'FOK', 'Post only']);
    const placed = () => actions.filter((action) => action.type === 'trading/orderPlaceRequested').map((action) => (action.payload as { timeInForce?: string }).timeInForce);
    const status = () => screen.getByRole('status').textContent;
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000.01' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.001' } });
    const place = (value: string, hint: string) => {
      fireEvent.change(rule, { target: { value } });
      expect(screen.getByText(hint).id).toBe(rule.getAttribute('aria-describedby'));
      fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    };

    place('IOC', 'Immediate or cancel: fills what it can now; the rest is cancelled.');
    const expired = { orderId: '5', clientOrderId: 'c5', account: 'real', symbol: 'BTCUSDT', side: 'buy', type: 'limit', timeInForce: 'IOC', price: '97000.01', qty: '0.001', filledQty: '0.0004', filledQuote: '38.8', status: 'expired', cancelReason: 'unfilled', createdAt: 1, updatedAt: 1 } as const;
    act(() => void store.dispatch(orderPlaced({ order: expired, fills: [], duplicate: false })));
    expect(status()).toBe('The order closed with 0.0004 of 0.001 BTC filled.');
    place('FOK', 'Fill or kill: fills the whole amount now, or is not placed.');
    act(() => void store.dispatch(orderRefused({ code: '31008' })));
    expect(status()).toBe('Fill or kill: the book cannot fill the whole amount now, so the order was not placed.');
    place('postOnly', 'Only adds to the book: not placed if it would trade at once.');
    act(() => void store.dispatch(orderRefused({ code: '31007' })));
    expect(status()).toBe('Post only: this price would trade at once, so the order was not placed.');
    expect(placed()).toEqual(['IOC', 'FOK', 'postOnly']);
    fireEvent.change(rule, { target: { value: 'GTC' } });
    expect(rule.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Only adds to the book: not placed if it would trade at once.')).toBeNull();

    // A value the list does not hold (a page script, an extension) changes nothing.
    fireEvent.change(rule, { target: { value: 'GTD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(placed().at(-1)).toBe('GTC');
    // Market orders are always immediate: no choice shown, none sent.
    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    expect(screen.queryByRole('combobox', { name: 'Time in force' })).toBeNull();
  });

  it('stops saying an order rests in the book once the market filled it or it was cancelled', async () => {
    const { store } = await renderOrderForm();
    const status = () => screen.getByRole('status').textContent;
    const resting = { orderId: '7', clientOrderId: 'c7', account: 'real', symbol: 'BTCUSDT', side: 'buy', type: 'limit', timeInForce: 'GTC', price: '97000.01', qty: '0.001', filledQty: '0', filledQuote: '0', status: 'new', cancelReason: null, createdAt: 1, updatedAt: 1 } as const;
    const frame = (order: typeof resting | { [key: string]: unknown }) =>
      streamBatchReceived({ book: null, trades: [], klines: [], orders: [order as typeof resting], fills: [], balances: [] });
    act(() => void store.dispatch(orderPlaced({ order: resting, fills: [], duplicate: false })));
    expect(status()).toBe('Order placed: resting in the book.');
    // The stream telling the order as it was placed changes nothing.
    act(() => void store.dispatch(frame(resting)));
    expect(status()).toBe('Order placed: resting in the book.');
    // The market fills it: the notice and the tabs say so; the form no longer says it rests.
    act(() => void store.dispatch(frame({ ...resting, filledQty: '0.001', filledQuote: '97.00001', status: 'filled', updatedAt: 2 })));
    expect(status()).toBe('');

    act(() => void store.dispatch(orderPlaced({ order: { ...resting, orderId: '8', clientOrderId: 'c8' }, fills: [], duplicate: false })));
    expect(status()).toBe('Order placed: resting in the book.');
    act(() => void store.dispatch(frame({ ...resting, orderId: '8', clientOrderId: 'c8', status: 'canceled', cancelReason: 'user', updatedAt: 3 })));
    expect(status()).toBe('');
  });

  it('renders for no move of the book: the best price is read when the trader acts', async () => {
    let renders = 0;
    const { store, actions } = await renderOrderForm({
      ui: (
        <Profiler id="form" onRender={() => void (renders += 1)}>
          <OrderForm symbol="BTCUSDT" />
        </Profiler>
      ),
    });
    const frame = (book: BookView) => streamBatchReceived({ book, trades: [], klines: [], orders: [], fills: [], balances: [] });
    act(() => void store.dispatch(frame({ lastUpdateId: 1, asks: [['100.00', '1'], ['100.02', '1']], bids: [['99.99', '1']] })));
    const settled = renders;
    act(() => void store.dispatch(frame({ lastUpdateId: 2, asks: [['100.01', '2'], ['100.03', '1']], bids: [['99.98', '4']] })));
    act(() => void store.dispatch(frame({ lastUpdateId: 3, asks: [['100.00', '1'], ['100.01', '2']], bids: [['99.98', '4']] })));
    expect(renders).toBe(settled);
    // A market buy of 0.04 BTC meets the best ask: 4 USDT at 100, under the 5 USDT minimum, so it is refused...
    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(screen.getByRole('alert').textContent).toBe('The order value must be at least 5 USDT.');
    expect(actions.some((action) => action.type === 'trading/orderPlaceRequested')).toBe(false);
    // ...and once the best ask is 200, the same order is 8 USDT and goes.
    act(() => void store.dispatch(frame({ lastUpdateId: 4, asks: [['200.00', '1']], bids: [['199.99', '1']] })));
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(actions.find((action) => action.type === 'trading/orderPlaceRequested')?.payload).toEqual({
      symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.04',
    });
  });

  it('hides what can be spent while balances are hidden, and says so to a screen reader', async () => {
    const { store } = await renderOrderForm();
    const available = () => screen.getByText(/^Available/).textContent;
    act(() => void store.dispatch(balancesLoaded([{ asset: 'USDT', available: '9558.78', frozen: '0' }])));
    act(() => void store.dispatch(showAssetToggled()));
    expect(available()).toBe('Available: ******Balances hidden');
    act(() => void store.dispatch(showAssetToggled()));
    expect(available()).toBe('Available: 9,558.78 USDT');
  });

  it('shows what can be spent as a trader reads it, USDT to the cent and the coin to its step, never rounded up, and a share takes the exact balance', async () => {
    const { store } = await renderOrderForm();
    const available = () => screen.getByText(/^Available/).textContent;
    act(() => void store.dispatch(balancesLoaded([
      { asset: 'USDT', available: '9558.7832428004', frozen: '0' },
      { asset: 'BTC', available: '0.123456789', frozen: '0' },
    ])));
    expect(available()).toBe('Available: 9,558.78 USDT');
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    expect(available()).toBe('Available: 0.12345 BTC');
    act(() => void store.dispatch(balancesLoaded([{ asset: 'BTC', available: '2', frozen: '0' }])));
    expect(available()).toBe('Available: 2.00000 BTC');
    fireEvent.click(screen.getByRole('radio', { name: 'Buy' }));
    act(() => void store.dispatch(bookPricePicked('1')));
    act(() => void store.dispatch(balancesLoaded([{ asset: 'USDT', available: '0.019999', frozen: '0' }])));
    expect(available()).toBe('Available: 0.01 USDT');
    fireEvent.change(screen.getByRole('slider'), { target: { value: '100' } });
    // 100% of the exact 0.019999 USDT at a price of 1, to the step: not of the 0.01 shown.
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('0.01999');
  });

  describe('a market buy of a share of the balance', () => {
    const frame = (book: BookView) => streamBatchReceived({ book, trades: [], klines: [], orders: [], fills: [], balances: [] });
    // 2 BTC at 100, then 10 at 200: 1,000 USDT buys 2 + 800 / 200 = 6 BTC walking them, not 1,000 / 100 = 10.
    const BOOK: BookView = { lastUpdateId: 1, asks: [['100.00', '2'], ['200.00', '10']], bids: [['99.99', '1']] };
    const placed = (actions: { type: string; payload?: unknown }[]) =>
      actions.filter((action) => action.type === 'trading/orderPlaceRequested').map((action) => action.payload);

    it('at 100 % takes what the balance pays for walking the asks, which is sent', async () => {
      const { store, actions } = await renderOrderForm();
      act(() => void store.dispatch(frame(BOOK)));
      fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
      fireEvent.change(screen.getByRole('slider'), { target: { value: '100' } });
      expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('6.00000');
      fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(placed(actions)).toEqual([{ symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '6.00000' }]);
    });

    it('at 100 % takes the share again of the asks as they are when Buy is pressed, which moved since the slider did', async () => {
      const { store, actions } = await renderOrderForm();
      act(() => void store.dispatch(frame(BOOK)));
      fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
      fireEvent.change(screen.getByRole('slider'), { target: { value: '100' } });
      expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('6.00000');
      // The asks rise: 2 at 100 are gone, 6 BTC now cost more than the balance; 1,000 buys 1,000 / 200 = 5.
      act(() => void store.dispatch(frame({ lastUpdateId: 2, asks: [['200.00', '10']], bids: [['99.99', '1']] })));
      fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(placed(actions)).toEqual([{ symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '5.00000' }]);
      expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('5.00000');
    });

    it('keeps a typed amount as typed, and refuses it when the asks moved beyond the balance', async () => {
      const { store, actions } = await renderOrderForm();
      act(() => void store.dispatch(frame(BOOK)));
      fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
      fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '6' } });
      act(() => void store.dispatch(frame({ lastUpdateId: 2, asks: [['200.00', '10']], bids: [['99.99', '1']] })));
      fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
      expect(screen.getByRole('alert').textContent).toBe('Not enough available balance.');
      expect(placed(actions)).toEqual([]);
    });

    it('refuses an amount the balance cannot pay for walking the asks, before sending it', async () => {
      const { store, actions } = await renderOrderForm();
      act(() => void store.dispatch(frame(BOOK)));
      fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
      // 7 BTC: 200 + 5 x 200 = 1,200 USDT, where 7 x 100 would be 700.
      fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '7' } });
      fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
      expect(screen.getByRole('alert').textContent).toBe('Not enough available balance.');
      expect(placed(actions)).toEqual([]);
    });
  });

  describe('amount, total and share follow the side, the type and the price', () => {
    const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
    const shareLabel = () => screen.getByText(/% of available$/).textContent;

    it('forgets a share of the buy balance when Sell is chosen, with the amount it set', async () => {
      const { store } = await renderOrderForm();
      act(() => void store.dispatch(balancesLoaded([{ asset: 'USDT', available: '1000', frozen: '0' }, { asset: 'BTC', available: '0.5', frozen: '0' }])));
      fireEvent.change(field('Price'), { target: { value: '60000' } });
      fireEvent.change(screen.getByRole('slider'), { target: { value: '100' } });
      expect([shareLabel(), field('Amount').value, field('Total').value]).toEqual(['100% of available', '0.01666', '999.6']);
      fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
      expect([shareLabel(), field('Amount').value, field('Total').value]).toEqual(['0% of available', '', '']);
      expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('0');
    });

    it('keeps a typed amount when the side changes, its total at the price the order meets', async () => {
      const { store } = await renderOrderForm();
      act(() => void store.dispatch(streamBatchReceived({ book: { lastUpdateId: 1, asks: [['100.00', '5']], bids: [['90.00', '5']] }, trades: [], klines: [], orders: [], fills: [], balances: [] })));
      fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
      fireEvent.change(field('Amount'), { target: { value: '0.5' } });
      expect(field('Estimated total').value).toBe('50');
      fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
      expect([field('Amount').value, field('Estimated total').value]).toEqual(['0.5', '45']);
    });

    it('works the total out again at the limit price when the type changes from Market', async () => {
      const { store } = await renderOrderForm();
      act(() => void store.dispatch(streamBatchReceived({ book: { lastUpdateId: 1, asks: [['100.00', '5']], bids: [['90.00', '5']] }, trades: [], klines: [], orders: [], fills: [], balances: [] })));
      fireEvent.change(field('Price'), { target: { value: '60' } });
      fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
      fireEvent.change(field('Estimated total'), { target: { value: '20' } });
      expect(field('Amount').value).toBe('0.20000');
      fireEvent.click(screen.getByRole('tab', { name: 'Limit' }));
      expect([field('Price').value, field('Amount').value, field('Total').value]).toEqual(['60', '0.20000', '12']);
      // ...and back at the market's best ask.
      fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
      expect(field('Estimated total').value).toBe('20');
    });

    it('no longer calls the amount a share once the balance it was taken of changes (an order placed, a fill), and keeps the amount', async () => {
      const { store } = await renderOrderForm({ wallet: [{ asset: 'USDT', available: '1000', frozen: '0' }, { asset: 'BTC', available: '1', frozen: '0' }] });
      fireEvent.change(field('Price'), { target: { value: '100' } });
      fireEvent.change(screen.getByRole('slider'), { target: { value: '50' } });
      expect([shareLabel(), field('Amount').value]).toEqual(['50% of available', '5.00000']);
      // The other side's coin moving says nothing of this share.
      const balanceFrame = (asset: string, available: string, frozen: string) =>
        streamBatchReceived({ trades: [], klines: [], orders: [], fills: [], balances: [{ asset, available, frozen }] });
      act(() => void store.dispatch(balanceFrame('BTC', '2', '0')));
      expect(shareLabel()).toBe('50% of available');
      // 500 USDT frozen by the order placed: the same 5 BTC are now all of what is available, not half.
      act(() => void store.dispatch(balanceFrame('USDT', '500', '500')));
      expect([shareLabel(), field('Amount').value, field('Total').value]).toEqual(['0% of available', '5.00000', '500']);
      expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('0');
    });

    it('takes a buy share again at a new limit price, a price clicked in the book, or the market', async () => {
      const { store } = await renderOrderForm();
      act(() => void store.dispatch(streamBatchReceived({ book: { lastUpdateId: 1, asks: [['100.00', '2'], ['200.00', '10']], bids: [['90.00', '5']] }, trades: [], klines: [], orders: [], fills: [], balances: [] })));
      fireEvent.change(field('Price'), { target: { value: '500' } });
      fireEvent.change(screen.getByRole('slider'), { target: { value: '50' } });
      expect([shareLabel(), field('Amount').value, field('Total').value]).toEqual(['50% of available', '1.00000', '500']);
      fireEvent.change(field('Price'), { target: { value: '250' } });
      expect([shareLabel(), field('Amount').value, field('Total').value]).toEqual(['50% of available', '2.00000', '500']);
      act(() => void store.dispatch(bookPricePicked('125.00')));
      expect([field('Amount').value, field('Total').value]).toEqual(['4.00000', '500']);
      // A market buy walks the asks: 2 at 100, then 300 / 200.
      fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
      expect([shareLabel(), field('Amount').value]).toEqual(['50% of available', '3.50000']);
    });
  });
});
