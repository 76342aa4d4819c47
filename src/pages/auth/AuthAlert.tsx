import { useTranslation } from '../../i18n/useTranslation';
import type { AuthState } from '../../../store/auth.slice';

/** What went wrong with the last submit, above the form: the gateway's words, else the translated reason
 * (with its values: "try again in 3 minutes"). */
export function AuthAlert({ error }: { error: AuthState['error'] }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="auth__alert" role="alert">
      {error.text ?? t(error.messageKey ?? 'errors.unknown', error.values ?? {})}
    </p>
  );
}
