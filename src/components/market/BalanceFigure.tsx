import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppSelector } from '../../../store/hooks';
import { selectShowAsset } from '../../../store/preferences.slice';

/**
 * What an account holds, as the show-balances preference has it: the figure, or a mask wherever balances show (the
 * header, the order forms, the balance tabs), so a trader sharing a screen hides them all with one switch. A screen
 * reader hears that they are hidden rather than six asterisks.
 */
export function BalanceFigure({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (useAppSelector(selectShowAsset)) return children;
  return (
    <>
      <span aria-hidden="true">******</span>
      <span className="visually-hidden">{t('header.showAsset.off')}</span>
    </>
  );
}
