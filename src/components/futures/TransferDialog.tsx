import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { transferDialogOpened, transferRequested, type TransferDirection, type TransferRefusal } from '../../../store/futures.actions';
import { selectFuturesTransfer } from '../../../store/futures.selectors';
import { selectBalances } from '../../../store/user.slice';
import { DecimalInput, useAvailableText, useDecimal } from '../trading/useDecimal';
import { QUOTE_DISPLAY_STEP, floorToStep } from '../../core/trading/order-math';
import { ModalDialog } from '../dialog/ModalDialog';
import { selectLiveAvailable } from './live-balance';
import { transferAmountProblem, type TransferAmountProblem } from './transfer-amount';

const DIRECTIONS = ['spotToFutures', 'futuresToSpot'] as const satisfies readonly TransferDirection[];

/** What the source wallet has available: the spot wallet's USDT (0 once known without any), or the futures wallet's. */
function useAvailable(direction: TransferDirection): string | null {
  const spot = useAppSelector(selectBalances);
  // The futures wallet's at the newest mark, as its balance tab shows it.
  const futures = useAppSelector(selectLiveAvailable);
  if (direction === 'futuresToSpot') return futures;
  if (!spot) return null;
  return spot.find((balance) => balance.coin === 'USDT')?.available ?? '0';
}

/** 33010 belongs to the amount; any other failure is said below the form. */
const byField = (refusal: TransferRefusal) => refusal.code === '33010';

/** Moves USDT between the spot and the futures wallets of the account (the paper ones in paper trading). */
export function TransferDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const format = useDecimal();
  const availableText = useAvailableText();
  const id = useId();
  const [direction, setDirection] = useState<TransferDirection>('spotToFutures');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<TransferAmountProblem | null>(null);
  const transfer = useAppSelector(selectFuturesTransfer);
  const available = useAvailable(direction);
  const sending = transfer.status === 'sending';

  useEffect(() => {
    dispatch(transferDialogOpened());
  }, [dispatch]);

  // A transfer that went through empties the field, so pressing again does not repeat it by accident
  // (adjusted while rendering, on the change of status, rather than in an effect).
  const [seenStatus, setSeenStatus] = useState(transfer.status);
  if (transfer.status !== seenStatus) {
    setSeenStatus(transfer.status);
    if (transfer.status === 'done') setAmount('');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = transferAmountProblem(amount, available);
    setProblem(found);
    if (found) return;
    dispatch(transferRequested({ amount, direction }));
  };

  const fieldError =
    problem !== null
      ? problem === 'amount'
        ? t('trading.form.error.amount')
        : t('futuresAccount.transfer.tooMuch', { amount: availableText(available ?? '0', QUOTE_DISPLAY_STEP) })
      : transfer.status === 'refused' && byField(transfer.refusal)
        ? t('futuresOrders.refusal.33010')
        : null;
  const errorId = `${id}-error`;

  return (
    <ModalDialog title={t('futuresAccount.transfer.title')} onClose={onClose}>
      <form className="futures-transfer" onSubmit={submit} noValidate>
        <div role="radiogroup" aria-label={t('futuresAccount.transfer.direction')}>
          {DIRECTIONS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-direction`}
                checked={direction === value}
                onChange={() => {
                  setDirection(value);
                  setProblem(null);
                }}
              />
              {t(`futuresAccount.transfer.${value}`)}
            </label>
          ))}
        </div>
        <div className="futures-transfer__amount">
          <label className="field">
            <span>{t('futuresAccount.margin.amount')}</span>
            <DecimalInput
              value={amount}
              onValue={(next) => {
                setAmount(next);
                setProblem(null);
              }}
              aria-invalid={fieldError !== null}
              aria-describedby={`${id}-available${fieldError === null ? '' : ` ${errorId}`}`}
            />
          </label>
          <button
            type="button"
            className="button button--quiet"
            disabled={available === null}
            onClick={() => {
              if (available === null) return;
              // What the dialog shows, to the cent: the futures wallet's live figure has more decimals, which move.
              setAmount(floorToStep(available, QUOTE_DISPLAY_STEP));
              setProblem(null);
            }}
          >
            {t('futuresAccount.transfer.max')}
          </button>
        </div>
        <p id={`${id}-available`} className="futures-transfer__available">
          {t('trading.form.available')}: <span className="number">{available === null ? '—' : `${availableText(available, QUOTE_DISPLAY_STEP)} USDT`}</span>
        </p>
        {fieldError !== null && (
          <p id={errorId} role="alert" className="order-form__error">
            {fieldError}
          </p>
        )}
        <p role="status">
          {transfer.status === 'done' &&
            t(transfer.direction === 'spotToFutures' ? 'futuresAccount.transfer.doneToFutures' : 'futuresAccount.transfer.doneToSpot', { amount: format(transfer.amount) })}
        </p>
        {transfer.status === 'refused' && !byField(transfer.refusal) && <p role="alert">{refusalText(t, transfer.refusal)}</p>}
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            {t('futuresAccount.transfer.close')}
          </button>
          {/* aria-disabled rather than disabled while sending: a disabled button would drop the focus to the page. */}
          <button type="submit" className="button" aria-disabled={sending}>
            {t('futuresAccount.transfer.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** The client's own words for a known code; else the gateway's message (already in the user's language); else the request layer's. */
function refusalText(t: ReturnType<typeof useTranslation>['t'], refusal: TransferRefusal): string {
  const own = refusal.code === undefined ? undefined : t(`futuresOrders.refusal.${refusal.code}`, { defaultValue: '' });
  if (own) return own;
  if (refusal.serverMessage) return refusal.serverMessage;
  return t(refusal.messageKey, refusal.values ?? {});
}
