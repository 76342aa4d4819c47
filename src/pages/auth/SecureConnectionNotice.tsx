import { useTranslation } from '../../i18n/useTranslation';

export const SECURE_CONNECTION_NOTICE_ID = 'secure-connection-notice';

/**
 * Shown instead of a form that cannot work: outside a secure context (a plain-http LAN address) the browser has no
 * WebCrypto and the client makes no key pair (SPEC 5), so a login or registration could not be encrypted.
 */
export function SecureConnectionNotice() {
  const { t } = useTranslation();
  return (
    <p className="auth__notice" id={SECURE_CONNECTION_NOTICE_ID}>
      {t('auth.secureConnection')}
    </p>
  );
}
