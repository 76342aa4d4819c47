import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthLink } from '../auth-link/AuthLink';
import { QUOTE_DISPLAY_STEP, checkOrder, type RuleBreach } from '../../core/trading/order-math';
import { finishedDecimal, typedNumberBreach } from '../../core/trading/typed-number-breach';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { marginModeChosen } from '../../../store/futures.actions';
import { selectFuturesRules, selectMark, selectPositionsState, selectSymbolSettings } from '../../../store/futures.selectors';
import { selectTradingPreferences, tipDismissed, tradeUnitChosen } from '../../../store/preferences.slice';
import type { RootState } from '../../../store/root-reducer';
import { orderPlaceRequested } from '../../../store/trading.actions';
import { selectOrders, selectPlacementOrder } from '../../../store/trading.selectors';
import { selectIsLoggedIn } from '../../../store/user.slice';
import { useBestPriceReader } from '../trading/useBestPrice';
import { DecimalInput, useAvailableText, useDecimal, useNumberMarks } from '../trading/useDecimal';
import { quantityOf } from './futures-order-math';
import { LeverageField } from './LeverageField';
import { OrderKindTabs } from '../trading/OrderKindTabs';
import type { TpSlPrices } from './TpSlFields';
import type * as TpSlForm from './tpsl-form';
import { useLiveAvailable } from './use-live-available';
import type { OrderKind } from '../trading/OrderKindTabs';
import { BreachAlert } from '../trading/BreachAlert';
import { TimeInForceField } from '../trading/TimeInForceField';
import type { TimeInForce } from '../../core/trading/contract/orders';
import { refusalText } from '../trading/refusal-text';
import { BalanceFigure } from '../market/BalanceFigure';

type Side = 'buy' | 'sell';

const IDLE = { status: 'idle' as const };

/** Limit and market orders on a perpetual: leverage, margin mode, amount in coin or USDT, reduce-only, TP/SL. */
export function FuturesOrderForm({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const marks = useNumberMarks();
  const dispatch = useAppDispatch();
  const id = useId();
  const format = useDecimal();
  const availableText = useAvailableText();
  const rules = useAppSelector(selectFuturesRules);
  const readBestPrice = useBestPriceReader();
  const store = useAppStore();
  // The available balance moves with the mark (live-balance.ts, loaded after the first render); the form renders
  // again only when its text would change.
  const available = useLiveAvailable();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const prefs = useAppSelector(selectTradingPreferences);
  const settings = useAppSelector((state: RootState) => selectSymbolSettings(state, symbol));
  const settingsError = useAppSelector((state) => selectPositionsState(state)?.settingsError ?? null);
  const placement = useAppSelector((state) => selectOrders(state)?.placement) ?? IDLE;
  // The placement's answer while the order is as answered, or the order a placement that got none placed after all.
  const answered = useAppSelector(selectPlacementOrder);
  const base = rules?.base ?? symbol.replace(/USDT$/, '');
  const leverage = settings.leverage ?? rules?.defaultLeverage ?? 1;
  // An order goes in with the symbol's saved leverage and margin mode: the buttons wait for them as for the rules, so
  // none is placed while the form still shows the defaults.
  const ready = rules !== null && settings.leverage !== null;
  const maxLeverage = rules?.maxLeverage ?? 1;

  const [kind, setKind] = useState<OrderKind>('limit');
  const [price, setPrice] = useState('');
  const [timeInForce, setTimeInForce] = useState<TimeInForce>('GTC');
  const [amount, setAmount] = useState('');
  const [reduceOnly, setReduceOnly] = useState(false);
  const [withTpSl, setWithTpSl] = useState(false);
  const [prices, setPrices] = useState<TpSlPrices>({ takeProfit: '', stopLoss: '', triggerBy: 'MARK' });
  const { takeProfit, stopLoss, triggerBy } = prices;
  const [breach, setBreach] = useState<RuleBreach>(null);
  // Once an order was tried, a TP/SL field that is neither empty nor a price is said at the field.
  const [tpslChecked, setTpslChecked] = useState(false);
  const [confirming, setConfirming] = useState<Side | null>(null);

  // TP/SL go with an order that may open a position: a reduce-only order has none (the gateway refuses both).
  const tpsl = withTpSl && !reduceOnly;
  // The TP/SL fields and their check load when first asked for (tpsl-form.ts).
  const [tpslForm, setTpslForm] = useState<typeof TpSlForm | null>(null);
  useEffect(() => {
    if (!tpsl || tpslForm !== null) return;
    let mounted = true;
    void import('./tpsl-form').then((loaded) => {
      if (mounted) setTpslForm(loaded);
    });
    return () => {
      mounted = false;
    };
  }, [tpsl, tpslForm]);
  const unitLabel = prefs.tradeUnit === 'coin' ? base : 'USDT';
  const submitting = placement.status === 'submitting';
  // An answer that no longer holds (the resting order filled or was cancelled since) is not left saying it rests.
  // Read when the order is placed: the book and the mark move many times a second, and the form shows neither.
  const marketPriceOf = (side: Side) => readBestPrice(side) ?? selectMark(store.getState())?.markPrice ?? null;

  const place = (side: Side) => {
    if (!rules || !ready) return;
    const marketPrice = marketPriceOf(side);
    // A number typed up to its mark ("12.") is the number it names, as on spot.
    const limitPrice = finishedDecimal(price);
    const typed = finishedDecimal(amount);
    const reference = kind === 'limit' ? limitPrice : (marketPrice ?? '');
    const qty = quantityOf(typed, prefs.tradeUnit, reference, rules.stepSize);
    // What was typed wrong is said for what it is (a mark the language does not write there, more decimals than the
    // step), before the rules are checked; an amount in USDT has no step of its own (its quantity is cut to the step).
    const problem =
      (kind === 'limit' ? typedNumberBreach('price', limitPrice, marks, rules.tickSize) : null) ??
      typedNumberBreach('amount', typed, marks, prefs.tradeUnit === 'coin' ? rules.stepSize : undefined) ??
      checkOrder(rules, { type: kind, side, price: limitPrice, amount: qty, available: null, marketPrice, reference: selectMark(store.getState())?.markPrice ?? null }) ??
      (tpsl && takeProfit === '' && stopLoss === '' ? { key: 'futures.form.error.tpsl' } : null);
    setBreach(problem);
    if (problem) return;
    const trigger = (stopPrice: string) => (stopPrice === '' ? undefined : { stopPrice, triggerBy });
    dispatch(
      orderPlaceRequested({
        symbol,
        side,
        type: kind,
        qty,
        ...(kind === 'limit' ? { price: limitPrice, timeInForce } : {}),
        ...(reduceOnly ? { reduceOnly: true } : {}),
        ...(tpsl && trigger(takeProfit) ? { takeProfit: trigger(takeProfit) } : {}),
        ...(tpsl && trigger(stopLoss) ? { stopLoss: trigger(stopLoss) } : {}),
      } as Parameters<typeof orderPlaceRequested>[0]),
    );
  };

  const request = (side: Side) => {
    if (submitting) return;
    // A TP/SL that is no price is said at its field, before anything is asked or sent (an order placed without it
    // would leave the position unguarded where the trader meant it guarded).
    setTpslChecked(true);
    // Until the fields are in, nothing with TP/SL is sent: the trader has not seen them yet.
    if (tpsl && (tpslForm === null || tpslForm.tpslProblems(prices))) return;
    // An order with TP/SL attached asks once, until "don't show again" (the pre-TP/SL tip flag).
    if (tpsl && !prefs.tipsDismissed.preTpsl) setConfirming(side);
    else place(side);
  };

  // What the form last said of an order (its own refusal, or the placement's answer or refusal) goes with the next
  // change to the order (any field, the order kind, the unit): it spoke of the order before it. The next placement
  // speaks for itself again.
  const [spokenOf, setSpokenOf] = useState<unknown>(null);
  const changed = () => {
    setBreach(null);
    setSpokenOf(placement);
  };
  return (
    <form className="trading-panel order-form futures-form" aria-label={t('trading.form.name')} onSubmit={(event: FormEvent) => event.preventDefault()} onChange={changed} noValidate>
      {/* Taken once the rules are in: they come with the stream, which also starts the workflows that send the choice. */}
      <div role="radiogroup" className="futures-form__modes" aria-label={t('futures.form.marginMode')}>
        {(['CROSS', 'ISOLATED'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={settings.marginMode === mode}
              disabled={!loggedIn || !rules}
              onChange={() => dispatch(marginModeChosen({ symbol, marginMode: mode }))}
            />
            {t(mode === 'CROSS' ? 'futures.filter.cross' : 'futures.filter.isolated')}
          </label>
        ))}
      </div>
      <LeverageField key={symbol} symbol={symbol} saved={leverage} max={maxLeverage} tiers={rules?.riskTiers ?? null} disabled={!loggedIn || !rules} />
      {settingsError && (
        <p role="alert" className="order-form__error">
          {refusalText(t, settingsError, 'settings')}
        </p>
      )}
      <OrderKindTabs
        kind={kind}
        onChange={(next) => {
          changed();
          setKind(next);
        }}
        idBase={id}
      />
      <label className="field">
        <span>{t('trading.price')}</span>
        {kind === 'limit' ? (
          <DecimalInput value={price} onValue={setPrice} />
        ) : (
          <input value={t('trading.form.marketPrice')} readOnly disabled />
        )}
      </label>
      {kind === 'limit' && <TimeInForceField value={timeInForce} onChange={setTimeInForce} />}
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('trading.amount')}</label>
        <DecimalInput id={`${id}-amount`} value={amount} onValue={setAmount} />
        <button
          type="button"
          className="field__unit button--quiet"
          aria-label={t('futures.form.unitSwitch', { unit: unitLabel })}
          onClick={() => {
            changed();
            setAmount('');
            dispatch(tradeUnitChosen(prefs.tradeUnit === 'coin' ? 'usdt' : 'coin'));
          }}
        >
          {unitLabel}
        </button>
      </div>
      <label className="futures-form__check">
        <input type="checkbox" checked={reduceOnly} onChange={(event) => setReduceOnly(event.target.checked)} />
        {t('futures.form.reduceOnly')}
      </label>
      <label className="futures-form__check">
        <input type="checkbox" checked={tpsl} disabled={reduceOnly} onChange={(event) => setWithTpSl(event.target.checked)} />
        {t('futures.form.tpsl')}
      </label>
      {tpsl && tpslForm && (
        <fieldset className="futures-form__tpsl">
          <legend>{t('futures.form.tpsl')}</legend>
          <tpslForm.TpSlFields value={prices} onChange={setPrices} problems={tpslChecked ? tpslForm.tpslProblems(prices) : null} />
        </fieldset>
      )}
      <p className="order-form__available">
        {t('trading.form.available')}: <span className="number">{available === null ? '—' : <BalanceFigure>{`${availableText(available, QUOTE_DISPLAY_STEP)} USDT`}</BalanceFigure>}</span>
      </p>
      <BreachAlert breach={breach} />
      {loggedIn ? (
        // aria-disabled while an order goes: a disabled button would drop the focus of the trader who pressed it to the page.
        <div className="futures-form__buttons">
          <button type="button" className="button order-form__submit order-form__submit--buy" disabled={!ready} aria-disabled={submitting || undefined} onClick={() => request('buy')}>
            {t('futures.form.openLong')}
          </button>
          <button type="button" className="button order-form__submit order-form__submit--sell" disabled={!ready} aria-disabled={submitting || undefined} onClick={() => request('sell')}>
            {t('futures.form.openShort')}
          </button>
        </div>
      ) : (
        <AuthLink className="button order-form__submit" to="/login">
          {t('trading.form.logIn')}
        </AuthLink>
      )}
      <p role="status" className="order-form__answer">
        {!breach && placement !== spokenOf && answered && t(`futuresOrders.answer.${answered.cancelReason === 'priceProtection' ? 'priceProtection' : answered.status}`, { filled: format(answered.filledQty), qty: format(answered.qty), asset: base })}
        {!breach && placement !== spokenOf && !answered && placement.status === 'refused' && refusalText(t, placement.refusal, 'place')}
      </p>
      {/* Only an order with TP/SL asks, so the dialog comes with the TP/SL fields' chunk. */}
      {confirming && tpslForm && (
        <tpslForm.ConfirmDialog
          title={t('futuresOrders.confirm.preTpslTitle')}
          confirmLabel={t(confirming === 'buy' ? 'futures.form.openLong' : 'futures.form.openShort')}
          offerDismiss
          onCancel={() => setConfirming(null)}
          onConfirm={(dontShowAgain) => {
            if (dontShowAgain) dispatch(tipDismissed('preTpsl'));
            const side = confirming;
            setConfirming(null);
            place(side);
          }}
        >
          <p>{t('futuresOrders.confirm.preTpslText')}</p>
        </tpslForm.ConfirmDialog>
      )}
    </form>
  );
}
