import { openDatabase } from '../../../server/db';
import type { GatewayDatabase } from '../../../server/db';
import { InsufficientBalance, Ledger } from '../../../server/market/ledger';

const ATOMS = 10n ** 18n;

let db: GatewayDatabase;
let ledger: Ledger;

beforeEach(() => {
  db = openDatabase(':memory:');
  ledger = new Ledger(db);
});

afterEach(() => {
  db.close();
});

describe('ledger: the balances it reports changed', () => {
  it('reports each changed account once, its changed assets sorted and as they stand now, then forgets them', () => {
    ledger.credit('42', 'USDT', 100n * ATOMS);
    ledger.credit('42', 'BTC', ATOMS);
    ledger.freeze('42', 'USDT', 30n * ATOMS);
    ledger.credit('43', 'ETH', 2n * ATOMS);
    expect(ledger.takeChanged()).toEqual(
      new Map([
        [
          '42',
          [
            { asset: 'BTC', available: '1', frozen: '0' },
            { asset: 'USDT', available: '70', frozen: '30' },
          ],
        ],
        ['43', [{ asset: 'ETH', available: '2', frozen: '0' }]],
      ]),
    );
    expect(ledger.takeChanged()).toEqual(new Map());
  });

  it('keeps reporting the changes made after each take, take after take', () => {
    for (let round = 1; round <= 50; round += 1) {
      ledger.credit('42', 'USDT', ATOMS);
      expect(ledger.takeChanged()).toEqual(new Map([['42', [{ asset: 'USDT', available: String(round), frozen: '0' }]]]));
    }
    expect(ledger.takeChanged().size).toBe(0);
  });

  it('reports only the accounts asked for, and forgets the others too', () => {
    ledger.credit('42', 'USDT', ATOMS);
    ledger.credit('43', 'USDT', ATOMS);
    expect([...ledger.takeChanged((account) => account === '43').keys()]).toEqual(['43']);
    expect(ledger.takeChanged().size).toBe(0);
  });

  it('forgets the changes of a transaction that rolled back, and reports the next ones', () => {
    ledger.credit('42', 'USDT', ATOMS);
    ledger.takeChanged();
    const failing = db.transaction(() => {
      ledger.credit('42', 'USDT', ATOMS);
      ledger.freeze('42', 'USDT', 5n * ATOMS);
    });
    expect(() => failing()).toThrow(InsufficientBalance);
    ledger.dropChanged();
    expect(ledger.takeChanged().size).toBe(0);
    ledger.credit('42', 'BTC', ATOMS);
    expect(ledger.takeChanged()).toEqual(new Map([['42', [{ asset: 'BTC', available: '1', frozen: '0' }]]]));
  });
});

describe('ledger: never below zero', () => {
  it('freezes the whole available amount, down to exactly zero', () => {
    ledger.credit('42', 'USDT', 100n * ATOMS);
    ledger.freeze('42', 'USDT', 100n * ATOMS);
    expect(ledger.get('42', 'USDT')).toEqual({ available: 0n, frozen: 100n * ATOMS });
    ledger.spendFrozen('42', 'USDT', 100n * ATOMS);
    expect(ledger.get('42', 'USDT')).toEqual({ available: 0n, frozen: 0n });
  });

  it('refuses to freeze one atom more than is available, naming the asset, and changes nothing', () => {
    ledger.credit('42', 'USDT', 100n * ATOMS);
    const error = (() => {
      try {
        ledger.freeze('42', 'USDT', 100n * ATOMS + 1n);
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(InsufficientBalance);
    expect(error).toMatchObject({ name: 'InsufficientBalance', message: 'Insufficient USDT', asset: 'USDT' });
    expect(ledger.get('42', 'USDT')).toEqual({ available: 100n * ATOMS, frozen: 0n });
  });

  it('refuses to release or pay out more than is frozen, and changes nothing', () => {
    ledger.credit('42', 'BTC', 2n * ATOMS);
    ledger.freeze('42', 'BTC', ATOMS);
    expect(() => ledger.unfreeze('42', 'BTC', ATOMS + 1n)).toThrow(new InsufficientBalance('BTC'));
    expect(() => ledger.spendFrozen('42', 'BTC', ATOMS + 1n)).toThrow(InsufficientBalance);
    expect(ledger.get('42', 'BTC')).toEqual({ available: ATOMS, frozen: ATOMS });
  });

  it('reports no change for releasing nothing', () => {
    ledger.credit('42', 'USDT', ATOMS);
    ledger.freeze('42', 'USDT', ATOMS);
    ledger.takeChanged();
    ledger.unfreeze('42', 'USDT', 0n);
    expect(ledger.takeChanged().size).toBe(0);
    expect(ledger.get('42', 'USDT')).toEqual({ available: 0n, frozen: ATOMS });
  });
});
