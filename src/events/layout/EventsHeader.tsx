import { useTranslation } from '../../i18n/useTranslation';
import { Link, NavLink } from 'react-router';
import { AccountButton } from '../../components/header/AccountButton';
import { AccountControls } from '../../components/header/AccountControls';
import { CurrencyPicker } from '../../components/header/CurrencyPicker';
import { HeaderMenu } from '../../components/header/HeaderMenu';
import { LanguagePicker } from '../../components/header/LanguagePicker';
import { ThemeToggle } from '../../components/header/ThemeToggle';
import { DEFAULT_FUTURES_PATH, DEFAULT_SPOT_PATH } from '../../config/constants';
import { useAppSelector } from '../../../store/hooks';
import { selectLocale } from '../../../store/preferences.slice';
import { eventsPickerOptions } from '../events-locales';
import { EVENTS_BASE } from '../paths';
import '../../components/header/header.css';

/**
 * The exchange's header pieces that fit the events site: language (the events list), display currency (prize
 * pools), theme and login state. Trading, log in and sign up are the exchange app's pages: full page loads.
 */
export function EventsHeader() {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  return (
    <header className="header">
      <Link to={EVENTS_BASE} className="header__brand">
        <img src="/favicon.svg" alt="" width="24" height="24" />
        <span>{t('app.name')}</span>
        <span className="events-header__site">{t('events.header.brand')}</span>
      </Link>
      <HeaderMenu quick={<AccountButton reloadDocument />}>
        <nav aria-label={t('events.header.nav')} className="header__nav">
          <NavLink to={EVENTS_BASE} end>
            {t('events.header.allEvents')}
          </NavLink>
          <Link to={DEFAULT_SPOT_PATH} reloadDocument>
            {t('header.nav.spot')}
          </Link>
          <Link to={DEFAULT_FUTURES_PATH} reloadDocument>
            {t('header.nav.futures')}
          </Link>
        </nav>
        <div className="header__controls">
          <LanguagePicker locales={eventsPickerOptions(locale)} flavour="events" />
          <CurrencyPicker />
          <ThemeToggle />
          <AccountControls reloadDocument />
        </div>
      </HeaderMenu>
    </header>
  );
}
