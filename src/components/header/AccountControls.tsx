import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { logoutRequested } from '../../../store/session.actions';
import { selectShowAsset } from '../../../store/preferences.slice';
import { selectBalances, selectUser, selectUserStatus } from '../../../store/user.slice';
import { useMoney } from '../market/useMoney';
import { SubAccountSwitcher } from './SubAccountSwitcher';

export interface AccountControlsProps {
  /**
   * Open log in and sign up with a full page load: set where they belong to another single-page app (the events
   * site sends visitors to the exchange's pages).
   */
  reloadDocument?: boolean;
}

/** The account security page (the password change). */
const SECURITY_PATH = '/account/setting/security';

/** Logged-in status (SPEC 1), with log in / sign up, or the account's security page and log out. */
export function AccountControls({ reloadDocument = false }: AccountControlsProps = {}) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const balances = useAppSelector(selectBalances);
  const showAsset = useAppSelector(selectShowAsset);
  const money = useMoney({ held: true });
  const dispatch = useAppDispatch();
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
        <Link className="control header__link-button header__login" to="/login" reloadDocument={reloadDocument}>
          {t('header.login')}
        </Link>
        <Link className="button-primary header__link-button" to="/register" reloadDocument={reloadDocument}>
          {t('header.register')}
        </Link>
      </div>
    );
  }
  const name = user.nickName || user.loginName || user.userId;
  // An account that holds no USDT shows 0, as soon as its balances are known: an empty wallet is a figure too. The
  // wallet follows the spot stream's balance frames (spotWalletFollowed in store/user.slice.ts), so a trade shows here
  // as it settles.
  const usdt = balances && (balances.find((balance) => balance.coin === 'USDT') ?? { coin: 'USDT', available: '0', frozen: '0' });
  return (
    <div className="header__account">
      {usdt && (
        <span className="header__balance number" data-testid="balance">
          <span className="visually-hidden">{t('header.balance')} </span>
          {showAsset ? money(usdt.available) : '******'}
        </span>
      )}
      <SubAccountSwitcher />
      <span className="header__user" title={t('header.loggedInAs', { name })}>
        <span className="visually-hidden">{t('header.loggedInAs', { name })}</span>
        <span aria-hidden="true">{t('header.uid', { id: user.userId })}</span>
      </span>
      <Link className="control header__link-button" to={SECURITY_PATH} reloadDocument={reloadDocument}>
        {t('header.security')}
      </Link>
      <button type="button" className="control" onClick={() => dispatch(logoutRequested({ reason: 'user' }))}>
        {t('header.logout')}
      </button>
    </div>
  );
}
