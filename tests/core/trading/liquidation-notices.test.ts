import {
  KNOWN_LIQUIDATIONS_LIMIT,
  SEEN_LIQUIDATIONS_SCOPES,
  isKnownLiquidations,
  isSeenLiquidations,
  withKnownLiquidations,
  liquidationNews,
  liquidationsWhileAway,
  seenScope,
  withSeenLiquidations,
} from '../../../src/core/trading/futures/liquidation-notices';
import { LIQUIDATION } from '../../components/futures/support';

const record = (id: string, time: number) => ({ ...LIQUIDATION, id, time });

describe('liquidations while away', () => {
  it('are none for an account the browser never read, whatever the page holds', () => {
    expect(liquidationsWhileAway([record('9', 4000)], [], undefined)).toEqual([]);
  });

  it('are the records strictly newer than the seen time and not known, oldest first', () => {
    const page = [record('11', 6000), record('10', 5000), record('9', 4000), record('8', 3000)];
    expect(liquidationsWhileAway(page, ['11'], 4000).map((row) => row.id)).toEqual(['10']);
    expect(liquidationsWhileAway(page, [], 0).map((row) => row.id)).toEqual(['8', '9', '10', '11']);
  });
});

describe('the seen times', () => {
  it('name a user\'s real and paper accounts apart', () => {
    expect(seenScope('10000001', false)).toBe('10000001/real');
    expect(seenScope('10000001', true)).toBe('10000001/paper');
  });

  it('move up to the newest record, never down, and mark an empty read as 0', () => {
    expect(withSeenLiquidations({}, 'u/real', [])).toEqual({ 'u/real': 0 });
    expect(withSeenLiquidations({ 'u/real': 5000 }, 'u/real', [record('1', 3000), record('2', 7000)])).toEqual({ 'u/real': 7000 });
    expect(withSeenLiquidations({ 'u/real': 5000 }, 'u/real', [record('1', 3000)])).toEqual({ 'u/real': 5000 });
  });

  it(`keep the ${SEEN_LIQUIDATIONS_SCOPES} scopes written last, the one just written among them`, () => {
    let seen: Record<string, number> = {};
    for (let user = 0; user < SEEN_LIQUIDATIONS_SCOPES + 3; user++) seen = withSeenLiquidations(seen, `${user}/real`, []);
    seen = withSeenLiquidations(seen, '3/real', [record('1', 10)]);
    const scopes = Object.keys(seen);
    expect(scopes).toHaveLength(SEEN_LIQUIDATIONS_SCOPES);
    expect(scopes[0]).toBe('4/real');
    expect(scopes.at(-1)).toBe('3/real');
    expect(seen['3/real']).toBe(10);
  });

  it('move a scope written again to the end, so the oldest written is the one dropped', () => {
    let seen = withSeenLiquidations(withSeenLiquidations(withSeenLiquidations({}, 'a/real', []), 'b/real', []), 'c/real', []);
    seen = withSeenLiquidations(seen, 'a/real', [record('1', 5)]);
    expect(Object.keys(seen)).toEqual(['b/real', 'c/real', 'a/real']);
    for (let user = 0; user < SEEN_LIQUIDATIONS_SCOPES - 2; user++) seen = withSeenLiquidations(seen, `${user}/paper`, []);
    expect(Object.keys(seen)).toHaveLength(SEEN_LIQUIDATIONS_SCOPES);
    expect(seen).not.toHaveProperty('b/real');
    expect(seen['a/real']).toBe(5);
  });

  it.each([
    [5, false],
    [{ 'u/real': 1 }, true],
    [{}, true],
    [{ 'u/real': '1' }, false],
    [{ 'u/real': Number.NaN }, false],
    [['u/real'], false],
    [null, false],
    ['u/real', false],
  ])('%j is a valid memory: %j', (value, valid) => {
    expect(isSeenLiquidations(value)).toBe(valid);
  });
});

describe('liquidation news after a reconnect', () => {
  it('is what neither this tab holds nor the browser knows, oldest first', () => {
    const page = [record('12', 7000), record('11', 6000), record('10', 5000), record('9', 4000)];
    expect(liquidationNews(page, [record('11', 6000)], ['9']).map((row) => row.id)).toEqual(['10', '12']);
  });
});

describe('the known liquidation ids', () => {
  it('hold an id once, moved to the newest end when it is added again', () => {
    expect(withKnownLiquidations(['7', '8', '9'], ['8', '10', '10'])).toEqual(['7', '9', '8', '10']);
  });

  it(`keep the newest ${KNOWN_LIQUIDATIONS_LIMIT}`, () => {
    const many = Array.from({ length: KNOWN_LIQUIDATIONS_LIMIT }, (_, index) => String(index));
    const known = withKnownLiquidations(many, ['new']);
    expect(known).toHaveLength(KNOWN_LIQUIDATIONS_LIMIT);
    expect(known[0]).toBe('1');
    expect(known.at(-1)).toBe('new');
  });

  it.each([
    [['7', '8'], true],
    [[], true],
    [['7', 8], false],
    [[8], false],
    [{ 0: '7' }, false],
    ['7', false],
  ])('%j is a valid memory: %j', (value, valid) => {
    expect(isKnownLiquidations(value)).toBe(valid);
  });
});
