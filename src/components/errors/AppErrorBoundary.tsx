import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { CaughtError } from '../../../store/app-errors.actions';
import { ErrorScreen } from './ErrorScreen';
import { describeError } from './describe-error';

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Told once per caught error (the app sends it to the gateway's log). */
  onError: (caught: CaughtError) => void;
  onReload: () => void;
}

/**
 * The last net around the whole app: whatever the routes' own boundaries do not catch (the providers' children
 * outside the router) ends on a localized screen with a reload button instead of a blank page.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(describeError(error, 'app', window.location.pathname));
  }

  override render() {
    return this.state.failed ? <ErrorScreen onReload={this.props.onReload} /> : this.props.children;
  }
}
