import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { FuturesOrderForm } from '../../../src/components/futures/FuturesOrderForm';
import { futuresBalanceLoaded, leverageSet, markReceived, positionsLoaded } from '../../../store/futures.actions';
import '../../../store/futures.reducer';
import { initialPreferences, showAssetToggled } from '../../../store/preferences.slice';
import { orderPlaced, orderRefused, streamBatchReceived, symbolRulesLoaded, type BookView } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { SOLUSDT_BRACKETS } from '../../../src/core/trading/futures/reference-tiers';
import { withMaintenanceAmounts } from '../../../src/core/trading/futures/risk-tiers';
import type { LocaleCode } from '../../../src/core/locales';
import { renderWithProviders } from '../../support/render';
import { order } from '../../sagas/support/trading-rows';
import { CROSS_BALANCE, CROSS_LONG, FUTURES_BALANCE, LOGGED_IN, RULES, markAt } from './support';

async function renderForm(trading = initialPreferences.trading, ui = <FuturesOrderForm symbol="BTCUSDT" />, locale: LocaleCode = 'en') {
  const view = await renderWithProviders(ui, {
    path: '/futures/usdt/BTCUSDT',
    locale,
    preloadedState: { ...LOGGED_IN, preferences: { ...initialPreferences, locale, trading } },
  });
  act(() => {
    view.store.dispatch(symbolRulesLoaded(RULES));
    view.store.dispatch(positionsLoaded({ positions: [], settings: [{ symbol: 'BTCUSDT', leverage: 10, marginMode: 'CROSS' }] }));
  });
  return view;
}

const placed = (actions: { type: string; payload?: unknown }[]) => actions.filter((action) => action.type === 'trading/orderPlaceRequested').map((action) => action.payload);

describe('futures order form', () => {
  it('is a form named "Place order" with a Leverage control showing the max position of its tier, an Amount field, Open long and Open short', async () => {
    const { store } = await renderForm();
    expect(screen.getByRole('form', { name: 'Place order' })).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Leverage' }) as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('Max position at 10x: 20,000,000 USDT')).toBeTruthy();
    act(() => void store.dispatch(leverageSet({ symbol: 'BTCUSDT', leverage: 100, maxNotional: '250000' })));
    expect(screen.getByText('Max position at 100x: 250,000 USDT')).toBeTruthy();
    expect(screen.getByLabelText('Amount')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open long' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open short' })).toBeTruthy();
  });

  it('lets no order go until the saved leverage and margin mode arrived, which it then shows and places with', async () => {
    const view = await renderWithProviders(<FuturesOrderForm symbol="BTCUSDT" />, { path: '/futures/usdt/BTCUSDT', preloadedState: LOGGED_IN });
    act(() => void view.store.dispatch(symbolRulesLoaded(RULES)));
    const buttons = () => ['Open long', 'Open short'].map((name) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled);
    expect(buttons()).toEqual([true, true]);
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(placed(view.actions)).toEqual([]);
    act(() => void view.store.dispatch(positionsLoaded({ positions: [], settings: [{ symbol: 'BTCUSDT', leverage: 7, marginMode: 'ISOLATED' }] })));
    expect(buttons()).toEqual([false, false]);
    expect((screen.getByRole('spinbutton', { name: 'Leverage' }) as HTMLInputElement).value).toBe('7');
    expect(screen.getByRole('radio', { name: 'Isolated margin' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(placed(view.actions)).toHaveLength(1);
  });

  it('keeps a keyboard trader\'s focus on Open long while the order goes, and sends it once however often it is pressed', async () => {
    const view = await renderWithProviders(<FuturesOrderForm symbol="BTCUSDT" />, { path: '/futures/usdt/BTCUSDT', preloadedState: LOGGED_IN });
    act(() => {
      view.store.dispatch(symbolRulesLoaded(RULES));
      view.store.dispatch(positionsLoaded({ positions: [], settings: [{ symbol: 'BTCUSDT', leverage: 7, marginMode: 'CROSS' }] }));
    });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
    const long = screen.getByRole('button', { name: 'Open long' }) as HTMLButtonElement;
    long.focus();
    fireEvent.click(long);
    expect([long.disabled, long.getAttribute('aria-disabled'), document.activeElement === long]).toEqual([false, 'true', true]);
    fireEvent.click(long);
    fireEvent.click(screen.getByRole('button', { name: 'Open short' }));
    expect(placed(view.actions)).toHaveLength(1);
  });

  it('takes no margin-mode or leverage choice before the symbol\'s rules, which come with the stream that starts the workflows sending it', async () => {
    const view = await renderWithProviders(<FuturesOrderForm symbol="BTCUSDT" />, { path: '/futures/usdt/BTCUSDT', preloadedState: LOGGED_IN });
    const controls = () => [
      (screen.getByRole('radio', { name: 'Cross margin' }) as HTMLInputElement).disabled,
      (screen.getByRole('radio', { name: 'Isolated margin' }) as HTMLInputElement).disabled,
      (screen.getByRole('spinbutton', { name: 'Leverage' }) as HTMLInputElement).disabled,
    ];
    expect(controls()).toEqual([true, true, true]);
    act(() => void view.store.dispatch(symbolRulesLoaded(RULES)));
    expect(controls()).toEqual([false, false, false]);
  });

  it('takes the leverage range and the max position from the shown symbol\'s own risk tiers', async () => {
    const view = await renderWithProviders(<FuturesOrderForm symbol="SOLUSDT" />, { path: '/futures/usdt/SOLUSDT', preloadedState: LOGGED_IN });
    const sol = { ...RULES, symbol: 'SOLUSDT', base: 'SOL', maxLeverage: 50, riskTiers: withMaintenanceAmounts(SOLUSDT_BRACKETS) };
    act(() => {
      view.store.dispatch(symbolRulesLoaded(sol));
      view.store.dispatch(positionsLoaded({ positions: [], settings: [{ symbol: 'SOLUSDT', leverage: 20, marginMode: 'CROSS' }] }));
    });
    expect(screen.getByRole('spinbutton', { name: 'Leverage' }).getAttribute('aria-valuemax')).toBe('50');
    expect(screen.getByText('Max position at 20x: 250,000 USDT')).toBeTruthy();
    act(() => void view.store.dispatch(leverageSet({ symbol: 'SOLUSDT', leverage: 50, maxNotional: '10000' })));
    expect(screen.getByText('Max position at 50x: 10,000 USDT')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Leverage' }), { target: { value: '51' } });
    fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'Leverage' }), { key: 'Enter' });
    expect(view.actions.filter((action) => action.type === 'futures/leverageChosen')).toEqual([]);
  });

  it('asks the gateway for a new leverage and margin mode, and ignores a leverage past the maximum', async () => {
    const { actions } = await renderForm();
    const leverage = screen.getByRole('spinbutton', { name: 'Leverage' });
    fireEvent.change(leverage, { target: { value: '126' } });
    fireEvent.keyDown(leverage, { key: 'Enter' });
    fireEvent.change(leverage, { target: { value: '25' } });
    fireEvent.keyDown(leverage, { key: 'Enter' });
    fireEvent.click(screen.getByRole('radio', { name: 'Isolated margin' }));
    expect(actions.filter((action) => /Chosen$/.test(action.type)).map((action) => [action.type, action.payload])).toEqual([
      ['futures/leverageChosen', { symbol: 'BTCUSDT', leverage: 25 }],
      ['futures/marginModeChosen', { symbol: 'BTCUSDT', marginMode: 'ISOLATED' }],
    ]);
  });

  it('stops saying an order rests in the book once the market filled it', async () => {
    const { store } = await renderForm();
    const resting = {
      orderId: '9', clientOrderId: 'f9', account: 'real', symbol: 'BTCUSDT', side: 'buy', type: 'limit', timeInForce: 'GTC', price: '97000.1', qty: '0.010',
      filledQty: '0.000', filledQuote: '0', status: 'new', cancelReason: null, createdAt: 1, updatedAt: 1, avgPrice: null, reduceOnly: false,
      closePosition: false, stopPrice: null, triggerBy: null, triggeredAt: null, entryOrderId: null,
    } as const;
    act(() => void store.dispatch(orderPlaced({ order: resting as never, fills: [], duplicate: false })));
    expect(screen.getByRole('status').textContent).toBe('Order placed: resting in the book.');
    const filled = { ...resting, filledQty: '0.010', filledQuote: '970.001', status: 'filled', avgPrice: '97000.1', updatedAt: 2 };
    act(() => void store.dispatch(streamBatchReceived({ book: null, trades: [], klines: [], orders: [filled as never], fills: [], balances: [] })));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says a market order stopped by its price protection filled part and why the rest expired, and a plain expiry only that it expired', async () => {
    const { store } = await renderForm();
    const status = () => screen.getByRole('status').textContent;
    const market = {
      orderId: '9', clientOrderId: 'f9', account: 'real', symbol: 'BTCUSDT', side: 'buy', type: 'market', timeInForce: 'IOC', price: null, qty: '0.010',
      filledQty: '0.004', filledQuote: '388', status: 'expired', cancelReason: 'priceProtection', createdAt: 1, updatedAt: 1, avgPrice: '97000', reduceOnly: false,
      closePosition: false, stopPrice: null, triggerBy: null, triggeredAt: null, entryOrderId: null,
    } as const;
    act(() => void store.dispatch(orderPlaced({ order: market as never, fills: [], duplicate: false })));
    expect(status()).toBe('Price protection: 0.004 of 0.01 BTC filled; the rest expired, as the book held nothing more within the band around the mark price.');
    act(() => void store.dispatch(orderPlaced({ order: { ...market, orderId: '10', clientOrderId: 'f10', cancelReason: 'unfilled' } as never, fills: [], duplicate: false })));
    expect(status()).toBe('The order expired with 0.004 of 0.01 BTC filled.');
  });

  it('sends a post-only reduce-only limit order as chosen, and tells the post-only refusal in words', async () => {
    const { actions, store } = await renderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000.1' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Time in force' }), { target: { value: 'postOnly' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reduce only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open short' }));
    expect(placed(actions)).toEqual([{ symbol: 'BTCUSDT', side: 'sell', type: 'limit', qty: '0.01', price: '97000.1', timeInForce: 'postOnly', reduceOnly: true }]);
    act(() => void store.dispatch(orderRefused({ code: '31007' })));
    expect(screen.getByRole('status').textContent).toBe('Post only: this price would trade at once, so the order was not placed.');
    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    expect(screen.queryByRole('combobox', { name: 'Time in force' })).toBeNull();
  });

  it('says how an order that got no verdict stands once the stream brings it', async () => {
    const { store } = await renderForm();
    const status = () => screen.getByRole('status').textContent;
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    act(() => void store.dispatch(orderRefused({ messageKey: 'orderAnswers.unreadable', clientOrderId: 'c9' })));
    expect(status()).toMatch(/may have been placed/);
    act(() => void store.dispatch(streamBatchReceived({ trades: [], klines: [], orders: [{ ...order('9', 'partiallyFilled'), filledQty: '0.004' }], fills: [], balances: [] })));
    expect(status()).toBe('Partly filled: 0.004 of 0.01 BTC; the rest is in the book.');
  });

  it('turns an amount in USDT into a coin quantity rounded down to the step, exactly, for a reduce-only short', async () => {
    const { actions } = await renderForm({ ...initialPreferences.trading, tradeUnit: 'usdt' });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000.1' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reduce only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open short' }));
    expect(placed(actions)).toEqual([{ symbol: 'BTCUSDT', side: 'sell', type: 'limit', qty: '0.010', price: '97000.1', timeInForce: 'GTC', reduceOnly: true }]);
  });

  it.each(['coin', 'usdt'] as const)('explains an amount in %s that is no number as digits with one decimal mark, and sends nothing', async (tradeUnit) => {
    const { actions } = await renderForm({ ...initialPreferences.trading, tradeUnit });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000.1' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1e3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the amount in digits, with at most one decimal mark (.).');
    expect(placed(actions)).toEqual([]);
  });

  it('refuses a limit price outside the band around the mark price, naming the band, and sends nothing', async () => {
    const { store, actions } = await renderForm();
    act(() => void store.dispatch(markReceived(markAt('50000'))));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open short' }));
    expect(screen.getByRole('alert').textContent).toBe('The price must be between 10,000.0 and 250,000.0 USDT, near the market price.');
    expect(placed(actions)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open short' }));
    expect(placed(actions)).toHaveLength(1);
  });

  it('renders for no move of the book or the mark: a market order in USDT reads the price it meets when placed', async () => {
    let renders = 0;
    const form = (
      <Profiler id="form" onRender={() => void (renders += 1)}>
        <FuturesOrderForm symbol="BTCUSDT" />
      </Profiler>
    );
    const { store, actions } = await renderForm({ ...initialPreferences.trading, tradeUnit: 'usdt' }, form);
    const frame = (book: BookView) => streamBatchReceived({ book, trades: [], klines: [], orders: [], fills: [], balances: [] });
    const settled = renders;
    act(() => {
      store.dispatch(markReceived(markAt('50000')));
      store.dispatch(markReceived(markAt('50001')));
    });
    expect(renders).toBe(settled);
    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1000' } });
    // An empty book: the mark prices the order, 1,000 USDT at 50,001 is 0.019 BTC (down to the step).
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    act(() => void store.dispatch(orderRefused({ code: '31006' })));
    const answered = renders;
    act(() => void store.dispatch(frame({ lastUpdateId: 1, asks: [['40000.0', '1']], bids: [['39999.9', '1']] })));
    act(() => void store.dispatch(frame({ lastUpdateId: 2, asks: [['25000.0', '1']], bids: [['24999.9', '1']] })));
    expect(renders).toBe(answered);
    // The best ask now: 1,000 USDT at 25,000 is 0.040 BTC.
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(placed(actions)).toEqual([
      { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.019' },
      { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.040' },
    ]);
  });

  it('asks once before an order with TP/SL, and "don\'t show again" places it and stops asking', async () => {
    const { actions, store } = await renderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'TP/SL' }));
    fireEvent.change(await screen.findByLabelText('Stop loss'), { target: { value: '95000' } });
    fireEvent.change(screen.getByLabelText('Trigger price type'), { target: { value: 'LAST' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(placed(actions)).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Place an order with TP/SL?' });
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't show this again" }));
    fireEvent.click(dialog.querySelector('button:last-child') as HTMLElement);
    expect(store.getState().preferences.trading.tipsDismissed.preTpsl).toBe(true);
    expect(placed(actions)).toEqual([
      { symbol: 'BTCUSDT', side: 'buy', type: 'limit', qty: '0.01', price: '97000', timeInForce: 'GTC', stopLoss: { stopPrice: '95000', triggerBy: 'LAST' } },
    ]);
    act(() => void store.dispatch(orderRefused({ code: '33007' })));
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(placed(actions)).toHaveLength(2);
  });

  it('shows a German user\'s price, amount and TP/SL with the German mark, and sends them with a point', async () => {
    const { actions } = await renderForm(initialPreferences.trading, <FuturesOrderForm symbol="BTCUSDT" />, 'de');
    const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
    const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
    type('Preis', '97000,5');
    type('Menge', '0,01');
    fireEvent.click(screen.getByRole('checkbox', { name: 'TP/SL' }));
    await screen.findByLabelText('Take-Profit');
    type('Take-Profit', '99000,5');
    type('Stop-Loss', '95000,');
    expect(['Preis', 'Menge', 'Take-Profit', 'Stop-Loss'].map((name) => field(name).value)).toEqual(['97000,5', '0,01', '99000,5', '95000,']);
    type('Stop-Loss', '95000,5');
    fireEvent.click(screen.getByRole('button', { name: 'Long eröffnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order mit TP/SL platzieren?' });
    fireEvent.click(dialog.querySelector('button:last-child') as HTMLElement);
    expect(placed(actions)).toEqual([
      {
        symbol: 'BTCUSDT', side: 'buy', type: 'limit', qty: '0.01', price: '97000.5', timeInForce: 'GTC',
        takeProfit: { stopPrice: '99000.5', triggerBy: 'MARK' }, stopLoss: { stopPrice: '95000.5', triggerBy: 'MARK' },
      },
    ]);
  });

  it('reads a German trader\'s grouped numbers as German does (97.000 is ninety-seven thousand) and says why "0.5" is no number there', async () => {
    const noAsk = { ...initialPreferences.trading, tipsDismissed: { ...initialPreferences.trading.tipsDismissed, preTpsl: true } };
    const { actions } = await renderForm(noAsk, <FuturesOrderForm symbol="BTCUSDT" />, 'de');
    const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
    type('Preis', '97.000');
    type('Menge', '0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Long eröffnen' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Prüfen Sie die Menge: „\.“ ist in Ihrer Sprache kein Dezimaltrennzeichen/);
    expect(placed(actions)).toEqual([]);
    type('Menge', '0,0015');
    fireEvent.click(screen.getByRole('button', { name: 'Long eröffnen' }));
    expect(screen.getByRole('alert').textContent).toContain('0,001');
    expect(placed(actions)).toEqual([]);
    type('Menge', '0,5');
    fireEvent.click(screen.getByRole('button', { name: 'Long eröffnen' }));
    expect(placed(actions)).toEqual([{ symbol: 'BTCUSDT', side: 'buy', type: 'limit', qty: '0.5', price: '97000', timeInForce: 'GTC' }]);
  });

  it('places a price typed up to its decimal mark ("97000.") as the whole number it names', async () => {
    const { actions } = await renderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000.' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(placed(actions)).toEqual([{ symbol: 'BTCUSDT', side: 'buy', type: 'limit', qty: '0.01', price: '97000', timeInForce: 'GTC' }]);
  });

  it('says a TP/SL that is no price at its field and places nothing; an empty one is none', async () => {
    const { actions } = await renderForm({ ...initialPreferences.trading, tipsDismissed: { ...initialPreferences.trading.tipsDismissed, preTpsl: true } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'TP/SL' }));
    const takeProfit = await screen.findByLabelText('Take profit');
    fireEvent.change(takeProfit, { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Stop loss'), { target: { value: '84000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Enter the price in digits, with at most one decimal mark (.).');
    expect([takeProfit.getAttribute('aria-invalid'), takeProfit.getAttribute('aria-describedby')]).toEqual(['true', error.id]);
    expect(placed(actions)).toEqual([]);
    fireEvent.change(takeProfit, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(placed(actions)).toEqual([
      { symbol: 'BTCUSDT', side: 'buy', type: 'limit', qty: '0.01', price: '97000', timeInForce: 'GTC', stopLoss: { stopPrice: '84000', triggerBy: 'MARK' } },
    ]);
  });

  it('offers no TP/SL with a reduce-only order, which has no position to open for them to guard', async () => {
    const { actions } = await renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'TP/SL' }));
    fireEvent.change(await screen.findByLabelText('Stop loss'), { target: { value: '95000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reduce only' }));
    const tpsl = screen.getByRole('checkbox', { name: 'TP/SL' }) as HTMLInputElement;
    expect([tpsl.checked, tpsl.disabled]).toEqual([false, true]);
    expect(screen.queryByLabelText('Stop loss')).toBeNull();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open short' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(placed(actions)).toEqual([{ symbol: 'BTCUSDT', side: 'sell', type: 'limit', qty: '0.01', price: '97000', timeInForce: 'GTC', reduceOnly: true }]);
    // Unticking reduce-only brings the TP/SL back as they were.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reduce only' }));
    expect((screen.getByLabelText('Stop loss') as HTMLInputElement).value).toBe('95000');
  });

  it('refuses an off-step amount before sending, and words a futures refusal by its code', async () => {
    const { actions, store } = await renderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.0005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    // With a step of 0.001 an amount off the step has more decimals than it: said as such, as on spot.
    expect(screen.getByRole('alert').textContent).toBe("Too many decimals: this pair's amount moves in steps of 0.001.");
    expect(placed(actions)).toEqual([]);
    // The gateway's refusal answers a submit that went: the amount on the step.
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(placed(actions)).toHaveLength(1);
    act(() => void store.dispatch(orderRefused({ code: '33007' })));
    expect(screen.getByRole('status').textContent).toBe('Not enough margin for this order.');
  });

  it('shows the available margin at the newest mark: a cross position\'s unrealized loss is not available', async () => {
    const { store } = await renderForm();
    act(() => {
      store.dispatch(positionsLoaded({ positions: [CROSS_LONG], settings: [{ symbol: 'BTCUSDT', leverage: 10, marginMode: 'CROSS' }] }));
      store.dispatch(futuresBalanceLoaded(CROSS_BALANCE));
    });
    expect(screen.getByText(/^Available/).textContent).toBe('Available: 4,100.00 USDT');
    act(() => void store.dispatch(markReceived(markAt('99000.5'))));
    expect(screen.getByText(/^Available/).textContent).toBe('Available: 4,000.05 USDT');
  });

  it('hides the available margin while balances are hidden', async () => {
    const { store } = await renderForm();
    act(() => {
      store.dispatch(futuresBalanceLoaded(FUTURES_BALANCE));
      store.dispatch(showAssetToggled());
    });
    expect(screen.getByText(/^Available/).textContent).toBe('Available: ******Balances hidden');
  });

  it('shows the available margin to the cent, never rounded up', async () => {
    const { store } = await renderForm();
    act(() => void store.dispatch(futuresBalanceLoaded({ ...FUTURES_BALANCE, availableBalance: '4986.8403477488' })));
    expect(screen.getByText(/^Available/).textContent).toBe('Available: 4,986.84 USDT');
    act(() => void store.dispatch(futuresBalanceLoaded({ ...FUTURES_BALANCE, availableBalance: '12.999' })));
    expect(screen.getByText(/^Available/).textContent).toBe('Available: 12.99 USDT');
  });
});
