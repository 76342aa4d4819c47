// The futures exchange around its markets: the loop's once-a-second mark and the tickers only readers get, the
// starting funds, a position told once it has closed, and what an account's change tells the streams.
import { DEMO_ACCOUNT } from '../../../server/demo-account';
import { FUTURES_STARTING_FUNDS, type FuturesListener } from '../../../server/futures/futures-exchange';
import { formatUnits, parseAtoms } from '../../../server/market/amounts';
import { paperAccountId } from '../../../server/paper-mode';
import { T0, fund, world } from './support';

/** A listener that records what it hears, by kind, and reads tickers when `wantsTicker` says so. */
function recorder(wantsTicker?: boolean) {
  const heard: Array<[string, string]> = [];
  const record = (kind: string) => (...args: unknown[]) => {
    const first = args[0] as { symbol?: string } | string;
    heard.push([kind, typeof first === 'string' ? first : (first.symbol ?? '')]);
  };
  const listener: FuturesListener = {
    futuresTrades: record('trades'), futuresKlines: record('klines'), futuresDepth: record('depth'), futuresTicker: record('ticker'),
    futuresMark: record('mark'), futuresOrder: record('order'), futuresFill: record('fill'),
    futuresPosition: (_account, position) => heard.push(['position', position.symbol]),
    futuresBalance: (account) => heard.push(['balance', account]),
    futuresFunding: record('funding'), futuresLiquidation: record('liquidation'),
    ...(wantsTicker === undefined ? {} : { wantsFuturesTicker: () => wantsTicker }),
  };
  return { heard, listener, kinds: () => heard.map(([kind]) => kind) };
}

describe('the loop', () => {
  it('sends the marks once a second, not a millisecond sooner', () => {
    const w = world();
    const { listener, kinds } = recorder(false);
    w.exchange.listen(listener);
    const marks = () => kinds().filter((kind) => kind === 'mark').length;
    w.exchange.advance(T0);
    const perSecond = marks();
    expect(perSecond).toBeGreaterThan(0);
    w.exchange.advance(T0 + 999);
    expect(marks()).toBe(perSecond);
    w.exchange.advance(T0 + 1000);
    expect(marks()).toBe(2 * perSecond);
  });

  it('works out a ticker for the listeners that read it only: one that says it does not gets none', () => {
    const w = world();
    const reading = recorder(true);
    const silent = recorder(false);
    const unsaid = recorder();
    for (const { listener } of [reading, silent, unsaid]) w.exchange.listen(listener);
    w.exchange.advance(T0);
    const tickers = (found: ReturnType<typeof recorder>) => found.kinds().filter((kind) => kind === 'ticker').length;
    expect([tickers(silent), tickers(reading) > 0, tickers(unsaid) === tickers(reading)]).toEqual([0, true, true]);
  });
});

describe('starting funds', () => {
  it('seed a paper wallet once, on first use, and no real wallet but the demo account\'s', () => {
    const w = world();
    expect(w.exchange.store.wallet(DEMO_ACCOUNT.userId)).toBe(parseAtoms(FUTURES_STARTING_FUNDS.real));
    expect(w.exchange.seedWallet(DEMO_ACCOUNT.userId, 'real')).toBe(false);
    expect([w.exchange.seedWallet('B', 'real'), w.exchange.store.hasWallet('B')]).toEqual([false, false]);
    const paper = paperAccountId('B');
    expect(parseAtoms(w.exchange.balance(paper, 'paper').walletBalance)).toBe(parseAtoms(FUTURES_STARTING_FUNDS.paper));
    expect([w.exchange.seedWallet(paperAccountId('C'), 'paper'), w.exchange.seedWallet(paper, 'paper')]).toEqual([true, false]);
    expect(w.exchange.store.wallet(paper)).toBe(parseAtoms(FUTURES_STARTING_FUNDS.paper));
  });
});

describe('a position told once it has closed', () => {
  it('has size 0, the account\'s leverage and margin mode on the symbol, and the mark', () => {
    const w = world();
    w.exchange.store.putSetting('B', 'BTCUSDT', 7, 'ISOLATED');
    w.btc.mark.pin(9_500_000);
    expect(w.exchange.positionOrClosed('B', 'real', 'BTCUSDT')).toEqual({
      symbol: 'BTCUSDT', account: 'real', side: 'LONG', size: '0', entryPrice: '0', markPrice: formatUnits(9_500_000n, w.btc.spec.priceDecimals),
      notional: '0', leverage: 7, marginMode: 'ISOLATED', isolatedMargin: '0', initialMargin: '0', maintenanceMargin: '0', liquidationPrice: null,
      unrealizedPnl: '0', roe: '0.00', marginRatio: '0', takeProfit: null, stopLoss: null, updatedAt: T0,
    });
  });

  it('has the symbol\'s default leverage and cross margin for an account that never set them', () => {
    const w = world();
    const told = w.exchange.positionOrClosed('B', 'paper', 'BTCUSDT');
    expect([told.account, told.leverage, told.marginMode]).toEqual(['paper', w.exchange.symbol('BTCUSDT')?.rules.defaultLeverage, 'CROSS']);
    expect(told.leverage).toBeGreaterThan(1);
  });
});

/** B bought 0.1 of `symbol` at its mark from A, in `mode`. */
function longAtMark(w: ReturnType<typeof world>, symbol: string, mode: 'CROSS' | 'ISOLATED') {
  const market = w.exchange.market('real', symbol)!;
  w.exchange.store.putSetting('B', symbol, 5, mode);
  const mark = formatUnits(BigInt(market.mark.markTicks), market.spec.priceDecimals);
  market.placeUser('A', { symbol, side: 'sell', type: 'limit', price: mark, qty: '0.1' });
  market.placeUser('B', { symbol, side: 'buy', type: 'market', qty: '0.1' });
  return { market, mark };
}

it('tells the touched symbols\' positions, every cross position with them (an isolated one only when touched), and then the wallet', () => {
  const w = world();
  fund(w, 'A', '100000');
  fund(w, 'B', '100000');
  longAtMark(w, 'ETHUSDT', 'CROSS');
  longAtMark(w, 'SOLUSDT', 'ISOLATED');
  expect(w.exchange.positions('B', 'real').map((position) => [position.symbol, position.marginMode])).toEqual([['ETHUSDT', 'CROSS'], ['SOLUSDT', 'ISOLATED']]);
  const { heard, listener } = recorder(false);
  w.exchange.listen(listener);
  w.exchange.tell('B', 'real', ['BTCUSDT']);
  expect(heard).toEqual([['position', 'BTCUSDT'], ['position', 'ETHUSDT'], ['balance', 'B']]);
});

it('shows as a position\'s stop-loss a stop that closes it, never a plain stop of a set quantity', () => {
  const w = world();
  fund(w, 'A', '100000');
  fund(w, 'B', '100000');
  const { market } = longAtMark(w, 'ETHUSDT', 'CROSS');
  const below = formatUnits((BigInt(market.mark.markTicks) * 9n) / 10n, market.spec.priceDecimals);
  market.placeUser('B', { symbol: 'ETHUSDT', side: 'sell', type: 'stopMarket', stopPrice: below, qty: '0.05', reduceOnly: true });
  expect(w.exchange.positions('B', 'real', 'ETHUSDT')[0]?.stopLoss).toBeNull();
  market.placeUser('B', { symbol: 'ETHUSDT', side: 'sell', type: 'stopMarket', stopPrice: below, closePosition: true, triggerBy: 'MARK' });
  expect(w.exchange.positions('B', 'real', 'ETHUSDT')[0]?.stopLoss).toMatchObject({ stopPrice: below, triggerBy: 'MARK' });
  expect(w.exchange.positions('B', 'real', 'ETHUSDT')[0]?.takeProfit).toBeNull();
});

it('reads a real account\'s balance without giving it starting funds', () => {
  const w = world();
  expect(w.exchange.balance('B', 'real').walletBalance).toMatch(/^0(\.0+)?$/);
  expect(w.exchange.store.hasWallet('B')).toBe(false);
});

it('tells the streams each fill of an account\'s order, with the order', () => {
  const w = world();
  fund(w, 'A', '100000');
  fund(w, 'B', '100000');
  const { heard, listener } = recorder(false);
  w.exchange.listen(listener);
  longAtMark(w, 'ETHUSDT', 'CROSS');
  expect(heard.filter(([kind]) => kind === 'fill' || kind === 'order').map(([kind, account]) => `${kind} ${account}`)).toEqual(
    expect.arrayContaining(['order A', 'fill A', 'order B', 'fill B']),
  );
});
