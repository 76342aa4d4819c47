import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectAccounts, subAccountSwitchRequested } from '../../../store/user.slice';

/** Moves the session between the main account and its sub-accounts (SPEC 6); shown only to users who have them. */
export function SubAccountSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const accounts = useAppSelector(selectAccounts);
  const dispatch = useAppDispatch();
  if (!accounts || accounts.subAccounts.length === 0) return null;
  const onMain = accounts.current === accounts.main.userId;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('header.subAccount.label')}
      </label>
      <select
        id={id}
        className="control"
        value={accounts.current}
        onChange={(event) => {
          const userId = event.target.value;
          if (userId === accounts.current) return;
          // From a sub-account, every move goes back through the main account first, as the gateway requires.
          dispatch(subAccountSwitchRequested({ userId, back: !onMain }));
        }}
      >
        <option value={accounts.main.userId}>
          {t('header.subAccount.main')} · {accounts.main.loginName}
        </option>
        {accounts.subAccounts.map((account) => (
          <option key={account.userId} value={account.userId} disabled={!onMain && account.userId !== accounts.current}>
            {account.loginName}
          </option>
        ))}
      </select>
    </>
  );
}
