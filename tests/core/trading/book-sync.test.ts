import { MAX_BUFFERED_DIFFS, receiveDiff, receiveSnapshot, startSync } from '../../../src/core/trading/book-sync';
import type { DepthDiff } from '../../../src/core/trading/contract/market-data';

const diff = (U: number, u: number, price = '100', qty = '1'): DepthDiff => ({
  symbol: 'BTCUSDT',
  U,
  u,
  bids: [[price, qty]],
  asks: [],
  time: 0,
});
const snapshot = (lastUpdateId: number, bids: [string, string][] = []) => ({ lastUpdateId, bids, asks: [] });

describe('book sync', () => {
  it('buffers diffs until a snapshot, then applies only those after it', () => {
    let sync = startSync();
    sync = receiveDiff(sync, diff(5, 5, '1')).sync;
    sync = receiveDiff(sync, diff(6, 7, '2')).sync;
    sync = receiveDiff(sync, diff(8, 8, '3')).sync;
    const step = receiveSnapshot(sync, snapshot(6, [['9', '1']]));
    expect(step.needsSnapshot).toBe(false);
    expect(step.sync.status).toBe('synced');
    if (step.sync.status !== 'synced') return;
    expect(step.sync.book.lastUpdateId).toBe(8);
    // The diff 5..5 was in the snapshot already: its level never appears.
    expect([...step.sync.book.bids.keys()].sort()).toEqual(['2', '3', '9']);
  });

  it('asks for another snapshot when the one it got is older than the first buffered diff', () => {
    const sync = receiveDiff(startSync(), diff(20, 20)).sync;
    const step = receiveSnapshot(sync, snapshot(10));
    expect(step).toEqual({ sync, needsSnapshot: true });
    // The buffer is kept as it was, not rebuilt from the snapshot it could not use.
    expect(step.sync).toBe(sync);
  });

  it('takes a snapshot that ends right before the first buffered diff, and asks again one update earlier', () => {
    const sync = receiveDiff(startSync(), diff(11, 12, '2')).sync;
    const fits = receiveSnapshot(sync, snapshot(10, [['1', '1']]));
    expect(fits.needsSnapshot).toBe(false);
    expect(fits.sync.status === 'synced' && fits.sync.book.lastUpdateId).toBe(12);
    expect(receiveSnapshot(sync, snapshot(9)).needsSnapshot).toBe(true);
  });

  it('does not ask for a snapshot while buffering, nor for a late one once synced', () => {
    const buffering = receiveDiff(startSync(), diff(5, 5));
    expect(buffering.needsSnapshot).toBe(false);
    const synced = receiveSnapshot(buffering.sync, snapshot(5)).sync;
    expect(receiveSnapshot(synced, snapshot(8)).needsSnapshot).toBe(false);
  });

  it('leaves an earlier step\'s buffer untouched when a diff arrives', () => {
    const first = receiveDiff(startSync(), diff(5, 5)).sync;
    receiveDiff(first, diff(6, 6));
    expect(first).toEqual({ status: 'buffering', buffer: [diff(5, 5)] });
  });

  it('on a gap among the buffered diffs keeps only the diffs from the gap on', () => {
    let sync = startSync();
    sync = receiveDiff(sync, diff(11, 11, '1')).sync;
    sync = receiveDiff(sync, diff(13, 13, '3')).sync;
    const step = receiveSnapshot(sync, snapshot(10));
    expect(step).toEqual({ sync: { status: 'buffering', buffer: [diff(13, 13, '3')] }, needsSnapshot: true });
  });

  it('drops the book and asks for a snapshot on a gap, keeping the diff that showed it', () => {
    const synced = receiveSnapshot(startSync(), snapshot(10)).sync;
    const step = receiveDiff(synced, diff(12, 12));
    expect(step.needsSnapshot).toBe(true);
    expect(step.sync).toEqual({ status: 'buffering', buffer: [diff(12, 12)] });
  });

  it('ignores a late snapshot once synced: a new snapshot is never merged into a live book', () => {
    const synced = receiveSnapshot(startSync(), snapshot(10, [['1', '1']])).sync;
    expect(receiveSnapshot(synced, snapshot(3, [['2', '2']])).sync).toBe(synced);
  });

  it('keeps at most MAX_BUFFERED_DIFFS diffs while waiting, dropping the oldest', () => {
    let sync = startSync();
    for (let id = 1; id <= MAX_BUFFERED_DIFFS + 5; id++) sync = receiveDiff(sync, diff(id, id)).sync;
    expect(sync.status === 'buffering' && sync.buffer.length).toBe(MAX_BUFFERED_DIFFS);
    expect(sync.status === 'buffering' && sync.buffer[0]!.U).toBe(6);
  });
});
