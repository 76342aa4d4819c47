// A spot market order in a thin book (docs/protocol.md "Symbol rules"): it trades only within the symbol's
// marketTakeBound of the simulated reference price, and the rest expires for price protection instead of taking
// whatever lies further out. The simulated traders never run here: the book holds only what each test puts in it.
import { openDatabase } from '../../../server/db';
import type { GatewayDatabase } from '../../../server/db';
import { formatUnits } from '../../../server/market/amounts';
import { coinBySymbol } from '../../../server/market/coins';
import { Exchange } from '../../../server/market/exchange';
import { secondOf, spotTicks } from '../../../server/market/simulator';
import type { SpotMarket } from '../../../server/market/spot-market';
import { TradingCodes } from '../../../src/core/trading/contract';
import type { Coin } from '../../../server/market/coins';
import { refusalOf } from './refusal-of';

const T0 = Date.UTC(2026, 10, 29, 12, 0, 0);
const UNIT = 10n ** 18n;
/** The simulated reference price of BTCUSDT at T0, in ticks, and the band's edges: 5 % either way, rounded inwards. */
const REFERENCE = BigInt(spotTicks(coinBySymbol('BTCUSDT') as Coin, secondOf(T0)));
const HIGHEST = (REFERENCE * 105n) / 100n;
const LOWEST = (REFERENCE * 95n + 99n) / 100n;
const price = (ticks: bigint) => formatUnits(ticks, 2);
/** Quote atoms of 0.001 BTC at `ticks`. */
const thousandthAt = (ticks: bigint) => ticks * 10n ** 13n;

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
});

afterEach(() => {
  db.close();
});

const rest = (side: 'buy' | 'sell', ticks: bigint) => market.placeUser('43', { symbol: 'BTCUSDT', side, type: 'limit', price: price(ticks), qty: '0.001' });
const marketOrder = (side: 'buy' | 'sell', qty: string) => market.placeUser('42', { symbol: 'BTCUSDT', side, type: 'market', qty });

describe('spot price protection', () => {
  it('fills a market buy in a thin book up to 5 % above the reference, the ask at the edge included; the rest expires and nothing stays frozen', () => {
    for (const ticks of [REFERENCE, HIGHEST, HIGHEST + 1n]) rest('sell', ticks);
    const answer = marketOrder('buy', '0.005');
    expect(answer.fills.map((fill) => fill.price)).toEqual([price(REFERENCE), price(HIGHEST)]);
    expect(answer.order).toMatchObject({ status: 'expired', cancelReason: 'priceProtection', filledQty: '0.00200' });
    // It paid for what it took, to the atom, and holds nothing back.
    expect(exchange.ledger.get('42', 'USDT')).toEqual({ available: 10_000n * UNIT - thousandthAt(REFERENCE) - thousandthAt(HIGHEST), frozen: 0n });
    // 0.002 BTC less the 0.1 % fee.
    expect(exchange.ledger.get('42', 'BTC')).toEqual({ available: UNIT + 1_998n * 10n ** 12n, frozen: 0n });
    // The ask a tick past the band is still there.
    expect(market.engine.snapshot().asks).toEqual([[Number(HIGHEST + 1n), 100]]);
  });

  it('fills a market sell down to 5 % below the reference, the bid at the edge included, and leaves the bid a tick under it', () => {
    for (const ticks of [REFERENCE, LOWEST, LOWEST - 1n]) rest('buy', ticks);
    const answer = marketOrder('sell', '0.005');
    expect(answer.fills.map((fill) => fill.price)).toEqual([price(REFERENCE), price(LOWEST)]);
    expect(answer.order).toMatchObject({ status: 'expired', cancelReason: 'priceProtection', filledQty: '0.00200' });
    expect(exchange.ledger.get('42', 'BTC')).toEqual({ available: UNIT - 2n * 10n ** 15n, frozen: 0n });
    expect(market.engine.snapshot().bids).toEqual([[Number(LOWEST - 1n), 100]]);
  });

  it('refuses with 31014 a market order whose best price lies past the band, storing and freezing nothing', () => {
    rest('sell', HIGHEST + 1n);
    rest('buy', LOWEST - 1n);
    expect(refusalOf(() => marketOrder('buy', '0.001'))).toEqual({
      code: TradingCodes.PRICE_OUT_OF_BAND,
      message: `Price is too far from the market price: a market buy takes no ask above ${price(HIGHEST)}`,
    });
    expect(refusalOf(() => marketOrder('sell', '0.001'))).toEqual({
      code: TradingCodes.PRICE_OUT_OF_BAND,
      message: `Price is too far from the market price: a market sell takes no bid below ${price(LOWEST)}`,
    });
    expect(exchange.ledger.get('42', 'USDT')).toEqual({ available: 10_000n * UNIT, frozen: 0n });
    expect(exchange.ledger.get('42', 'BTC')).toEqual({ available: UNIT, frozen: 0n });
    expect(exchange.store.history('42', { limit: 10 })).toEqual([]);
  });
});
