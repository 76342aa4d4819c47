import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { currencyChosen } from '../../../store/preferences.slice';
import { selectDisplayCurrency, selectSupportedCurrencies } from '../../../store/rates.slice';

/** The display currency, over the gateway's supported list; the choice is saved. */
export function CurrencyPicker() {
  const { t } = useTranslation();
  const id = useId();
  const current = useAppSelector(selectDisplayCurrency);
  const supported = useAppSelector(selectSupportedCurrencies);
  const dispatch = useAppDispatch();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('header.currency')}
      </label>
      <select id={id} className="control" value={current} onChange={(event) => dispatch(currencyChosen(event.target.value))}>
        {supported.map((currency) => (
          <option key={currency.value} value={currency.value}>
            {currency.value} {currency.symbol}
          </option>
        ))}
      </select>
    </>
  );
}
