import fc from 'fast-check';
import { BACKOFF, STREAM_DELAYS } from '../../machines/market-stream.machine';
import type { DepthDiff, DepthSnapshot } from '../../src/core/trading/contract/market-data';
import { ServerBook, entries, stepArb, type Step } from '../core/trading/market-model';
import { startStream } from './market-stream.support';

type Stream = ReturnType<typeof startStream>;

/** The gateway's side of one client: a socket that keeps order but may lose frames, and late REST answers. */
class Harness {
  queue: DepthDiff[] = [];
  answered: DepthSnapshot | null = null;

  constructor(
    readonly server: ServerBook,
    readonly stream: Stream,
  ) {}

  async run(step: Step): Promise<void> {
    const { stream, server } = this;
    switch (step.kind) {
      case 'change': {
        const diff = server.change(step.changes);
        if (stream.hasSocket()) this.queue.push(diff);
        return;
      }
      case 'deliver': {
        const diff = this.queue.shift();
        if (diff && stream.hasSocket()) stream.frame({ op: 'data', channel: 'depth:BTCUSDT', kind: 'depth', data: diff });
        return;
      }
      case 'lose':
        this.queue.shift();
        return;
      case 'answerSnapshot':
        if (stream.snapshots.length > 0 && !this.answered) this.answered = server.snapshot();
        return;
      case 'deliverSnapshot':
        if (this.answered && stream.snapshots.length > 0) {
          // Only the newest call is still awaited; older ones belong to a state the machine has left.
          const pending = stream.snapshots.splice(0).at(-1)!;
          pending.resolve(this.answered);
          this.answered = null;
          await stream.advance(0);
        }
        return;
      case 'reconnect':
        if (stream.hasSocket()) stream.close();
        this.queue = [];
        this.answered = null;
        stream.snapshots.length = 0;
        for (let waited = 0; !stream.hasSocket() && waited <= BACKOFF.maxMs; waited += 100) await stream.advance(100);
        stream.open();
    }
  }

  /** The market carries on with nothing lost until the client has caught up (or gives up after a while). */
  async settle(): Promise<void> {
    const { stream, server } = this;
    if (!stream.hasSocket()) await this.run({ kind: 'reconnect' });
    for (let round = 0; round < 10; round++) {
      await this.run({ kind: 'change', changes: [{ side: 'bids', price: '1', qty: String(round + 1) }] });
      while (this.queue.length > 0) await this.run({ kind: 'deliver' });
      await stream.advance(STREAM_DELAYS.snapshotRetry);
      if (stream.snapshots.length > 0) {
        await this.run({ kind: 'answerSnapshot' });
        await this.run({ kind: 'deliverSnapshot' });
      }
      const { sync } = stream.actor.getSnapshot().context;
      if (sync.status === 'synced' && sync.book.lastUpdateId === server.updateId) return;
    }
  }
}

describe('market stream (property)', () => {
  it('any interleaving of diffs, lost diffs, late snapshots and reconnects ends with the server\'s book', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 60 }), async (steps) => {
        const stream = startStream();
        stream.open();
        const harness = new Harness(new ServerBook(), stream);
        for (const step of steps) await harness.run(step);
        await harness.settle();
        const { sync } = stream.actor.getSnapshot().context;
        stream.actor.stop();
        expect(sync.status).toBe('synced');
        if (sync.status !== 'synced') return;
        expect(sync.book.lastUpdateId).toBe(harness.server.updateId);
        expect(entries(sync.book.bids)).toEqual(entries(harness.server.bids));
        expect(entries(sync.book.asks)).toEqual(entries(harness.server.asks));
      }),
      { numRuns: 100 },
    );
  });
});
