import { createStorageArea } from '../../../src/core/storage';
import {
  TRADING_STORAGE_KEYS,
  defaultTradingPreferences,
  loadTradingPreferences,
  saveTradingPreferences,
  tradingPreferenceChangeOf,
} from '../../../src/core/trading/trading-prefs';
import { MemoryStorage } from '../../support/saga-fakes';

function storageWith(raw: Record<string, string> = {}) {
  const backing = new MemoryStorage();
  for (const [key, value] of Object.entries(raw)) backing.setItem(key, value);
  return { backing, storage: createStorageArea({ backend: () => backing }) };
}

describe('trading preferences', () => {
  it('start as SPEC 3 says: position filter all, amounts in the coin, marks on, every confirmation shown; every pair\'s orders shown', () => {
    expect(loadTradingPreferences(storageWith().storage)).toEqual({
      tradeUnit: 'coin',
      positionFilter: 'all',
      klineMarks: { orders: true, fills: true },
      tipsDismissed: { reverse: false, tpsl: false, preTpsl: false },
      otherPairsHidden: false,
    });
  });

  it('read back what was saved, each under its own key', () => {
    const { storage, backing } = storageWith();
    const saved = {
      tradeUnit: 'usdt' as const,
      positionFilter: 'isolated' as const,
      klineMarks: { orders: false, fills: true },
      tipsDismissed: { reverse: true, tpsl: false, preTpsl: true },
      otherPairsHidden: true,
    };
    saveTradingPreferences(storage, saved);
    expect(backing.getItem('trade-unit')).toBe('"usdt"');
    expect(backing.getItem('hide-other-pairs')).toBe('true');
    expect(backing.getItem('position-filter-margin')).toBe('"isolated"');
    expect(backing.getItem('tip-dismissed-pre-tpsl')).toBe('true');
    expect(loadTradingPreferences(storage)).toEqual(saved);
  });

  it('read corrupt, unknown or mistyped values as their defaults', () => {
    const { storage } = storageWith({
      'trade-unit': '"btc"',
      'position-filter-margin': '{oops',
      'kline-marks': '{"orders":"yes","fills":true}',
      'tip-dismissed-reverse': '"true"',
      'hide-other-pairs': '1',
    });
    expect(loadTradingPreferences(storage)).toEqual(defaultTradingPreferences());
  });

  it('still hold for the session when storage is full', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const storage = createStorageArea({ backend: () => full });
    saveTradingPreferences(storage, { ...defaultTradingPreferences(), tradeUnit: 'usdt' });
    expect(loadTradingPreferences(storage).tradeUnit).toBe('usdt');
  });

  it("follow another tab's valid change of one key and ignore an invalid one", () => {
    const current = defaultTradingPreferences();
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.tipTpsl, true, current)?.tipsDismissed).toEqual({ reverse: false, tpsl: true, preTpsl: false });
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.positionFilter, 'cross', current)?.positionFilter).toBe('cross');
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.klineMarks, { orders: false, fills: false }, current)?.klineMarks).toEqual({ orders: false, fills: false });
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.tradeUnit, 'usdt', current)).toEqual({ ...current, tradeUnit: 'usdt' });
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.tradeUnit, 'eur', current)).toBeNull();
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.tipReverse, 1, current)).toBeNull();
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.otherPairsHidden, true, current)).toEqual({ ...current, otherPairsHidden: true });
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.otherPairsHidden, 'true', current)).toBeNull();
    expect(tradingPreferenceChangeOf('locale', 'ja', current)).toBeNull();
  });

  it("refuse another tab's kline marks that are null, or whose fills flag is not a boolean", () => {
    const current = defaultTradingPreferences();
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.klineMarks, null, current)).toBeNull();
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.klineMarks, { orders: true, fills: 'no' }, current)).toBeNull();
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.klineMarks, { orders: 1, fills: true }, current)).toBeNull();
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.klineMarks, 'orders', current)).toBeNull();
    expect(tradingPreferenceChangeOf(TRADING_STORAGE_KEYS.klineMarks, undefined, current)).toBeNull();
  });
});
