import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthLink } from '../auth-link/AuthLink';
import type { Order, TimeInForce } from '../../core/trading/contract/orders';
import { QUOTE_DISPLAY_STEP, amountForShare, checkOrder, isDecimalText, type RuleBreach } from '../../core/trading/order-math';
import { orderAmount, orderTotal, type OrderFigures } from '../../core/trading/order-total';
import { finishedDecimal, typedNumberBreach } from '../../core/trading/typed-number-breach';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { orderPlaceRequested } from '../../../store/trading.actions';
import { selectBalanceMap, selectBook, selectOrders, selectPlacementOrder, selectStreamTicker, selectSymbolRules } from '../../../store/trading.selectors';
import { selectIsLoggedIn } from '../../../store/user.slice';
import { useBestPriceReader } from './useBestPrice';
import { DecimalInput, useAvailableText, useDecimal, useNumberMarks } from './useDecimal';
import { OrderKindTabs } from './OrderKindTabs';
import type { OrderKind } from './OrderKindTabs';
import { BreachAlert } from './BreachAlert';
import { TimeInForceField } from './TimeInForceField';
import { refusalText } from './refusal-text';
import { BalanceFigure } from '../market/BalanceFigure';

type Side = 'buy' | 'sell';
const SHARES = [0, 25, 50, 75, 100];

/** The answer's message key: how the order ended up, or why it was refused. */
function answerKey(order: Order): string {
  if (order.status === 'filled') return 'trading.form.answer.filled';
  if (order.status === 'partiallyFilled') return 'trading.form.answer.partial';
  if (order.status === 'new') return 'trading.form.answer.resting';
  // A market order its price protection stopped: the trader is told why the rest did not fill.
  if (order.cancelReason === 'priceProtection') return 'trading.form.answer.priceProtection';
  return 'trading.form.answer.closed';
}

/** Limit and market orders, buy and sell; price, amount and total linked exactly; checked against the symbol rules. */
export function OrderForm({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const marks = useNumberMarks();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const id = useId();
  const format = useDecimal();
  const availableText = useAvailableText();
  const rules = useAppSelector(selectSymbolRules);
  const balances = useAppSelector(selectBalanceMap);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const orders = useAppSelector(selectOrders);
  const placement = orders?.placement ?? { status: 'idle' as const };
  // The placement's answer while the order is as answered, or the order a placement that got none placed after all.
  const answered = useAppSelector(selectPlacementOrder);
  const picked = orders?.picked ?? null;
  const base = rules?.base ?? symbol.replace(/USDT$/, '');
  const quote = rules?.quote ?? 'USDT';

  const [kind, setKind] = useState<OrderKind>('limit');
  const [side, setSide] = useState<Side>('buy');
  const [price, setPrice] = useState('');
  const [timeInForce, setTimeInForce] = useState<TimeInForce>('GTC');
  const [amount, setAmount] = useState('');
  const [total, setTotal] = useState('');
  const [share, setShare] = useState(0);
  const [breach, setBreach] = useState<RuleBreach>(null);

  const readBestPrice = useBestPriceReader();
  /** The price an order is worked out at: its limit price, or the best price a market order would meet. */
  const priceFor = (orderKind: OrderKind, orderSide: Side, limitPrice: string) => (orderKind === 'limit' ? limitPrice : (readBestPrice(orderSide) ?? ''));
  // The asks a market buy would walk, read when the trader acts as the best price is: what it freezes is what it
  // pays walking them, not the best ask times the amount.
  const marketAsksNow = (orderKind: OrderKind) => (orderKind === 'market' ? (selectBook(store.getState())?.asks ?? null) : null);
  // The order as its total and amount are worked out from each other, with the book read when the trader acts: a
  // market order's total is an estimate walking the side it takes from (order-total.ts).
  const figures = (orderKind: OrderKind, orderSide: Side, limitPrice: string): OrderFigures => ({
    kind: orderKind,
    side: orderSide,
    price: limitPrice,
    book: orderKind === 'market' ? selectBook(store.getState()) : null,
  });
  const available = (side === 'buy' ? balances[quote] : balances[base])?.available ?? null;
  const submitting = placement.status === 'submitting';
  // An answer that no longer holds (the resting order filled or was cancelled since) is not left saying it rests.

  /** Sets the amount to `percent` of what is available, and its total, for an order of `orderKind` at `limitPrice`. */
  const takeShare = (percent: number, orderKind: OrderKind, limitPrice: string) => {
    const effectivePrice = priceFor(orderKind, side, limitPrice);
    if (!rules || available === null || !isDecimalText(effectivePrice)) return;
    const next = amountForShare({ side, percent, available, price: effectivePrice, step: rules.stepSize, asks: marketAsksNow(orderKind) });
    setAmount(next);
    setTotal(orderTotal(figures(orderKind, side, limitPrice), next));
  };
  // When the price under the amount changes (a new limit price, the other order type), amount and total follow what
  // they came from: a share of the balance is taken again at the new price; a typed amount stays and its total is
  // worked out again. Otherwise the slider's label and the total would describe another order than the one sent.
  const follow = (orderKind: OrderKind, orderSide: Side, limitPrice: string) => {
    if (share > 0 && isDecimalText(priceFor(orderKind, orderSide, limitPrice))) takeShare(share, orderKind, limitPrice);
    else setTotal(orderTotal(figures(orderKind, orderSide, limitPrice), amount));
  };

  // A price clicked in the book becomes the limit price: adjusted while rendering (React's pattern for state that
  // follows a prop), once per click, so typing afterwards is not overwritten.
  const [seenPick, setSeenPick] = useState(picked?.count ?? 0);
  if (picked && picked.count !== seenPick) {
    setSeenPick(picked.count);
    setKind('limit');
    setPrice(picked.price);
    follow('limit', side, picked.price);
  }

  // A share is of the balance it was taken of: once that moves (the order it made froze it, a fill), the slider no
  // longer says what the amount is and goes back to 0. The amount stays as shown: it is what Buy or Sell sends.
  const [shareOf, setShareOf] = useState(available);
  if (available !== shareOf) {
    setShareOf(available);
    setShare(0);
  }

  // What the form last said of an order (its own refusal, or the placement's answer or refusal) goes with the next
  // change: it spoke of the order before it. The next placement speaks for itself again.
  const [spokenOf, setSpokenOf] = useState<unknown>(null);
  const edited = () => {
    setBreach(null);
    setSpokenOf(placement);
  };
  const onKind = (next: OrderKind) => {
    edited();
    setKind(next);
    follow(next, side, price);
  };
  const onSide = (next: Side) => {
    edited();
    setSide(next);
    // A typed amount stays (a market order's total is then at the other side's best price); a share was of this
    // side's asset (the quote to buy, the coin to sell) and means nothing on the other side, so it goes with its amount.
    if (share === 0) return follow(kind, next, price);
    setShare(0);
    setAmount('');
    setTotal('');
  };
  // Each handler is given the canonical text (with "."), whatever mark the user typed.
  const onPrice = (next: string) => {
    edited();
    setPrice(next);
    follow('limit', side, next);
  };
  const onAmount = (next: string) => {
    edited();
    setAmount(next);
    setShare(0);
    setTotal(orderTotal(figures(kind, side, price), next));
  };
  const onTotal = (next: string) => {
    edited();
    setTotal(next);
    setShare(0);
    const fromTotal = rules ? orderAmount(figures(kind, side, price), next, rules.stepSize) : null;
    if (fromTotal !== null) setAmount(fromTotal);
  };
  // A post-only refused says nothing of the GTC order that follows it.
  const onTimeInForce = (next: TimeInForce) => {
    edited();
    setTimeInForce(next);
  };
  const onShare = (percent: number) => {
    edited();
    setShare(percent);
    takeShare(percent, kind, price);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rules || submitting) return;
    const marketPrice = readBestPrice(side);
    // The band's reference, read when the order is placed as the best price is: the last trade of this symbol.
    const ticker = selectStreamTicker(store.getState());
    const reference = ticker?.symbol === symbol ? ticker.lastPrice : null;
    // A number typed up to its mark ("12.") is the number it names; what was typed wrong is said first, for what it
    // is, before the symbol's rules are checked on numbers read right.
    const limitPrice = finishedDecimal(price);
    // A market buy of a share of the balance is that share of the asks as they are now: the ones it was worked out
    // from when the slider moved have moved since, and all of the balance at those prices is more than it pays at these.
    const asks = marketAsksNow(kind);
    const retaken = side === 'buy' && share > 0 && available !== null && asks !== null
      ? amountForShare({ side, percent: share, available, price: '', step: rules.stepSize, asks })
      : null;
    if (retaken !== null && retaken !== amount) {
      setAmount(retaken);
      setTotal(orderTotal(figures(kind, side, limitPrice), retaken));
    }
    const qty = finishedDecimal(retaken ?? amount);
    const problem =
      (kind === 'limit' ? typedNumberBreach('price', limitPrice, marks, rules.tickSize) : null) ??
      typedNumberBreach('amount', qty, marks, rules.stepSize) ??
      typedNumberBreach('total', total, marks) ??
      checkOrder(rules, { type: kind, side, price: limitPrice, amount: qty, available, marketPrice, reference, asks: marketAsksNow(kind) });
    setBreach(problem);
    if (problem) return;
    dispatch(
      orderPlaceRequested({
        symbol,
        side,
        type: kind,
        qty,
        ...(kind === 'limit' ? { price: limitPrice, timeInForce } : {}),
      }),
    );
  };

  return (
    <form className="trading-panel order-form" aria-label={t('trading.form.name')} onSubmit={submit} noValidate>
      <OrderKindTabs kind={kind} onChange={onKind} idBase={id} />
      <div role="radiogroup" className="order-form__sides" aria-label={t('trading.form.side')}>
        {(['buy', 'sell'] as const).map((value) => (
          <label key={value} className={`order-form__side order-form__side--${value}`}>
            <input type="radio" name={`${id}-side`} value={value} checked={side === value} onChange={() => onSide(value)} />
            {t(`trading.form.${value}`)}
          </label>
        ))}
      </div>
      <label className="field">
        <span>{t('trading.price')}</span>
        {kind === 'limit' ? (
          <DecimalInput value={price} onValue={onPrice} />
        ) : (
          <input value={t('trading.form.marketPrice')} readOnly disabled />
        )}
      </label>
      {kind === 'limit' && <TimeInForceField value={timeInForce} onChange={onTimeInForce} />}
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('trading.amount')}</label>
        <DecimalInput id={`${id}-amount`} value={amount} onValue={onAmount} aria-describedby={`${id}-base`} />
        <span id={`${id}-base`} className="field__unit">{base}</span>
      </div>
      {/* A market order's total is what it would pay or bring walking the book now: an estimate, and said so. */}
      <div className={kind === 'market' ? 'field field--estimate' : 'field'}>
        <label htmlFor={`${id}-total`}>{t(kind === 'market' ? 'trading.form.totalEstimate' : 'trading.total')}</label>
        {kind === 'market' && (
          <span className="field__approx" aria-hidden="true">
            ≈
          </span>
        )}
        <DecimalInput id={`${id}-total`} value={total} onValue={onTotal} aria-describedby={`${id}-quote`} />
        <span id={`${id}-quote`} className="field__unit">{quote}</span>
      </div>
      <label className="field order-form__share">
        <span>{t('trading.form.share', { percent: share })}</span>
        <input type="range" min={0} max={100} step={25} list={`${id}-shares`} value={share} onChange={(event) => onShare(Number(event.target.value))} disabled={available === null} />
        <datalist id={`${id}-shares`}>
          {SHARES.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      </label>
      <p className="order-form__available">
        {t('trading.form.available')}: <span className="number">{available === null ? '—' : <BalanceFigure>{side === 'buy' ? `${availableText(available, QUOTE_DISPLAY_STEP)} ${quote}` : `${availableText(available, rules?.stepSize)} ${base}`}</BalanceFigure>}</span>
      </p>
      <BreachAlert breach={breach} />
      {loggedIn ? (
        // aria-disabled while the order goes: a disabled button would drop the focus of the trader who pressed it to the page.
        <button type="submit" className={`button order-form__submit order-form__submit--${side}`} disabled={!rules} aria-disabled={submitting || undefined}>
          {t(side === 'buy' ? 'trading.form.buyAsset' : 'trading.form.sellAsset', { asset: base })}
        </button>
      ) : (
        <AuthLink className="button order-form__submit" to="/login">
          {t('trading.form.logIn')}
        </AuthLink>
      )}
      {/* One status at a time: a submit the form refuses (breach) replaces the previous placement's answer or refusal;
          a submit that goes replaces it through the placement itself (submitting, then its own answer). */}
      <p role="status" className="order-form__answer">
        {!breach && placement !== spokenOf && answered && t(answerKey(answered), { filled: format(answered.filledQty), qty: format(answered.qty), asset: base })}
        {!breach && placement !== spokenOf && !answered && placement.status === 'refused' && refusalText(t, placement.refusal, 'place')}
      </p>
    </form>
  );
}
