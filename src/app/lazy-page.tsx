import { use, type ComponentType, type JSX } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { chunksLoaded } from '../core/chunk-reload';
import { sessionStore } from '../core/storage';
import { reloadingOnMissingChunk } from './chunk-loader';

export interface LazyPage<P extends object> {
  (props: P): JSX.Element;
  /** Starts loading the page's chunk, once; resolves when it is in. */
  preload(): Promise<unknown>;
}

/** What a page's route keeps in its `handle`, so boot.ts can load the landing page before the first render. */
export interface PageHandle {
  readonly preload: () => Promise<unknown>;
}

/**
 * A page in its own chunk, loaded when first shown. Once its chunk is in it renders at once (boot.ts loads the
 * landing page's chunk before the first render, so the first render is the page); before that it suspends, and
 * since react-router navigates in a transition, the page being left stays on screen until the new one is in.
 * A chunk a deploy removed reloads the page once (chunk-loader.ts); any other failure is kept and thrown to the
 * page's error boundary, whose screen offers a reload.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Settling<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (loading === undefined) {
      const promise: Settling<ComponentType<P>> = reloadingOnMissingChunk(load)();
      loading = promise;
      // The fields React's use() reads: a chunk already in renders at once instead of suspending for a tick.
      promise.status = 'pending';
      promise.then(
        (component) => {
          promise.status = 'fulfilled';
          promise.value = component;
          // A page's chunks loaded: the next deploy may reload again.
          chunksLoaded(sessionStore);
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
    }
    return loading;
  };
  function Page(props: P) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

/** A promise that says how it settled, as React's use() reads it. */
type Settling<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A page's route: its path, its element and the handle boot.ts preloads it by. */
export function pageRoute<P extends object>(path: string, Page: LazyPage<P>, props: P): RouteObject {
  const handle: PageHandle = { preload: Page.preload };
  return { path, element: <Page {...props} />, handle };
}

/** Loads the chunks of the pages `pathname` shows; settles when they are in or have failed (the page shows why). */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const handles = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as PageHandle | undefined);
  await Promise.allSettled(handles.map((handle) => handle?.preload()));
}
