// What the spot order form and the open-orders tab say when placing or cancelling fails, followed from the request
// layer's typed error through the real order sagas to the screen; and that a new submit replaces the last result.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ordersSaga } from '../../../sagas/orders.saga';
import { ApiError } from '../../../src/api/errors';
import { OpenOrders } from '../../../src/components/trading/AccountPanels';
import { OrderForm } from '../../../src/components/trading/OrderForm';
import { TradingPaths } from '../../../src/core/trading/contract/paths';
import { balancesLoaded, openOrdersLoaded, streamBatchReceived, symbolRulesLoaded } from '../../../store/trading.actions';
import { otherPairsHiddenChosen } from '../../../store/preferences.slice';
import { selectOrders } from '../../../store/trading.selectors';
import { order, SPOT_RULES } from '../../sagas/support/trading-rows';
import type { Reply } from '../../sagas/support/fake-market';
import { gatewayRefusal, httpFailure, INTERNAL_CODE, PLACEMENT_FAILURES, renderWithSagas, settleUi, TRANSPORT_FAILURES, transportFailure } from './refusal-support';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function renderForm(answers: Record<string, Reply> = {}, locale = 'en') {
  const view = await renderWithSagas(<OrderForm symbol="BTCUSDT" />, { answers, sagas: [ordersSaga], locale });
  act(() => {
    view.store.dispatch(symbolRulesLoaded(SPOT_RULES));
    view.store.dispatch(balancesLoaded([{ asset: 'USDT', available: '1000', frozen: '0' }]));
  });
  return view;
}

/** Fills a valid limit buy (0.001 BTC at 97000.01) and submits it. */
async function submitValidOrder() {
  fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000.01' } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
  await settleUi();
}

const status = () => screen.getByRole('status').textContent;

/** The open orders tab of BTCUSDT, other pairs hidden unless told: one order of BTCUSDT, and one of ETHUSDT. */
async function renderOpenOrders(answers: Record<string, Reply>, otherPairsHidden = true) {
  const view = await renderWithSagas(<OpenOrders scope={{ symbol: 'BTCUSDT', market: 'spot' }} />, { answers, sagas: [ordersSaga] });
  act(() => {
    view.store.dispatch(otherPairsHiddenChosen(otherPairsHidden));
    view.store.dispatch(openOrdersLoaded([order('1', 'new'), { ...order('2', 'new'), symbol: 'ETHUSDT' }]));
  });
  return view;
}

async function cancelTheOrder() {
  const row = screen.getAllByRole('row')[1]!;
  fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
  await settleUi();
}

describe('placing an order that fails below the gateway', () => {
  it.each(PLACEMENT_FAILURES)('shows the localized text of %s, never the internal code', async (_name, reply, text) => {
    const { market } = await renderForm({ [TradingPaths.place]: reply });
    await submitValidOrder();
    expect(market.calls).toContain(TradingPaths.place);
    expect(status()).toBe(text);
    expect(status()).not.toMatch(INTERNAL_CODE);
  });

  it('shows it in the user\'s language', async () => {
    await renderForm({ [TradingPaths.place]: () => transportFailure('Network Error', 'ERR_NETWORK') }, 'de');
    fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '97000,01' } });
    fireEvent.change(screen.getByLabelText('Menge'), { target: { value: '0,001' } });
    fireEvent.click(screen.getByRole('button', { name: 'BTC kaufen' }));
    await settleUi();
    expect(status()).toBe('Netzwerkfehler, bitte überprüfen Sie Ihre Verbindung und versuchen Sie es erneut');
  });
});

describe('placing an order again after a timeout', () => {
  it('says the order may have been placed, and a second Buy sends it under the same id: the gateway answers the first, placed once', async () => {
    let timedOut = false;
    const placed = new Set<string>();
    const { market } = await renderForm({
      [TradingPaths.place]: (body) => {
        const { clientOrderId } = body as { clientOrderId: string };
        const duplicate = placed.has(clientOrderId);
        placed.add(clientOrderId);
        // The gateway places the first, but its answer does not arrive within the client's 10 s.
        if (timedOut) return { order: { ...order('2', 'new'), clientOrderId }, fills: [], duplicate };
        timedOut = true;
        return transportFailure('timeout of 10000ms exceeded', 'ECONNABORTED');
      },
    });
    await submitValidOrder();
    expect(status()).toBe('No answer came in time: the order may have been placed. Submitting the same order again will not place it twice.');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await settleUi();
    const ids = market.bodiesOf(TradingPaths.place).map((body) => (body as { clientOrderId: string }).clientOrderId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
    expect(placed.size).toBe(1);
    expect(status()).toBe('Order placed: resting in the book.');
  });

  it('says it in the user\'s language', async () => {
    await renderForm({ [TradingPaths.place]: () => transportFailure('timeout of 10000ms exceeded', 'ECONNABORTED') }, 'de');
    fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '97000,01' } });
    fireEvent.change(screen.getByLabelText('Menge'), { target: { value: '0,001' } });
    fireEvent.click(screen.getByRole('button', { name: 'BTC kaufen' }));
    await settleUi();
    expect(status()).toBe('Keine rechtzeitige Antwort: Die Order wurde möglicherweise aufgegeben. Wenn Sie dieselbe Order erneut senden, wird sie nicht doppelt aufgegeben.');
  });
});

describe('placing an order the gateway refuses', () => {
  it('shows the client\'s own words for a known gateway code', async () => {
    await renderForm({ [TradingPaths.place]: () => gatewayRefusal('31006') });
    await submitValidOrder();
    expect(status()).toBe('Not enough available balance.');
  });

  it('shows the generic placing text with the number of an unknown gateway code', async () => {
    await renderForm({ [TradingPaths.place]: () => gatewayRefusal('31999') });
    await submitValidOrder();
    expect(status()).toBe('The order could not be placed (code 31999).');
  });

  it('shows the generic placing text, without any code, for a failure that is neither the gateway\'s nor the transport\'s', async () => {
    await renderForm({ [TradingPaths.place]: () => new ApiError({ kind: 'bad-request', messageKey: 'errors.unknown' }) });
    await submitValidOrder();
    expect(status()).toBe('The order could not be placed.');
  });
});

describe('cancelling an order that fails', () => {
  it.each(TRANSPORT_FAILURES.map(([name, reply, text]) => [name, name === 'an answer outside the contract' ? () => ({ order: null }) : reply, text] as const))(
    'shows the localized text of %s, never the internal code',
    async (_name, reply, text) => {
      const { market } = await renderOpenOrders({ [TradingPaths.cancel]: reply });
      await cancelTheOrder();
      expect(market.calls).toEqual([TradingPaths.cancel]);
      expect(screen.getByRole('alert').textContent).toBe(text);
      expect(screen.getByRole('alert').textContent).not.toMatch(INTERNAL_CODE);
    },
  );

  it('says the order could not be cancelled, not placed, with the number of an unknown gateway code', async () => {
    await renderOpenOrders({ [TradingPaths.cancel]: () => gatewayRefusal('31998') });
    await cancelTheOrder();
    expect(screen.getByRole('alert').textContent).toBe('The order could not be cancelled (code 31998).');
  });

  it('says the order could not be cancelled, not placed, for a failure with no code or text of its own', async () => {
    await renderOpenOrders({ [TradingPaths.cancel]: () => new ApiError({ kind: 'bad-request', messageKey: 'errors.unknown' }) });
    await cancelTheOrder();
    expect(screen.getByRole('alert').textContent).toBe('The order could not be cancelled.');
  });

  it('shows the client\'s own words for a known gateway code', async () => {
    await renderOpenOrders({ [TradingPaths.cancel]: () => gatewayRefusal('31010') });
    await cancelTheOrder();
    expect(screen.getByRole('alert').textContent).toBe('The order is already closed.');
  });

  it('says cancel for a failed "cancel all" too, and forgets it when cancelling again', async () => {
    let reply: Reply = () => httpFailure(503);
    await renderOpenOrders({ [TradingPaths.cancelAll]: (body) => reply(body) });
    await cancelAllConfirmed();
    expect(screen.getByRole('alert').textContent).toBe('503: The system is busy');
    reply = () => gatewayRefusal('31020');
    await cancelAllConfirmed();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['The order could not be cancelled (code 31020).']);
  });
});

/** Asks to cancel every open order, and confirms it in the dialog. */
async function cancelAllConfirmed() {
  fireEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel all open orders on BTCUSDT?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
  await settleUi();
}

describe('cancelling every open order', () => {
  it('asks first, naming the symbol and how many orders, and sends nothing until confirmed', async () => {
    const { market } = await renderOpenOrders({});
    fireEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel all open orders on BTCUSDT?' });
    expect(within(dialog).getByText('Open orders: 1. What they hold is released to your balance.')).toBeTruthy();
    await settleUi();
    expect(market.calls).not.toContain(TradingPaths.cancelAll);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    await settleUi();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(market.bodiesOf(TradingPaths.cancelAll)).toEqual([{ symbol: 'BTCUSDT' }]);
  });

  it('with the other pairs shown, asks to cancel every pair\'s orders, counting them all, and sends no symbol', async () => {
    const { market } = await renderOpenOrders({}, false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel all open orders on every pair?' });
    expect(within(dialog).getByText('Open orders: 2. What they hold is released to your balance.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    await settleUi();
    expect(market.bodiesOf(TradingPaths.cancelAll)).toEqual([{}]);
  });

  it.each([
    ['"Keep them"', () => fireEvent.click(screen.getByRole('button', { name: 'Keep them' }))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
  ])('keeps every order when the trader answers %s, and gives the focus back to the button', async (_, answer) => {
    const { market } = await renderOpenOrders({});
    const button = screen.getByRole('button', { name: 'Cancel all' });
    button.focus();
    fireEvent.click(button);
    await screen.findByRole('dialog');
    expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
    answer();
    await settleUi();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(market.calls).not.toContain(TradingPaths.cancelAll);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel all' }));
  });
});

describe('a number the spot form cannot read', () => {
  it.each(['1e5', 'abc', '9.7.0'])('a price of "%s" is explained as digits with one decimal mark, and nothing is sent', async (text) => {
    const { market } = await renderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: text } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await settleUi();
    expect(screen.getByRole('alert').textContent).toBe('Enter the price in digits, with at most one decimal mark (.).');
    expect(market.calls).not.toContain(TradingPaths.place);
  });

  it('names the German decimal mark to a German user', async () => {
    await renderForm({}, 'de');
    fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '97000' } });
    fireEvent.change(screen.getByLabelText('Menge'), { target: { value: '1,2,3' } });
    fireEvent.click(screen.getByRole('button', { name: 'BTC kaufen' }));
    expect(screen.getByRole('alert').textContent).toBe('Geben Sie die Menge in Ziffern ein, mit höchstens einem Dezimaltrennzeichen (,).');
  });
});

describe("the symbol's rules in the user's numbers", () => {
  it('writes the range of amounts as German writes numbers', async () => {
    await renderForm({}, 'de');
    fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '97000' } });
    fireEvent.change(screen.getByLabelText('Menge'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'BTC kaufen' }));
    expect(screen.getByRole('alert').textContent).toBe('Die Menge muss zwischen 0,00001 und 100 liegen.');
  });

  it('writes the tick with every decimal it has, and a minimum with its quote asset', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000.001' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(screen.getByRole('alert').textContent).toBe("Too many decimals: this pair's price moves in steps of 0.01.");
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(screen.getByRole('alert').textContent).toBe('The order value must be at least 5 USDT.');
  });
});

describe('the price band around the last trade', () => {
  const tickerAt = (lastPrice: string) =>
    streamBatchReceived({
      book: null, trades: [], klines: [], orders: [], fills: [], balances: [],
      ticker: {
        symbol: 'BTCUSDT', lastPrice, priceChange: '0', priceChangePercent: '0.00', openPrice: lastPrice, highPrice: lastPrice,
        lowPrice: lastPrice, volume: '1', quoteVolume: lastPrice, bestBid: null, bestAsk: null, time: 1,
      },
    });

  it('refuses, before sending, a German "100" far below the market, naming the band in German numbers', async () => {
    const { store, market } = await renderForm({}, 'de');
    act(() => void store.dispatch(tickerAt('97000.00')));
    fireEvent.click(screen.getByRole('radio', { name: 'Verkaufen' }));
    fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Menge'), { target: { value: '0,1' } });
    fireEvent.click(screen.getByRole('button', { name: 'BTC verkaufen' }));
    await settleUi();
    expect(screen.getByRole('alert').textContent).toBe('Der Preis muss zwischen 19.400,00 und 485.000,00 USDT liegen, nahe am Marktpreis.');
    expect(market.calls).not.toContain(TradingPaths.place);
  });

  it('says what the gateway means when it refuses a price out of its band (31014)', async () => {
    await renderForm({ [TradingPaths.place]: () => gatewayRefusal('31014') });
    await submitValidOrder();
    expect(status()).toBe('The price is too far from the market price.');
  });
});

describe('one status at a time in the spot form', () => {
  it('a new invalid submit clears the previous success message', async () => {
    await renderForm();
    await submitValidOrder();
    expect(status()).toBe('Order placed: resting in the book.');
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a price above zero.');
    expect(status()).toBe('');
  });

  it('the answer of the last placement goes once the order changes, and the next placement says its own', async () => {
    await renderForm();
    await submitValidOrder();
    expect(status()).toBe('Order placed: resting in the book.');
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    expect(status()).toBe('');
    fireEvent.click(screen.getByRole('radio', { name: 'Buy' }));
    await submitValidOrder();
    expect(status()).toBe('Order placed: resting in the book.');
  });

  it('a failure of the last placement goes once the order changes', async () => {
    await renderForm({ [TradingPaths.place]: () => transportFailure('Network Error', 'ERR_NETWORK') });
    await submitValidOrder();
    expect(status()).toBe('Network error, please check your connection and try again');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.002' } });
    expect(status()).toBe('');
  });

  it('a refusal of the last placement goes once its time in force changes: a post-only refused is not said of the GTC order that follows', async () => {
    await renderForm({ [TradingPaths.place]: () => gatewayRefusal('31007') });
    fireEvent.change(screen.getByLabelText('Time in force'), { target: { value: 'postOnly' } });
    await submitValidOrder();
    expect(status()).toBe('Post only: this price would trade at once, so the order was not placed.');
    fireEvent.change(screen.getByLabelText('Time in force'), { target: { value: 'GTC' } });
    expect(status()).toBe('');
  });

  it("the form's own refusal goes once the time in force changes", async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000.001' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await settleUi();
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Time in force'), { target: { value: 'IOC' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a new invalid submit clears the previous failure', async () => {
    await renderForm({ [TradingPaths.place]: () => transportFailure('Network Error', 'ERR_NETWORK') });
    await submitValidOrder();
    expect(status()).toBe('Network error, please check your connection and try again');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount above zero.');
    expect(status()).toBe('');
  });

  it('a new valid submit once the connection is back replaces the failure with its own answer, and the form\'s refusal goes too', async () => {
    let online = false;
    const { store } = await renderForm({
      [TradingPaths.place]: (body) => (online ? { order: { ...order('2', 'new'), clientOrderId: (body as { clientOrderId: string }).clientOrderId }, fills: [], duplicate: false } : transportFailure('Network Error', 'ERR_NETWORK')),
    });
    await submitValidOrder();
    expect(status()).toBe('Network error, please check your connection and try again');
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    online = true;
    await submitValidOrder();
    expect(selectOrders(store.getState())?.placement.status).toBe('answered');
    expect(status()).toBe('Order placed: resting in the book.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
