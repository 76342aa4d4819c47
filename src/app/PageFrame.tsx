import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The pages' common parent, inside the shell: a page that fails shows the error screen with the header still there
 * to go elsewhere. A page whose chunk is still loading shows nothing in its place: the first page's chunk is in
 * before the first render, and later ones load in a navigation's transition, with the page left still showing.
 */
export function PageFrame() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
