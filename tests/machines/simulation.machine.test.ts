import { createActor } from 'xstate';
import { simulationMachine, type SimulationInput } from '../../machines/simulation.machine';

function start(input: SimulationInput) {
  const effects: string[] = [];
  const machine = simulationMachine.provide({
    actions: {
      setFlag: () => void effects.push('setFlag'),
      removeFlag: () => void effects.push('removeFlag'),
      load: (_, params) => void effects.push(`load ${params.path}`),
      redirect: (_, params) => void effects.push(`redirect ${params.path}`),
      reload: () => void effects.push('reload'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects, on: () => actor.getSnapshot().hasTag('simulation') };
}

test('turning the mode on sets the flag and loads the spot page', () => {
  const { actor, effects, on } = start({ enabled: false, pathname: '/wiki' });
  actor.send({ type: 'ENTER', target: 'spot' });
  expect(on()).toBe(true);
  expect(effects).toEqual(['setFlag', 'load /spot/BTCUSDT']);
});

test('turning it on from futures asks for the futures page', () => {
  const { actor, effects } = start({ enabled: false, pathname: '/futures/usdt/ETHUSDT' });
  actor.send({ type: 'ENTER', target: 'futures' });
  expect(effects).toEqual(['setFlag', 'load /futures/usdt/BTCUSDT']);
});

test('the exit action removes the flag and reloads', () => {
  const { actor, effects, on } = start({ enabled: true, pathname: '/spot/BTCUSDT' });
  actor.send({ type: 'EXIT' });
  expect(on()).toBe(false);
  expect(effects).toEqual(['removeFlag', 'reload']);
});

test('a page outside the allow-list at start is replaced by the spot page', () => {
  const { effects, on } = start({ enabled: true, pathname: '/wiki' });
  expect(on()).toBe(true);
  expect(effects).toEqual(['redirect /spot/BTCUSDT']);
});

test('while on, navigating outside the allow-list redirects to spot; allowed pages stay', () => {
  const { actor, effects } = start({ enabled: true, pathname: '/spot/BTCUSDT' });
  actor.send({ type: 'NAVIGATED', pathname: '/fee' });
  actor.send({ type: 'NAVIGATED', pathname: '/ja/asset/spot' });
  expect(effects).toEqual([]);
  actor.send({ type: 'NAVIGATED', pathname: '/wiki/bitcoin' });
  expect(effects).toEqual(['redirect /spot/BTCUSDT']);
});

test('while off, navigation anywhere is left alone', () => {
  const { actor, effects } = start({ enabled: false, pathname: '/spot/BTCUSDT' });
  actor.send({ type: 'NAVIGATED', pathname: '/wiki' });
  expect(effects).toEqual([]);
});

describe('the flag changing in another tab', () => {
  test('turned on while this page is allowed: this tab reloads into the mode', () => {
    const { actor, effects, on } = start({ enabled: false, pathname: '/fee' });
    actor.send({ type: 'FLAG_CHANGED_ELSEWHERE', enabled: true });
    expect(on()).toBe(true);
    expect(effects).toEqual(['reload']);
  });

  test('turned on while this page is not allowed: this tab goes to spot', () => {
    const { actor, effects, on } = start({ enabled: false, pathname: '/wiki' });
    actor.send({ type: 'FLAG_CHANGED_ELSEWHERE', enabled: true });
    expect(on()).toBe(true);
    expect(effects).toEqual(['load /spot/BTCUSDT']);
  });

  test('cleared: this tab reloads out of the mode', () => {
    const { actor, effects, on } = start({ enabled: true, pathname: '/spot/BTCUSDT' });
    actor.send({ type: 'FLAG_CHANGED_ELSEWHERE', enabled: false });
    expect(on()).toBe(false);
    expect(effects).toEqual(['reload']);
  });

  test('set again while on: reloads', () => {
    const allowed = start({ enabled: true, pathname: '/fee' });
    allowed.actor.send({ type: 'FLAG_CHANGED_ELSEWHERE', enabled: true });
    expect(allowed.effects).toEqual(['reload']);
  });

  test('cleared while already off changes nothing', () => {
    const { actor, effects, on } = start({ enabled: false, pathname: '/wiki' });
    actor.send({ type: 'FLAG_CHANGED_ELSEWHERE', enabled: false });
    expect(on()).toBe(false);
    expect(effects).toEqual([]);
  });
});
