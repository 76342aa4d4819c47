import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { logoutRequested } from '../../../store/session.actions';
import { selectBalances } from '../../../store/user.slice';
import type { UserInfo } from '../../core/user-info';
import { BalanceFigure } from '../market/BalanceFigure';
import { useMoney } from '../market/useMoney';
import { SubAccountSwitcher } from './SubAccountSwitcher';

/** The account security page (the password change). */
const SECURITY_PATH = '/account/setting/security';

export interface UserControlsProps {
  user: UserInfo;
  reloadDocument: boolean;
}

/**
 * The header's account part for a logged-in user: the wallet, the sub-account switch, who is logged in, the security
 * page and log out. In a chunk of its own, loaded once there is a user: a visitor's first page does not carry it.
 */
export function UserControls({ user, reloadDocument }: UserControlsProps) {
  const { t } = useTranslation();
  const balances = useAppSelector(selectBalances);
  const money = useMoney({ held: true });
  const dispatch = useAppDispatch();
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
          <BalanceFigure>{money(usdt.available)}</BalanceFigure>
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
