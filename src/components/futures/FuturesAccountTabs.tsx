import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppSelector } from '../../../store/hooks';
import { selectIsLoggedIn } from '../../../store/user.slice';
import { AccountTabsFrame } from '../trading/AccountTabsFrame';
import { FUTURES_ACCOUNT_TABS } from './account-tabs';


const loadPanels = () => import('./FuturesAccountPanels');
const FuturesAccountPanel = lazy(loadPanels);

/** Positions, open orders, order history, fills, funding payments, liquidations and the futures wallet. */
export function FuturesAccountTabs({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // A session starts the futures panels' download at once, so the positions are in by the time the account answers.
  useEffect(() => {
    if (loggedIn) void loadPanels();
  }, [loggedIn]);
  return (
    <AccountTabsFrame tabs={FUTURES_ACCOUNT_TABS} nameOf={(tab) => t(`futures.tabs.${tab}`)}>
      {(tab) => (
        <Suspense fallback={<p aria-busy="true">{t('app.loading')}</p>}>
          <FuturesAccountPanel tab={tab} symbol={symbol} />
        </Suspense>
      )}
    </AccountTabsFrame>
  );
}
