import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POSITION_FILTERS } from '../../core/trading/trading-prefs';
import type { Position } from '../../core/trading/contract/futures';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { positionReverseRequested } from '../../../store/futures.actions';
import { selectFilteredPositions, selectFuturesRules, selectMark, selectPositionsState } from '../../../store/futures.selectors';
import { positionFilterChosen, selectTradingPreferences } from '../../../store/preferences.slice';
import { useDecimal } from '../trading/useDecimal';
import { livePosition } from './live-position';
import { CloseDialog, MarginDialog, ReverseDialog, TpSlDialog, type PositionDialog } from './PositionDialogs';
import { usePercent } from './usePercent';

const signClass = (value: string) => (value.startsWith('-') ? 'down' : 'up');

/** The open positions, live by mark price, with close, reverse, margin and TP/SL; filtered by margin mode. */
export function Positions() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const format = useDecimal();
  const percent = usePercent();
  const positions = useAppSelector(selectFilteredPositions);
  const state = useAppSelector(selectPositionsState);
  const mark = useAppSelector(selectMark);
  const rules = useAppSelector(selectFuturesRules);
  const prefs = useAppSelector(selectTradingPreferences);
  const [open, setOpen] = useState<{ dialog: PositionDialog; position: Position } | null>(null);
  const answers = Object.entries(state?.answers ?? {});

  const reverse = (position: Position) => {
    if (prefs.tipsDismissed.reverse) dispatch(positionReverseRequested({ symbol: position.symbol }));
    else setOpen({ dialog: 'reverse', position });
  };

  return (
    <section aria-label={t('futures.positions.title')}>
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
      {positions.length === 0 ? (
        <p>{t('futures.positions.none')}</p>
      ) : (
        <table className="trading-table">
          <thead>
            <tr>
              <th scope="col">{t('futures.positions.symbol')}</th>
              <th scope="col">{t('trading.form.side')}</th>
              <th scope="col">{t('futures.positions.size')}</th>
              <th scope="col">{t('futures.form.leverage')}</th>
              <th scope="col">{t('futures.positions.entry')}</th>
              <th scope="col">{t('futures.header.mark')}</th>
              <th scope="col">{t('futures.positions.liqPrice')}</th>
              <th scope="col">{t('futures.positions.margin')}</th>
              <th scope="col">{t('futures.positions.marginRatio')}</th>
              <th scope="col">{t('futures.positions.pnl')}</th>
              <th scope="col">{t('trading.orders.action')}</th>
            </tr>
          </thead>
          <tbody>
            {positions.map((held) => {
              const position = livePosition(held, mark, rules?.symbol === held.symbol ? rules.riskTiers : null);
              const busy = state?.pending[position.symbol] !== undefined;
              return (
                <tr key={position.symbol} className="futures-positions__row">
                  <th scope="row">
                    {position.symbol} <span className="futures-positions__mode">{t(position.marginMode === 'CROSS' ? 'futures.filter.cross' : 'futures.filter.isolated')}</span>
                  </th>
                  <td className={position.side === 'LONG' ? 'up' : 'down'}>{t(position.side === 'LONG' ? 'futures.side.long' : 'futures.side.short')}</td>
                  <td className="number">{format(position.size)}</td>
                  <td className="number">{`${position.leverage}x`}</td>
                  <td className="number">{format(position.entryPrice)}</td>
                  <td className="number">{format(position.markPrice)}</td>
                  <td className="number">{position.liquidationPrice === null ? '—' : format(position.liquidationPrice)}</td>
                  <td className="number">{format(position.margin)}</td>
                  <td className="number">{percent(position.marginRatio)}</td>
                  <td className={`number ${signClass(position.unrealizedPnl)}`}>
                    {format(position.unrealizedPnl)} USDT ({/* roe is in percent; the formatter takes a fraction, read exactly from the exponent form. */}
                    {percent(`${position.roe}e-2`)})
                  </td>
                  <td className="futures-positions__actions">
                    <button type="button" className="button button--quiet" disabled={busy} onClick={() => setOpen({ dialog: 'close', position })}>
                      {t('futures.positions.close')}
                    </button>
                    <button type="button" className="button button--quiet" disabled={busy} onClick={() => reverse(position)}>
                      {t('futures.positions.reverse')}
                    </button>
                    {position.marginMode === 'ISOLATED' && (
                      <button type="button" className="button button--quiet" disabled={busy} onClick={() => setOpen({ dialog: 'margin', position })}>
                        {t('futures.positions.margin')}
                      </button>
                    )}
                    <button type="button" className="button button--quiet" disabled={busy} onClick={() => setOpen({ dialog: 'tpsl', position })}>
                      {t('futures.form.tpsl')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p role="status">
        {answers.map(([symbol, answer]) =>
          answer.code === null
            ? t(`futures.positions.done.${answer.action}`, { symbol })
            : t(`futures.refusal.${answer.code}`, { defaultValue: t(`trading.refusal.${answer.code}`, { defaultValue: t('trading.refusal.other', { code: answer.code }) }) }),
        ).join(' ')}
      </p>
      {open?.dialog === 'close' && <CloseDialog position={open.position} onDone={() => setOpen(null)} />}
      {open?.dialog === 'reverse' && <ReverseDialog position={open.position} onDone={() => setOpen(null)} />}
      {open?.dialog === 'margin' && <MarginDialog position={open.position} onDone={() => setOpen(null)} />}
      {open?.dialog === 'tpsl' && <TpSlDialog position={open.position} onDone={() => setOpen(null)} />}
    </section>
  );
}
