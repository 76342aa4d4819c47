// The trading preferences of SPEC section 3 that the futures workspace reads: the tip-dismissed flags (reverse,
// TP/SL, pre-TP/SL), the position filter by margin mode (default all), the kline mark toggles and the trade unit;
// and the order tabs' "hide other pairs", which both workspaces read.
// Each lives under its own local-storage key, so another tab's change to one of them arrives as one storage event.
import type { StorageArea } from '../storage';

/** Amounts in the order form are typed in the base coin or in USDT (the position's value). */
export type TradeUnit = 'coin' | 'usdt';
/** The positions table shows every position, or only those in one margin mode. */
export type PositionFilter = 'all' | 'cross' | 'isolated';
/** The risky actions whose first-time confirmation can be switched off with "don't show again". */
export type TipName = 'reverse' | 'tpsl' | 'preTpsl';

export const TRADE_UNITS: readonly TradeUnit[] = ['coin', 'usdt'];
export const POSITION_FILTERS: readonly PositionFilter[] = ['all', 'cross', 'isolated'];
export const TIP_NAMES: readonly TipName[] = ['reverse', 'tpsl', 'preTpsl'];

export interface KlineMarks {
  /** The user's open orders as price lines on the chart. */
  orders: boolean;
  /** The user's fills as markers on their candles. */
  fills: boolean;
}

export interface TradingPreferences {
  tradeUnit: TradeUnit;
  positionFilter: PositionFilter;
  klineMarks: KlineMarks;
  /** True once the user ticked "don't show again" on that action's confirmation. */
  tipsDismissed: Record<TipName, boolean>;
  /** The order tabs show the workspace's pair only (and cancel all cancels that pair's orders only). */
  otherPairsHidden: boolean;
}

export const DEFAULT_POSITION_FILTER: PositionFilter = 'all';

export const defaultTradingPreferences = (): TradingPreferences => ({
  tradeUnit: 'coin',
  positionFilter: DEFAULT_POSITION_FILTER,
  klineMarks: { orders: true, fills: true },
  tipsDismissed: { reverse: false, tpsl: false, preTpsl: false },
  otherPairsHidden: false,
});

/** Stored names (SPEC 3): changing one orphans what users saved. */
export const TRADING_STORAGE_KEYS = {
  tradeUnit: 'trade-unit',
  positionFilter: 'position-filter-margin',
  klineMarks: 'kline-marks',
  tipReverse: 'tip-dismissed-reverse',
  tipTpsl: 'tip-dismissed-tpsl',
  tipPreTpsl: 'tip-dismissed-pre-tpsl',
  otherPairsHidden: 'hide-other-pairs',
} as const;

const TIP_KEYS: Record<TipName, string> = {
  reverse: TRADING_STORAGE_KEYS.tipReverse,
  tpsl: TRADING_STORAGE_KEYS.tipTpsl,
  preTpsl: TRADING_STORAGE_KEYS.tipPreTpsl,
};

const isTradeUnit = (value: unknown): value is TradeUnit => (TRADE_UNITS as readonly unknown[]).includes(value);
const isPositionFilter = (value: unknown): value is PositionFilter => (POSITION_FILTERS as readonly unknown[]).includes(value);
// Reading a field of a string or a number gives undefined, so only null and undefined need guarding.
const isKlineMarks = (value: unknown): value is KlineMarks => {
  const marks = value as Partial<KlineMarks> | null | undefined;
  return typeof marks?.orders === 'boolean' && typeof marks?.fills === 'boolean';
};
const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';

/** The saved trading preferences; anything absent, corrupt or of another shape reads as its default. */
export function loadTradingPreferences(storage: StorageArea): TradingPreferences {
  const defaults = defaultTradingPreferences();
  const marks = storage.read<KlineMarks>(TRADING_STORAGE_KEYS.klineMarks, defaults.klineMarks, isKlineMarks);
  return {
    tradeUnit: storage.read<TradeUnit>(TRADING_STORAGE_KEYS.tradeUnit, defaults.tradeUnit, isTradeUnit),
    positionFilter: storage.read<PositionFilter>(TRADING_STORAGE_KEYS.positionFilter, defaults.positionFilter, isPositionFilter),
    klineMarks: { orders: marks.orders, fills: marks.fills },
    tipsDismissed: {
      reverse: storage.read(TIP_KEYS.reverse, false, isFlag),
      tpsl: storage.read(TIP_KEYS.tpsl, false, isFlag),
      preTpsl: storage.read(TIP_KEYS.preTpsl, false, isFlag),
    },
    otherPairsHidden: storage.read(TRADING_STORAGE_KEYS.otherPairsHidden, defaults.otherPairsHidden, isFlag),
  };
}

/** Writes every trading preference under its key (unchanged ones are rewritten as they are: the writes are tiny). */
export function saveTradingPreferences(storage: StorageArea, prefs: TradingPreferences): void {
  storage.write(TRADING_STORAGE_KEYS.tradeUnit, prefs.tradeUnit);
  storage.write(TRADING_STORAGE_KEYS.positionFilter, prefs.positionFilter);
  storage.write(TRADING_STORAGE_KEYS.klineMarks, prefs.klineMarks);
  for (const tip of TIP_NAMES) storage.write(TIP_KEYS[tip], prefs.tipsDismissed[tip]);
  storage.write(TRADING_STORAGE_KEYS.otherPairsHidden, prefs.otherPairsHidden);
}

/**
 * What another tab's write of `key` means for this tab's trading preferences, given the current ones; null when
 * the key is not one of them or its value is not valid.
 */
export function tradingPreferenceChangeOf(key: string, value: unknown, current: TradingPreferences): TradingPreferences | null {
  switch (key) {
    case TRADING_STORAGE_KEYS.tradeUnit:
      return isTradeUnit(value) ? { ...current, tradeUnit: value } : null;
    case TRADING_STORAGE_KEYS.positionFilter:
      return isPositionFilter(value) ? { ...current, positionFilter: value } : null;
    case TRADING_STORAGE_KEYS.klineMarks:
      return isKlineMarks(value) ? { ...current, klineMarks: { orders: value.orders, fills: value.fills } } : null;
    case TRADING_STORAGE_KEYS.otherPairsHidden:
      return isFlag(value) ? { ...current, otherPairsHidden: value } : null;
    default: {
      const tip = TIP_NAMES.find((name) => TIP_KEYS[name] === key);
      return tip && isFlag(value) ? { ...current, tipsDismissed: { ...current.tipsDismissed, [tip]: value } } : null;
    }
  }
}
