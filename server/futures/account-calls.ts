// The futures account calls that change settings or move margin (docs/futures.md "Calls"): leverage, margin mode,
// isolated margin, a position's TP/SL, and transfers between the spot and the futures wallet.
import type {
  AccountKind,
  FuturesBalance,
  MarginMode,
  Position,
  PositionMarginRequest,
  PositionTpSlRequest,
  SetLeverageAnswer,
  TransferRequest,
} from '../../src/core/trading/contract';
import { maxNotionalForLeverage } from '../../src/core/trading/futures/risk-tiers';
import type { Ledger } from '../market/ledger';
import { InsufficientBalance } from '../market/ledger';
import { formatAtoms, toUnits } from '../market/amounts';
import { refuse } from '../market/trading-error';
import { atomsToBig, exposureOf } from './futures-account';
import { refuseFutures } from './futures-error';
import type { FuturesExchange } from './futures-exchange';
import type { FuturesMarket } from './futures-market';
import { WalletShort } from './futures-store';

function marketOf(exchange: FuturesExchange, kind: AccountKind, symbol: string): FuturesMarket {
  const market = exchange.market(kind, symbol);
  if (market === undefined) throw refuse('UNKNOWN_SYMBOL');
  return market;
}

function amountAtoms(text: string): bigint {
  const atoms = toUnits(text, 18);
  if (atoms === undefined || atoms <= 0n) throw refuse('BAD_ORDER_PARAMETERS', 'amount must be positive');
  return atoms;
}

export function setLeverage(exchange: FuturesExchange, account: string, kind: AccountKind, symbol: string, leverage: number): SetLeverageAnswer {
  const market = marketOf(exchange, kind, symbol);
  const { rules } = market.futures;
  if (leverage > rules.maxLeverage) throw refuseFutures('LEVERAGE_NOT_ALLOWED', `at most ${rules.maxLeverage}x`);
  const cap = maxNotionalForLeverage(rules.riskTiers, leverage);
  const held = exchange.figures(account, kind).positions.find((entry) => entry.row.symbol === symbol);
  if (held !== undefined && atomsToBig(held.notional).gt(cap)) throw refuseFutures('LEVERAGE_NOT_ALLOWED', 'the position is above this leverage\'s cap');
  const { store } = exchange;
  // The open orders count too, in the direction each would open (docs/futures.md "Risk tiers"): the position at the
  // mark plus what the orders of its side would add, or what those of the other side would open beyond closing it.
  const exposure = exposureOf(store.openOrdersOf(account, symbol), held?.row, held?.notional ?? 0n, market.futures);
  const larger = exposure.buy > exposure.sell ? exposure.buy : exposure.sell;
  if (atomsToBig(larger).gt(cap)) {
    throw refuseFutures('LEVERAGE_NOT_ALLOWED', `the position and open orders come to ${formatAtoms(larger)} USDT, above this leverage's cap of ${cap.toFixed()} USDT`);
  }
  const current = store.setting(account, symbol)?.margin_mode ?? 'CROSS';
  // A position here is re-priced at the new leverage (its initial margin and ROE): the streams hear it, and the
  // answer carries it.
  market.changePosition(account, () => {
    store.putSetting(account, symbol, leverage, current);
    // Raising the margin a cross position needs must still leave the wallet covering it.
    if (exchange.figures(account, kind).available < 0n) throw refuseFutures('INSUFFICIENT_MARGIN');
  });
  const answer = { symbol, leverage, maxNotional: cap.toFixed() };
  return held === undefined ? answer : { ...answer, position: exchange.positionOrClosed(account, kind, symbol) };
}

export function setMarginMode(exchange: FuturesExchange, account: string, kind: AccountKind, symbol: string, mode: MarginMode): { symbol: string; leverage: number; marginMode: MarginMode } {
  const market = marketOf(exchange, kind, symbol);
  const { store } = exchange;
  const leverage = store.setting(account, symbol)?.leverage ?? market.futures.rules.defaultLeverage;
  const busy = store.position(account, symbol) !== undefined || store.openOrdersOf(account, symbol).length > 0;
  if (busy && (store.setting(account, symbol)?.margin_mode ?? 'CROSS') !== mode) throw refuseFutures('MARGIN_MODE_LOCKED');
  store.transaction(() => store.putSetting(account, symbol, leverage, mode));
  return { symbol, leverage, marginMode: mode };
}

export function positionMargin(exchange: FuturesExchange, account: string, kind: AccountKind, request: PositionMarginRequest): Position {
  const market = marketOf(exchange, kind, request.symbol);
  const { store } = exchange;
  const position = store.position(account, request.symbol);
  if (position === undefined) throw refuseFutures('NO_POSITION');
  if ((store.setting(account, request.symbol)?.margin_mode ?? 'CROSS') !== 'ISOLATED') throw refuseFutures('NOT_ISOLATED_POSITION');
  const amount = amountAtoms(request.amount);
  const figures = exchange.figures(account, kind);
  const mine = figures.positions.find((entry) => entry.row.symbol === request.symbol);
  const margin = BigInt(position.isolated_margin);
  if (request.direction === 'add') {
    if (figures.available < amount) throw refuseFutures('INSUFFICIENT_MARGIN');
  } else {
    // What stays must cover the initial margin and any unrealized loss.
    const loss = mine !== undefined && mine.upnl < 0n ? -mine.upnl : 0n;
    const spare = margin - (mine?.initial ?? 0n) - loss;
    if (amount > spare) throw refuseFutures('MARGIN_REMOVE_TOO_MUCH', `at most ${formatAtoms(spare > 0n ? spare : 0n)}`);
  }
  // Moved between the wallet's free part and the position: the streams hear the position and the balance (its
  // available part), as for a leverage change.
  market.changePosition(account, () => {
    position.isolated_margin = (request.direction === 'add' ? margin + amount : margin - amount).toString();
    store.putPosition(position);
  });
  market.afterPriceChange(exchange.clock());
  return exchange.positionOrClosed(account, kind, request.symbol);
}

export function positionTpSl(exchange: FuturesExchange, account: string, kind: AccountKind, request: PositionTpSlRequest): Position {
  const market = marketOf(exchange, kind, request.symbol);
  const { store } = exchange;
  const position = store.position(account, request.symbol);
  if (position === undefined) throw refuseFutures('NO_POSITION');
  const side = position.side === 'LONG' ? 'sell' : 'buy';
  const leverage = store.setting(account, request.symbol)?.leverage ?? market.futures.rules.defaultLeverage;
  const fields = [
    ['takeProfit', 'takeProfitMarket'],
    ['stopLoss', 'stopMarket'],
  ] as const;
  // Both new triggers are checked before anything is cancelled: a refused TP or SL leaves the position guarded as it
  // was, rather than without the order it was meant to replace.
  for (const [field, type] of fields) {
    const wanted = request[field];
    if (wanted) market.checkAttach(side, type, wanted.stopPrice, wanted.triggerBy ?? 'LAST');
  }
  // Cancelled and placed in one step (both checked above, so nothing in it is refused), which the streams hear once,
  // in its final state (FuturesMarket.changePosition).
  market.changePosition(account, (now) => {
    for (const [field, type] of fields) {
      const wanted = request[field];
      if (wanted !== undefined) market.replaceTrigger(account, side, type, wanted, leverage, now);
    }
  });
  return exchange.positionOrClosed(account, kind, request.symbol);
}

export function transfer(exchange: FuturesExchange, ledger: Ledger, account: string, kind: AccountKind, request: TransferRequest): { balance: FuturesBalance; spotAvailable: string } {
  const amount = amountAtoms(request.amount);
  const { store } = exchange;
  const now = exchange.clock();
  if (request.direction === 'futuresToSpot' && exchange.figures(account, kind).available < amount) throw refuseFutures('TRANSFER_INSUFFICIENT');
  try {
    store.transaction(() => {
      if (request.direction === 'spotToFutures') {
        ledger.credit(account, 'USDT', -amount);
        store.credit(account, amount, 'transfer', now);
      } else {
        store.credit(account, -amount, 'transfer', now);
        ledger.credit(account, 'USDT', amount);
      }
    });
  } catch (error) {
    ledger.dropChanged();
    if (error instanceof InsufficientBalance || error instanceof WalletShort) throw refuseFutures('TRANSFER_INSUFFICIENT');
    throw error;
  }
  // The account's other tabs hear the wallet, and its cross positions their liquidation price, which the wallet moves.
  exchange.tell(account, kind, []);
  return { balance: exchange.balance(account, kind), spotAvailable: formatAtoms(ledger.get(account, 'USDT').available) };
}
