import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { RiskTier } from '../../core/trading/contract/futures';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { leverageChosen } from '../../../store/futures.actions';
import { selectPositionsState } from '../../../store/futures.selectors';
import { asciiDigits } from '../../core/trading/order-math';
import { useDecimal } from '../trading/useDecimal';
import { maxPositionAt } from './futures-order-math';

/**
 * A leverage the symbol allows: a whole number of times from 1 to its maximum, typed in any digits a keyboard
 * gives (Arabic-Indic "١٠", the full-width "１０" of a Japanese or Chinese input method).
 */
function leverageOf(text: string, max: number): number | null {
  const digits = asciiDigits(text, '.').trim();
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return value >= 1 && value <= max ? value : null;
}

interface LeverageFieldProps {
  symbol: string;
  /** The leverage the gateway last confirmed (or the symbol's default). */
  saved: number;
  max: number;
  /** The symbol's risk tiers, once its rules are in: the max position line. */
  tiers: readonly RiskTier[] | null;
  disabled: boolean;
}

/**
 * The leverage of the futures form. What the trader types is a draft, free to be empty, and nothing is sent while
 * typing: the leverage is asked for once, on Enter, on leaving the field, or on a step (the arrow keys, or the - and
 * + buttons beside the field). A draft the symbol does not allow is not sent: the field goes back to the leverage and
 * shows the range. Escape drops the draft. While a change is on its way the field shows it; a refusal brings the
 * confirmed leverage back. The field is text, not a number input, which would refuse the digits of other keyboards
 * (an empty value, nothing to read), so it says what it is itself: a spin button with its range and value.
 * The max position line is that of the confirmed leverage: the one an order placed now gets.
 * Render it with `key={symbol}`, so a draft never moves to another symbol.
 */
export function LeverageField({ symbol, saved, max, tiers, disabled }: LeverageFieldProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const format = useDecimal();
  const id = useId();
  const settingsPending = useAppSelector((state) => selectPositionsState(state)?.settingsPending ?? false);
  /** What the trader typed; null when not editing (the field shows the leverage). */
  const [draft, setDraft] = useState<string | null>(null);
  /** The leverage asked for, shown until the gateway answers. */
  const [requested, setRequested] = useState<number | null>(null);
  /** The last committed draft was not a leverage the symbol allows. */
  const [refused, setRefused] = useState(false);
  // The answer (a new leverage or a refusal) ends the request: the field shows the confirmed leverage again.
  const [wasPending, setWasPending] = useState(settingsPending);
  if (wasPending !== settingsPending) {
    setWasPending(settingsPending);
    if (!settingsPending) setRequested(null);
  }
  const current = requested ?? saved;
  const typedWrong = draft !== null && draft.trim() !== '' && leverageOf(draft, max) === null;
  const invalid = refused || typedWrong;

  const commit = (text: string | null) => {
    if (text === null) return;
    setDraft(null);
    const next = leverageOf(text, max);
    setRefused(next === null);
    if (next === null || next === current) return;
    dispatch(leverageChosen({ symbol, leverage: next }));
    setRequested(next);
  };

  const edit = (text: string) => {
    setDraft(text);
    setRefused(false);
  };

  /** What a step starts from: the draft when it is a leverage the symbol allows, else the leverage. */
  const from = (draft === null ? null : leverageOf(draft, max)) ?? current;
  /** One step from there, kept within the range. */
  const stepped = (by: 1 | -1) => Math.min(max, Math.max(1, from + by));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Escape' && (draft !== null || refused)) {
      event.preventDefault();
      setDraft(null);
      setRefused(false);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      // Sent when the key is let go, so a held key sends the value it stopped at, once.
      event.preventDefault();
      edit(String(stepped(event.key === 'ArrowUp' ? 1 : -1)));
    }
  };

  return (
    <>
      <div className="field field--stepper">
        <label htmlFor={`${id}-leverage`}>{t('futures.form.leverage')}</label>
        {/* At an end of the range a step button is aria-disabled, not disabled: pressed to that end, it keeps the focus. */}
        <button type="button" className="button button--quiet" aria-label={t('futures.form.leverageDown')} disabled={disabled} aria-disabled={from <= 1 || undefined} onClick={() => from > 1 && commit(String(stepped(-1)))}>
          −
        </button>
        <input
          id={`${id}-leverage`}
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuemin={1}
          aria-valuemax={max}
          aria-valuenow={current}
          value={draft ?? String(current)}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-range ${id}-max` : `${id}-max`}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          onKeyUp={(event) => {
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') commit(draft);
          }}
          onBlur={() => commit(draft)}
        />
        <button type="button" className="button button--quiet" aria-label={t('futures.form.leverageUp')} disabled={disabled} aria-disabled={from >= max || undefined} onClick={() => from < max && commit(String(stepped(1)))}>
          +
        </button>
        <span className="field__unit">x</span>
      </div>
      {invalid && (
        <p id={`${id}-range`} className="order-form__error">
          {`1–${max}x`}
        </p>
      )}
      <p id={`${id}-max`} className="futures-form__max">
        {tiers ? t('futures.form.maxPosition', { leverage: `${saved}x`, amount: format(maxPositionAt(tiers, saved)) }) : ''}
      </p>
    </>
  );
}
