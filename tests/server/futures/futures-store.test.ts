// The futures store's own rules, below the market: a wallet never goes below zero and journals only what moved it,
// the pools start once and add nothing for nothing, settings list per account, and a page by symbol keeps to it.
import { openDatabase, type GatewayDatabase } from '../../../server/db';
import { FuturesStore, WalletShort, type FundingRow } from '../../../server/futures/futures-store';

let db: GatewayDatabase;
let store: FuturesStore;

beforeEach(() => {
  db = openDatabase(':memory:');
  store = new FuturesStore(db);
});

afterEach(() => {
  db.close();
});

const journal = () => db.prepare('SELECT account_id AS account, kind, amount FROM futures_journal ORDER BY id').all();

describe('a futures wallet', () => {
  it('is made by a credit of nothing, which journals nothing', () => {
    expect(store.hasWallet('A')).toBe(false);
    store.credit('A', 0n, 'seed', 1);
    expect([store.hasWallet('A'), store.wallet('A'), journal()]).toEqual([true, 0n, []]);
  });

  it('journals each credit and debit with its kind, and refuses a debit beyond the balance, which it leaves as it was', () => {
    store.credit('A', 100n, 'transfer', 1);
    store.credit('A', -40n, 'fee', 2);
    expect(() => store.credit('A', -61n, 'pnl', 3)).toThrow(WalletShort);
    expect(store.wallet('A')).toBe(60n);
    expect(journal()).toEqual([{ account: 'A', kind: 'transfer', amount: '100' }, { account: 'A', kind: 'fee', amount: '-40' }]);
  });

  it('names the refusal for the calls that catch it', () => {
    const refusal = new WalletShort();
    expect([refusal.name, refusal.message, refusal instanceof Error]).toEqual(['WalletShort', 'Futures wallet too small', true]);
  });
});

describe('the pools', () => {
  it('read zero before they exist, and a real pool is apart from a paper one', () => {
    expect(store.pool('real', 'insurance')).toBe(0n);
    store.addToPool('paper', 'insurance', 7n);
    expect([store.pool('real', 'insurance'), store.pool('paper', 'insurance')]).toEqual([0n, 7n]);
  });

  it('start once at their starting amount, which a later start does not reset', () => {
    store.ensurePool('real', 'insurance', 100n);
    store.addToPool('real', 'insurance', 5n);
    store.ensurePool('real', 'insurance', 100n);
    expect(store.pool('real', 'insurance')).toBe(105n);
  });

  it('get no row from adding nothing, so their start still applies after it', () => {
    store.addToPool('real', 'fees', 0n);
    store.ensurePool('real', 'fees', 100n);
    expect(store.pool('real', 'fees')).toBe(100n);
  });
});

it('lists an account\'s leverage and margin mode per symbol, in symbol order, and no other account\'s', () => {
  store.putSetting('A', 'ETHUSDT', 5, 'CROSS');
  store.putSetting('A', 'BTCUSDT', 10, 'ISOLATED');
  store.putSetting('B', 'BTCUSDT', 20, 'CROSS');
  store.putSetting('A', 'ETHUSDT', 3, 'ISOLATED');
  expect(store.settings('A')).toEqual([
    { symbol: 'BTCUSDT', leverage: 10, margin_mode: 'ISOLATED' },
    { symbol: 'ETHUSDT', leverage: 3, margin_mode: 'ISOLATED' },
  ]);
});

it('pages an account\'s funding payments by symbol when one is named, and over every symbol when none is', () => {
  const payment = (symbol: string, time: number): Omit<FundingRow, 'id'> => ({
    account_id: 'A', market: 'real', symbol, side: 'LONG', size_lots: 1, mark_ticks: 1, rate: '0.0001', amount: '-1', time,
  });
  store.addFunding(payment('BTCUSDT', 1));
  store.addFunding(payment('ETHUSDT', 2));
  expect(store.funding('A', { symbol: 'ETHUSDT', limit: 10 }).map((row) => row.symbol)).toEqual(['ETHUSDT']);
  expect(store.funding('A', { limit: 10 }).map((row) => row.symbol).sort()).toEqual(['BTCUSDT', 'ETHUSDT']);
});
