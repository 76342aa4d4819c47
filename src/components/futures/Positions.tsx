import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { POSITION_FILTERS } from '../../core/trading/trading-prefs';
import { resolveLocale } from '../../core/locales';
import { numberFormat } from '../../core/number-format';
import { decimalsOf } from '../../core/trading/order-math';
import type { Position } from '../../core/trading/contract/futures';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { positionReverseRequested } from '../../../store/futures.actions';
import { selectFilteredPositions, selectFuturesRules, selectMark, selectPositionOf, selectPositionsState } from '../../../store/futures.selectors';
import { positionFilterChosen, selectLocale, selectTradingPreferences } from '../../../store/preferences.slice';
import { selectMarketDecimals } from '../../../store/trading.selectors';
import { PairLink } from '../markets/PairLink';
import { ModalDialog } from '../dialog/ModalDialog';
import { HideOtherPairs } from '../trading/HideOtherPairs';
import { refusalText } from '../trading/refusal-text';
import { useDecimal } from '../trading/useDecimal';
import { useKeptFocus } from '../trading/useKeptFocus';
import { stillAbout } from './answer-state';
import { livePosition } from './live-position';
import { selectLiveCrossRatio } from './live-balance';
import { MarginDialog } from './MarginDialog';
import { marginRefusalText } from './margin-refusal';
import { CloseDialog, ReverseDialog, TpSlDialog, type PositionDialog } from './PositionDialogs';
import { usePercent } from './usePercent';
import { USDT_DECIMALS } from './usdt';

const signClass = (value: string) => (value.startsWith('-') ? 'down' : 'up');

type RowLabels = Record<'long' | 'short' | 'cross' | 'isolated' | 'close' | 'reverse' | 'margin' | 'tpsl' | ColumnLabel, string>;

/** A cell's column, which a phone's card writes above its figure (trading.css): the table's head is not shown there. */
type ColumnLabel = 'side' | 'size' | 'leverage' | 'entry' | 'mark' | 'liqPrice' | 'marginAmount' | 'marginRatio' | 'pnl';

interface RowsProps {
  /** The workspace's symbol: every other position's links to its own workspace. */
  symbol: string;
  positions: readonly Position[];
  pending: Record<string, unknown> | undefined;
  labels: RowLabels;
  onOpen: (dialog: PositionDialog, position: Position) => void;
  onReverse: (position: Position) => void;
}

/** A profit or loss in USDT to the cent, signed either way ("+100.05", "-100.00"), as the return beside it is. */
function useSignedUsdt(): (value: string) => string {
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  const signed = numberFormat(locale, { minimumFractionDigits: USDT_DECIMALS, maximumFractionDigits: USDT_DECIMALS, signDisplay: 'exceptZero' }, 'signed usdt');
  return (value) => signed.format(value as unknown as number);
}

/**
 * The rows, live by mark price: the only part that reads the mark, so each new mark renders these and not the table
 * around them. Their words come in as props, looked up once by the table rather than on every mark.
 */
const PositionRows = memo(function PositionRows({ symbol, positions, pending, labels, onOpen, onReverse }: RowsProps) {
  const id = useId();
  const format = useDecimal();
  const percent = usePercent();
  const signedUsdt = useSignedUsdt();
  const mark = useAppSelector(selectMark);
  const rules = useAppSelector(selectFuturesRules);
  const decimals = useAppSelector(selectMarketDecimals);
  // A cross position is liquidated with the whole cross account, so its ratio is the account's (cross maintenance over
  // cross margin balance), moved to the mark with every cross position (live-balance.ts). Null until the gateway sent
  // the wallet: the row keeps the gateway's own figure until then.
  const crossRatio = useAppSelector(selectLiveCrossRatio);
  return (
    <tbody>
      {positions.map((held) => {
        const position = livePosition(held, mark, rules?.symbol === held.symbol ? rules.riskTiers : null);
        const busy = pending?.[position.symbol] !== undefined;
        // Every row's buttons are named alike ("Close", "Margin"); each is described by its position (symbol and
        // margin mode, side, size), so a screen reader says which one it acts on. While a call on the position goes
        // they are aria-disabled, not disabled, which would drop the focus of the trader who pressed one to the page.
        const idOf = (cell: string) => `${id}-${position.symbol}-${cell}`;
        const describedBy = ['symbol', 'side', 'size'].map(idOf).join(' ');
        return (
          <tr key={position.symbol} className="futures-positions__row">
            <th scope="row" className="trading-table__wide" id={idOf('symbol')}>
              <PairLink symbol={position.symbol} current={symbol} market="futures" />{' '}
              <span className="futures-positions__mode">{position.marginMode === 'CROSS' ? labels.cross : labels.isolated}</span>
            </th>
            <td data-label={labels.side} className={position.side === 'LONG' ? 'up' : 'down'} id={idOf('side')}>{position.side === 'LONG' ? labels.long : labels.short}</td>
            <td data-label={labels.size} className="number" id={idOf('size')}>{format(position.size, decimals[position.symbol]?.qty)}</td>
            <td data-label={labels.leverage} className="number">{`${position.leverage}x`}</td>
            <td data-label={labels.entry} className="number">{format(position.entryPrice, decimalsOf(position.entryPrice))}</td>
            <td data-label={labels.mark} className="number">{format(position.markPrice, decimalsOf(position.markPrice))}</td>
            <td data-label={labels.liqPrice} className="number">{position.liquidationPrice === null ? '—' : format(position.liquidationPrice, decimalsOf(position.liquidationPrice))}</td>
            <td data-label={labels.marginAmount} className="number">{format(position.margin, USDT_DECIMALS)}</td>
            <td data-label={labels.marginRatio} className="number">{percent(position.marginMode === 'CROSS' && crossRatio !== null ? crossRatio : position.marginRatio, 2, false)}</td>
            <td data-label={labels.pnl} className={`number ${signClass(position.unrealizedPnl)}`}>
              {signedUsdt(position.unrealizedPnl)} USDT ({/* roe is in percent; the formatter takes a fraction, read exactly from the exponent form. */}
              {percent(`${position.roe}e-2`)})
            </td>
            {/* The position's own take-profit and stop-loss, where a trader checks them beside the PnL they guard. */}
            <td data-label={labels.tpsl} className="number">
              {[position.takeProfit, position.stopLoss].map((trigger) => (trigger === null ? '—' : format(trigger.stopPrice, decimalsOf(trigger.stopPrice)))).join(' / ')}
            </td>
            <td className="futures-positions__actions trading-table__wide">
              <button type="button" className="button button--quiet" aria-disabled={busy || undefined} aria-describedby={describedBy} onClick={() => !busy && onOpen('close', position)}>
                {labels.close}
              </button>
              <button type="button" className="button button--quiet" aria-disabled={busy || undefined} aria-describedby={describedBy} onClick={() => !busy && onReverse(position)}>
                {labels.reverse}
              </button>
              {position.marginMode === 'ISOLATED' && (
                <button type="button" className="button button--quiet" aria-disabled={busy || undefined} aria-describedby={describedBy} onClick={() => !busy && onOpen('margin', position)}>
                  {labels.margin}
                </button>
              )}
              <button type="button" className="button button--quiet" aria-disabled={busy || undefined} aria-describedby={describedBy} onClick={() => !busy && onOpen('tpsl', position)}>
                {labels.tpsl}
              </button>
            </td>
          </tr>
        );
      })}
    </tbody>
  );
});

/** The open positions, live by mark price, with close, reverse, margin and TP/SL; filtered by margin mode. */
export function Positions({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const filtered = useAppSelector(selectFilteredPositions);
  const state = useAppSelector(selectPositionsState);
  const prefs = useAppSelector(selectTradingPreferences);
  // "Hide other pairs", the order tabs' choice, holds here too: one choice for the account tabs.
  const positions = useMemo(
    () => (prefs.otherPairsHidden ? filtered.filter((position) => position.symbol === symbol) : filtered),
    [filtered, prefs.otherPairsHidden, symbol],
  );
  const [open, setOpen] = useState<{ dialog: PositionDialog; position: Position } | null>(null);
  // Whether the position a dialog is open for is still held: a fill, a liquidation, a TP/SL or another tab may close it.
  const openHeld = useAppSelector((state) => open === null || selectPositionOf(state, open.position.symbol) !== null);
  // An answer goes once the position it spoke of changed (a fill, a liquidation, a new TP/SL), as the order forms'
  // answer goes with the next change to the order.
  const answers = Object.entries(state?.answers ?? {}).filter(([symbol, answer]) => stillAbout(answer.of, state?.bySymbol[symbol]));
  const labels = useMemo(
    () => ({
      long: t('futuresAccount.side.long'),
      short: t('futuresAccount.side.short'),
      cross: t('futures.filter.cross'),
      isolated: t('futures.filter.isolated'),
      close: t('futuresAccount.positions.close'),
      reverse: t('futuresAccount.positions.reverse'),
      margin: t('futuresAccount.positions.margin'),
      tpsl: t('futures.form.tpsl'),
      side: t('trading.form.side'),
      size: t('futuresAccount.positions.size'),
      leverage: t('futures.form.leverage'),
      entry: t('futuresAccount.positions.entry'),
      mark: t('futures.header.mark'),
      liqPrice: t('futuresAccount.positions.liqPrice'),
      marginAmount: t('futuresAccount.positions.margin'),
      marginRatio: t('futuresAccount.positions.marginRatio'),
      pnl: t('futuresAccount.positions.pnl'),
    }),
    [t],
  );

  const reverse = (position: Position) => {
    if (prefs.tipsDismissed.reverse) dispatch(positionReverseRequested({ symbol: position.symbol }));
    else setOpen({ dialog: 'reverse', position });
  };

  const kept = useKeptFocus<HTMLElement>();
  return (
    <section aria-label={t('futuresAccount.positions.title')} {...kept}>
      <div className="account-tab__tools">
        <label className="futures-positions__filter">
          {t('futures.settings.positionFilter')}{' '}
          <select value={prefs.positionFilter} onChange={(event) => dispatch(positionFilterChosen(event.target.value as (typeof POSITION_FILTERS)[number]))}>
            {POSITION_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`futures.filter.${filter}`)}
              </option>
            ))}
          </select>
        </label>
        <HideOtherPairs />
      </div>
      {positions.length === 0 ? (
        <p>{t('futuresAccount.positions.none')}</p>
      ) : (
        <table className="trading-table trading-table--cards">
          <thead>
            <tr>
              <th scope="col">{t('futuresAccount.positions.symbol')}</th>
              <th scope="col">{labels.side}</th>
              <th scope="col">{labels.size}</th>
              <th scope="col">{labels.leverage}</th>
              <th scope="col">{labels.entry}</th>
              <th scope="col">{labels.mark}</th>
              <th scope="col">{labels.liqPrice}</th>
              <th scope="col">{labels.marginAmount}</th>
              <th scope="col">{labels.marginRatio}</th>
              <th scope="col">{labels.pnl}</th>
              <th scope="col">{labels.tpsl}</th>
              <th scope="col">{t('trading.orders.action')}</th>
            </tr>
          </thead>
          <PositionRows symbol={symbol} positions={positions} pending={state?.pending} labels={labels} onOpen={(dialog, position) => setOpen({ dialog, position })} onReverse={reverse} />
        </table>
      )}
      <p role="status">
        {answers.map(([symbol, answer]) =>
          answer.refusal === null
            ? t(`futuresAccount.positions.done.${answer.action}`, { symbol })
            : answer.action === 'margin'
              ? marginRefusalText(t, answer.refusal)
              : refusalText(t, answer.refusal, answer.action === 'close' || answer.action === 'reverse' ? 'place' : 'settings'),
        ).join(' ')}
      </p>
      {/* A closed position has nothing left to close, reverse or protect: the dialog says so, rather than send a call the gateway refuses. */}
      {open !== null && !openHeld && (
        <ModalDialog title={t('futuresAccount.positions.goneTitle', { symbol: open.position.symbol })} onClose={() => setOpen(null)}>
          <p>{t('futuresAccount.positions.goneText')}</p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setOpen(null)}>
              {t('futuresAccount.positions.goneOk')}
            </button>
          </div>
        </ModalDialog>
      )}
      {openHeld && open?.dialog === 'close' && <CloseDialog position={open.position} onDone={() => setOpen(null)} />}
      {openHeld && open?.dialog === 'reverse' && <ReverseDialog position={open.position} onDone={() => setOpen(null)} />}
      {openHeld && open?.dialog === 'margin' && <MarginDialog position={open.position} onDone={() => setOpen(null)} />}
      {openHeld && open?.dialog === 'tpsl' && <TpSlDialog position={open.position} onDone={() => setOpen(null)} />}
    </section>
  );
}
