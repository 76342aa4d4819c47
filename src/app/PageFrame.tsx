import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { chunksLoaded } from '../core/chunk-reload';
import { sessionStore } from '../core/storage';

/** The pages' common parent: it renders only once a page's chunk has loaded, so the next deploy may reload again. */
export function PageFrame() {
  useEffect(() => {
    chunksLoaded(sessionStore);
  }, []);
  return <Outlet />;
}
