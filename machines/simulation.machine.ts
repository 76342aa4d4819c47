// Simulation (paper) trading mode (SPEC 4). The machine decides; its effects
// (the storage flag, navigation, reload) are actions the app provides, so tests
// run it headless with recording fakes.
import { assign, setup } from 'xstate';
import { isAllowedInSimulation, SIMULATION_ENTRY_PATHS } from '../src/core/routes';

export type SimulationTarget = keyof typeof SIMULATION_ENTRY_PATHS;

export interface SimulationInput {
  /** The flag as this tab found it in local storage at start. */
  enabled: boolean;
  pathname: string;
}

export type SimulationEvent =
  | { type: 'ENTER'; target: SimulationTarget }
  | { type: 'EXIT' }
  | { type: 'NAVIGATED'; pathname: string }
  /** The flag changed in another tab (a `storage` event). */
  | { type: 'FLAG_CHANGED_ELSEWHERE'; enabled: boolean };

const SPOT = SIMULATION_ENTRY_PATHS.spot;

export const simulationMachine = setup({
  types: {
    context: {} as { pathname: string; startsOn: boolean },
    input: {} as SimulationInput,
    events: {} as SimulationEvent,
  },
  actions: {
    // Provided by the app: local storage, the page and the router.
    setFlag: () => {},
    removeFlag: () => {},
    /** A full page load, so every request and figure starts over in the new mode. */
    load: (_, _params: { path: string }) => {},
    /** An in-app replacement of the current page, before it shows. */
    redirect: (_, _params: { path: string }) => {},
    reload: () => {},
  },
  guards: {
    startsOn: ({ context }) => context.startsOn,
    pageAllowed: ({ context }) => isAllowedInSimulation(context.pathname),
    flagCleared: ({ event }) => event.type === 'FLAG_CHANGED_ELSEWHERE' && !event.enabled,
  },
}).createMachine({
  id: 'simulation',
  context: ({ input }) => ({ pathname: input.pathname, startsOn: input.enabled }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsOn', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: {
        ENTER: {
          target: 'on',
          actions: [
            'setFlag',
            assign({ pathname: ({ event }) => SIMULATION_ENTRY_PATHS[event.target] }),
            { type: 'load', params: ({ event }) => ({ path: SIMULATION_ENTRY_PATHS[event.target] }) },
          ],
        },
        NAVIGATED: { actions: assign({ pathname: ({ event }) => event.pathname }) },
        FLAG_CHANGED_ELSEWHERE: [
          { guard: 'flagCleared' },
          { guard: 'pageAllowed', target: 'on', actions: 'reload' },
          { target: 'on', actions: [assign({ pathname: SPOT }), { type: 'load', params: { path: SPOT } }] },
        ],
      },
    },
    on: {
      tags: ['simulation'],
      // A page outside the allow-list is replaced by the spot page, whether the mode just started or the user
      // navigated there.
      always: {
        guard: ({ context }) => !isAllowedInSimulation(context.pathname),
        actions: [assign({ pathname: SPOT }), { type: 'redirect', params: { path: SPOT } }],
      },
      on: {
        EXIT: { target: 'off', actions: ['removeFlag', 'reload'] },
        NAVIGATED: { actions: assign({ pathname: ({ event }) => event.pathname }) },
        // While on, the current page is always allowed (see `always` above), so a flag set again just reloads.
        FLAG_CHANGED_ELSEWHERE: [{ guard: 'flagCleared', target: 'off', actions: 'reload' }, { actions: 'reload' }],
      },
    },
  },
});
