import { useId } from 'react';
import type { TimeInForce } from '../../core/trading/contract/orders';
import { useTranslation } from '../../i18n/useTranslation';

/** The rules a limit order can carry, in the order exchanges list them. Market orders are always IOC. */
export const TIMES_IN_FORCE: readonly TimeInForce[] = ['GTC', 'IOC', 'FOK', 'postOnly'];

function isTimeInForce(value: string): value is TimeInForce {
  return (TIMES_IN_FORCE as readonly string[]).includes(value);
}

/**
 * A limit order's time in force (spot and futures forms). A rule other than GTC gets a line saying what it does: the
 * abbreviations alone are what exchanges show, and not every trader knows them. GTC, what a limit order is unless
 * told otherwise (the order tabs name the other rules only), has none: a first render of the form with a paragraph
 * in it would have that paragraph, not the page's heading, as its largest paint.
 */
export function TimeInForceField({ value, onChange }: { value: TimeInForce; onChange: (next: TimeInForce) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const explained = value !== 'GTC';
  return (
    <div className="field field--tif">
      <label htmlFor={`${id}-tif`}>{t('trading.form.timeInForce')}</label>
      <select
        id={`${id}-tif`}
        value={value}
        aria-describedby={explained ? `${id}-hint` : undefined}
        onChange={(event) => {
          if (isTimeInForce(event.target.value)) onChange(event.target.value);
        }}
      >
        {TIMES_IN_FORCE.map((rule) => (
          <option key={rule} value={rule}>
            {t(`trading.form.tif.${rule}`)}
          </option>
        ))}
      </select>
      {explained && (
        <p id={`${id}-hint`} className="field__hint">
          {t(`trading.form.tifHint.${value}`)}
        </p>
      )}
    </div>
  );
}
