import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '../components/app-update/OfflineNotice';
import { UpdatePrompt } from '../components/app-update/UpdatePrompt';
import { Footer } from '../components/footer/Footer';
import { Header } from '../components/header/Header';
import { SkipLink } from '../components/layout/SkipLink';
import { SimulationBanner } from '../components/simulation/SimulationBanner';
import { PageViews } from '../components/tracking/PageViews';
import { isAllowedInSimulation } from '../core/routes';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { appStarted } from '../../store/session.actions';
import { locationChanged, selectSimulationActive } from '../../store/simulation.slice';
import './shell.css';

/** Header, page and footer around every route (SPEC 2). */
export function Shell() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const simulation = useAppSelector(selectSimulationActive);
  useEffect(() => {
    dispatch(appStarted());
  }, [dispatch]);
  useEffect(() => {
    dispatch(locationChanged({ pathname }));
  }, [dispatch, pathname]);
  // A page outside the allow-list never renders in simulation mode, not even for the moment before the
  // machine's redirect lands.
  const hidden = simulation && !isAllowedInSimulation(pathname);
  return (
    <div className="shell">
      <SkipLink />
      <SimulationBanner />
      <OfflineNotice />
      <UpdatePrompt />
      <Header />
      <div className="shell__page">{hidden ? null : <Outlet />}</div>
      <Footer />
      {/* Last, so its effect runs after the page's own and reads the page's title. */}
      <PageViews />
    </div>
  );
}
