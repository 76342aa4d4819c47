import { act, screen } from '@testing-library/react';
import { FuturesPage } from '../../src/pages/futures/FuturesPage';
import { symbolRulesLoaded } from '../../store/trading.actions';
import { renderWithProviders } from '../support/render';

// The pages' chart panel with a stand-in chart: the chart library is covered by chart-view.test.ts.
jest.mock('../../src/components/trading/chart-view', () => ({
  createChartView: () => ({ setFormat: () => {}, setHistory: () => {}, update: () => {}, setMarks: () => {}, destroy: () => {} }),
}));

const routes = [{ path: '/futures/usdt/:symbol', element: <FuturesPage /> }];
const streamActions = (actions: { type: string }[]) => actions.filter((action) => action.type.startsWith('trading/stream')).map((action) => action.type);

describe('the futures page of a market’s path', () => {
  it('goes from another spelling to the listed one in place', async () => {
    const { router } = await renderWithProviders(null, { path: '/futures/usdt/sol-usdt', routes });
    expect(router.state.location.pathname).toBe('/futures/usdt/SOLUSDT');
  });

  it('shows the perpetuals there are for a pair listed on spot only, and ends its stream', async () => {
    const { actions, store } = await renderWithProviders(null, { path: '/futures/usdt/XRPUSDT', routes });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('XRPUSDT perpetual');
    act(() => void store.dispatch(symbolRulesLoaded(null)));
    // The page of no market, and its list of the markets there are, load when first shown.
    await screen.findByRole('heading', { level: 1, name: 'No such market' });
    await screen.findByRole('searchbox', { name: 'Search markets' });
    expect(screen.getByText('There is no perpetual “XRPUSDT”. These are the perpetuals there are:')).toBeTruthy();
    expect(streamActions(actions)).toEqual(['trading/streamStarted', 'trading/streamStopped']);
  });
});
