import { entryAwaited } from '../../../src/core/trading/futures/pre-tpsl';

describe('entryAwaited', () => {
  it('names the entry of a TP/SL whose quantity is still zero, in any number of decimals', () => {
    expect(entryAwaited({ entryOrderId: '41', qty: '0.00000' })).toBe('41');
    expect(entryAwaited({ entryOrderId: '41', qty: '0' })).toBe('41');
  });

  it('waits on nothing once the entry has filled some, without an entry, or for a spot-shaped order', () => {
    expect(entryAwaited({ entryOrderId: '41', qty: '0.00001' })).toBeNull();
    expect(entryAwaited({ entryOrderId: null, qty: '0' })).toBeNull();
    expect(entryAwaited({ qty: '0' })).toBeNull();
  });
});
