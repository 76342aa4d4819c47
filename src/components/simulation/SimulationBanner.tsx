import { useTranslation } from '../../i18n/useTranslation';
import { useAppSelector } from '../../../store/hooks';
import { selectSimulationActive } from '../../../store/simulation.slice';
import './simulation-banner.css';

/** Says on every page that orders are simulated while the mode is on. */
export function SimulationBanner() {
  const { t } = useTranslation();
  const active = useAppSelector(selectSimulationActive);
  if (!active) return null;
  return (
    <div className="simulation-banner" role="status">
      <strong>{t('simulation.bannerTitle')}</strong> {t('simulation.bannerBody')}
    </div>
  );
}
