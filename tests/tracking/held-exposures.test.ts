// Exposures held for a page that is not current yet: at most `limit` across all pages, the oldest dropped first.
import { createHeldExposures } from '../../src/tracking/held-exposures';
import { ids, makeEvent } from './support';

const expose = () => makeEvent({ type: 'expose' });

describe('held exposures', () => {
  it('drops the oldest across pages, page after page, and counts each', () => {
    const held = createHeldExposures(3);
    const a = expose();
    const b = [expose(), expose()];
    const c = [expose(), expose(), expose()];
    expect(held.hold('/a', a)).toBe(0);
    for (const event of b) expect(held.hold('/b', event)).toBe(0);
    // The fourth drops /a's only event, the fifth /b's oldest, the sixth /b's last.
    expect(c.map((event) => held.hold('/c', event))).toEqual([1, 1, 1]);
    expect(held.release('/a')).toEqual([]);
    expect(held.release('/b')).toEqual([]);
    expect(ids(held.release('/c'))).toEqual(ids(c));
  });

  it('keeps the rest of the oldest page when only part of it is dropped', () => {
    const held = createHeldExposures(2);
    const a = [expose(), expose()];
    for (const event of a) held.hold('/a', event);
    const b = expose();
    expect(held.hold('/b', b)).toBe(1);
    expect(ids(held.release('/a'))).toEqual(ids(a.slice(1)));
    expect(ids(held.release('/b'))).toEqual([b.event_id]);
  });

  it('frees room for new events when a page is released', () => {
    const held = createHeldExposures(2);
    held.hold('/a', expose());
    held.hold('/a', expose());
    held.release('/a');
    expect(held.hold('/b', expose())).toBe(0);
    expect(held.hold('/b', expose())).toBe(0);
    expect(held.release('/b')).toHaveLength(2);
  });

  it('holds nothing for a page it was never given', () => {
    expect(createHeldExposures(2).release('/none')).toEqual([]);
  });
});
