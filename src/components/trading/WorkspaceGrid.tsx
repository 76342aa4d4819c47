import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppSelector } from '../../../store/hooks';
import { selectLayout } from '../../../store/preferences.slice';
import { selectOrders, selectStreamStatus } from '../../../store/trading.selectors';
import { BREAKPOINTS } from '../../config/constants';
import { useMediaQuery } from '../layout/useMediaQuery';
import { TabStrip, tabIdOf } from '../tabs/TabStrip';
import { OUT_OF_DATE, StreamNotice } from './StreamNotice';
import './trading.css';

const PHONE_TABS = ['chart', 'book', 'trades', 'form'] as const;
type PhoneTab = (typeof PHONE_TABS)[number];

/** Below the tablet breakpoint (768 px) the workspace is a phone's: one panel at a time. */
const PHONE_QUERY = `(max-width: ${BREAKPOINTS[2] - 0.02}px)`;

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
 *
 * A phone opens on the order form ("Trade"), as the phone terminals of the large exchanges open on their form with
 * the chart a tap away; the market summary above the tabs gives the price. Every other panel costs a slow phone's
 * CPU from the first second: the chart is made the first time its tab is shown (its library and first drawing were
 * half of a first visit's blocking time on a phone at 4x CPU slowdown) and then stays, so it is not rebuilt when the
 * trader looks at another tab; the book and the trades, which change many times a second, are rendered only while
 * their tab is shown (their data stays in the store, so a tab opens on the current book). The form stays mounted, so
 * a half-typed order is not lost.
 */
export function WorkspaceGrid({ chart, book, trades, form, account }: WorkspacePanels) {
  const { t } = useTranslation();
  const layout = useAppSelector(selectLayout);
  const outOfDate = OUT_OF_DATE.has(useAppSelector(selectStreamStatus));
  const [phoneTab, setPhoneTab] = useState<PhoneTab>('form');
  const id = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const shown = (tab: PhoneTab, panel: ReactNode) => (phone && phoneTab !== tab ? null : panel);
  const chartWanted = !phone || phoneTab === 'chart';
  const [chartMade, setChartMade] = useState(chartWanted);
  // Derived while rendering (React's "storing information from previous renders"): once wanted, the chart stays.
  if (chartWanted && !chartMade) setChartMade(true);
  // A price picked in the book goes into the form. On a phone the book and the form are apart, so the form is shown:
  // otherwise the tap did nothing the trader could see, and the order it was for was a tab away. Only a new pick
  // counts (a restarted stream starts the count again at none).
  const picks = useAppSelector((state) => selectOrders(state)?.picked?.count ?? 0);
  const [seenPicks, setSeenPicks] = useState(picks);
  const [pickShown, setPickShown] = useState(0);
  if (picks !== seenPicks) {
    setSeenPicks(picks);
    if (picks > seenPicks && phone && phoneTab !== 'form') {
      setPhoneTab('form');
      setPickShown((count) => count + 1);
    }
  }
  useEffect(() => {
    // The book's price that had the focus went with its tab: the focus goes to the tab now shown, not to the page.
    if (pickShown > 0 && (document.activeElement === null || document.activeElement === document.body)) document.getElementById(tabIdOf(id, 'form'))?.focus();
  }, [pickShown, id]);
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
      <StreamNotice outOfDate={outOfDate} />
      <div className={`spot__grid spot__grid--form-${layout}`} data-phone-tab={phoneTab} data-out-of-date={outOfDate || undefined}>
        <div className="spot__area spot__area--chart" data-panel="chart">
          {chartMade ? chart : null}
        </div>
        <div className="spot__area spot__area--book" data-panel="book">
          {shown('book', book)}
        </div>
        <div className="spot__area spot__area--trades" data-panel="trades">
          {shown('trades', trades)}
        </div>
        <div className="spot__area spot__area--form" data-panel="form">
          {form}
        </div>
        <div className="spot__area spot__area--account">{account}</div>
      </div>
    </>
  );
}
