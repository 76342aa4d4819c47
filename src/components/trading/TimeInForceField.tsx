import { useId } from 'react';
import type { TimeInForce } from '../../core/trading/contract/orders';
import { useTranslation } from '../../i18n/useTranslation';

/** The rules a limit order can carry, in the order exchanges list them. Market orders are always IOC. */
export const TIMES_IN_FORCE: readonly TimeInForce[] = ['GTC', 'IOC', 'FOK', 'postOnly'];

function isTimeInForce(value: string): value is TimeInForce {
  return (TIMES_IN_FORCE as readonly string[]).includes(value);
}

/**
 * A limit order's time in force (spot and futures forms), with a line saying what the chosen rule does: the
 * abbreviations alone are what exchanges show, and not every trader knows them.
 */
export function TimeInForceField({ value, onChange }: { value: TimeInForce; onChange: (next: TimeInForce) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field field--tif">
      <label htmlFor={`${id}-tif`}>{t('trading.form.timeInForce')}</label>
      <select
        id={`${id}-tif`}
        value={value}
        aria-describedby={`${id}-hint`}
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
      <p id={`${id}-hint`} className="field__hint">
        {t(`trading.form.tifHint.${value}`)}
      </p>
    </div>
  );
}
