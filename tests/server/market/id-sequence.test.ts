import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db';
import type { GatewayDatabase } from '../../../server/db';
import { ID_BLOCK, IdSequence } from '../../../server/market/id-sequence';

function stored(db: GatewayDatabase, name: string): number | undefined {
  return (db.prepare('SELECT next FROM id_blocks WHERE name = ?').get(name) as { next: number } | undefined)?.next;
}

function take(sequence: IdSequence, count: number): number[] {
  return Array.from({ length: count }, () => sequence.take());
}

describe('id sequence', () => {
  it('hands out ids one after another from its floor, and stores the end of the block it took first', () => {
    const db = openDatabase(':memory:');
    const sequence = new IdSequence(db, 'trades', 41, 10);
    expect(stored(db, 'trades')).toBeUndefined();
    expect(take(sequence, 3)).toEqual([41, 42, 43]);
    expect(stored(db, 'trades')).toBe(51);
  });

  it('starts at 1 with no floor and nothing stored', () => {
    const db = openDatabase(':memory:');
    expect(new IdSequence(db, 'trades', 0).take()).toBe(1);
  });

  it('takes a new block while half of the current one is left, before handing out an id past the stored end', () => {
    const db = openDatabase(':memory:');
    const sequence = new IdSequence(db, 'trades', 1, 10);
    expect(take(sequence, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(stored(db, 'trades')).toBe(11);
    // Five left of ten: the next id renews the block.
    expect(sequence.take()).toBe(6);
    expect(stored(db, 'trades')).toBe(16);
  });

  it('after a restart starts past every id handed out before, none of which any other table stored', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'id-sequence-')), 'gateway.sqlite');
    let db = openDatabase(file);
    const before = take(new IdSequence(db, 'trades', 1, 10), 7);
    db.close();
    db = openDatabase(file);
    const after = take(new IdSequence(db, 'trades', 1, 10), 3);
    expect(Math.min(...after)).toBeGreaterThan(Math.max(...before));
    expect(after).toEqual([16, 17, 18]);
    db.close();
  });

  it('starts at its floor when the ids stored elsewhere are past the stored block', () => {
    const db = openDatabase(':memory:');
    take(new IdSequence(db, 'trades', 1, 10), 2);
    expect(new IdSequence(db, 'trades', 500, 10).take()).toBe(500);
  });

  it('keeps one sequence apart from another', () => {
    const db = openDatabase(':memory:');
    take(new IdSequence(db, 'spot', 1, 10), 4);
    expect(new IdSequence(db, 'futures', 1, 10).take()).toBe(1);
    expect(new IdSequence(db, 'spot', 1, 10).take()).toBe(11);
  });

  it('inside a transaction renews no block until the current one is spent, so a rollback cannot undo an end it relies on', () => {
    const db = openDatabase(':memory:');
    const sequence = new IdSequence(db, 'trades', 1, 10);
    sequence.take();
    const rolledBack = db.transaction(() => {
      // Half and more of the block is used inside the transaction: no write yet.
      expect(take(sequence, 8)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
      expect(stored(db, 'trades')).toBe(11);
      throw new Error('undone');
    });
    expect(() => rolledBack()).toThrow('undone');
    expect(stored(db, 'trades')).toBe(11);
    // Outside it, the next id renews the block first.
    expect(sequence.take()).toBe(10);
    expect(stored(db, 'trades')).toBe(20);
  });

  it('inside a transaction still stores a new end before handing out an id past the old one', () => {
    const db = openDatabase(':memory:');
    const sequence = new IdSequence(db, 'trades', 1, 4);
    db.transaction(() => {
      expect(take(sequence, 5)).toEqual([1, 2, 3, 4, 5]);
    })();
    expect(stored(db, 'trades')).toBe(9);
  });

  it('takes blocks of 10,000 ids unless told otherwise', () => {
    const db = openDatabase(':memory:');
    new IdSequence(db, 'trades', 1).take();
    expect(stored(db, 'trades')).toBe(1 + ID_BLOCK);
  });
});
