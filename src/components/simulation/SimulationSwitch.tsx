import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSimulationActive, simulationEnterRequested, simulationExitRequested } from '../../../store/simulation.slice';

/** The header's switch into and out of paper trading; from a futures page it enters on futures. */
export function SimulationSwitch() {
  const { t } = useTranslation();
  const active = useAppSelector(selectSimulationActive);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  if (active) {
    return (
      <button type="button" className="control" onClick={() => dispatch(simulationExitRequested())}>
        {t('simulation.exit')}
      </button>
    );
  }
  const target = /^\/(?:[^/]+\/)?futures\//.test(pathname) ? 'futures' : 'spot';
  return (
    <button type="button" className="control" onClick={() => dispatch(simulationEnterRequested({ target }))}>
      {t(target === 'futures' ? 'simulation.enterFutures' : 'simulation.enterSpot')}
    </button>
  );
}
