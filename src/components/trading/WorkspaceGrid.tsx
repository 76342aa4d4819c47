import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../store/hooks';
import { selectLayout } from '../../../store/preferences.slice';
import { TabStrip } from '../tabs/TabStrip';
import './trading.css';

const PHONE_TABS = ['chart', 'book', 'trades', 'form'] as const;
type PhoneTab = (typeof PHONE_TABS)[number];

export interface WorkspacePanels {
  chart: ReactNode;
  book: ReactNode;
  trades: ReactNode;
  form: ReactNode;
  account: ReactNode;
}

/**
 * A trading workspace's arrangement, for any market: a grid from 1200 px with the form on the side the layout
 * preference names, a stacked tablet arrangement, and tabs on a phone (CSS decides which applies; every panel stays
 * in the page for screen readers on wide screens).
 */
export function WorkspaceGrid({ chart, book, trades, form, account }: WorkspacePanels) {
  const { t } = useTranslation();
  const layout = useAppSelector(selectLayout);
  const [phoneTab, setPhoneTab] = useState<PhoneTab>('chart');
  const id = useId();
  return (
    <>
      <TabStrip
        tabs={PHONE_TABS}
        selected={phoneTab}
        onSelect={setPhoneTab}
        label={t('trading.tabs.panels')}
        nameOf={(tab) => t(`trading.panels.${tab}`)}
        idBase={id}
        className="spot__phone-tabs"
      />
      <div className={`spot__grid spot__grid--form-${layout}`} data-phone-tab={phoneTab}>
        <div className="spot__area spot__area--chart" data-panel="chart">
          {chart}
        </div>
        <div className="spot__area spot__area--book" data-panel="book">
          {book}
        </div>
        <div className="spot__area spot__area--trades" data-panel="trades">
          {trades}
        </div>
        <div className="spot__area spot__area--form" data-panel="form">
          {form}
        </div>
        <div className="spot__area spot__area--account">{account}</div>
      </div>
    </>
  );
}
