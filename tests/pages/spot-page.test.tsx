import { act } from '@testing-library/react';
import { SpotPage } from '../../src/pages/spot/SpotPage';
import { simulationMirrored } from '../../store/simulation.slice';
import { renderWithProviders } from '../support/render';

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
