// Ids that only go up, across restarts, without a database write per id. Trade ids are per market and public (the
// stream, the recent-trades call), and a client keeps a trade only when its id is above the newest it has (docs/
// protocol.md); most trades are between simulated traders and never stored, so the largest stored id says nothing
// of the ones handed out before a restart. The sequence takes ids in blocks and stores each block's end before it
// hands out an id of it: after a restart, or a crash, it starts past the last end stored, skipping at most a block.
// A block is renewed while half of it is left, outside any transaction when it can be: a write inside a placement's
// transaction would be undone with it, and the ids handed out meanwhile would be handed out again after a restart.
import type { GatewayDatabase } from '../db';

/** Ids taken per write: at 20 trades a second a market writes once in about 8 minutes. */
export const ID_BLOCK = 10_000;

export class IdSequence {
  private next: number;
  /** The first id of the next block; `next` may not reach it before that block is stored. */
  private end: number;
  private readonly store: (end: number) => void;
  private readonly inTransaction: () => boolean;

  /**
   * @param name the sequence's key in `id_blocks`
   * @param floor the smallest id it may hand out (one above the largest id stored elsewhere)
   */
  constructor(
    db: GatewayDatabase,
    name: string,
    floor: number,
    private readonly block: number = ID_BLOCK,
  ) {
    const stored = db.prepare('SELECT next FROM id_blocks WHERE name = ?').get(name) as { next: number } | undefined;
    const write = db.prepare('INSERT INTO id_blocks (name, next) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET next = excluded.next');
    this.store = (end) => write.run(name, end);
    this.inTransaction = () => db.inTransaction;
    this.next = Math.max(floor, stored?.next ?? 1);
    this.end = this.next;
  }

  /** The next id, never handed out before by this sequence, in this run or an earlier one. */
  take(): number {
    const left = this.end - this.next;
    if (left <= 0 || (left <= this.block / 2 && !this.inTransaction())) {
      this.end = this.next + this.block;
      this.store(this.end);
    }
    const id = this.next;
    this.next += 1;
    return id;
  }
}

/** The ids of `name` as a function, as the matching engine takes its trade ids. */
export function idSequence(db: GatewayDatabase, name: string, floor: number): () => number {
  const sequence = new IdSequence(db, name, floor);
  return () => sequence.take();
}
