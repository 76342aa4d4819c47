import { Suspense, lazy } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthLink } from '../auth-link/AuthLink';
import { useAppSelector } from '../../../store/hooks';
import { selectUser, selectUserStatus } from '../../../store/user.slice';

const UserControls = lazy(() => import('./UserControls').then((module) => ({ default: module.UserControls })));

export interface AccountControlsProps {
  /**
   * Open log in and sign up with a full page load: set where they belong to another single-page app (the events
   * site sends visitors to the exchange's pages).
   */
  reloadDocument?: boolean;
}

/** Logged-in status (SPEC 1), with log in / sign up, or the account's security page and log out. */
export function AccountControls({ reloadDocument = false }: AccountControlsProps = {}) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectUserStatus);
  // A session whose user cannot be asked for yet (offline, the gateway down) is neither logged in nor out.
  if (status === 'unreachable') {
    return (
      <div className="header__account">
        <span className="header__reconnecting" role="status">
          {t('header.reconnecting')}
        </span>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="header__account">
        <span className="visually-hidden">{t('header.anonymous')}</span>
        <AuthLink className="control header__link-button header__login" to="/login" reloadDocument={reloadDocument}>
          {t('header.login')}
        </AuthLink>
        <AuthLink className="button-primary header__link-button" to="/register" reloadDocument={reloadDocument}>
          {t('header.register')}
        </AuthLink>
      </div>
    );
  }
  return (
    // Until its chunk is in, the place the account part takes stays held, empty.
    <Suspense fallback={<div className="header__account" />}>
      <UserControls user={user} reloadDocument={reloadDocument} />
    </Suspense>
  );
}
