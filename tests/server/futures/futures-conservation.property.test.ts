import fc from 'fast-check';
import { GatewayError } from '../../../server/envelope';
import { parseAtoms } from '../../../server/market/amounts';
import { INSURANCE_FUND_START } from '../../../server/futures/futures-symbols';
import { positionMargin, transfer } from '../../../server/futures/account-calls';
import { Ledger } from '../../../server/market/ledger';
import type { FuturesOrderRow } from '../../../server/futures/futures-store';
import { books, fund, world } from './support';

const ACCOUNTS = ['A', 'B', 'C'] as const;

const action = fc.oneof(
  fc.record({
    kind: fc.constant('limit' as const),
    who: fc.constantFrom(...ACCOUNTS),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    price: fc.integer({ min: 5_900_000, max: 6_100_000 }),
    lots: fc.integer({ min: 1, max: 3_000 }),
    reduceOnly: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('market' as const), who: fc.constantFrom(...ACCOUNTS), side: fc.constantFrom('buy' as const, 'sell' as const), lots: fc.integer({ min: 1, max: 3_000 }) }),
  fc.record({ kind: fc.constant('mark' as const), price: fc.integer({ min: 4_000_000, max: 8_000_000 }) }),
  fc.record({ kind: fc.constant('funding' as const) }),
  fc.record({ kind: fc.constant('isolate' as const), who: fc.constantFrom(...ACCOUNTS), leverage: fc.integer({ min: 1, max: 125 }) }),
  // A resting entry with its pre-TP/SL, which wait on it and fire with the mark once it fills.
  fc.record({
    kind: fc.constant('entry' as const),
    who: fc.constantFrom(...ACCOUNTS),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    price: fc.integer({ min: 5_900_000, max: 6_100_000 }),
    lots: fc.integer({ min: 1, max: 3_000 }),
    distance: fc.integer({ min: 10_000, max: 800_000 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), who: fc.constantFrom(...ACCOUNTS), pick: fc.nat() }),
  fc.record({ kind: fc.constant('margin' as const), who: fc.constantFrom(...ACCOUNTS), cents: fc.integer({ min: 1, max: 50_000 }), add: fc.boolean() }),
  // Between the account's spot USDT and its futures wallet, either way, sometimes more than either side holds.
  fc.record({ kind: fc.constant('transfer' as const), who: fc.constantFrom(...ACCOUNTS), cents: fc.integer({ min: 1, max: 300_000 }), toFutures: fc.boolean() }),
);

const SPOT_SEED = '1000';

const price = (ticks: number) => (ticks / 100).toFixed(2);
const qty = (lots: number) => (lots / 100_000).toFixed(5);

describe('futures: conservation of money', () => {
  it('wallets, the insurance fund and the fees change only by deposits, transfers, realised PnL and funding; spot and futures together only by PnL and funding; no wallet or position equity goes below zero', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 25 }), (actions) => {
        const w = world();
        const ledger = new Ledger(w.db);
        for (const who of ACCOUNTS) {
          fund(w, who, '2000');
          ledger.credit(who, 'USDT', parseAtoms(SPOT_SEED));
        }
        const spotUsdt = () => ACCOUNTS.reduce((sum, who) => sum + ledger.get(who, 'USDT').available + ledger.get(who, 'USDT').frozen, 0n);
        for (const step of actions) {
          try {
            switch (step.kind) {
              case 'limit':
                w.btc.placeUser(step.who, { symbol: 'BTCUSDT', side: step.side, type: 'limit', price: price(step.price), qty: qty(step.lots), reduceOnly: step.reduceOnly });
                break;
              case 'market':
                w.btc.placeUser(step.who, { symbol: 'BTCUSDT', side: step.side, type: 'market', qty: qty(step.lots) });
                break;
              case 'mark':
                w.btc.pin(step.price, w.now.value);
                break;
              case 'funding': {
                const net = ACCOUNTS.reduce((sum, who) => {
                  const held = w.exchange.store.position(who, 'BTCUSDT');
                  return sum + (held === undefined ? 0 : held.side === 'LONG' ? held.size_lots : -held.size_lots);
                }, 0);
                const before = books(w.db).journal['funding'] ?? 0n;
                w.btc.settleFunding(w.now.value);
                // Positions among the users net to zero (unless the insurance fund took one over): funding sums to zero.
                if (net === 0) expect((books(w.db).journal['funding'] ?? 0n) - before).toBe(0n);
                break;
              }
              case 'entry': {
                const tp = step.side === 'buy' ? step.price + step.distance : step.price - step.distance;
                const sl = step.side === 'buy' ? step.price - step.distance : step.price + step.distance;
                w.btc.placeUser(step.who, {
                  symbol: 'BTCUSDT', side: step.side, type: 'limit', price: price(step.price), qty: qty(step.lots),
                  takeProfit: { stopPrice: price(tp), triggerBy: 'MARK' }, stopLoss: { stopPrice: price(Math.max(1, sl)), triggerBy: 'MARK' },
                });
                break;
              }
              case 'cancel': {
                const open = w.exchange.store.openOrdersOf(step.who);
                const row = open[step.pick % Math.max(1, open.length)];
                if (row !== undefined) w.btc.cancelUser(w.exchange.store.order(row.id) as FuturesOrderRow);
                break;
              }
              case 'transfer':
                transfer(w.exchange, ledger, step.who, 'real', { asset: 'USDT', amount: (step.cents / 100).toFixed(2), direction: step.toFutures ? 'spotToFutures' : 'futuresToSpot' });
                break;
              case 'margin':
                positionMargin(w.exchange, step.who, 'real', { symbol: 'BTCUSDT', amount: (step.cents / 100).toFixed(2), direction: step.add ? 'add' : 'remove' });
                break;
              case 'isolate':
                if (w.exchange.store.position(step.who, 'BTCUSDT') === undefined && w.exchange.store.openOrdersOf(step.who).length === 0) {
                  w.exchange.store.transaction(() => w.exchange.store.putSetting(step.who, 'BTCUSDT', step.leverage, 'ISOLATED'));
                }
            }
          } catch (error) {
            if (!(error instanceof GatewayError)) throw error;
          }
          w.now.value += 1000;
          const sums = books(w.db);
          const j = (kind: string) => sums.journal[kind] ?? 0n;
          const journalTotal = Object.values(sums.journal).reduce((sum, value) => sum + value, 0n);
          expect(sums.wallets).toBe(journalTotal);
          expect(sums.fees + j('fee')).toBe(0n);
          expect(sums.insurance + j('insurance') + j('liquidation')).toBe(parseAtoms(INSURANCE_FUND_START));
          expect(sums.wallets + sums.insurance + sums.fees).toBe(parseAtoms(INSURANCE_FUND_START) + j('seed') + j('transfer') + j('pnl') + j('funding'));
          // What a transfer adds to the futures wallets leaves spot, to the atom, and the other way round.
          expect(spotUsdt() + j('transfer')).toBe(parseAtoms(SPOT_SEED) * BigInt(ACCOUNTS.length));
          expect(spotUsdt() + sums.wallets + sums.insurance + sums.fees).toBe(
            parseAtoms(SPOT_SEED) * BigInt(ACCOUNTS.length) + parseAtoms(INSURANCE_FUND_START) + j('seed') + j('pnl') + j('funding'),
          );
          for (const who of ACCOUNTS) expect(w.exchange.store.wallet(who) >= 0n).toBe(true);
          if (step.kind === 'mark') {
            // Once the mark has been acted on, no position is left with equity below zero on the user's side.
            for (const who of ACCOUNTS) {
              const figures = w.exchange.figures(who, 'real');
              for (const held of figures.positions) {
                if (held.mode === 'ISOLATED') expect(BigInt(held.row.isolated_margin) + held.upnl > 0n).toBe(true);
              }
              if (figures.positions.some((held) => held.mode === 'CROSS')) expect(figures.wallet - figures.isolatedTotal + figures.crossUpnl > 0n).toBe(true);
            }
          }
        }
        w.db.close();
      }),
      { numRuns: 40 },
    );
  });
});
