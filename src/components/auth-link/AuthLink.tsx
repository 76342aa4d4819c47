import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { authPath, type AuthPage } from '../../core/auth-path';

export interface AuthLinkProps {
  to: AuthPage;
  className?: string;
  /** Full page loads, where the auth pages belong to another single-page app (the events site). */
  reloadDocument?: boolean;
  children: ReactNode;
}

/** A link to the login or register page that brings the user back to this page once they are in. */
export function AuthLink({ to, ...props }: AuthLinkProps) {
  const { pathname, search } = useLocation();
  return <Link to={authPath(to, pathname, search)} {...props} />;
}
