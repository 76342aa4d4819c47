// Navigation from outside React: a saga's redirect after login, the simulation machine's. The router lives in the
// component tree, so boot.ts hands sagas and actors this object, and the tree attaches the router's navigate to it
// once it is mounted (NavigatorBridge.tsx).

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one (a redirect the user should not go back to). */
  readonly replace?: boolean;
}

export type NavigateTo = (path: string, options?: NavigateOptions) => void;

export interface Navigator {
  readonly navigate: NavigateTo;
  /** Routes navigation to `navigate` until the returned detach is called. */
  attach(navigate: NavigateTo): () => void;
}

export function createNavigator(): Navigator {
  let target: NavigateTo | undefined;
  // A navigation asked for before the router mounted: the last one is made once it does.
  let pending: { path: string; options: NavigateOptions | undefined } | undefined;
  return {
    navigate(path, options) {
      if (target === undefined) pending = { path, options };
      else target(path, options);
    },
    attach(navigate) {
      target = navigate;
      if (pending !== undefined) {
        const { path, options } = pending;
        pending = undefined;
        navigate(path, options);
      }
      return () => {
        if (target === navigate) target = undefined;
      };
    },
  };
}
