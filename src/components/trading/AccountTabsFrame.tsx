import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppSelector } from '../../../store/hooks';
import { selectIsLoggedIn } from '../../../store/user.slice';
import { TabStrip, tabIdOf } from '../tabs/TabStrip';

export interface AccountTabsFrameProps<Tab extends string> {
  /** The tabs in order; the first is selected at first. */
  readonly tabs: readonly [Tab, ...Tab[]];
  readonly nameOf: (tab: Tab) => string;
  /** The selected tab's panel content, shown to a logged-in user. */
  readonly children: (tab: Tab) => ReactNode;
}

/** A workspace's account area, spot or futures: its tabs and the selected one's panel, or a prompt to log in. */
export function AccountTabsFrame<Tab extends string>({ tabs, nameOf, children }: AccountTabsFrameProps<Tab>) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [tab, setTab] = useState<Tab>(tabs[0]);
  const id = useId();
  const panelId = `${id}-panel`;
  return (
    <div className="trading-panel account-tabs">
      <TabStrip tabs={tabs} selected={tab} onSelect={setTab} label={t('trading.tabs.label')} nameOf={nameOf} idBase={id} controls={panelId} />
      {/* Focusable (tabIndex 0, as the WAI-ARIA tabs pattern allows a panel) because it scrolls sideways when its
          table is wider than a phone (trading.css), and a scroll region must be reachable by keyboard. */}
      <div role="tabpanel" id={panelId} aria-labelledby={tabIdOf(id, tab)} className="account-tabs__panel" tabIndex={0}>
        {loggedIn ? children(tab) : <p>{t('trading.form.logIn')}</p>}
      </div>
    </div>
  );
}
