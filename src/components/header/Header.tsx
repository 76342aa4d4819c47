import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, NavLink } from 'react-router';
import { DEFAULT_FUTURES_PATH, DEFAULT_SPOT_PATH } from '../../config/constants';
import { useAppSelector } from '../../../store/hooks';
import { selectSupportUrl } from '../../../store/app-config.slice';
import { SimulationSwitch } from '../simulation/SimulationSwitch';
import { AccountButton } from './AccountButton';
import { AccountControls } from './AccountControls';
import { CurrencyPicker } from './CurrencyPicker';
import { HeaderMenu } from './HeaderMenu';
import { LanguagePicker } from './LanguagePicker';
import { ShowAssetToggle } from './ShowAssetToggle';
import { ThemeToggle } from './ThemeToggle';
import './header.css';

// Loaded with the common config, after the first paint.
const SupportLink = lazy(() => import('./SupportLink').then((m) => ({ default: m.SupportLink })));

export function Header() {
  const { t } = useTranslation();
  const supportUrl = useAppSelector(selectSupportUrl);
  return (
    <header className="header">
      <Link to={DEFAULT_SPOT_PATH} className="header__brand" aria-label={t('header.home')}>
        <img src="/favicon.svg" alt="" width="24" height="24" />
        <span>{t('app.name')}</span>
      </Link>
      <HeaderMenu quick={<AccountButton />}>
        <nav aria-label={t('header.mainNav')} className="header__nav">
          <NavLink to={DEFAULT_SPOT_PATH}>{t('header.nav.spot')}</NavLink>
          <NavLink to={DEFAULT_FUTURES_PATH}>{t('header.nav.futures')}</NavLink>
          <NavLink to="/wiki">{t('header.nav.wiki')}</NavLink>
          {supportUrl && (
            <Suspense fallback={null}>
              <SupportLink url={supportUrl} />
            </Suspense>
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
      </HeaderMenu>
    </header>
  );
}
