import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, NavLink, useMatch } from 'react-router';
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

/**
 * A section's link (Spot, Futures): it opens the section's first market, and is marked as where the user is on any
 * market of the section ("page" on that very market, "true" on another one of the section).
 */
function SectionLink({ to, section, children }: { to: string; section: string; children: ReactNode }) {
  const inSection = useMatch(`${section}/*`) !== null;
  const onTarget = useMatch(to) !== null;
  return (
    <Link to={to} aria-current={onTarget ? 'page' : inSection ? 'true' : undefined}>
      {children}
    </Link>
  );
}

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
          <SectionLink to={DEFAULT_SPOT_PATH} section="/spot">
            {t('header.nav.spot')}
          </SectionLink>
          <SectionLink to={DEFAULT_FUTURES_PATH} section="/futures">
            {t('header.nav.futures')}
          </SectionLink>
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
