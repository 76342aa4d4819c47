// What the futures order form says when placing an order or changing a setting (leverage, margin mode) fails,
// followed from the request layer's typed error through the real sagas to the screen; and that a new submit
// replaces the last result.
import { act, fireEvent, screen } from '@testing-library/react';
import { futuresSaga } from '../../../sagas/futures.saga';
import { ordersSaga } from '../../../sagas/orders.saga';
import { ApiError } from '../../../src/api/errors';
import { FuturesOrderForm } from '../../../src/components/futures/FuturesOrderForm';
import { FuturesPaths } from '../../../src/core/trading/contract/paths';
import { leverageChosen, marginModeChosen, positionsLoaded } from '../../../store/futures.actions';
import { streamStarted, symbolRulesLoaded } from '../../../store/trading.actions';
import type { Reply } from '../../sagas/support/fake-market';
import { futuresOrder } from '../../sagas/support/trading-rows';
import { gatewayRefusal, INTERNAL_CODE, PLACEMENT_FAILURES, renderWithSagas, settleUi, TRANSPORT_FAILURES, transportFailure } from '../trading/refusal-support';
import { FUTURES_BALANCE, RULES } from './support';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const PLACED: Reply = (body) => ({
  order: { ...futuresOrder('2', 'new'), clientOrderId: (body as { clientOrderId: string }).clientOrderId }, fills: [], attached: [], duplicate: false,
});

async function renderForm(answers: Record<string, Reply> = {}) {
  const view = await renderWithSagas(<FuturesOrderForm symbol="BTCUSDT" />, {
    path: '/futures/usdt/BTCUSDT',
    sagas: [ordersSaga, futuresSaga],
    answers: {
      [FuturesPaths.place]: PLACED,
      [FuturesPaths.openOrders]: () => ({ orders: [] }),
      [FuturesPaths.positions]: () => ({ account: 'real', positions: [], settings: [] }),
      [FuturesPaths.balance]: () => ({ account: 'real', balance: FUTURES_BALANCE }),
      ...answers,
    },
  });
  act(() => {
    view.store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    view.store.dispatch(symbolRulesLoaded(RULES));
    view.store.dispatch(positionsLoaded({ positions: [], settings: [{ symbol: 'BTCUSDT', leverage: 10, marginMode: 'CROSS' }] }));
  });
  return view;
}

/** A valid limit long of 0.01 BTC at 97000. */
async function openLong() {
  fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000' } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
  await settleUi();
}

const status = () => screen.getByRole('status').textContent;

describe('placing a futures order that fails', () => {
  it.each(PLACEMENT_FAILURES)('shows the localized text of %s, never the internal code', async (_name, reply, text) => {
    const { market } = await renderForm({ [FuturesPaths.place]: reply });
    await openLong();
    expect(market.calls).toContain(FuturesPaths.place);
    expect(status()).toBe(text);
    expect(status()).not.toMatch(INTERNAL_CODE);
  });

  it('shows the futures words of a known futures code, and the generic placing text with the number of an unknown one', async () => {
    let code = '33007';
    await renderForm({ [FuturesPaths.place]: () => gatewayRefusal(code) });
    await openLong();
    expect(status()).toBe('Not enough margin for this order.');
    code = '33999';
    await openLong();
    expect(status()).toBe('The order could not be placed (code 33999).');
  });
});

describe('changing a futures setting that fails', () => {
  const settingAlert = () => screen.getByRole('alert').textContent;

  it.each(TRANSPORT_FAILURES.map(([name, reply, text]) => [name, name === 'an answer outside the contract' ? () => ({ symbol: 'BTCUSDT' }) : reply, text] as const))(
    'shows the localized text of %s for a leverage change, never the internal code',
    async (_name, reply, text) => {
      const { store } = await renderForm({ [FuturesPaths.leverage]: reply });
      act(() => void store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 25 })));
      await settleUi();
      expect(settingAlert()).toBe(text);
      expect(settingAlert()).not.toMatch(INTERNAL_CODE);
    },
  );

  it('says the setting could not be changed, not that an order could not be placed', async () => {
    let reply: Reply = () => new ApiError({ kind: 'bad-request', messageKey: 'errors.unknown' });
    const { store } = await renderForm({ [FuturesPaths.leverage]: (body) => reply(body), [FuturesPaths.marginMode]: () => gatewayRefusal('33998') });
    act(() => void store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 25 })));
    await settleUi();
    expect(settingAlert()).toBe('The setting could not be changed.');
    act(() => void store.dispatch(marginModeChosen({ symbol: 'BTCUSDT', marginMode: 'ISOLATED' })));
    await settleUi();
    expect(settingAlert()).toBe('The setting could not be changed (code 33998).');
    reply = () => gatewayRefusal('33001');
    act(() => void store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 125 })));
    await settleUi();
    expect(settingAlert()).toBe('This leverage is not allowed for the size of the position and open orders.');
  });
});

describe('one status at a time in the futures form', () => {
  it('a new invalid submit clears the previous success message', async () => {
    await renderForm();
    await openLong();
    expect(status()).toBe('Order placed: resting in the book.');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.0005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open short' }));
    expect(screen.getByRole('alert').textContent).toBe("Too many decimals: this pair's amount moves in steps of 0.001.");
    expect(status()).toBe('');
  });

  it('the answer of the last placement, and its failure, go once the order changes; the next placement says its own', async () => {
    let online = false;
    await renderForm({ [FuturesPaths.place]: (body) => (online ? PLACED(body) : transportFailure('Network Error', 'ERR_NETWORK')) });
    await openLong();
    expect(status()).toBe('Network error, please check your connection and try again');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reduce only' }));
    expect(status()).toBe('');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reduce only' }));
    online = true;
    await openLong();
    expect(status()).toBe('Order placed: resting in the book.');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.02' } });
    expect(status()).toBe('');
  });

  it('a new invalid submit clears the previous failure, and a valid one replaces it with its own answer', async () => {
    let online = false;
    await renderForm({ [FuturesPaths.place]: (body) => (online ? PLACED(body) : transportFailure('Network Error', 'ERR_NETWORK')) });
    await openLong();
    expect(status()).toBe('Network error, please check your connection and try again');
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a price above zero.');
    expect(status()).toBe('');
    online = true;
    await openLong();
    expect(status()).toBe('Order placed: resting in the book.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('what the form refused before sending', () => {
  const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
  const refuseEmptyAmount = async () => {
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    await settleUi();
    expect(alerts()).toEqual(['Enter an amount above zero.']);
  };

  it.each([
    ['an amount typed', () => fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } })],
    ['the price changed', () => fireEvent.change(screen.getByLabelText('Price'), { target: { value: '96000' } })],
    ['reduce-only ticked', () => fireEvent.click(screen.getByRole('checkbox', { name: 'Reduce only' }))],
    ['a market order chosen', () => fireEvent.click(screen.getByRole('tab', { name: 'Market' }))],
    ['the unit switched', () => fireEvent.click(screen.getByRole('button', { name: /switch the unit/ }))],
  ])('goes once the order changes: %s', async (_change, change) => {
    const { market } = await renderForm();
    await refuseEmptyAmount();
    act(change);
    expect(alerts()).toEqual([]);
    expect(market.calls).not.toContain(FuturesPaths.place);
  });

  it('stays while nothing changes, and a submit that goes replaces it with the placement', async () => {
    await renderForm();
    await refuseEmptyAmount();
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    await settleUi();
    expect(alerts()).toEqual(['Enter an amount above zero.']);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    await settleUi();
    expect(alerts()).toEqual([]);
    expect(status()).not.toBe('');
  });
});
