import { useEffect, useRef } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { ErrorScreen } from '../components/errors/ErrorScreen';
import { describeError } from '../components/errors/describe-error';
import { useAppDispatch } from '../../store/hooks';
import { appErrorCaught } from '../../store/app-errors.actions';
import { reloadPage } from './page-reload';

/**
 * A route's error boundary (react-router's `ErrorBoundary`): a page that throws while rendering, or whose chunk
 * cannot be loaded even after the one reload of chunk-loader.ts, shows the "something went wrong" screen in its
 * place, and the error is reported.
 */
export function RouteError() {
  const error = useRouteError();
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
