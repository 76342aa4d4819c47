import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootSaga } from '../../sagas/root.saga';
import type { SagaContext } from '../../sagas/ports';
import { env } from '../config/env';
import { rootReducer, type RootState } from '../../store/root-reducer';

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  context: SagaContext;
  /** Tests may run one saga instead of the whole root. */
  saga?: () => Generator;
}

/** The one store factory, for the app and for every test: a real store, real sagas, injected effects. */
export function makeStore({ preloadedState, context, saga = rootSaga }: MakeStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({
    context: { ...context },
    onError: (error) => console.error('a saga stopped on an uncaught error', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
    devTools: env.dev,
  });
  const task = sagaMiddleware.run(saga);
  return Object.assign(store, { sagaTask: task });
}

export type AppStore = ReturnType<typeof makeStore>;
