import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageViews } from '../../components/tracking/PageViews';
import { useAppDispatch } from '../../../store/hooks';
import { appStarted } from '../../../store/session.actions';
import { Footer } from '../../components/footer/Footer';
import { SkipLink } from '../../components/layout/SkipLink';
import { EventsHeader } from './EventsHeader';
import '../../app/shell.css';
import './events.css';

/** Header, page and footer around every events route. */
export function EventsShell() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    // The first requests (rates, user info, common config) wait for the first render.
    dispatch(appStarted());
  }, [dispatch]);
  return (
    <div className="shell">
      <SkipLink />
      <EventsHeader />
      <div className="shell__page">
        <Outlet />
      </div>
      <Footer exchangeLinks={false} />
      {/* Last, so its effect runs after the page's own and reads the page's title. */}
      <PageViews />
    </div>
  );
}
