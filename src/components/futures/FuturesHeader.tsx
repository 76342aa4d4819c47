import { decimalsOf } from '../../core/trading/order-math';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppSelector } from '../../../store/hooks';
import { selectMark } from '../../../store/futures.selectors';
import { selectStreamStatus } from '../../../store/trading.selectors';
import { OUT_OF_DATE } from '../trading/StreamNotice';
import { useDecimal } from '../trading/useDecimal';
import { clockText, useCountdown } from './useCountdown';
import { usePercent } from './usePercent';

/** The time left to the next funding: its own component, so its tick each second renders this alone. */
function FundingCountdown({ target, serverNow }: { target: number | null; serverNow: number | null }) {
  const left = useCountdown(target, serverNow);
  return <time dateTime={left === null ? undefined : `PT${Math.floor(left / 1000)}S`}>{left === null ? '—' : clockText(left)}</time>;
}

/**
 * The perpetual's strip above the workspace: mark price (what PnL and liquidation follow), index price, the funding
 * rate and a live countdown to the next funding. Funding is charged when the countdown reaches zero.
 */
export function FuturesHeader() {
  const { t } = useTranslation();
  const mark = useAppSelector(selectMark);
  const format = useDecimal();
  const percent = usePercent();
  // The rate the coming settlement applies if it happened now: what a trader holding through it will pay or get.
  const rate = mark?.predictedFundingRate ?? '';
  // While the stream is cut the mark is the last one streamed: dimmed with the book and the trades, under the notice
  // that says the prices may be out of date.
  const outOfDate = OUT_OF_DATE.has(useAppSelector(selectStreamStatus));
  return (
    <dl className="futures-header" aria-label={t('futures.header.label')} data-out-of-date={outOfDate || undefined}>
      <div>
        <dt>{t('futures.header.mark')}</dt>
        <dd className="number">{mark ? format(mark.markPrice, decimalsOf(mark.markPrice)) : '—'}</dd>
      </div>
      <div>
        <dt>{t('futures.header.index')}</dt>
        <dd className="number">{mark ? format(mark.indexPrice, decimalsOf(mark.indexPrice)) : '—'}</dd>
      </div>
      <div>
        <dt>{t('futures.header.funding')}</dt>
        <dd className={`number ${rate.startsWith('-') ? 'down' : 'up'}`}>{mark ? percent(rate, 4) : '—'}</dd>
      </div>
      <div>
        <dt>{t('futures.header.countdown')}</dt>
        {/* Read out on demand, not every second: a live region here would talk without pause. */}
        <dd className="number">
          <FundingCountdown target={mark?.nextFundingTime ?? null} serverNow={mark?.time ?? null} />
        </dd>
      </div>
    </dl>
  );
}
