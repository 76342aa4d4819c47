// What an account's futures wallet and positions are worth at the current marks: margins, PnL, the available
// balance, liquidation prices and margin ratios (docs/futures.md "Margin and PnL"), from the stored rows.
import Big from 'big.js';
import type { AccountKind, FuturesBalance, MarginMode, Position, RiskTier } from '../../src/core/trading/contract';
import { liquidationPrice } from '../../src/core/trading/futures/liquidation-price';
import { marginRatio, sideSign } from '../../src/core/trading/futures/position-math';
import { maintenanceMargin } from '../../src/core/trading/futures/risk-tiers';
import { ATOM_DECIMALS, formatAtoms, formatUnits, quoteAtoms } from '../market/amounts';
import type { FuturesOrderRow, FuturesStore, PositionRow } from './futures-store';
import type { FuturesSymbol } from './futures-symbols';

const ATOMS = new Big(10).pow(ATOM_DECIMALS);

export function atomsToBig(atoms: bigint): Big {
  return new Big(atoms.toString()).div(ATOMS);
}

/** A decimal as atoms, rounded up (a requirement) or down (a credit). */
export function bigToAtoms(value: Big, up = false): bigint {
  return BigInt(value.times(ATOMS).round(0, up ? Big.roundUp : Big.roundDown).toFixed(0));
}

/** A signed atom amount as the contract writes it ("-12.5"): `formatAtoms` writes a loss's minus itself. */
export function signedAtoms(atoms: bigint): string {
  return formatAtoms(atoms);
}

export interface MarkSource {
  /** The mark price of a symbol in the account's world, in ticks. */
  markTicks(kind: AccountKind, symbol: string): number;
  symbol(symbol: string): FuturesSymbol | undefined;
}

/** One position's figures at the mark, in atoms. */
export interface PositionFigures {
  readonly row: PositionRow;
  readonly spec: FuturesSymbol;
  readonly mode: MarginMode;
  readonly leverage: number;
  readonly markTicks: number;
  readonly notional: bigint;
  readonly upnl: bigint;
  readonly initial: bigint;
  readonly maintenance: bigint;
}

export interface AccountFigures {
  readonly wallet: bigint;
  readonly positions: PositionFigures[];
  readonly isolatedTotal: bigint;
  readonly crossInitial: bigint;
  readonly crossMaintenance: bigint;
  readonly crossUpnl: bigint;
  readonly orderMargin: bigint;
  readonly available: bigint;
}

export function tiersOf(spec: FuturesSymbol): readonly RiskTier[] {
  return spec.rules.riskTiers;
}

/** `value / by` rounded up; both are never negative here (a notional, a leverage of at least 1). */
function ceilDiv(value: bigint, by: bigint): bigint {
  return (value + by - 1n) / by;
}

/** What the margin and the exposure of an open order are worked out from (a stored row, or an order being placed). */
export type OpenOrderShape = Pick<FuturesOrderRow, 'id' | 'side' | 'type' | 'reduce_only' | 'close_position' | 'price_ticks' | 'qty_lots' | 'filled_lots' | 'stop_ticks'>;

/** Whether `row` holds margin while it rests: a limit order at a price that may open a position. */
function holdsMargin(row: OpenOrderShape): boolean {
  return row.reduce_only === 0 && row.close_position === 0 && row.price_ticks !== null && row.type === 'limit';
}

/**
 * The initial margin of a resting order's remainder (what it holds from the available balance), or of `lots` of it:
 * the part that would open a position.
 */
export function orderMarginOf(row: FuturesOrderRow, spec: FuturesSymbol, lots = row.qty_lots - row.filled_lots): bigint {
  if (!holdsMargin(row)) return 0n;
  return ceilDiv(quoteAtoms(BigInt(row.price_ticks as number) * BigInt(lots), spec.spot.priceDecimals, spec.spot.qtyDecimals), BigInt(row.leverage));
}

/**
 * The lots of each open order of one perpetual that would open a position, given the position (docs/futures.md
 * "Order margin"). An order on the side that closes the position reduces it before it opens anything. The position's
 * size is taken as reducing: by the resting reduce-only orders first (they can do nothing else; a TP/SL waiting for
 * its trigger is not in the book), then by the other closing orders in the order they would fill, the best price
 * first, then the oldest; only what lies beyond opens. Reduce-only, close-position and conditional orders open
 * nothing and are not listed.
 */
function openingParts<R extends OpenOrderShape>(orders: readonly R[], position: Pick<PositionRow, 'side' | 'size_lots'> | undefined): Array<{ row: R; lots: number }> {
  const closing = position === undefined ? undefined : position.side === 'LONG' ? 'sell' : 'buy';
  const remaining = (row: R) => row.qty_lots - row.filled_lots;
  let reducible = position?.size_lots ?? 0;
  for (const row of orders) {
    if (row.side === closing && row.reduce_only === 1 && row.type === 'limit' && row.stop_ticks === null) reducible -= remaining(row);
  }
  const closingOrders = orders
    .filter((row) => row.side === closing && holdsMargin(row))
    .sort((a, b) => (closing === 'sell' ? a.price_ticks! - b.price_ticks! : b.price_ticks! - a.price_ticks!) || a.id - b.id);
  const parts: Array<{ row: R; lots: number }> = [];
  for (const row of closingOrders) {
    const reducing = Math.min(remaining(row), Math.max(0, reducible));
    reducible -= reducing;
    parts.push({ row, lots: remaining(row) - reducing });
  }
  for (const row of orders) if (row.side !== closing && holdsMargin(row)) parts.push({ row, lots: remaining(row) });
  return parts;
}

/** The margin an account's open orders on one perpetual hold, given its position: that of their opening parts. */
export function ordersMarginOf(orders: readonly FuturesOrderRow[], position: Pick<PositionRow, 'side' | 'size_lots'> | undefined, spec: FuturesSymbol): bigint {
  return openingParts(orders, position).reduce((margin, { row, lots }) => margin + orderMarginOf(row, spec, lots), 0n);
}

/**
 * What counts against the notional cap of the leverage in each direction, in atoms (docs/futures.md "Risk tiers"),
 * `buy` the long one: the position held that way, at `positionNotional`, plus each order's price x the lots of it
 * that would open a position that way (`openingParts`).
 */
export function exposureOf(
  orders: readonly OpenOrderShape[],
  position: Pick<PositionRow, 'side' | 'size_lots'> | undefined,
  positionNotional: bigint,
  spec: FuturesSymbol,
): Record<'buy' | 'sell', bigint> {
  const exposure = { buy: 0n, sell: 0n };
  if (position !== undefined) exposure[position.side === 'LONG' ? 'buy' : 'sell'] = positionNotional;
  for (const { row, lots } of openingParts(orders, position)) {
    exposure[row.side] += quoteAtoms(BigInt(row.price_ticks as number) * BigInt(lots), spec.spot.priceDecimals, spec.spot.qtyDecimals);
  }
  return exposure;
}

export function positionFigures(
  row: PositionRow,
  spec: FuturesSymbol,
  settings: { leverage: number; margin_mode: MarginMode },
  markTicks: number,
): PositionFigures {
  const { priceDecimals: pd, qtyDecimals: qd } = spec.spot;
  const notional = quoteAtoms(BigInt(markTicks) * BigInt(row.size_lots), pd, qd);
  const entry = BigInt(row.entry_quote);
  const upnl = (notional - entry) * BigInt(sideSign(row.side));
  const initial = ceilDiv(entry, BigInt(settings.leverage));
  const maintenance = bigToAtoms(maintenanceMargin(tiersOf(spec), atomsToBig(notional)), true);
  return { row, spec, mode: settings.margin_mode, leverage: settings.leverage, markTicks, notional, upnl, initial, maintenance };
}

export function settingsOf(store: FuturesStore, account: string, spec: FuturesSymbol): { leverage: number; margin_mode: MarginMode } {
  return store.setting(account, spec.rules.symbol) ?? { leverage: spec.rules.defaultLeverage, margin_mode: 'CROSS' };
}

export function accountFigures(store: FuturesStore, account: string, kind: AccountKind, marks: MarkSource): AccountFigures {
  const wallet = store.wallet(account);
  const positions: PositionFigures[] = [];
  let isolatedTotal = 0n;
  let crossInitial = 0n;
  let crossMaintenance = 0n;
  let crossUpnl = 0n;
  const held = new Map<string, PositionRow>();
  for (const row of store.positionsOf(account)) {
    held.set(row.symbol, row);
    const spec = marks.symbol(row.symbol);
    if (spec === undefined) continue;
    const figures = positionFigures(row, spec, settingsOf(store, account, spec), marks.markTicks(kind, row.symbol));
    positions.push(figures);
    if (figures.mode === 'ISOLATED') {
      isolatedTotal += BigInt(row.isolated_margin);
    } else {
      crossInitial += figures.initial;
      crossMaintenance += figures.maintenance;
      crossUpnl += figures.upnl;
    }
  }
  const bySymbol = new Map<string, FuturesOrderRow[]>();
  for (const order of store.openOrdersOf(account)) bySymbol.set(order.symbol, [...(bySymbol.get(order.symbol) ?? []), order]);
  let orderMargin = 0n;
  for (const [symbol, orders] of bySymbol) {
    const spec = marks.symbol(symbol);
    if (spec !== undefined) orderMargin += ordersMarginOf(orders, held.get(symbol), spec);
  }
  // Unrealized profit is not spent before it is realized; an unrealized loss reduces what is available.
  const available = wallet - isolatedTotal - crossInitial - orderMargin + (crossUpnl < 0n ? crossUpnl : 0n);
  return { wallet, positions, isolatedTotal, crossInitial, crossMaintenance, crossUpnl, orderMargin, available };
}

function price(value: Big | null, spec: FuturesSymbol, roundUp: boolean): string | null {
  if (value === null) return null;
  return value.toFixed(spec.spot.priceDecimals, roundUp ? Big.roundUp : Big.roundDown);
}

/** The contract's Position for one position of the account. */
export function positionView(figures: PositionFigures, account: AccountFigures, kind: AccountKind, takeProfit: Position['takeProfit'], stopLoss: Position['stopLoss']): Position {
  const { row, spec } = figures;
  const { priceDecimals: pd, qtyDecimals: qd } = spec.spot;
  const size = atomsToBig(BigInt(row.size_lots) * 10n ** BigInt(ATOM_DECIMALS - qd));
  const entry = atomsToBig(BigInt(row.entry_quote)).div(size);
  const isolated = figures.mode === 'ISOLATED';
  const others = account.positions.filter((other) => other !== figures && other.mode === 'CROSS');
  const liquidation = liquidationPrice({
    side: row.side,
    size,
    entryPrice: entry,
    walletBalance: atomsToBig(isolated ? BigInt(row.isolated_margin) : account.wallet - account.isolatedTotal),
    tiers: tiersOf(spec),
    otherMaintenance: isolated ? 0 : atomsToBig(others.reduce((sum, other) => sum + other.maintenance, 0n)),
    otherUnrealizedPnl: isolated ? 0 : atomsToBig(others.reduce((sum, other) => sum + other.upnl, 0n)),
  });
  const balance = isolated ? BigInt(row.isolated_margin) + figures.upnl : account.wallet - account.isolatedTotal + account.crossUpnl;
  const maintenance = isolated ? figures.maintenance : account.crossMaintenance;
  const roe = figures.initial === 0n ? new Big(0) : atomsToBig(figures.upnl).div(atomsToBig(figures.initial)).times(100);
  return {
    symbol: row.symbol,
    account: kind,
    side: row.side,
    size: formatUnits(BigInt(row.size_lots), qd),
    entryPrice: entry.toFixed(pd, Big.roundHalfEven),
    markPrice: formatUnits(BigInt(figures.markTicks), pd),
    notional: formatAtoms(figures.notional),
    leverage: figures.leverage,
    marginMode: figures.mode,
    isolatedMargin: formatAtoms(isolated ? BigInt(row.isolated_margin) : 0n),
    initialMargin: formatAtoms(figures.initial),
    maintenanceMargin: formatAtoms(figures.maintenance),
    // Rounded toward the entry: the shown price is reached before the position is liquidated.
    liquidationPrice: price(liquidation, spec, row.side === 'LONG'),
    unrealizedPnl: signedAtoms(figures.upnl),
    roe: roe.toFixed(2, Big.roundHalfEven).replace(/^-0\.00$/, '0.00'),
    marginRatio: marginRatio(atomsToBig(maintenance), atomsToBig(balance)).toFixed(4, Big.roundUp),
    takeProfit,
    stopLoss,
    updatedAt: row.updated_at,
  };
}

export function balanceView(account: AccountFigures): FuturesBalance {
  const positionMargin = account.isolatedTotal + account.crossInitial;
  const unrealized = account.positions.reduce((sum, figures) => sum + figures.upnl, 0n);
  const crossBalance = account.wallet - account.isolatedTotal + account.crossUpnl;
  return {
    asset: 'USDT',
    walletBalance: formatAtoms(account.wallet),
    availableBalance: formatAtoms(account.available > 0n ? account.available : 0n),
    positionMargin: formatAtoms(positionMargin),
    orderMargin: formatAtoms(account.orderMargin),
    unrealizedPnl: signedAtoms(unrealized),
    marginBalance: signedAtoms(account.wallet + unrealized),
    maintenanceMargin: formatAtoms(account.crossMaintenance),
    marginRatio: marginRatio(atomsToBig(account.crossMaintenance), atomsToBig(crossBalance)).toFixed(4, Big.roundUp),
  };
}
