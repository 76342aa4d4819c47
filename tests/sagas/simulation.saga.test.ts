import { makeStore } from '../../src/app/make-store';
import { simulationSaga } from '../../sagas/simulation.saga';
import { locationChanged, simulationEnterRequested, simulationExitRequested } from '../../store/simulation.slice';
import { fakeActors, fakeBrowser, fakeContext } from '../support/saga-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(simulation: { enabled?: boolean; pathname?: string; active?: boolean } = {}) {
  const { actors, effects } = fakeActors(simulation);
  const browser = fakeBrowser();
  const { context } = fakeContext({ actors, browser: browser.browser });
  const active = simulation.active ?? simulation.enabled ?? false;
  const store = makeStore({ context, saga: simulationSaga, preloadedState: { simulation: { active } } });
  return { store, effects, browser };
}

test('in the mode at start, the machine loads and the store mirrors it', async () => {
  const { store } = setup({ enabled: true });
  await settle();
  expect(store.getState().simulation.active).toBe(true);
});

test('the header switch loads the machine, enters the mode, and the store follows', async () => {
  const { store, effects } = setup();
  store.dispatch(simulationEnterRequested({ target: 'futures' }));
  await settle();
  expect(effects).toEqual(['setFlag', 'load /futures/usdt/BTCUSDT']);
  expect(store.getState().simulation.active).toBe(true);
});

test('leaving the mode removes the flag and reloads', async () => {
  const { store, effects } = setup({ enabled: true, active: true });
  await settle();
  store.dispatch(simulationExitRequested());
  expect(effects).toEqual(['removeFlag', 'reload']);
  expect(store.getState().simulation.active).toBe(false);
});

test('router navigation reaches the machine, which redirects pages outside the allow-list', async () => {
  const { store, effects } = setup({ enabled: true, active: true });
  await settle();
  store.dispatch(locationChanged({ pathname: '/wiki' }));
  expect(effects).toEqual(['redirect /spot/BTCUSDT']);
});

test('another tab setting the flag loads the machine and reloads an allowed page into the mode', async () => {
  const { store, effects, browser } = setup({ pathname: '/fee' });
  browser.otherTabWrites('simulation-trade', 'true');
  await settle();
  expect(effects).toEqual(['reload']);
  expect(store.getState().simulation.active).toBe(true);
});

test('another tab clearing the flag reloads this one out of the mode; other keys are ignored', async () => {
  const { effects, browser } = setup({ enabled: true, active: true });
  await settle();
  browser.otherTabWrites('theme', '"white"');
  expect(effects).toEqual([]);
  browser.otherTabWrites('simulation-trade', null);
  expect(effects).toEqual(['reload']);
});

test('while the mode is off and nobody asks for it, the machine is never loaded; the first request loads it', async () => {
  const browser = fakeBrowser();
  const { context } = fakeContext({ browser: browser.browser });
  const loadActors = jest.fn(context.loadActors);
  const store = makeStore({ context: { ...context, loadActors }, saga: simulationSaga });
  browser.otherTabWrites('theme', '"white"');
  store.dispatch(locationChanged({ pathname: '/wiki' }));
  await settle();
  expect(loadActors).not.toHaveBeenCalled();
  expect(store.getState().simulation.active).toBe(false);

  store.dispatch(simulationEnterRequested({ target: 'spot' }));
  await settle();
  expect(loadActors).toHaveBeenCalledTimes(1);
  expect(store.getState().simulation.active).toBe(true);
});

test('another tab clearing its whole storage reloads this one out of the mode', async () => {
  const { effects, browser } = setup({ enabled: true, active: true });
  await settle();
  browser.otherTabWrites(null, null);
  expect(effects).toEqual(['reload']);
});

test('the flag under a named storage area is not the simulation flag: the machine stays unloaded', async () => {
  const browser = fakeBrowser();
  const { context } = fakeContext({ browser: browser.browser });
  const loadActors = jest.fn(context.loadActors);
  const store = makeStore({ context: { ...context, loadActors }, saga: simulationSaga });
  browser.otherTabWrites('common:simulation-trade', 'true');
  await settle();
  expect(loadActors).not.toHaveBeenCalled();
  expect(store.getState().simulation.active).toBe(false);
});

test('after the first request loads the machine, the header switch still reaches it each time', async () => {
  const { store, effects } = setup();
  store.dispatch(simulationEnterRequested({ target: 'spot' }));
  await settle();
  store.dispatch(simulationExitRequested());
  store.dispatch(simulationEnterRequested({ target: 'futures' }));
  expect(effects).toEqual(['setFlag', 'load /spot/BTCUSDT', 'removeFlag', 'reload', 'setFlag', 'load /futures/usdt/BTCUSDT']);
});

test('a stopped simulation saga stops listening to the other tabs', async () => {
  const { actors } = fakeActors({ enabled: true });
  const browser = fakeBrowser();
  const subscribe = browser.browser.subscribeStorage;
  let listening = 0;
  browser.browser.subscribeStorage = (listener) => {
    listening += 1;
    const unsubscribe = subscribe(listener);
    return () => {
      listening -= 1;
      unsubscribe();
    };
  };
  const { context } = fakeContext({ actors, browser: browser.browser });
  const store = makeStore({ context, saga: simulationSaga, preloadedState: { simulation: { active: true } } });
  await settle();
  expect(listening).toBe(1);
  store.sagaTask.cancel();
  expect(listening).toBe(0);
});

test('a stopped simulation saga stops mirroring the machine', async () => {
  const { actors } = fakeActors({ enabled: true });
  const subscribe = actors.simulation.subscribe.bind(actors.simulation);
  let open = 0;
  actors.simulation.subscribe = ((observer: Parameters<typeof subscribe>[0]) => {
    const subscription = subscribe(observer);
    open += 1;
    return {
      unsubscribe: () => {
        open -= 1;
        subscription.unsubscribe();
      },
    };
  }) as typeof actors.simulation.subscribe;
  const { context } = fakeContext({ actors });
  const store = makeStore({ context, saga: simulationSaga, preloadedState: { simulation: { active: true } } });
  await settle();
  expect(open).toBe(1);
  store.sagaTask.cancel();
  expect(open).toBe(0);
});

test('another tab removing the flag while this one is out of the mode changes nothing here', async () => {
  const { store, effects, browser } = setup({ pathname: '/fee' });
  browser.otherTabWrites('simulation-trade', null);
  await settle();
  expect(effects).toEqual([]);
  expect(store.getState().simulation.active).toBe(false);
});

test('where the browser keeps no data for the site, the switch says so and neither sets the flag nor reloads into the real account', async () => {
  const { store, effects, browser } = setup();
  browser.record.localDataKept = false;
  store.dispatch(simulationEnterRequested({ target: 'spot' }));
  await settle();
  expect(effects).toEqual([]);
  expect(store.getState().simulation.active).toBe(false);
  expect(store.getState().toasts.items.map((toast) => toast.messageKey)).toEqual(['simulation.needsStorage']);
  // Once the browser keeps data again, the same switch enters the mode, and keeps checking after that.
  browser.record.localDataKept = true;
  store.dispatch(simulationEnterRequested({ target: 'spot' }));
  await settle();
  expect(effects).toEqual(['setFlag', 'load /spot/BTCUSDT']);
  expect(store.getState().simulation.active).toBe(true);
});
