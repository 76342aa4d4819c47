// The settlement of users' spot orders into the ledger, on a book that holds only what each test puts in it: the
// simulated traders never run (the exchange is not advanced), so every fill, fee and frozen amount is known exactly.
import { openDatabase } from '../../../server/db';
import type { GatewayDatabase } from '../../../server/db';
import { Exchange } from '../../../server/market/exchange';
import type { ExchangeListener } from '../../../server/market/exchange';
import type { SpotMarket } from '../../../server/market/spot-market';
import { TradingCodes } from '../../../src/core/trading/contract';
import type { PlaceOrderRequest } from '../../../src/core/trading/contract';
import { refusalOf } from './refusal-of';

const T0 = Date.UTC(2026, 10, 29, 12, 0, 0);
/** Atoms of one unit of an asset. */
const UNIT = 10n ** 18n;
/** BTCUSDT: 1 tick is 0.01 USDT, 1 lot is 0.00001 BTC. */
const CENT = UNIT / 100n;

let db: GatewayDatabase;
let exchange: Exchange;
let market: SpotMarket;

beforeEach(() => {
  db = openDatabase(':memory:');
  exchange = new Exchange(db, { clock: () => T0, autoStart: false });
  market = exchange.market('real', 'BTCUSDT') as SpotMarket;
  for (const account of ['42', '43']) {
    exchange.ledger.credit(account, 'USDT', 10_000n * UNIT);
    exchange.ledger.credit(account, 'BTC', UNIT);
  }
  exchange.ledger.takeChanged();
});

afterEach(() => {
  db.close();
});

const limit = (over: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => ({
  symbol: 'BTCUSDT',
  side: 'buy',
  type: 'limit',
  price: '95000.00',
  qty: '0.01',
  ...over,
});

const balance = (account: string, asset: string) => exchange.ledger.get(account, asset);
const stored = (orderId: string) => exchange.store.find(Number(orderId));

describe('spot settlement: orders refused before anything is frozen', () => {
  it('refuses a market order with nothing to trade against, either side, and freezes and stores nothing', () => {
    for (const side of ['buy', 'sell'] as const) {
      expect(refusalOf(() => market.placeUser('42', { symbol: 'BTCUSDT', side, type: 'market', qty: '0.01' }))).toEqual({
        code: TradingCodes.NO_LIQUIDITY,
        message: 'No liquidity for a market order',
      });
    }
    expect(balance('42', 'USDT')).toEqual({ available: 10_000n * UNIT, frozen: 0n });
    expect(balance('42', 'BTC')).toEqual({ available: UNIT, frozen: 0n });
    expect(exchange.store.openOrdersOf('42')).toEqual([]);
    expect(exchange.store.fills('42', { limit: 50 })).toEqual([]);
  });

  it('refuses a post-only order that would take, and rests one a tick away from the other side', () => {
    market.placeUser('43', limit({ side: 'sell' }));
    expect(refusalOf(() => market.placeUser('42', limit({ timeInForce: 'postOnly' })))).toEqual({
      code: TradingCodes.POST_ONLY_WOULD_TAKE,
      message: 'Post-only order would take liquidity',
    });
    expect(balance('42', 'USDT')).toEqual({ available: 10_000n * UNIT, frozen: 0n });

    const below = market.placeUser('42', limit({ price: '94999.99', timeInForce: 'postOnly' }));
    expect(below.order).toMatchObject({ status: 'new', timeInForce: 'postOnly', filledQty: '0.00000' });
    expect(below.fills).toEqual([]);
    // 0.01 BTC at 94,999.99 USDT: 949.9999 USDT.
    const frozen = 9_499_999n * 10n ** 14n;
    expect(balance('42', 'USDT')).toEqual({ available: 10_000n * UNIT - frozen, frozen });
    // A post-only sell into a book with no bid but its own side crosses nothing either.
    expect(market.placeUser('43', limit({ side: 'sell', price: '96000.00', timeInForce: 'postOnly' })).order.status).toBe('new');
  });

  it('refuses a fill-or-kill order one lot larger than the book holds at its price, and fills one of exactly that size', () => {
    const maker = market.placeUser('43', limit({ side: 'sell' }));
    expect(refusalOf(() => market.placeUser('42', limit({ qty: '0.01001', timeInForce: 'FOK' })))).toEqual({
      code: TradingCodes.FOK_UNFILLED,
      message: 'Fill-or-kill order cannot be filled in full',
    });
    expect(balance('42', 'USDT')).toEqual({ available: 10_000n * UNIT, frozen: 0n });

    const taker = market.placeUser('42', limit({ timeInForce: 'FOK' }));
    expect(taker.order).toMatchObject({ status: 'filled', filledQty: '0.01000', filledQuote: '950' });
    expect(stored(maker.order.orderId)?.status).toBe('filled');
    expect(balance('42', 'USDT')).toEqual({ available: 9_050n * UNIT, frozen: 0n });
  });

  it('takes an account\'s 200th open order on a symbol and refuses the 201st, while other symbols and a freed place still take one', () => {
    const small = limit({ price: '100.00', qty: '0.05' });
    const placed = [];
    for (let count = 0; count < 200; count += 1) placed.push(market.placeUser('42', small));
    expect(placed.at(-1)?.order.status).toBe('new');
    expect(exchange.store.countOpen('42', 'BTCUSDT')).toBe(200);
    expect(refusalOf(() => market.placeUser('42', small))).toEqual({
      code: TradingCodes.TOO_MANY_OPEN_ORDERS,
      message: 'Too many open orders',
    });
    // 200 orders of 5 USDT each, and nothing for the refused one.
    expect(balance('42', 'USDT').frozen).toBe(1_000n * UNIT);

    // Another account, and another symbol of the same account, are counted apart.
    expect(market.placeUser('43', small).order.status).toBe('new');
    const eth = exchange.market('real', 'ETHUSDT') as SpotMarket;
    expect(eth.placeUser('42', { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '100.00', qty: '0.05' }).order.status).toBe('new');

    market.cancelUser(stored(placed[0]!.order.orderId)!);
    expect(market.placeUser('42', small).order.status).toBe('new');
  });
});

describe('spot settlement: fills, fees and what stays frozen', () => {
  it('answers a new order as not a duplicate, and its retry with the stored order and no fills', () => {
    market.placeUser('43', limit({ side: 'sell', qty: '0.005' }));
    const first = market.placeUser('42', limit({ clientOrderId: 'once' }));
    expect(first.duplicate).toBe(false);
    expect(first.fills).toHaveLength(1);
    const again = market.placeUser('42', limit({ clientOrderId: 'once' }));
    expect(again).toEqual({ order: first.order, fills: [], duplicate: true });
  });

  it('stores a resting order with nothing filled, and an ended one with nothing left frozen', () => {
    const answer = market.placeUser('42', limit());
    expect(stored(answer.order.orderId)).toMatchObject({ filled_lots: 0, filled_quote: '0', frozen_left: String(950n * UNIT), status: 'new' });
    market.cancelUser(stored(answer.order.orderId)!);
    expect(stored(answer.order.orderId)).toMatchObject({ filled_quote: '0', frozen_left: '0', status: 'canceled', cancel_reason: 'user' });
  });

  it('settles a limit buy filled in part at a better price: the difference goes back at once, its own price stays frozen for the rest', () => {
    const maker = market.placeUser('43', limit({ side: 'sell', price: '95000.00', qty: '0.01' }));
    const taker = market.placeUser('42', limit({ price: '100000.00', qty: '0.02' }));
    expect(taker.order).toMatchObject({ status: 'partiallyFilled', filledQty: '0.01000', filledQuote: '950' });

    // The buyer: 950 USDT paid, 1,000 (0.01 at its own 100,000) still frozen, 0.01 BTC in less the 0.1 % taker fee.
    expect(balance('42', 'USDT')).toEqual({ available: 8_050n * UNIT, frozen: 1_000n * UNIT });
    expect(balance('42', 'BTC')).toEqual({ available: UNIT + UNIT / 100n - UNIT / 100_000n, frozen: 0n });
    expect(taker.fills).toEqual([expect.objectContaining({ liquidity: 'taker', quoteQty: '950', fee: '0.00001', feeAsset: 'BTC' })]);
    expect(stored(taker.order.orderId)?.frozen_left).toBe(String(1_000n * UNIT));

    // The seller, a maker: the BTC it froze paid out, 950 USDT in less the 0.1 % maker fee, charged in USDT.
    expect(balance('43', 'BTC')).toEqual({ available: UNIT - UNIT / 100n, frozen: 0n });
    expect(balance('43', 'USDT')).toEqual({ available: 10_000n * UNIT + 950n * UNIT - 95n * CENT, frozen: 0n });
    expect(exchange.store.fills('43', { limit: 50 })).toEqual([
      expect.objectContaining({ orderId: maker.order.orderId, liquidity: 'maker', quoteQty: '950', fee: '0.95', feeAsset: 'USDT' }),
    ]);
    expect(stored(maker.order.orderId)).toMatchObject({ status: 'filled', frozen_left: '0' });

    // Cancelling the partly filled rest gives back exactly what it still held.
    const canceled = market.cancelUser(stored(taker.order.orderId)!);
    expect(canceled).toMatchObject({ status: 'canceled', cancelReason: 'user', filledQty: '0.01000' });
    expect(balance('42', 'USDT')).toEqual({ available: 9_050n * UNIT, frozen: 0n });
    expect(stored(taker.order.orderId)?.frozen_left).toBe('0');
    expect(refusalOf(() => market.cancelUser(stored(taker.order.orderId)!))).toEqual({
      code: TradingCodes.ORDER_CLOSED,
      message: 'Order is already closed',
    });
  });

  it('settles a taker sell: base out, the quote in less the taker fee, charged in the quote', () => {
    market.placeUser('43', limit({ price: '94000.00' }));
    const taker = market.placeUser('42', limit({ side: 'sell', price: '90000.00', qty: '0.01' }));
    expect(taker.order).toMatchObject({ status: 'filled', filledQuote: '940' });
    expect(taker.fills).toEqual([expect.objectContaining({ price: '94000.00', liquidity: 'taker', fee: '0.94', feeAsset: 'USDT' })]);
    expect(balance('42', 'BTC')).toEqual({ available: UNIT - UNIT / 100n, frozen: 0n });
    expect(balance('42', 'USDT')).toEqual({ available: 10_940n * UNIT - 94n * CENT, frozen: 0n });
  });

  it('releases exactly what an immediate-or-cancel buy did not fill', () => {
    market.placeUser('43', limit({ side: 'sell', price: '95000.00', qty: '0.01' }));
    const taker = market.placeUser('42', limit({ price: '96000.00', qty: '0.03', timeInForce: 'IOC' }));
    expect(taker.order).toMatchObject({ status: 'expired', cancelReason: 'unfilled', filledQty: '0.01000' });
    expect(balance('42', 'USDT')).toEqual({ available: 9_050n * UNIT, frozen: 0n });
    expect(stored(taker.order.orderId)?.frozen_left).toBe('0');
  });

  it('cancels an order that would trade with the same account\'s resting one, gives back its funds, and leaves the resting one be', () => {
    const resting = market.placeUser('42', limit({ side: 'sell' }));
    const taker = market.placeUser('42', limit());
    expect(taker.order).toMatchObject({ status: 'canceled', cancelReason: 'selfTrade', filledQty: '0.00000' });
    expect(taker.fills).toEqual([]);
    expect(balance('42', 'USDT')).toEqual({ available: 10_000n * UNIT, frozen: 0n });
    expect(balance('42', 'BTC')).toEqual({ available: UNIT - UNIT / 100n, frozen: UNIT / 100n });
    expect(stored(resting.order.orderId)).toMatchObject({ status: 'new', filled_lots: 0 });
  });

  it("settles a user's resting order that a simulated taker fills in part after a simulated maker's level", () => {
    market.placeSim({ id: 900_001, account: '~maker', side: 'sell', price: 9_400_000, qty: 1_000, timeInForce: 'GTC' });
    const user = market.placeUser('43', limit({ side: 'sell', price: '95000.00', qty: '0.02' }));
    const result = market.placeSim({ id: 900_002, account: '~taker', side: 'buy', price: 9_500_000, qty: 2_000, timeInForce: 'IOC' });
    expect(result.trades.map((trade) => [trade.makerAccount, trade.price, trade.qty])).toEqual([
      ['~maker', 9_400_000, 1_000],
      ['43', 9_500_000, 1_000],
    ]);
    // Half of the user's order is filled, the other half still rests with its BTC frozen.
    expect(stored(user.order.orderId)).toMatchObject({ status: 'partiallyFilled', filled_lots: 1_000, frozen_left: String(UNIT / 100n) });
    expect(market.engine.order(Number(user.order.orderId))?.remaining).toBe(1_000);
    expect(balance('43', 'BTC')).toEqual({ available: UNIT - UNIT / 50n, frozen: UNIT / 100n });
    expect(balance('43', 'USDT')).toEqual({ available: 10_950n * UNIT - 95n * CENT, frozen: 0n });
    expect(exchange.store.fills('43', { limit: 50 })).toEqual([expect.objectContaining({ liquidity: 'maker', fee: '0.95', feeAsset: 'USDT' })]);
  });
});

describe('spot settlement: what the streams hear', () => {
  function recorder() {
    const heard: string[] = [];
    const listener: ExchangeListener = {
      trades: (_market, trades) => void heard.push(`trades:${trades.length}`),
      klines: () => void heard.push('klines'),
      order: (account, order) => void heard.push(`order:${account}:${order.status}`),
      fill: (account) => void heard.push(`fill:${account}`),
      balances: (account) => void heard.push(`balances:${account}`),
      depth: () => undefined,
      ticker: () => undefined,
    };
    exchange.listen(listener);
    return heard;
  }

  it('tells no trades and no candles for an order that only rests, nor for its cancel', () => {
    const heard = recorder();
    const answer = market.placeUser('42', limit());
    expect(heard).toEqual(['order:42:new', 'balances:42']);
    heard.length = 0;
    market.cancelUser(stored(answer.order.orderId)!);
    expect(heard).toEqual(['order:42:canceled', 'balances:42']);
  });

  it('after a refused order, tells the next one only its own order, fill and balances', () => {
    market.placeUser('43', limit({ side: 'sell', qty: '0.02' }));
    const heard = recorder();
    expect(refusalOf(() => market.placeUser('42', limit({ qty: '1' })))).toMatchObject({ code: TradingCodes.INSUFFICIENT_BALANCE });
    expect(heard).toEqual([]);
    market.placeUser('42', limit());
    expect(heard.filter((event) => !event.startsWith('trades') && event !== 'klines').sort()).toEqual(
      ['balances:42', 'balances:43', 'fill:42', 'fill:43', 'order:42:filled', 'order:43:partiallyFilled'].sort(),
    );
  });

  it('lets a storage failure inside the placement through as itself, with the freeze rolled back and nothing told', () => {
    const heard = recorder();
    const insert = jest.spyOn(exchange.store, 'insert').mockImplementationOnce(() => {
      throw new Error('disk I/O error');
    });
    expect(() => market.placeUser('42', limit())).toThrow(new Error('disk I/O error'));
    insert.mockRestore();
    expect(balance('42', 'USDT')).toEqual({ available: 10_000n * UNIT, frozen: 0n });
    expect(exchange.store.openOrdersOf('42')).toEqual([]);
    expect(heard).toEqual([]);
    market.placeUser('42', limit());
    expect(heard).toEqual(['order:42:new', 'balances:42']);
  });
});
