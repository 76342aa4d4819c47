import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectTheme, themeChanged } from '../../../store/preferences.slice';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'light' ? 'header.theme.toLight' : 'header.theme.toDark');
  return (
    <button type="button" className="control header__icon" aria-label={label} title={label} onClick={() => dispatch(themeChanged(next))}>
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
