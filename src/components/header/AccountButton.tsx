import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { AuthLink } from '../auth-link/AuthLink';
import { useAppSelector } from '../../../store/hooks';
import { selectUser, selectUserStatus } from '../../../store/user.slice';

export interface AccountButtonProps {
  /** Full page loads, where the account pages belong to another single-page app (the events site). */
  reloadDocument?: boolean;
}

/** The header's account entry on a phone: log in for a visitor, the account settings with the UID for a user. */
export function AccountButton({ reloadDocument = false }: AccountButtonProps) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectUserStatus);
  if (status === 'unreachable') {
    return (
      <span className="header__reconnecting" role="status">
        {t('header.reconnecting')}
      </span>
    );
  }
  if (!user) {
    return (
      <AuthLink className="button-primary header__link-button" to="/login" reloadDocument={reloadDocument}>
        {t('header.login')}
      </AuthLink>
    );
  }
  // An icon in the bar; its name (in an attribute, so the UID is written once on the page) says who is logged in.
  const label = `${t('header.account')} ${t('header.uid', { id: user.userId })}`;
  return (
    <Link
      className="control header__link-button header__account-button"
      to="/account/setting"
      reloadDocument={reloadDocument}
      aria-label={label}
      title={label}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <circle cx="10" cy="7" r="4" fill="currentColor" />
        <path d="M2 19c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
      </svg>
    </Link>
  );
}
