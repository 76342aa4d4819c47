import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '../../../store/hooks';
import { pageViewed } from '../../../store/tracking.slice';

/**
 * Reports every change of path or query as a page view. It renders nothing; placed in the shell, its effect runs
 * after the page's own effects, so the document title is already the new page's.
 */
export function PageViews() {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(pageViewed({ url: window.location.href, title: document.title }));
  }, [dispatch, pathname, search]);
  return null;
}
