import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { DEFAULT_FUTURES_PATH, DEFAULT_SPOT_PATH } from '../../config/constants';
import { assignLocation, isSafeUrl } from '../../core/url-safety';
import { useAppSelector } from '../../../store/hooks';
import { selectSupportUrl } from '../../../store/app-config.slice';
import { SimulationSwitch } from '../simulation/SimulationSwitch';
import { AccountControls } from './AccountControls';
import { CurrencyPicker } from './CurrencyPicker';
import { LanguagePicker } from './LanguagePicker';
import { ShowAssetToggle } from './ShowAssetToggle';
import { ThemeToggle } from './ThemeToggle';
import './header.css';

export function Header() {
  const { t } = useTranslation();
  const supportUrl = useAppSelector(selectSupportUrl);
  return (
    <header className="header">
      <Link to={DEFAULT_SPOT_PATH} className="header__brand" aria-label={t('header.home')}>
        <img src="/favicon.svg" alt="" width="24" height="24" />
        <span>{t('app.name')}</span>
      </Link>
      <nav aria-label={t('header.mainNav')} className="header__nav">
        <NavLink to={DEFAULT_SPOT_PATH}>{t('header.nav.spot')}</NavLink>
        <NavLink to={DEFAULT_FUTURES_PATH}>{t('header.nav.futures')}</NavLink>
        <NavLink to="/wiki">{t('header.nav.wiki')}</NavLink>
        {supportUrl && (
          // Support lives on another site whose address comes from the gateway: it leaves through the guarded setter.
          <a
            // An unsafe address never reaches the DOM; the click still goes to the guard, which refuses and reports.
            href={isSafeUrl(supportUrl) ? supportUrl : '#'}
            onClick={(event) => {
              event.preventDefault();
              assignLocation(supportUrl);
            }}
          >
            {t('header.nav.support')}
          </a>
        )}
      </nav>
      <div className="header__controls">
        <SimulationSwitch />
        <LanguagePicker />
        <CurrencyPicker />
        <ThemeToggle />
        <ShowAssetToggle />
        <AccountControls />
      </div>
    </header>
  );
}
