// "Load more" of the futures account's paged lists, through the two tables of `futures-pages.saga.ts` (each list's
// call, page size, answer, warning name, cursor and action). The tables are module-level values, built when the
// module loads: every test here loads the module afresh and judges the tables of that load, where a module imported
// once at the top of a file would keep the tables it was first loaded with.
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import type * as PagesModule from '../../sagas/futures-pages.saga';
import type { MarketPort } from '../../sagas/ports';
import { FuturesPaths } from '../../src/core/trading/contract/paths';
import { futuresAccountSlice } from '../../store/futures-account.slice';
import type { FuturesAccountState } from '../../store/futures-account.slice';
import { LIQUIDATION } from '../components/futures/support';
import { fundingPayment } from './support/trading-rows';

type Pages = typeof PagesModule;

async function freshPages(): Promise<Pages> {
  let pages: Pages | undefined;
  await jest.isolateModulesAsync(async () => {
    pages = await import('../../sagas/futures-pages.saga');
  });
  if (!pages) throw new Error('futures-pages.saga did not load');
  return pages;
}

const ACCOUNT: FuturesAccountState = futuresAccountSlice.getInitialState();

/** One "Load more" of a list, against a gateway that gives `answer` (an Error: a failed call). */
async function loadMore(list: 'funding' | 'liquidations', account: Partial<FuturesAccountState>, answer: unknown) {
  const pages = await freshPages();
  const posts: [string, unknown][] = [];
  const actions: UnknownAction[] = [];
  const market = {
    post: (path: string, body: unknown) => {
      posts.push([path, body]);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  } as unknown as MarketPort;
  const table = list === 'funding' ? pages.FUNDING_PAGES : pages.LIQUIDATION_PAGES;
  await runSaga(
    { dispatch: (action: UnknownAction) => void actions.push(action), getState: () => ({ futures: { account: { ...ACCOUNT, ...account } } }) },
    pages.nextPage as (market: MarketPort, table: unknown) => Generator,
    market,
    table,
  ).toPromise();
  return { posts, actions };
}

afterEach(() => jest.restoreAllMocks());

test('funding payments: the first page is asked without a cursor and replaces the rows', async () => {
  const { posts, actions } = await loadMore('funding', {}, { payments: [fundingPayment('9')], next: '9' });

  expect(posts).toEqual([[FuturesPaths.fundingHistory, { limit: 20 }]]);
  expect(actions).toEqual([
    { type: 'futures/fundingLoaded', payload: { payments: [fundingPayment('9')], next: '9', append: false } },
  ]);
});

test('funding payments: the next page is asked from the held cursor and appended', async () => {
  const { posts, actions } = await loadMore('funding', { fundingNext: '9', liquidationsNext: 'x' }, { payments: [fundingPayment('8')], next: null });

  expect(posts).toEqual([[FuturesPaths.fundingHistory, { limit: 20, cursor: '9' }]]);
  expect(actions).toEqual([
    { type: 'futures/fundingLoaded', payload: { payments: [fundingPayment('8')], next: null, append: true } },
  ]);
});

test('liquidations: the first page is asked without a cursor and replaces the rows', async () => {
  const { posts, actions } = await loadMore('liquidations', {}, { liquidations: [LIQUIDATION], next: '7' });

  expect(posts).toEqual([[FuturesPaths.liquidations, { limit: 20 }]]);
  expect(actions).toEqual([
    { type: 'futures/liquidationsLoaded', payload: { liquidations: [LIQUIDATION], next: '7', append: false } },
  ]);
});

test('liquidations: the next page is asked from the held cursor and appended', async () => {
  const { posts, actions } = await loadMore('liquidations', { liquidationsNext: '7', fundingNext: 'x' }, { liquidations: [], next: null });

  expect(posts).toEqual([[FuturesPaths.liquidations, { limit: 20, cursor: '7' }]]);
  expect(actions).toEqual([{ type: 'futures/liquidationsLoaded', payload: { liquidations: [], next: null, append: true } }]);
});

test.each([
  ['funding', 'funding payments', { fundingNext: '9' }, { type: 'futures/fundingLoaded', payload: { payments: [], next: '9', append: true } }],
  ['liquidations', 'liquidations', { liquidationsNext: '7' }, { type: 'futures/liquidationsLoaded', payload: { liquidations: [], next: '7', append: true } }],
] as const)('a failed page of %s is named in the warning, and the cursor stays', async (list, what, account, kept) => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const failure = new Error('HTTP 500');

  const { actions } = await loadMore(list, account, failure);

  expect(actions.filter((action) => action.type !== 'toasts/toastShown')).toEqual([kept]);
  expect(warn).toHaveBeenCalledWith(`the next page of ${what} could not be loaded`, failure);
});

test.each([
  ['funding', { fundingNext: '9' }],
  ['liquidations', { liquidationsNext: '7' }],
] as const)('a failed "Load more" of %s is said in an error toast; a failed first page is not', async (list, account) => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const network = Object.assign(new Error('Network Error'), { kind: 'network', messageKey: 'errors.network', toast: true });

  const pressed = await loadMore(list, account, network);
  const first = await loadMore(list, {}, network);

  expect(pressed.actions.filter((action) => action.type === 'toasts/toastShown').map((action) => (action.payload as { kind: string; messageKey: string })))
    .toEqual([expect.objectContaining({ kind: 'error', messageKey: 'errors.network' })]);
  expect(first.actions.filter((action) => action.type === 'toasts/toastShown')).toEqual([]);
});
