import fc from 'fast-check';
import { receiveDiff, receiveSnapshot, startSync, type BookSync } from '../../../src/core/trading/book-sync';
import type { DepthDiff, DepthSnapshot } from '../../../src/core/trading/contract/market-data';
import { ServerBook, entries, stepArb, type Step } from './market-model';

/** One client following the resync rules, fed by a socket that keeps order but may lose frames or drop. */
class Client {
  sync: BookSync = startSync();
  wantsSnapshot = true;
  queue: DepthDiff[] = [];
  answered: DepthSnapshot | null = null;

  constructor(private readonly server: ServerBook) {}

  run(step: Step): void {
    switch (step.kind) {
      case 'change':
        this.queue.push(this.server.change(step.changes));
        return;
      case 'deliver': {
        const diff = this.queue.shift();
        if (diff) this.onDiff(diff);
        return;
      }
      case 'lose':
        this.queue.shift();
        return;
      case 'answerSnapshot':
        if (this.wantsSnapshot && !this.answered) this.answered = this.server.snapshot();
        return;
      case 'deliverSnapshot':
        if (this.answered) this.onSnapshot(this.answered);
        return;
      case 'reconnect':
        // A new socket: what was queued on the old one is gone, and so is any answer still on its way.
        this.queue = [];
        this.answered = null;
        this.sync = startSync();
        this.wantsSnapshot = true;
    }
  }

  private onDiff(diff: DepthDiff): void {
    const step = receiveDiff(this.sync, diff);
    this.sync = step.sync;
    if (step.needsSnapshot) this.wantsSnapshot = true;
  }

  private onSnapshot(snapshot: DepthSnapshot): void {
    this.answered = null;
    const step = receiveSnapshot(this.sync, snapshot);
    this.sync = step.sync;
    this.wantsSnapshot = step.needsSnapshot;
  }

  /** The market carries on with nothing lost, until the client has caught up. */
  settle(): void {
    for (let round = 0; round < 10; round++) {
      this.run({ kind: 'change', changes: [{ side: 'bids', price: '1', qty: String(round + 1) }] });
      while (this.queue.length > 0) this.run({ kind: 'deliver' });
      if (this.wantsSnapshot) {
        this.run({ kind: 'answerSnapshot' });
        this.run({ kind: 'deliverSnapshot' });
      }
      if (this.sync.status === 'synced' && this.sync.book.lastUpdateId === this.server.updateId) return;
    }
  }
}


describe('book sync (property)', () => {
  it('any interleaving of diffs, lost diffs, late snapshots and reconnects ends with the server\'s book', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 120 }), (steps) => {
        const server = new ServerBook();
        const client = new Client(server);
        for (const step of steps) client.run(step);
        client.settle();
        expect(client.sync.status).toBe('synced');
        if (client.sync.status !== 'synced') return;
        expect(client.sync.book.lastUpdateId).toBe(server.updateId);
        expect(entries(client.sync.book.bids)).toEqual(entries(server.bids));
        expect(entries(client.sync.book.asks)).toEqual(entries(server.asks));
      }),
      { numRuns: 500 },
    );
  });
});
