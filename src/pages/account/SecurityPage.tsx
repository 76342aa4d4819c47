import { useTranslation } from '../../i18n/useTranslation';
// Before the page renders: its English and the password rules' come with it.
import '../../i18n/account-english';
import '../../i18n/auth-english';
import { AuthLink } from '../../components/auth-link/AuthLink';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import { useAppSelector } from '../../../store/hooks';
import { selectUser, selectUserStatus } from '../../../store/user.slice';
import { ChangePasswordForm } from './ChangePasswordForm';
import '../auth/auth.css';

/** Account security, reached from the account menu: the password change. */
export function SecurityPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectUserStatus);
  useDocumentTitle('account.security.title');
  return (
    <main className="page auth" id="main">
      <h1>{t('account.security.heading')}</h1>
      {user ? (
        <ChangePasswordForm />
      ) : (
        // Until the user info has answered, nothing is said either way.
        (status === 'anonymous' || status === 'failed') && (
          <p>
            {t('account.security.loginRequired')} <AuthLink to="/login">{t('header.login')}</AuthLink>
          </p>
        )
      )}
    </main>
  );
}
