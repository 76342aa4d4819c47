import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppSelector } from '../../../store/hooks';
import { selectIsLoggedIn } from '../../../store/user.slice';
import { SPOT_ACCOUNT_TABS } from './account-tabs';
import { AccountTabsFrame } from './AccountTabsFrame';

const loadPanels = () => import('./AccountPanels');
const SpotAccountPanel = lazy(loadPanels);

/** Open orders, order history, fills and balances, live from the private channels. */
export function AccountTabs({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // A session starts the panels' download at once, so they are in by the time the account answers.
  useEffect(() => {
    if (loggedIn) void loadPanels();
  }, [loggedIn]);
  return (
    <AccountTabsFrame tabs={SPOT_ACCOUNT_TABS} nameOf={(tab) => t(`trading.tabs.${tab}`)}>
      {(tab) => (
        <Suspense fallback={<p aria-busy="true">{t('app.loading')}</p>}>
          <SpotAccountPanel tab={tab} symbol={symbol} />
        </Suspense>
      )}
    </AccountTabsFrame>
  );
}
