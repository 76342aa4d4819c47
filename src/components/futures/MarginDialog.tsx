import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { QUOTE_DISPLAY_STEP } from '../../core/trading/order-math';
import type { Position } from '../../core/trading/contract/futures';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { positionMarginRequested } from '../../../store/futures.actions';
import { selectFuturesRules, selectMark, selectPositionOf } from '../../../store/futures.selectors';
import type { RootState } from '../../../store/root-reducer';
import { ModalDialog } from '../dialog/ModalDialog';
import { DecimalInput, useAvailableText, useDecimalMark } from '../trading/useDecimal';
import { selectLiveAvailable } from './live-balance';
import { livePosition } from './live-position';
import { isUnfinished, marginAmountProblem, marginAmountText, removableMargin, type MarginAmountProblem } from './margin-amount';
import { USDT_AMOUNT_DECIMALS } from './usdt';

type Direction = 'add' | 'remove';

/**
 * What the position can spare at the newest mark, as a text (so the dialog renders again only when it changes);
 * null once the position is gone, when the gateway's answer (33009) says why.
 */
function selectRemovable(state: RootState, symbol: string): string | null {
  const held = selectPositionOf(state, symbol);
  if (!held) return null;
  const rules = selectFuturesRules(state);
  return removableMargin(livePosition(held, selectMark(state), rules?.symbol === symbol ? rules.riskTiers : null));
}

/** Add margin to an isolated position, or take out what it can spare; a wrong amount is said at the field. */
export function MarginDialog({ position, onDone }: { position: Position; onDone: () => void }) {
  const { t } = useTranslation();
  const mark = useDecimalMark();
  const availableText = useAvailableText();
  const dispatch = useAppDispatch();
  const id = useId();
  const [direction, setDirection] = useState<Direction>('add');
  const [amount, setAmount] = useState('');
  // An empty or half-typed field is said wrong only once the trader left it: not while they are still typing.
  const [left, setLeft] = useState(false);
  // Both limits move with the mark; the futures wallet's is null until the gateway sent it (the gateway checks then).
  const available = useAppSelector(selectLiveAvailable);
  const removable = useAppSelector((state) => selectRemovable(state, position.symbol));
  const limit = direction === 'add' ? available : removable;
  const problem = marginAmountProblem(amount, limit);
  const shown = problem !== null && (left || (amount !== '' && !isUnfinished(amount))) ? problem : null;
  // In cents, rounded down: never more than there is.
  const limitAmount = limit === null ? null : availableText(limit, QUOTE_DISPLAY_STEP);

  const messageOf = (found: MarginAmountProblem): string => {
    switch (found) {
      case 'empty':
      case 'notPositive':
        return t('trading.form.error.amount');
      case 'format':
        return t('trading.form.error.amountFormat', { mark });
      case 'decimals':
        return t('futuresAccount.margin.error.decimals', { decimals: USDT_AMOUNT_DECIMALS });
      default:
        return t(direction === 'add' ? 'futuresAccount.transfer.tooMuch' : 'futuresAccount.margin.error.tooMuchRemove', { amount: limitAmount ?? '' });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLeft(true);
    if (problem !== null) return;
    dispatch(positionMarginRequested({ symbol: position.symbol, amount: marginAmountText(amount), direction }));
    onDone();
  };

  const limitId = `${id}-limit`;
  const errorId = `${id}-error`;
  return (
    <ModalDialog title={t('futuresAccount.margin.title', { symbol: position.symbol })} onClose={onDone}>
      <form className="futures-margin" onSubmit={submit} noValidate>
        <div role="radiogroup" aria-label={t('futuresAccount.margin.direction')}>
          {(['add', 'remove'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name={`${id}-direction`} checked={direction === value} onChange={() => setDirection(value)} />
              {t(`futuresAccount.margin.${value}`)}
            </label>
          ))}
        </div>
        <label className="field">
          <span>{t('futuresAccount.margin.amount')}</span>
          <DecimalInput
            value={amount}
            onValue={setAmount}
            onBlur={() => setLeft(true)}
            aria-invalid={shown !== null}
            aria-describedby={shown === null ? limitId : `${limitId} ${errorId}`}
          />
        </label>
        <p id={limitId} className="futures-margin__limit">
          {direction === 'add' ? t('trading.form.available') : t('futuresAccount.margin.removable')}: <span className="number">{limitAmount === null ? '—' : `${limitAmount} USDT`}</span>
        </p>
        {shown !== null && (
          <p id={errorId} role="alert" className="order-form__error">
            {messageOf(shown)}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" onClick={onDone}>
            {t('dialog.cancel')}
          </button>
          {/* Disabled until the amount can be sent: the field says why. */}
          <button type="submit" className="button" disabled={problem !== null}>
            {t('futuresAccount.margin.confirm')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
