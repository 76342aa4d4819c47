// Creates and starts the app's root actors, with one inspector (development)
// and one clock (tests). Effects come from the caller, so this file stays free
// of the store, the router and the page.
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { simulationMachine, type SimulationInput } from './simulation.machine';

export interface SimulationEffects {
  setFlag(): void;
  removeFlag(): void;
  load(path: string): void;
  redirect(path: string): void;
  reload(): void;
}

export interface SystemOptions {
  simulation: { input: SimulationInput; effects: SimulationEffects };
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  clock?: NonNullable<Parameters<typeof createActor>[1]>['clock'];
}

export function createAppActors({ simulation, inspect, clock }: SystemOptions) {
  const options = { inspect, clock };
  const simulationActor = createActor(
    simulationMachine.provide({
      actions: {
        setFlag: () => simulation.effects.setFlag(),
        removeFlag: () => simulation.effects.removeFlag(),
        load: (_, { path }) => simulation.effects.load(path),
        redirect: (_, { path }) => simulation.effects.redirect(path),
        reload: () => simulation.effects.reload(),
      },
    }),
    { ...options, input: simulation.input },
  );
  return { simulation: simulationActor };
}

export type AppActors = ReturnType<typeof createAppActors>;

/** Starts every actor; apart from creation so the store's mirrors subscribe first. */
export function startAppActors(actors: AppActors): void {
  actors.simulation.start();
}
