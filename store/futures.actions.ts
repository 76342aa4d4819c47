// The futures workspace's actions, named as events (STYLE 3). A perpetual's book, trades, candles, orders and
// fills travel in the spot workspace's actions (same shapes); what only futures have travels here.
import { createAction } from '@reduxjs/toolkit';
import type {
  FundingPayment,
  FuturesBalance,
  LiquidationRecord,
  MarginMode,
  MarkPrice,
  Position,
  PositionTpSlRequest,
  SetLeverageAnswer,
  SymbolSettings,
  TransferRequest,
} from '../src/core/trading/contract/futures';
import type { Refusal } from './trading.actions';

/** What one animation frame brought of the futures-only channels. */
export interface FuturesBatch {
  mark?: MarkPrice;
  positions: Position[];
  balance?: FuturesBalance;
  funding: FundingPayment[];
  liquidations: LiquidationRecord[];
}

export const futuresBatchReceived = createAction<FuturesBatch>('futures/batchReceived');
export const markReceived = createAction<MarkPrice>('futures/markReceived');
export const positionsLoaded = createAction<{ positions: Position[]; settings: SymbolSettings[] }>('futures/positionsLoaded');
export const futuresBalanceLoaded = createAction<FuturesBalance>('futures/balanceLoaded');
/**
 * A page of rows: the first (`append` false), the next (`append` true), or with `refresh` the first page read
 * again after a reconnect, merged into what is held (FuturesAccountState).
 */
export interface PageLoaded {
  next: string | null;
  append: boolean;
  refresh?: boolean;
}

export const fundingLoaded = createAction<PageLoaded & { payments: FundingPayment[] }>('futures/fundingLoaded');
export const fundingPageRequested = createAction('futures/fundingPageRequested');
export const liquidationsLoaded = createAction<PageLoaded & { liquidations: LiquidationRecord[] }>('futures/liquidationsLoaded');
export const liquidationsPageRequested = createAction('futures/liquidationsPageRequested');

export type TransferDirection = TransferRequest['direction'];
/** Why a transfer failed: a gateway code (33010 ...), else the request layer's own words for the failure. */
export interface TransferRefusal {
  code?: string;
  serverMessage?: string;
  messageKey: string;
  values?: Record<string, string | number>;
}
/** The transfer dialog opened: the spot wallet is read again, so its available amount is current. */
export const transferDialogOpened = createAction('futures/transferDialogOpened');
export const transferRequested = createAction<{ amount: string; direction: TransferDirection }>('futures/transferRequested');
export const transferDone = createAction<{ amount: string; direction: TransferDirection; balance: FuturesBalance; spotAvailable: string }>('futures/transferDone');
export const transferRefused = createAction<TransferRefusal>('futures/transferRefused');

export const leverageChosen = createAction<{ symbol: string; leverage: number }>('futures/leverageChosen');
export const leverageSet = createAction<SetLeverageAnswer>('futures/leverageSet');
export const marginModeChosen = createAction<{ symbol: string; marginMode: MarginMode }>('futures/marginModeChosen');
export const symbolSettingsSet = createAction<SymbolSettings>('futures/symbolSettingsSet');

/** Close all of a position at market, or at a limit price. */
export const positionCloseRequested = createAction<{ symbol: string; price?: string }>('futures/positionCloseRequested');
/** Close the position and open the same size on the other side, at market. */
export const positionReverseRequested = createAction<{ symbol: string }>('futures/positionReverseRequested');
export const positionMarginRequested = createAction<{ symbol: string; amount: string; direction: 'add' | 'remove' }>('futures/positionMarginRequested');
export const positionTpSlRequested = createAction<PositionTpSlRequest>('futures/positionTpSlRequested');
export const positionUpdated = createAction<Position>('futures/positionUpdated');
/** A position action went through (`done`) or was refused with a code the workspace words. */
/** A position action's answer: done (`refusal` null), or why not (a gateway code or the request layer's text). */
export const positionActionAnswered = createAction<{ symbol: string; action: PositionAction; refusal: Refusal | null }>('futures/positionActionAnswered');
/** A leverage or margin-mode change failed: the gateway's code, or the request layer's text (Refusal). */
export const settingsRefused = createAction<Refusal>('futures/settingsRefused');

export type PositionAction = 'close' | 'reverse' | 'margin' | 'tpsl';
