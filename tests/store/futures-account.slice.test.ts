import type { FundingPayment, LiquidationRecord } from '../../src/core/trading/contract/futures';
import {
  fundingLoaded,
  fundingPageRequested,
  liquidationsLoaded,
  liquidationsPageRequested,
  type PageLoaded,
} from '../../store/futures.actions';
import { futuresAccountSlice, type FuturesAccountState } from '../../store/futures-account.slice';

// Only the id and the time of a row take part in paging.
type Row = { id: string; time: number };
const row = (id: string, time: number): Row => ({ id, time });

// The two paged lists of the futures account follow one rule; each case runs for both.
const LISTS = [
  {
    name: 'funding payments',
    asked: fundingPageRequested(),
    loaded: (rows: Row[], page: PageLoaded) => fundingLoaded({ payments: rows as FundingPayment[], ...page }),
    view: (state: FuturesAccountState) => ({ ids: state.funding.map((row) => row.id), next: state.fundingNext, loading: state.fundingLoading }),
  },
  {
    name: 'liquidations',
    asked: liquidationsPageRequested(),
    loaded: (rows: Row[], page: PageLoaded) => liquidationsLoaded({ liquidations: rows as LiquidationRecord[], ...page }),
    view: (state: FuturesAccountState) => ({ ids: state.liquidations.map((row) => row.id), next: state.liquidationsNext, loading: state.liquidationsLoading }),
  },
] as const;

const reduce = futuresAccountSlice.reducer;

describe.each(LISTS)('the futures account’s $name', ({ asked, loaded, view }) => {
  const load = (state: FuturesAccountState | undefined, rows: Row[], page: PageLoaded) => reduce(state, loaded(rows, page));
  // Two rows held with a next page to read, and "Load more" pressed.
  const held = () => reduce(load(undefined, [row('5', 500), row('4', 400)], { next: '4', append: false }), asked);

  it('appends a "Load more" page after the held rows, takes its cursor and ends the wait', () => {
    expect(view(held()).loading).toBe(true);
    expect(view(load(held(), [row('3', 300)], { next: null, append: true }))).toEqual({ ids: ['5', '4', '3'], next: null, loading: false });
  });

  it('puts a first page in place of the held rows', () => {
    expect(view(load(held(), [row('9', 900)], { next: '9', append: false }))).toEqual({ ids: ['9'], next: '9', loading: false });
  });

  it('merges a page read again after a reconnect that reaches the held rows, keeps their cursor and leaves a "Load more" wait running', () => {
    expect(view(load(held(), [row('6', 600), row('5', 500)], { next: '5', append: false, refresh: true }))).toEqual({
      ids: ['6', '5', '4'],
      next: '4',
      loading: true,
    });
  });

  it('starts again from a page read after a reconnect that does not reach the held rows, with the page’s cursor', () => {
    expect(view(load(held(), [row('8', 800), row('7', 700)], { next: '7', append: false, refresh: true }))).toEqual({
      ids: ['8', '7'],
      next: '7',
      loading: true,
    });
  });
});
