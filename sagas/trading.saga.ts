// The trading workflows load with the first trading page: until a page starts a stream, the first load carries
// none of their code (the contract's checks, the book, the stream's bridge).
import { call, fork, getContext, setContext, take } from 'redux-saga/effects';
import { streamStarted } from '../store/trading.actions';
import type { MarketPort } from './ports';
import type * as MarketStreamSagas from './market-stream.saga';
import type * as OrdersSagas from './orders.saga';
import type * as FuturesSagas from './futures.saga';

export function* tradingSaga() {
  const first: ReturnType<typeof streamStarted> = yield take(streamStarted.type);
  const [{ marketStreamSaga }, { ordersSaga }]: [typeof MarketStreamSagas, typeof OrdersSagas] = yield call(() =>
    Promise.all([import('./market-stream.saga'), import('./orders.saga')]),
  );
  const loadMarket: (() => Promise<MarketPort>) | undefined = yield getContext('loadMarket');
  const loaded: MarketPort | undefined = yield getContext('market');
  if (!loaded && loadMarket) yield setContext({ market: (yield call(loadMarket)) as MarketPort });
  yield fork(ordersSaga);
  yield fork(futuresWhenShown, first);
  // The action that woke this saga was taken before the workflows listened: it is handed over.
  yield fork(marketStreamSaga, first);
}

const isFuturesStream = (action: { type: string; payload?: unknown }) => streamStarted.match(action) && action.payload.market === 'futures';

/**
 * The futures workflows (leverage, margin mode, the position actions, transfers) load with the first futures
 * workspace: a trader who only uses spot never downloads them. Everything they answer is asked for on that page,
 * after its stream started: the form's choices wait for the symbol's rules, which the stream reads (a logged-in
 * load starts it only once the user-info call has answered).
 */
function* futuresWhenShown(first: ReturnType<typeof streamStarted>) {
  if (!isFuturesStream(first)) yield take(isFuturesStream);
  const { futuresSaga }: typeof FuturesSagas = yield call(() => import('./futures.saga'));
  yield fork(futuresSaga);
}
