import type { Position } from '../../../src/core/trading/contract/futures';
import { positionsAfterRead } from '../../../src/core/trading/futures/positions-read';
import { POSITION } from '../../components/futures/support';

const at = (symbol: string, updatedAt: number, size = '0.1'): Position => ({ ...POSITION, symbol, updatedAt, size });
const shown = (positions: readonly Position[]) => positions.map((position) => `${position.symbol}:${position.size}:${position.updatedAt}`);
const map = (...positions: Position[]) => Object.fromEntries(positions.map((position) => [position.symbol, position]));

describe('the positions after a read', () => {
  it('are the positions read when the tab learned nothing newer meanwhile', () => {
    const read = [at('BTCUSDT', 5), at('ETHUSDT', 5)];
    expect(shown(positionsAfterRead(read, new Map([['BTCUSDT', 3]]), map(at('BTCUSDT', 3))))).toEqual(['BTCUSDT:0.1:5', 'ETHUSDT:0.1:5']);
  });

  it('take the tab\'s newer state of a position read, and the read\'s when the tab\'s is as old or older', () => {
    const now = map(at('BTCUSDT', 9, '0.2'), at('ETHUSDT', 5, '0.3'));
    const read = [at('BTCUSDT', 5), at('ETHUSDT', 5)];
    expect(shown(positionsAfterRead(read, new Map([['BTCUSDT', 3], ['ETHUSDT', 5]]), now))).toEqual(['BTCUSDT:0.2:9', 'ETHUSDT:0.1:5']);
  });

  it('leave out a position the stream closed while the read was out, though the read shows it', () => {
    expect(positionsAfterRead([at('BTCUSDT', 7)], new Map([['BTCUSDT', 3]]), {})).toEqual([]);
  });

  it('keep a position the stream opened or changed while the read was out, and drop one the read no longer lists', () => {
    const now = map(at('SOLUSDT', 8), at('ETHUSDT', 6), at('BTCUSDT', 3));
    const before = new Map([['ETHUSDT', 2], ['BTCUSDT', 3]]);
    expect(shown(positionsAfterRead([], before, now))).toEqual(['SOLUSDT:0.1:8', 'ETHUSDT:0.1:6']);
  });
});
