import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootSaga } from '../../sagas/root.saga';
import type { SagaContext } from '../../sagas/ports';
import { env } from '../config/env';
import type { GatewayRequester } from '../../store/gateway-query';
import { dynamicMiddleware } from '../../store/dynamic-middleware';
import { rootReducer, type RootState } from '../../store/root-reducer';

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  context: SagaContext;
  /** The HTTP client page queries (RTK Query) go through; tests pass a fake. */
  http?: GatewayRequester;
  /** Tests may run one saga instead of the whole root. */
  saga?: () => Generator;
}

const NO_HTTP: GatewayRequester = {
  request: () => Promise.reject(new Error('this store was made without an HTTP client')),
};

/** The one store factory, for the app and for every test: a real store, real sagas, injected effects. */
export function makeStore({ preloadedState, context, http = NO_HTTP, saga = rootSaga }: MakeStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({
    context: { ...context },
    onError: (error) => console.error('a saga stopped on an uncaught error', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Thunks only carry RTK Query's page data; workflows live in sagas.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { http } } }).concat(dynamicMiddleware.middleware, sagaMiddleware),
    devTools: env.dev,
  });
  const task = sagaMiddleware.run(saga);
  return Object.assign(store, { sagaTask: task });
}

export type AppStore = ReturnType<typeof makeStore>;
