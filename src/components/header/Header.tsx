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
import { lastMarketPath } from '../markets/last-market';
import type { MarketKind } from '../markets/market-path';
import './header.css';

// Loaded with the common config, after the first paint.
const SupportLink = lazy(() => import('./SupportLink').then((m) => ({ default: m.SupportLink })));

/**
 * A section's link (Spot, Futures): on a market of the section it is that market's page; from elsewhere it opens the
 * market this browser last showed there, or the section's first one.
 */
function SectionLink({ market, fallback, children }: { market: MarketKind; fallback: string; children: ReactNode }) {
  const here = useMatch(`/${market}/*`);
  return (
    <Link to={here ? here.pathname : lastMarketPath(market, fallback)} aria-current={here ? 'page' : undefined}>
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
          <SectionLink market="spot" fallback={DEFAULT_SPOT_PATH}>
            {t('header.nav.spot')}
          </SectionLink>
          <SectionLink market="futures" fallback={DEFAULT_FUTURES_PATH}>
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
