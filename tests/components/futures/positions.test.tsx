import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Positions } from '../../../src/components/futures/Positions';
import { futuresBalanceLoaded, markReceived, positionActionAnswered, positionUpdated, positionsLoaded } from '../../../store/futures.actions';
import '../../../store/futures.reducer';
import { initialPreferences } from '../../../store/preferences.slice';
import { marketDecimalsLoaded, symbolRulesLoaded } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import type { LocaleCode } from '../../../src/core/locales';
import { renderWithProviders } from '../../support/render';
import { CROSS_BALANCE, CROSS_LONG, LOGGED_IN, POSITION, RULES, markAt } from './support';

async function renderPositions(trading = initialPreferences.trading, locale: LocaleCode = 'en') {
  return render(<Positions symbol="BTCUSDT" />, trading, locale);
}

async function render(ui: ReactElement, trading = initialPreferences.trading, locale: LocaleCode = 'en') {
  const view = await renderWithProviders(ui, {
    path: '/futures/usdt/BTCUSDT',
    locale,
    preloadedState: { ...LOGGED_IN, preferences: { ...initialPreferences, locale, trading } },
  });
  act(() => {
    view.store.dispatch(symbolRulesLoaded(RULES));
    view.store.dispatch(positionsLoaded({ positions: [POSITION, { ...POSITION, symbol: 'ETHUSDT', side: 'SHORT', marginMode: 'CROSS', leverage: 5 }], settings: [] }));
  });
  return view;
}

const rowOf = (symbol: string) => screen.getByRole('rowheader', { name: new RegExp(symbol) }).closest('tr') as HTMLElement;

describe('positions', () => {
  it('is a region "Positions" whose rows show Long or Short, the leverage as 10x and a Liq. price column', async () => {
    await renderPositions();
    const region = screen.getByRole('region', { name: 'Positions' });
    expect(within(region).getByRole('columnheader', { name: 'Liq. price' })).toBeTruthy();
    const btc = rowOf('BTCUSDT');
    expect(within(btc).getByText('Long')).toBeTruthy();
    expect(within(btc).getByText('10x')).toBeTruthy();
    expect(within(btc).getByText('90,361.4')).toBeTruthy();
    expect(within(rowOf('ETHUSDT')).getByText('Short')).toBeTruthy();
  });

  it('shows each position\'s own take-profit and stop-loss in a TP/SL column, a dash for the one not set', async () => {
    const { store } = await renderPositions();
    const cell = () => within(rowOf('BTCUSDT')).getAllByRole('cell').find((found) => found.dataset['label'] === 'TP/SL')?.textContent;
    expect(cell()).toBe('— / —');
    act(() => void store.dispatch(positionUpdated({ ...POSITION, takeProfit: { orderId: '8', stopPrice: '110000.0', triggerBy: 'MARK' }, updatedAt: 2000 })));
    expect(cell()).toBe('110,000.0 / —');
    act(() => void store.dispatch(positionUpdated({ ...POSITION, stopLoss: { orderId: '9', stopPrice: '95000.5', triggerBy: 'LAST' }, updatedAt: 3000 })));
    expect(cell()).toBe('— / 95,000.5');
    expect(within(screen.getByRole('region', { name: 'Positions' })).getByRole('columnheader', { name: 'TP/SL' })).toBeTruthy();
  });

  it('links every other position to its own futures workspace, and writes each size with its symbol\'s decimals', async () => {
    const { store } = await renderPositions();
    expect(within(rowOf('ETHUSDT')).getByRole('link', { name: 'ETHUSDT' }).getAttribute('href')).toBe('/futures/usdt/ETHUSDT');
    expect(within(rowOf('BTCUSDT')).queryByRole('link')).toBeNull();
    const sizeOf = (symbol: string) => within(rowOf(symbol)).getAllByRole('cell')[1]?.textContent;
    expect([sizeOf('BTCUSDT'), sizeOf('ETHUSDT')]).toEqual(['0.1', '0.1']);
    act(() => void store.dispatch(marketDecimalsLoaded({ BTCUSDT: { price: 1, qty: 3 }, ETHUSDT: { price: 2, qty: 4 } })));
    expect([sizeOf('BTCUSDT'), sizeOf('ETHUSDT')]).toEqual(['0.100', '0.1000']);
  });

  it('moves PnL, ROE and the isolated margin ratio with the mark price, exactly, the PnL signed as its ROE is, the mark with the decimals the gateway gives it', async () => {
    const { store } = await renderPositions();
    act(() => void store.dispatch(markReceived(markAt('101000.50'))));
    const btc = rowOf('BTCUSDT');
    expect(within(btc).getByText('101,000.50')).toBeTruthy();
    expect(within(btc).getByText('+100.05 USDT (+10.01%)')).toBeTruthy();
    // maintenance 10,100.05 x 0.4 % = 40.4002 over margin 1,000 + 100.05: 3.67 %
    expect(within(btc).getByText('3.67%')).toBeTruthy();
    act(() => void store.dispatch(markReceived(markAt('99000', 3000))));
    expect(within(rowOf('BTCUSDT')).getByText('-100.00 USDT (-10.00%)')).toBeTruthy();
  });

  it('shows the margin and the PnL in USDT to the cent, however many decimals the exact figure has', async () => {
    const { store } = await renderPositions();
    act(() => void store.dispatch(markReceived(markAt('101000.57'))));
    // 0.1 BTC x 1,000.57 = 100.057 USDT.
    expect(within(rowOf('BTCUSDT')).getByText('+100.06 USDT (+10.01%)')).toBeTruthy();
    expect(within(rowOf('BTCUSDT')).getByText('1,000.00')).toBeTruthy();
  });

  it('describes each row\'s buttons by its position (symbol, margin mode, side, size), so a screen reader tells the rows\' "Close" apart', async () => {
    await renderPositions();
    const described = (symbol: string, name: string) => {
      const button = within(rowOf(symbol)).getByRole('button', { name });
      const ids = (button.getAttribute('aria-describedby') ?? '').split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent?.trim()).join(' ');
    };
    expect(described('BTCUSDT', 'Close')).toBe('BTCUSDT Isolated margin Long 0.1');
    expect(described('ETHUSDT', 'Close')).toBe('ETHUSDT Cross margin Short 0.1');
    expect(['Reverse', 'Margin', 'TP/SL'].map((name) => described('BTCUSDT', name))).toEqual(Array(3).fill('BTCUSDT Isolated margin Long 0.1'));
  });

  it('looks up no text for a new mark: the table\'s words are translated once, and only the rows render again', async () => {
    const { store, i18n } = await renderPositions();
    const lookups = jest.spyOn(i18n, 't');
    act(() => void store.dispatch(markReceived(markAt('101000.5'))));
    expect(within(rowOf('BTCUSDT')).getByText('+100.05 USDT (+10.01%)')).toBeTruthy();
    expect(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(lookups).not.toHaveBeenCalled();
  });

  it('names the size to close in the user\'s numbers, with the symbol\'s decimals', async () => {
    const { store } = await renderPositions(initialPreferences.trading, 'de');
    act(() => void store.dispatch(marketDecimalsLoaded({ BTCUSDT: { price: 1, qty: 3 } })));
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Schließen' }));
    expect(within(screen.getByRole('dialog')).getByText(/0,100/)).toBeTruthy();
  });

  it('names the coin with the size to close, each perpetual its own: "0.1 BTC", "0.1 ETH"', async () => {
    await renderPositions();
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' }));
    expect(within(screen.getByRole('dialog')).getByText('Close the whole position (Long, 0.1 BTC).')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(rowOf('ETHUSDT')).getByRole('button', { name: 'Close' }));
    expect(within(screen.getByRole('dialog')).getByText('Close the whole position (Short, 0.1 ETH).')).toBeTruthy();
  });

  it('moves a cross position\'s margin ratio with the mark, as the cross account\'s: cross maintenance over cross margin balance', async () => {
    const { store } = await renderPositions();
    const isolatedEth = { ...POSITION, symbol: 'ETHUSDT' };
    act(() => {
      store.dispatch(positionsLoaded({ positions: [CROSS_LONG, isolatedEth], settings: [] }));
      store.dispatch(futuresBalanceLoaded(CROSS_BALANCE));
    });
    const ratioOf = (symbol: string) => within(rowOf(symbol)).getAllByRole('cell')[7]?.textContent;
    // The cross balance is the wallet less the isolated margins: 5,100 - 1,000; 40 / 4,100 = 0.98 %, rounded up.
    expect(ratioOf('BTCUSDT')).toBe('0.98%');
    // At 60,000 the long loses 4,000 and keeps 6,000 x 0.4 % = 24 of maintenance: 24 / (4,100 - 4,000) = 24 %.
    act(() => void store.dispatch(markReceived(markAt('60000'))));
    expect(ratioOf('BTCUSDT')).toBe('24.00%');
    // The isolated position keeps its own ratio.
    expect(ratioOf('ETHUSDT')).toBe('4.00%');
  });

  it('says in an open close dialog the size and side a close will send once a fill grew the position or a reverse turned it', async () => {
    const { store } = await renderPositions();
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the BTCUSDT position' });
    expect(within(dialog).getByText('Close the whole position (Long, 0.1 BTC).')).toBeTruthy();
    act(() => void store.dispatch(positionUpdated({ ...POSITION, size: '0.3', updatedAt: 2000 })));
    expect(within(dialog).getByText('Close the whole position (Long, 0.3 BTC).')).toBeTruthy();
    act(() => void store.dispatch(positionUpdated({ ...POSITION, side: 'SHORT', size: '0.2', updatedAt: 3000 })));
    expect(within(dialog).getByText('Close the whole position (Short, 0.2 BTC).')).toBeTruthy();
  });

  it.each([
    ['Close', 'Close the BTCUSDT position'],
    ['Reverse', /Reverse/],
    ['Margin', /Margin/],
    ['TP/SL', 'TP/SL of BTCUSDT'],
  ])('says in an open %s dialog that the position closed meanwhile, and sends nothing', async (button, name) => {
    const { actions, store } = await renderPositions();
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: button }));
    expect(screen.getByRole('dialog', { name })).toBeTruthy();
    act(() => void store.dispatch(positionUpdated({ ...POSITION, size: '0', updatedAt: 2000 })));
    const gone = screen.getByRole('dialog', { name: 'BTCUSDT: position closed' });
    expect(within(gone).getByText(/has closed since the dialog opened/)).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(gone).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actions.filter((action) => /futures\/(position|margin|tpsl)/i.test(action.type) && action.type.endsWith('Requested'))).toEqual([]);
  });

  it('judges a TP/SL in an open dialog by the side held once a reverse turned the position', async () => {
    const { store } = await renderPositions();
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'TP/SL' }));
    const dialog = screen.getByRole('dialog', { name: 'TP/SL of BTCUSDT' });
    act(() => void store.dispatch(positionUpdated({ ...POSITION, side: 'SHORT', updatedAt: 2000 })));
    // A short's take-profit is below the mark (100,000): 110,000 would fire at once.
    fireEvent.change(within(dialog).getByLabelText('Take profit'), { target: { value: '110000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save TP/SL' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Set it below the mark price, now 100,000.');
  });

  it('closes at a limit price after the confirmation in a dialog, and says when it went through', async () => {
    const { actions, store } = await renderPositions();
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the BTCUSDT position' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Limit' }));
    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '101000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    expect(actions.find((action) => action.type === 'futures/positionCloseRequested')?.payload).toEqual({ symbol: 'BTCUSDT', price: '101000' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'close', refusal: null })));
    expect(screen.getByRole('status').textContent).toBe('Close order sent for BTCUSDT.');
  });

  it('keeps a keyboard trader\'s focus on Close while the close goes, then on the next position\'s Close, and on the panel once none is left', async () => {
    const { actions, store } = await render(
      <div role="tabpanel" tabIndex={0} aria-label="Positions panel">
        <Positions symbol="BTCUSDT" />
      </div>,
    );
    const close = within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' }) as HTMLButtonElement;
    close.focus();
    fireEvent.click(close);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close position' }));
    // The dialog gave the focus back to Close, which waits on the close without dropping it.
    expect([document.activeElement === close, close.disabled, close.getAttribute('aria-disabled')]).toEqual([true, false, 'true']);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actions.filter((action) => action.type === 'futures/positionCloseRequested')).toHaveLength(1);
    const eth = { ...POSITION, symbol: 'ETHUSDT', side: 'SHORT' as const, marginMode: 'CROSS' as const, leverage: 5 };
    act(() => void store.dispatch(positionsLoaded({ positions: [eth], settings: [] })));
    expect(document.activeElement).toBe(within(rowOf('ETHUSDT')).getByRole('button', { name: 'Close' }));
    act(() => void store.dispatch(positionsLoaded({ positions: [], settings: [] })));
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Positions panel' }));
  });

  it('starts a limit close at the mark on the tick, and keeps a price the trader typed when the choice goes back and forth', async () => {
    const { store } = await renderPositions();
    act(() => void store.dispatch(markReceived(markAt('101000.57'))));
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the BTCUSDT position' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Limit' }));
    const price = () => (within(dialog).getByLabelText('Price') as HTMLInputElement).value;
    expect(price()).toBe('101000.5');
    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '102000' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Market' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Limit' }));
    expect(price()).toBe('102000');
  });

  it('says a close price the gateway would refuse at its field, keeps the dialog open and sends nothing', async () => {
    const { actions } = await renderPositions();
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the BTCUSDT position' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Limit' }));
    const price = within(dialog).getByLabelText('Price');
    const said = (typed: string) => {
      fireEvent.change(price, { target: { value: typed } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
      const alert = within(dialog).getByRole('alert');
      expect([price.getAttribute('aria-invalid'), price.getAttribute('aria-describedby')]).toEqual(['true', alert.id]);
      return alert.textContent;
    };
    expect(said('')).toBe('Enter a price above zero.');
    expect(said('0')).toBe('Enter a price above zero.');
    expect(said('99999.99')).toMatch(/0\.1/);
    // The band around the mark (100,000): from a fifth of it to five times it.
    expect(said('600000')).toMatch(/20,?000.*500,?000/);
    expect(actions.filter((action) => action.type === 'futures/positionCloseRequested')).toEqual([]);
    fireEvent.change(price, { target: { value: '99999.9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    expect(actions.find((action) => action.type === 'futures/positionCloseRequested')?.payload).toEqual({ symbol: 'BTCUSDT', price: '99999.9' });
  });

  it('says a TP/SL trigger on the wrong side of the watched price, or off the tick, and sends nothing', async () => {
    const { actions, store } = await renderPositions();
    // A long at a mark of 100,000; the last trade at 100,500.
    act(() => void store.dispatch(markReceived({ ...markAt('100000'), lastPrice: '100500' })));
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'TP/SL' }));
    const dialog = screen.getByRole('dialog', { name: 'TP/SL of BTCUSDT' });
    const alerts = () => within(dialog).queryAllByRole('alert').map((alert) => alert.textContent);
    fireEvent.change(within(dialog).getByLabelText('Take profit'), { target: { value: '90000' } });
    fireEvent.change(within(dialog).getByLabelText('Stop loss'), { target: { value: '101000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save TP/SL' }));
    expect(alerts()).toEqual(['Set it above the mark price, now 100,000.', 'Set it below the mark price, now 100,000.']);
    fireEvent.change(within(dialog).getByLabelText('Trigger price type'), { target: { value: 'LAST' } });
    fireEvent.change(within(dialog).getByLabelText('Stop loss'), { target: { value: '100400' } });
    expect(alerts()).toEqual(['Set it above the last price, now 100,500.']);
    fireEvent.change(within(dialog).getByLabelText('Take profit'), { target: { value: '110000.05' } });
    expect(alerts()).toEqual([expect.stringMatching(/0\.1/)]);
    expect(actions.filter((action) => action.type === 'futures/positionTpSlRequested')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Take profit'), { target: { value: '110000.1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save TP/SL' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actions.filter((action) => action.type === 'futures/positionTpSlRequested').map((action) => action.payload)).toEqual([
      { symbol: 'BTCUSDT', takeProfit: { stopPrice: '110000.1', triggerBy: 'LAST' }, stopLoss: { stopPrice: '100400', triggerBy: 'LAST' } },
    ]);
  });

  it('judges a TP/SL by the mark as it moves while the dialog is open, not as it was when the dialog opened', async () => {
    const { actions, store } = await renderPositions();
    act(() => void store.dispatch(markReceived(markAt('100000'))));
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'TP/SL' }));
    const dialog = screen.getByRole('dialog', { name: 'TP/SL of BTCUSDT' });
    // The long's mark falls under the stop-loss about to be typed: it would trigger at once.
    act(() => void store.dispatch(markReceived(markAt('99000', 3000))));
    fireEvent.change(within(dialog).getByLabelText('Stop loss'), { target: { value: '99500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save TP/SL' }));
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Set it below the mark price, now 99,000.']);
    expect(actions.filter((action) => action.type === 'futures/positionTpSlRequested')).toEqual([]);
  });

  it('checks a close price against the mark as it moves while the dialog is open', async () => {
    const { actions, store } = await renderPositions();
    act(() => void store.dispatch(markReceived(markAt('100000'))));
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the BTCUSDT position' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Limit' }));
    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '400000' } });
    // Within the band around a mark of 100,000 (a fifth of it to five times it); above the one around 50,000.
    act(() => void store.dispatch(markReceived(markAt('50000', 3000))));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/10,?000.*250,?000/);
    expect(actions.filter((action) => action.type === 'futures/positionCloseRequested')).toEqual([]);
  });

  it('writes the figures of what a dialog refuses as a German user writes numbers: the band, the tick, the mark', async () => {
    const { store } = await renderPositions(initialPreferences.trading, 'de');
    act(() => void store.dispatch(markReceived(markAt('100000'))));
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Schließen' }));
    const close = screen.getByRole('dialog', { name: /BTCUSDT/ });
    fireEvent.click(within(close).getByRole('radio', { name: 'Limit' }));
    fireEvent.change(within(close).getByLabelText('Preis'), { target: { value: '600.000' } });
    fireEvent.click(within(close).getByRole('button', { name: /schließen/i }));
    expect(within(close).getByRole('alert').textContent).toMatch(/20\.000.*500\.000/);
    fireEvent.change(within(close).getByLabelText('Preis'), { target: { value: '99.999,99' } });
    expect(within(close).getByRole('alert').textContent).toMatch(/0,1\b/);
  });

  it('judges a short\'s triggers the other way round: take profit below the mark, stop loss above', async () => {
    const { actions } = await renderPositions();
    fireEvent.click(within(rowOf('ETHUSDT')).getByRole('button', { name: 'TP/SL' }));
    const dialog = screen.getByRole('dialog', { name: 'TP/SL of ETHUSDT' });
    fireEvent.change(within(dialog).getByLabelText('Take profit'), { target: { value: '100001' } });
    fireEvent.change(within(dialog).getByLabelText('Stop loss'), { target: { value: '99999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save TP/SL' }));
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Set it below the mark price, now 100,000.',
      'Set it above the mark price, now 100,000.',
    ]);
    fireEvent.change(within(dialog).getByLabelText('Take profit'), { target: { value: '90000' } });
    fireEvent.change(within(dialog).getByLabelText('Stop loss'), { target: { value: '110000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save TP/SL' }));
    expect(actions.filter((action) => action.type === 'futures/positionTpSlRequested')).toHaveLength(1);
  });

  it('reverses after a confirmation the first time only, once "don\'t show again" was ticked', async () => {
    const { actions, store } = await renderPositions();
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Reverse' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse the BTCUSDT position' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: "Don't show this again" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(store.getState().preferences.trading.tipsDismissed.reverse).toBe(true);
    act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'reverse', refusal: null })));
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Reverse' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actions.filter((action) => action.type === 'futures/positionReverseRequested')).toHaveLength(2);
  });

  it('adds margin to an isolated position (the cross one has no margin button) and sets TP/SL by mark price', async () => {
    const { actions, store } = await renderPositions();
    expect(within(rowOf('ETHUSDT')).queryByRole('button', { name: 'Margin' })).toBeNull();
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Margin' }));
    let dialog = screen.getByRole('dialog', { name: 'Margin of BTCUSDT' });
    fireEvent.change(within(dialog).getByLabelText('Amount (USDT)'), { target: { value: '250.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The row's buttons wait for the answer of the call on its way (aria-disabled: a press opens nothing).
    expect(within(rowOf('BTCUSDT')).getByRole('button', { name: 'TP/SL' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'TP/SL' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'margin', refusal: { code: '33006' } })));
    expect(screen.getByRole('status').textContent).toBe('That is more margin than the position can spare.');
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'TP/SL' }));
    dialog = screen.getByRole('dialog', { name: 'TP/SL of BTCUSDT' });
    fireEvent.change(within(dialog).getByLabelText('Take profit'), { target: { value: '110000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save TP/SL' }));
    expect(actions.filter((action) => /^futures\/position.*Requested$/.test(action.type)).map((action) => action.payload)).toEqual([
      { symbol: 'BTCUSDT', amount: '250.5', direction: 'add' },
      { symbol: 'BTCUSDT', takeProfit: { stopPrice: '110000', triggerBy: 'MARK' } },
    ]);
  });

  it('shows a German user\'s close price, margin amount and TP/SL with the German mark, and sends them with a point', async () => {
    const { actions, store } = await renderPositions(initialPreferences.trading, 'de');
    // Each dialog's call answered, so the row's buttons are there for the next one.
    const answered = (action: 'close' | 'margin') => act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action, refusal: null })));
    const typeIn = (dialog: HTMLElement, name: string, value: string) => {
      const input = within(dialog).getByLabelText(name) as HTMLInputElement;
      fireEvent.change(input, { target: { value } });
      return input.value;
    };
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Schließen' }));
    let dialog = screen.getByRole('dialog', { name: 'Position BTCUSDT schließen' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Limit' }));
    expect(typeIn(dialog, 'Preis', '101000,5')).toBe('101000,5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Position schließen' }));
    answered('close');

    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Margin' }));
    dialog = screen.getByRole('dialog', { name: 'Margin von BTCUSDT' });
    expect(typeIn(dialog, 'Betrag (USDT)', '250,5')).toBe('250,5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    answered('margin');

    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'TP/SL' }));
    dialog = screen.getByRole('dialog', { name: 'TP/SL für BTCUSDT' });
    expect(typeIn(dialog, 'Take-Profit', '110000,5')).toBe('110000,5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'TP/SL speichern' }));
    expect(actions.filter((action) => /^futures\/position.*Requested$/.test(action.type)).map((action) => action.payload)).toEqual([
      { symbol: 'BTCUSDT', price: '101000.5' },
      { symbol: 'BTCUSDT', amount: '250.5', direction: 'add' },
      { symbol: 'BTCUSDT', takeProfit: { stopPrice: '110000.5', triggerBy: 'MARK' } },
    ]);
  });

  it('sends only what the TP/SL dialog changed: a stop-loss left as shown is kept, even one a late frame showed empty', async () => {
    const { actions, store } = await renderPositions();
    const guarded = {
      ...POSITION, takeProfit: { orderId: '8', stopPrice: '110000.0', triggerBy: 'MARK' as const }, stopLoss: { orderId: '9', stopPrice: '90000.0', triggerBy: 'MARK' as const },
    };
    const saveTakeProfit = (value: string) => {
      fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'TP/SL' }));
      const dialog = screen.getByRole('dialog', { name: 'TP/SL of BTCUSDT' });
      fireEvent.change(within(dialog).getByLabelText('Take profit'), { target: { value } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save TP/SL' }));
      act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'tpsl', refusal: null })));
    };
    act(() => void store.dispatch(positionUpdated(guarded)));
    saveTakeProfit('111000');
    // The dialog filled from a position without its stop-loss (a frame older than the gateway's state).
    act(() => void store.dispatch(positionUpdated({ ...guarded, stopLoss: null, updatedAt: 2000 })));
    saveTakeProfit('112000');
    expect(actions.filter((action) => action.type === 'futures/positionTpSlRequested').map((action) => action.payload)).toEqual([
      { symbol: 'BTCUSDT', takeProfit: { stopPrice: '111000', triggerBy: 'MARK' } },
      { symbol: 'BTCUSDT', takeProfit: { stopPrice: '112000', triggerBy: 'MARK' } },
    ]);
  });

  it('says a TP/SL that is no price at its field and sends nothing; an emptied field removes that order', async () => {
    const { actions, store } = await renderPositions();
    act(() => void store.dispatch(positionUpdated({ ...POSITION, takeProfit: { orderId: '8', stopPrice: '110000.0', triggerBy: 'MARK' }, updatedAt: 2000 })));
    fireEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'TP/SL' }));
    const dialog = screen.getByRole('dialog', { name: 'TP/SL of BTCUSDT' });
    const takeProfit = within(dialog).getByLabelText('Take profit');
    fireEvent.change(takeProfit, { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save TP/SL' }));
    const error = within(dialog).getByRole('alert');
    expect(error.textContent).toBe('Enter the price in digits, with at most one decimal mark (.).');
    expect([takeProfit.getAttribute('aria-invalid'), takeProfit.getAttribute('aria-describedby')]).toEqual(['true', error.id]);
    fireEvent.change(within(dialog).getByLabelText('Stop loss'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save TP/SL' }));
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter the price in digits, with at most one decimal mark (.).',
      'Enter a price above zero.',
    ]);
    expect(actions.filter((action) => action.type === 'futures/positionTpSlRequested')).toEqual([]);
    fireEvent.change(takeProfit, { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Stop loss'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save TP/SL' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actions.filter((action) => action.type === 'futures/positionTpSlRequested').map((action) => action.payload)).toEqual([{ symbol: 'BTCUSDT', takeProfit: null }]);
  });

  it("words a failed position action in the user's words: the network's failure, or what failed with the gateway's unknown code", async () => {
    const { store } = await renderPositions();
    act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'close', refusal: { messageKey: 'errors.network' } })));
    expect(screen.getByRole('status').textContent).toBe('Network error, please check your connection and try again');
    act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'close', refusal: { code: '39999' } })));
    expect(screen.getByRole('status').textContent).toBe('The order could not be placed (code 39999).');
    act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'tpsl', refusal: { code: '39999' } })));
    expect(screen.getByRole('status').textContent).toBe('The setting could not be changed (code 39999).');
  });

  it('says a position action\'s answer while the position is as it left it: a new mark and the same state read again keep it, a fill takes it away', async () => {
    const { store } = await renderPositions();
    const status = () => screen.getByRole('status').textContent;
    act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'margin', refusal: null })));
    expect(status()).toBe('Margin of BTCUSDT changed.');
    act(() => {
      store.dispatch(markReceived(markAt('101000')));
      store.dispatch(positionsLoaded({ positions: [{ ...POSITION }], settings: [] }));
      store.dispatch(positionUpdated({ ...POSITION, markPrice: '101000' }));
    });
    expect(status()).toBe('Margin of BTCUSDT changed.');
    act(() => void store.dispatch(positionUpdated({ ...POSITION, size: '0.2', updatedAt: 2000 })));
    expect(status()).toBe('');
  });

  it('drops a refusal once the position it was about closed, and a TP/SL answer once another order guards the position', async () => {
    const { store } = await renderPositions();
    const status = () => screen.getByRole('status').textContent;
    act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'margin', refusal: { code: '33006' } })));
    expect(status()).toBe('That is more margin than the position can spare.');
    act(() => void store.dispatch(positionUpdated({ ...POSITION, size: '0', updatedAt: 2000 })));
    expect(status()).toBe('');

    const guarded = { ...POSITION, takeProfit: { orderId: '8', stopPrice: '110000.0', triggerBy: 'MARK' as const }, updatedAt: 3000 };
    act(() => {
      store.dispatch(positionUpdated(guarded));
      store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'tpsl', refusal: null }));
    });
    expect(status()).toBe('TP/SL of BTCUSDT saved.');
    act(() => void store.dispatch(positionUpdated({ ...guarded, takeProfit: { ...guarded.takeProfit, orderId: '12' } })));
    expect(status()).toBe('');
  });

  it('keeps saying a close was sent while no position is held, and no more once a new one opens', async () => {
    const { store } = await renderPositions();
    const status = () => screen.getByRole('status').textContent;
    act(() => {
      store.dispatch(positionUpdated({ ...POSITION, size: '0', updatedAt: 2000 }));
      store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'close', refusal: null }));
    });
    expect(status()).toBe('Close order sent for BTCUSDT.');
    act(() => void store.dispatch(positionsLoaded({ positions: [], settings: [] })));
    expect(status()).toBe('Close order sent for BTCUSDT.');
    act(() => void store.dispatch(positionUpdated({ ...POSITION, side: 'SHORT', updatedAt: 5000 })));
    expect(status()).toBe('');
  });

  it('shows the workspace\'s position alone once "Hide other pairs" is ticked, the order tabs\' choice too', async () => {
    const { store } = await renderPositions();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide other pairs' }));
    expect(store.getState().preferences.trading.otherPairsHidden).toBe(true);
    expect(screen.queryByRole('rowheader', { name: /ETHUSDT/ })).toBeNull();
    expect(rowOf('BTCUSDT')).toBeTruthy();
  });

  it('shows only the margin mode the position filter names', async () => {
    await renderPositions({ ...initialPreferences.trading, positionFilter: 'cross' });
    expect(screen.queryByRole('rowheader', { name: /BTCUSDT/ })).toBeNull();
    expect(rowOf('ETHUSDT')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Positions shown'), { target: { value: 'all' } });
    expect(rowOf('BTCUSDT')).toBeTruthy();
  });
});
