import Big from 'big.js';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Position, PositionTpSlRequest, TriggerBy, TriggerSpec } from '../../core/trading/contract/futures';
import type { SymbolRules } from '../../core/trading/contract';
import { floorToStep, isDecimalText, limitPriceBreach, type RuleBreach } from '../../core/trading/order-math';
import { DecimalInput, useDecimal } from '../trading/useDecimal';
import { useBreachText } from '../trading/BreachAlert';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { positionCloseRequested, positionReverseRequested, positionTpSlRequested } from '../../../store/futures.actions';
import { selectTradingPreferences, tipDismissed } from '../../../store/preferences.slice';
import { selectDecimalsOf } from '../../../store/trading.selectors';
import { selectFuturesRules, selectMark, selectPositionOf } from '../../../store/futures.selectors';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { TpSlFields, type TpSlPrices } from './TpSlFields';
import { tpslProblems } from './tpsl-check';

export type PositionDialog = 'close' | 'reverse' | 'margin' | 'tpsl';

interface Props {
  position: Position;
  onDone: () => void;
}

/**
 * The mark price a dialog's checks watch, live while it is open: the workspace's own mark for its perpetual, else the
 * position's latest. The row hands a dialog the position as it was when its button was pressed.
 */
function useMarkOf(position: Position): string {
  const own = useAppSelector((state) => {
    const mark = selectMark(state);
    return mark?.symbol === position.symbol ? mark.markPrice : null;
  });
  const latest = useAppSelector((state) => selectPositionOf(state, position.symbol)?.markPrice);
  return own ?? latest ?? position.markPrice;
}

/**
 * The position as the store holds it now, else (closed) as the row's button found it. A close sends the size and side
 * held when it goes (futures.saga.ts), and a TP/SL is judged against the side held: a dialog open while a fill grew
 * the position, or a reverse turned it, must say and check what will be sent, not what the row showed.
 */
function useHeld(position: Position): Position {
  return useAppSelector((state) => selectPositionOf(state, position.symbol)) ?? position;
}

/** Close all of the position at market or at a limit price, after a confirmation. */
export function CloseDialog({ position, onDone }: Props) {
  const { t } = useTranslation();
  const held = useHeld(position);
  const format = useDecimal();
  const breachText = useBreachText();
  const decimals = useAppSelector((state) => selectDecimalsOf(state, position.symbol));
  const rules = useAppSelector(selectFuturesRules);
  // The size is in the coin: the rules name it for the workspace's symbol; every perpetual is its coin + USDT.
  const base = rules?.symbol === position.symbol ? rules.base : position.symbol.replace(/USDT$/, '');
  const dispatch = useAppDispatch();
  const id = useId();
  const errorId = useId();
  const [how, setHow] = useState<'market' | 'limit'>('market');
  const [price, setPrice] = useState('');
  // A limit price the gateway would refuse is said at the field once closing was tried, and the dialog stays open.
  const [checked, setChecked] = useState(false);
  const markPrice = useMarkOf(position);
  const problem = how === 'limit' ? closePriceProblem(price, rules?.symbol === position.symbol ? rules : null, markPrice) : null;
  const shown = checked ? problem : null;
  // A limit close starts at the mark on the tick, as an exchange's close box does: the trader moves it from there
  // rather than typing a whole price into an empty field.
  const chooseHow = (value: 'market' | 'limit') => {
    setHow(value);
    if (value === 'limit' && price === '') setPrice(rules?.symbol === position.symbol ? floorToStep(markPrice, rules.tickSize) : markPrice);
  };
  return (
    <ConfirmDialog
      title={t('futuresAccount.close.title', { symbol: position.symbol })}
      confirmLabel={t('futuresAccount.close.confirm')}
      onCancel={onDone}
      onConfirm={() => {
        setChecked(true);
        if (problem !== null) return;
        dispatch(positionCloseRequested({ symbol: position.symbol, ...(how === 'limit' ? { price } : {}) }));
        onDone();
      }}
    >
      <p>{t('futuresAccount.close.text', { size: `${format(held.size, decimals?.qty)} ${base}`, side: t(held.side === 'LONG' ? 'futuresAccount.side.long' : 'futuresAccount.side.short') })}</p>
      <div role="radiogroup" aria-label={t('trading.form.orderType')}>
        {(['market', 'limit'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-how`} checked={how === value} onChange={() => chooseHow(value)} />
            {t(`trading.form.${value}`)}
          </label>
        ))}
      </div>
      {how === 'limit' && (
        <label className="field">
          <span>{t('trading.price')}</span>
          <DecimalInput value={price} onValue={setPrice} aria-invalid={shown !== null} aria-describedby={shown === null ? undefined : errorId} />
        </label>
      )}
      {shown !== null && (
        <p id={errorId} role="alert" className="order-form__error">
          {breachText(shown)}
        </p>
      )}
    </ConfirmDialog>
  );
}

/**
 * Why a close's limit price would be refused: the symbol's rules (form, tick, the band around the mark) when the
 * workspace has them, else at least a number above zero.
 */
function closePriceProblem(price: string, rules: SymbolRules | null, mark: string): RuleBreach {
  if (rules !== null) return limitPriceBreach(rules, price, mark);
  return isDecimalText(price) && new Big(price).gt(0) ? null : { key: 'trading.form.error.price' };
}

/** Close and open the same size on the other side; asks first unless the reverse tip was dismissed. */
export function ReverseDialog({ position, onDone }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <ConfirmDialog
      title={t('futuresAccount.reverse.title', { symbol: position.symbol })}
      confirmLabel={t('futuresAccount.reverse.confirm')}
      offerDismiss
      onCancel={onDone}
      onConfirm={(dontShowAgain) => {
        if (dontShowAgain) dispatch(tipDismissed('reverse'));
        dispatch(positionReverseRequested({ symbol: position.symbol }));
        onDone();
      }}
    >
      <p>{t('futuresAccount.reverse.text')}</p>
    </ConfirmDialog>
  );
}

/**
 * What the dialog asks of one field: nothing while it is as the dialog opened (the gateway keeps that order), removal
 * once emptied, else the typed trigger. The position the dialog was filled from may be older than the gateway's (a
 * frame still on its way), so an untouched field is never sent: a stop-loss it showed empty is not removed.
 */
function changeOf(typed: string, opened: string, triggerBy: TriggerBy, openedBy: TriggerBy): TriggerSpec | null | undefined {
  if (typed === opened && (typed === '' || triggerBy === openedBy)) return undefined;
  return typed === '' ? null : { stopPrice: typed, triggerBy };
}

/** Take-profit and stop-loss of the position (empty removes one), by mark or last price; the TP/SL tip explains. */
export function TpSlDialog({ position, onDone }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const prefs = useAppSelector(selectTradingPreferences);
  const [opened] = useState<TpSlPrices>(() => ({
    takeProfit: position.takeProfit?.stopPrice ?? '',
    stopLoss: position.stopLoss?.stopPrice ?? '',
    triggerBy: position.takeProfit?.triggerBy ?? position.stopLoss?.triggerBy ?? 'MARK',
  }));
  const [prices, setPrices] = useState<TpSlPrices>(opened);
  // A field that is neither empty nor a price, off the tick, or on the wrong side of the price it watches, is said at
  // the field once saving was tried, and nothing is sent: the gateway would refuse it (33008) after the dialog closed.
  const [checked, setChecked] = useState(false);
  const { takeProfit, stopLoss, triggerBy } = prices;
  const rules = useAppSelector(selectFuturesRules);
  const lastPrice = useAppSelector((state) => selectMark(state)?.lastPrice ?? null);
  const markPrice = useMarkOf(position);
  const side = useHeld(position).side;
  const own = rules?.symbol === position.symbol;
  const found = tpslProblems(prices, {
    side,
    watched: triggerBy === 'MARK' ? markPrice : own ? lastPrice : null,
    tick: own ? rules.tickSize : null,
  });
  // A field left as the dialog opened is not sent (changeOf), so it is not judged either.
  const kept = (typed: string, at: string) => typed === at && triggerBy === opened.triggerBy;
  const problems =
    found === null
      ? null
      : {
          takeProfit: kept(takeProfit, opened.takeProfit) ? null : found.takeProfit,
          stopLoss: kept(stopLoss, opened.stopLoss) ? null : found.stopLoss,
        };
  const blocked = problems !== null && (problems.takeProfit !== null || problems.stopLoss !== null);
  return (
    <ConfirmDialog
      title={t('futuresOrders.tpsl.title', { symbol: position.symbol })}
      confirmLabel={t('futuresOrders.tpsl.confirm')}
      offerDismiss={!prefs.tipsDismissed.tpsl}
      onCancel={onDone}
      onConfirm={(dontShowAgain) => {
        setChecked(true);
        if (blocked) return;
        if (dontShowAgain) dispatch(tipDismissed('tpsl'));
        const request: PositionTpSlRequest = { symbol: position.symbol };
        const takeProfitChange = changeOf(takeProfit, opened.takeProfit, triggerBy, opened.triggerBy);
        const stopLossChange = changeOf(stopLoss, opened.stopLoss, triggerBy, opened.triggerBy);
        if (takeProfitChange !== undefined) request.takeProfit = takeProfitChange;
        if (stopLossChange !== undefined) request.stopLoss = stopLossChange;
        dispatch(positionTpSlRequested(request));
        onDone();
      }}
    >
      {!prefs.tipsDismissed.tpsl && <p>{t('futuresOrders.tpsl.tip')}</p>}
      <TpSlFields value={prices} onChange={setPrices} problems={checked && blocked ? problems : null} />
    </ConfirmDialog>
  );
}
