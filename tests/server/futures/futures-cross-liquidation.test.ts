import type { FuturesMarket } from '../../../server/futures/futures-market';
import { parseAtoms } from '../../../server/market/amounts';
import { INSURANCE_FUND_START } from '../../../server/futures/futures-symbols';
import { books, fund, world } from './support';
import type { World } from './support';

function market(w: World, symbol: string): FuturesMarket {
  return w.exchange.market('real', symbol) as FuturesMarket;
}

/** `maker` rests a sell and `taker` buys it at market: `taker` holds a long of `qty` at `price`. */
function long(w: World, symbol: string, taker: string, price: string, qty: string): void {
  market(w, symbol).placeUser('M', { symbol, side: 'sell', type: 'limit', price, qty });
  market(w, symbol).placeUser(taker, { symbol, side: 'buy', type: 'market', qty });
}

/**
 * X: cross longs of 0.1 BTC at 60,000 and 2 ETH at 3,000 (6,000 USDT each, 20x), and an isolated 10x long of 10
 * SOL at 200 (margin 200), from a wallet of 3,000. M, the counterparty, is funded far beyond its positions.
 */
function crossAccount(): World {
  const w = world();
  fund(w, 'M', '1000000');
  fund(w, 'X', '3000');
  w.exchange.store.transaction(() => w.exchange.store.putSetting('X', 'SOLUSDT', 10, 'ISOLATED'));
  long(w, 'BTCUSDT', 'X', '60000', '0.1');
  long(w, 'ETHUSDT', 'X', '3000', '2');
  long(w, 'SOLUSDT', 'X', '200', '10');
  market(w, 'BTCUSDT').pin(6_000_000, w.now.value);
  market(w, 'ETHUSDT').pin(300_000, w.now.value);
  market(w, 'SOLUSDT').pin(200_000, w.now.value);
  return w;
}

const bySymbol = (w: World, account: string) => Object.fromEntries(w.exchange.positions(account, 'real').map((position) => [position.symbol, position]));

describe('futures: cross liquidation', () => {
  it('closes every cross position when the cross margin balance reaches the cross maintenance, and leaves the isolated one', () => {
    const w = crossAccount();
    // ETH down 1,800: cross balance 2,993 - 200 - 1,800 = 993, well above the maintenance margins (~45).
    market(w, 'ETHUSDT').pin(210_000, w.now.value);
    expect(Object.keys(bySymbol(w, 'X'))).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    // BTC down 1,200 more: 993 - 1,200 < 0 <= maintenance. BTC's mark tripped it; ETH closes with it.
    market(w, 'BTCUSDT').pin(4_800_000, w.now.value);
    const left = bySymbol(w, 'X');
    expect(Object.keys(left)).toEqual(['SOLUSDT']);
    expect(left['SOLUSDT']).toMatchObject({ marginMode: 'ISOLATED', isolatedMargin: '200', size: '10.00' });
    const records = w.exchange.store.liquidations('X', { limit: 10 });
    expect(records.map((record) => [record.symbol, record.margin_mode, record.side, record.size_lots])).toEqual([
      ['ETHUSDT', 'CROSS', 'LONG', 20_000],
      ['BTCUSDT', 'CROSS', 'LONG', 10_000],
    ]);
    expect(records.map((record) => record.mark_ticks)).toEqual([210_000, 4_800_000]);
  });

  it('pays the cross loss beyond the cross balance from the insurance fund: the wallet keeps the isolated margin', () => {
    const w = crossAccount();
    const walletBefore = w.exchange.store.wallet('X');
    market(w, 'ETHUSDT').pin(210_000, w.now.value);
    market(w, 'BTCUSDT').pin(4_800_000, w.now.value);
    // Losses of 3,000 against a cross balance of 2,793: the wallet ends holding exactly the SOL margin.
    expect(w.exchange.store.wallet('X')).toBe(parseAtoms('200'));
    const records = w.exchange.store.liquidations('X', { limit: 10 });
    const lost = records.reduce((sum, record) => sum + BigInt(record.margin_lost), 0n);
    const covered = records.reduce((sum, record) => sum + BigInt(record.insurance_cover), 0n);
    expect(lost).toBe(walletBefore - parseAtoms('200'));
    expect(covered).toBeGreaterThan(0n);
    const sums = books(w.db);
    const j = (kind: string) => sums.journal[kind] ?? 0n;
    expect(sums.insurance + j('insurance') + j('liquidation')).toBe(parseAtoms(INSURANCE_FUND_START));
    expect(sums.wallets + sums.insurance + sums.fees).toBe(parseAtoms(INSURANCE_FUND_START) + j('seed') + j('pnl') + j('funding'));
    expect(w.exchange.balance('X', 'real')).toMatchObject({ walletBalance: '200', positionMargin: '200' });
  });

  it('sends each cross position its own reduce-only market order into the book; the fund takes over what the book cannot', () => {
    const w = crossAccount();
    // The book holds a bid for half of the BTC long at its bankruptcy price or better (BTC closes first, on a cross
    // balance of 2,993 - 200 - 1,800 = 993 with ETH at 2,100: (6,000 - 993) / 0.1 = 50,070); nothing for ETH.
    market(w, 'BTCUSDT').placeUser('M', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50070', qty: '0.05' });
    market(w, 'ETHUSDT').pin(210_000, w.now.value);
    market(w, 'BTCUSDT').pin(4_800_000, w.now.value);
    const orders = w.exchange.store.history('X', { limit: 20 }).filter((row) => row.client_order_id.startsWith('liq'));
    expect(orders.map((row) => [row.symbol, row.side, row.type, row.reduce_only, row.qty_lots, row.filled_lots])).toEqual([
      ['ETHUSDT', 'sell', 'market', 1, 20_000, 0],
      ['BTCUSDT', 'sell', 'market', 1, 10_000, 5_000],
    ]);
    expect(bySymbol(w, 'M')['BTCUSDT']).toMatchObject({ side: 'SHORT', size: '0.05000' });
  });

  it('leaves a cross account above its maintenance alone, however far one position has fallen', () => {
    const w = crossAccount();
    // BTC down 1,500, ETH up 1,000: the cross balance nets the two.
    market(w, 'ETHUSDT').pin(350_000, w.now.value);
    market(w, 'BTCUSDT').pin(4_500_000, w.now.value);
    expect(Object.keys(bySymbol(w, 'X'))).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(w.exchange.store.liquidations('X', { limit: 10 })).toEqual([]);
  });

  it('tells the streams of every liquidation and of each closed position after the transaction', () => {
    const w = crossAccount();
    const heard: string[] = [];
    w.exchange.listen({
      futuresTrades: () => undefined, futuresKlines: () => undefined, futuresDepth: () => undefined, futuresTicker: () => undefined,
      futuresMark: () => undefined, futuresOrder: () => undefined, futuresFill: () => undefined, futuresBalance: () => undefined,
      futuresFunding: () => undefined,
      futuresPosition: (account, position) => void (account === 'X' && position.size === '0' && heard.push(`closed ${position.symbol}`)),
      futuresLiquidation: (account, record) => void heard.push(`${account} ${record.symbol} ${record.marginMode}`),
    });
    market(w, 'ETHUSDT').pin(210_000, w.now.value);
    market(w, 'BTCUSDT').pin(4_800_000, w.now.value);
    expect(heard.sort()).toEqual(['X BTCUSDT CROSS', 'X ETHUSDT CROSS', 'closed BTCUSDT', 'closed ETHUSDT']);
  });
  it('cancels every open order of the account first, on every perpetual and in either margin mode, freeing their margin', () => {
    const w = crossAccount();
    // Resting orders far from the price on a cross symbol with a position, on one without, and on the isolated SOL,
    // and a conditional order: the margin they hold is shown as order margin.
    market(w, 'BTCUSDT').placeUser('X', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '30000', qty: '0.01' });
    market(w, 'BNBUSDT').placeUser('X', { symbol: 'BNBUSDT', side: 'buy', type: 'limit', price: '300', qty: '1' });
    market(w, 'SOLUSDT').placeUser('X', { symbol: 'SOLUSDT', side: 'buy', type: 'limit', price: '100', qty: '1' });
    market(w, 'BNBUSDT').placeUser('X', { symbol: 'BNBUSDT', side: 'buy', type: 'stopMarket', stopPrice: '900', qty: '1' });
    expect(w.exchange.store.openOrdersOf('X')).toHaveLength(4);
    expect(Number(w.exchange.balance('X', 'real').orderMargin)).toBeGreaterThan(0);
    const journal = () => books(w.db).journal;
    const before = journal();
    market(w, 'ETHUSDT').pin(210_000, w.now.value);
    market(w, 'BTCUSDT').pin(4_800_000, w.now.value);
    expect(w.exchange.store.openOrdersOf('X')).toEqual([]);
    const cancelled = w.exchange.store.history('X', { limit: 20 }).filter((row) => row.client_order_id.startsWith('g') || row.type !== 'market');
    expect(cancelled.filter((row) => row.status === 'canceled').map((row) => [row.symbol, row.type, row.cancel_reason]).sort()).toEqual([
      ['BNBUSDT', 'limit', 'liquidation'],
      ['BNBUSDT', 'stopMarket', 'liquidation'],
      ['BTCUSDT', 'limit', 'liquidation'],
      ['SOLUSDT', 'limit', 'liquidation'],
    ]);
    // A cancel moves no money: the order margin is simply free again, and only the isolated margin stays held.
    expect(journal()['fee']).toBe(before['fee']);
    expect(w.exchange.balance('X', 'real')).toMatchObject({ walletBalance: '200', positionMargin: '200', orderMargin: '0', availableBalance: '0' });
    expect(bySymbol(w, 'X')['SOLUSDT']).toMatchObject({ marginMode: 'ISOLATED', isolatedMargin: '200' });
  });

  it('cancels only the orders of its own perpetual when an isolated position is liquidated', () => {
    const w = crossAccount();
    market(w, 'SOLUSDT').placeUser('X', { symbol: 'SOLUSDT', side: 'buy', type: 'limit', price: '100', qty: '1' });
    market(w, 'BNBUSDT').placeUser('X', { symbol: 'BNBUSDT', side: 'buy', type: 'limit', price: '300', qty: '1' });
    // SOL 15 % down liquidates the 10x isolated long; the cross positions are untouched.
    market(w, 'SOLUSDT').pin(170_000, w.now.value);
    expect(Object.keys(bySymbol(w, 'X'))).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(w.exchange.store.openOrdersOf('X').map((row) => [row.symbol, row.status])).toEqual([['BNBUSDT', 'new']]);
  });
});
