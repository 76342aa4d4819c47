import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { urlWithLocale } from '../../core/locale-url';
import { appLocales, findLocale, type LocaleInfo } from '../../core/locales';
import type { PrefsFlavour } from '../../core/prefs-cookie';
import { useLatestLocationReader } from '../router/useLatestLocationReader';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { localeChanged, selectLocale } from '../../../store/preferences.slice';

export interface LanguagePickerProps {
  /** The locales offered, in order; the exchange app's picker list when absent. */
  locales?: readonly LocaleInfo[];
  /** Whose URL rules the new address follows: the events site keeps its /events/ prefix. */
  flavour?: PrefsFlavour;
}

/**
 * Changing language replaces the URL (same path, `locale=<code>` in the query) and the page direction follows. The
 * path is the one being navigated to: a change while the next page still loads (after logging in, on the way to
 * /spot/BTCUSDT) keeps the user on their way rather than sending them back to the page they left.
 */
export function LanguagePicker({ locales, flavour = 'app' }: LanguagePickerProps = {}) {
  const { t } = useTranslation();
  const id = useId();
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  const readLocation = useLatestLocationReader();
  const navigate = useNavigate();

  function choose(code: string) {
    const info = findLocale(code);
    if (!info) return;
    dispatch(localeChanged(info.code));
    void navigate(urlWithLocale(readLocation(), info.code, flavour), { replace: true });
  }

  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select id={id} className="control" value={locale} onChange={(event) => choose(event.target.value)}>
        {(locales ?? appLocales()).map((info) => (
          <option key={info.code} value={info.code} lang={info.htmlLang}>
            {info.name}
          </option>
        ))}
      </select>
    </>
  );
}
