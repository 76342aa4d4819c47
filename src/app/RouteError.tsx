import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ErrorScreen } from '../components/errors/ErrorScreen';
import { describeError } from '../components/errors/describe-error';
import { useAppDispatch } from '../../store/hooks';
import { appErrorCaught } from '../../store/app-errors.actions';
import { reloadPage } from './page-reload';

/** What a route's error boundary (RouteErrorBoundary.tsx) shows in its place: the screen, and the error reported. */
export function RouteError({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  // Each error is reported once, even when the effect runs twice (StrictMode) or the route renders again.
  const reported = useRef<unknown>(undefined);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    dispatch(appErrorCaught(describeError(error, 'route', pathname)));
  }, [error, pathname, dispatch]);
  return <ErrorScreen onReload={reloadPage} />;
}
