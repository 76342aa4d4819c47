import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './RouteError';

interface BoundaryProps {
  children: ReactNode;
  /** The path shown: a new one (the user went elsewhere) clears the error. */
  pathname: string;
}

class Boundary extends Component<BoundaryProps, { caught: { error: unknown } | undefined }> {
  override state: { caught: { error: unknown } | undefined } = { caught: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.caught !== undefined && previous.pathname !== this.props.pathname) this.setState({ caught: undefined });
  }

  override render() {
    return this.state.caught === undefined ? this.props.children : <RouteError error={this.state.caught.error} />;
  }
}

/**
 * A route's error boundary: a page that throws while rendering, or whose chunk cannot be loaded even after the one
 * reload of chunk-loader.ts, shows the "something went wrong" screen in its place (RouteError reports it), and
 * going to another page clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
