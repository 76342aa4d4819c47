import { act, screen } from '@testing-library/react';
import { SpotPage } from '../../src/pages/spot/SpotPage';
import { simulationMirrored } from '../../store/simulation.slice';
import { symbolRulesLoaded } from '../../store/trading.actions';
import { renderWithProviders } from '../support/render';

// The pages' chart panel with a stand-in chart: the chart library is covered by chart-view.test.ts.
jest.mock('../../src/components/trading/chart-view', () => ({
  createChartView: () => ({ setFormat: () => {}, setHistory: () => {}, update: () => {}, setMarks: () => {}, destroy: () => {} }),
}));

describe('spot page', () => {
  it('restarts the market stream when paper trading is entered or left, so the socket follows the account world', async () => {
    const { actions, store } = await renderWithProviders(null, { routes: [{ path: '/spot/:symbol', element: <SpotPage /> }] });
    const streamActions = () => actions.filter((action) => action.type.startsWith('trading/stream')).map((action) => action.type);
    expect(streamActions()).toEqual(['trading/streamStarted']);
    act(() => void store.dispatch(simulationMirrored(true)));
    expect(streamActions()).toEqual(['trading/streamStarted', 'trading/streamStopped', 'trading/streamStarted']);
    act(() => void store.dispatch(simulationMirrored(false)));
    expect(streamActions()).toHaveLength(5);
    expect(streamActions().at(-1)).toBe('trading/streamStarted');
  });
});

describe('a market’s path', () => {
  const spotRoutes = [{ path: '/spot/:symbol', element: <SpotPage /> }];
  const streamActions = (actions: { type: string }[]) => actions.filter((action) => action.type.startsWith('trading/stream')).map((action) => action.type);

  it.each([
    ['/spot/ethusdt?locale=de', '/spot/ETHUSDT', '?locale=de'],
    ['/spot/ETH-USDT', '/spot/ETHUSDT', ''],
    ['/spot/eth_usdt', '/spot/ETHUSDT', ''],
    ['/spot/eth', '/spot/ETHUSDT', ''],
  ])('goes from another spelling, %s, to the listed one in place, keeping the query', async (path, pathname, search) => {
    const { router, actions } = await renderWithProviders(null, { path, routes: spotRoutes });
    expect(router.state.location).toMatchObject({ pathname, search });
    expect(router.state.historyAction).toBe('REPLACE');
    // Only the market it went to has a stream.
    expect(actions.filter((action) => action.type === 'trading/streamStarted').map((action) => (action.payload as { symbol: string }).symbol)).toEqual(['ETHUSDT']);
  });

  it('shows the markets there are for a text no symbol could be, without a stream', async () => {
    const { actions } = await renderWithProviders(null, { path: '/spot/%3Cb%3E', routes: spotRoutes });
    // The page of no market, and its list of the markets there are, load when first shown.
    await screen.findByRole('heading', { level: 1, name: 'No such market' });
    await screen.findByRole('searchbox', { name: 'Search markets' });
    expect(screen.getByText('There is no spot market “<b>”. These are the markets there are:')).toBeTruthy();
    expect(streamActions(actions)).toEqual([]);
    expect(document.title).toBe('No such market | Exchange');
  });

  it('ends the stream and shows the markets there are once the exchange info does not list the symbol', async () => {
    const { actions, store } = await renderWithProviders(null, { path: '/spot/FOOUSDT', routes: spotRoutes });
    expect(streamActions(actions)).toEqual(['trading/streamStarted']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('FOOUSDT');
    act(() => void store.dispatch(symbolRulesLoaded(null)));
    // The page of no market, and its list of the markets there are, load when first shown.
    await screen.findByRole('heading', { level: 1, name: 'No such market' });
    await screen.findByRole('searchbox', { name: 'Search markets' });
    expect(screen.getByText('There is no spot market “FOOUSDT”. These are the markets there are:')).toBeTruthy();
    expect(streamActions(actions)).toEqual(['trading/streamStarted', 'trading/streamStopped']);
  });

  it('opens a listed market chosen after an unlisted one as a workspace again', async () => {
    const { actions, store, router } = await renderWithProviders(null, { path: '/spot/FOOUSDT', routes: spotRoutes });
    act(() => void store.dispatch(symbolRulesLoaded(null)));
    await screen.findByRole('searchbox', { name: 'Search markets' });
    await act(async () => {
      await router.navigate('/spot/ETHUSDT');
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ETHUSDT');
    expect(streamActions(actions)).toEqual(['trading/streamStarted', 'trading/streamStopped', 'trading/streamStarted']);
  });
});
