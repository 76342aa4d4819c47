import { makeStore } from '../../src/app/make-store';
import { STORAGE_KEYS } from '../../src/core/storage';
import { requestContextSaga } from '../../sagas/request-context.saga';
import { initialPreferences, localeChanged, themeChanged } from '../../store/preferences.slice';
import { simulationMirrored } from '../../store/simulation.slice';
import { fakeApi, fakeContext } from '../support/saga-fakes';

function setup(visitorId?: string) {
  const fake = fakeApi();
  const { context, storage } = fakeContext({ api: fake.api });
  if (visitorId !== undefined) storage.write(STORAGE_KEYS.visitorId, visitorId);
  const store = makeStore({
    context,
    saga: requestContextSaga,
    preloadedState: {
      preferences: { ...initialPreferences, locale: 'de', theme: 'light', terminalCode: 'terminal-7' },
      simulation: { active: true },
    },
  });
  return { store, contexts: fake.contexts };
}

test('on start, the request headers get the preferences, the simulation mode and the stored visitor id', () => {
  const { contexts } = setup('visitor-1');
  expect(contexts).toEqual([
    { locale: 'de', theme: 'light', terminalCode: 'terminal-7', simulation: true, deviceId: 'visitor-1' },
  ]);
});

test('without a stored visitor id, the terminal code stands in as the device id', () => {
  const { contexts } = setup();
  expect(contexts[0]?.deviceId).toBe('terminal-7');
});

test('every preference change and simulation mirror pushes the new context; other actions push nothing', () => {
  const { store, contexts } = setup('visitor-1');
  store.dispatch(localeChanged('ja'));
  store.dispatch(themeChanged('dark'));
  store.dispatch(simulationMirrored(false));
  store.dispatch({ type: 'user/somethingElse' });
  store.dispatch({ type: 'simulation/enterRequested', payload: { target: 'spot' } });
  expect(contexts.map(({ locale, theme, simulation }) => [locale, theme, simulation])).toEqual([
    ['de', 'light', true],
    ['ja', 'light', true],
    ['ja', 'dark', true],
    ['ja', 'dark', false],
  ]);
});

test('a stored visitor id that is not a string is not sent: the terminal code stands in', () => {
  const fake = fakeApi();
  const { context, storage } = fakeContext({ api: fake.api });
  storage.write(STORAGE_KEYS.visitorId, 12345);
  makeStore({
    context,
    saga: requestContextSaga,
    preloadedState: { preferences: { ...initialPreferences, terminalCode: 'terminal-7' } },
  });
  expect(fake.contexts[0]?.deviceId).toBe('terminal-7');
});
