import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SimulationTarget } from '../machines/simulation.machine';

/** Mirror of the simulation machine: on or off. */
export interface SimulationState {
  active: boolean;
}

const simulation = createSlice({
  name: 'simulation',
  initialState: { active: false } as SimulationState,
  reducers: {
    simulationMirrored(state, action: PayloadAction<boolean>) {
      state.active = action.payload;
    },
  },
  selectors: {
    selectSimulationActive: (state) => state.active,
  },
});

export const { simulationMirrored } = simulation.actions;
export const { selectSimulationActive } = simulation.selectors;
export const simulationSlice = simulation;

export const simulationEnterRequested = createAction<{ target: SimulationTarget }>('simulation/enterRequested');
export const simulationExitRequested = createAction('simulation/exitRequested');

/** The router showed a new location (reported by the shell). */
export const locationChanged = createAction<{ pathname: string }>('router/locationChanged');
