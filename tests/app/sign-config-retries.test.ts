// The signing machine and the public calls of an anonymous page read one sign config source: while the gateway
// cannot answer, their retries share one wait instead of each asking in its own turn.
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { HttpCaller } from '../../src/api/http-client';
import { signingMachine } from '../../machines/signing.machine';
import { createSignConfigSource } from '../../src/app/sign-config-source';
import { signingConfigLoader } from '../../src/app/signing-config-loader';
import { backoffWindow } from '../../src/core/backoff';
import { createStorageArea } from '../../src/core/storage';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.restoreAllMocks());

// The machine draws its waits from Math.random, the source from its own draw: in a browser they never agree.
test.each([
  [0, 0.999_999],
  [0.999_999, 0],
  [0.5, 0.2],
])(
  'while the config is unreachable, the machine’s retries and public calls keep one backoff between asks (draws %s, %s)',
  async (machineDraw, draw) => {
    jest.spyOn(Math, 'random').mockReturnValue(machineDraw);
    const clock = new SimulatedClock();
    const askedAt: number[] = [];
    const get = jest.fn(() => {
      askedAt.push(clock.now());
      return Promise.reject(Object.assign(new Error('Network Error'), { kind: 'network' }));
    });
    const source = createSignConfigSource(
      { get } as unknown as HttpCaller,
      createStorageArea({ backend: () => window.sessionStorage, area: 'requestCache' }),
      { now: () => clock.now(), random: () => draw },
    );
    const load = signingConfigLoader(source);
    const machine = signingMachine.provide({
      actors: { loadConfig: fromPromise(({ input }) => load(input)) },
    });
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'START' });
    await flush();
    // A page's public calls read the source every 250 ms (the ticker, the book, the trades).
    for (let passed = 0; passed < 60_000; passed += 250) {
      clock.increment(250);
      await source.current().catch(() => undefined);
      await flush();
    }
    // After the n-th failure in a row the next ask waits at least half of its window: 0.5 s, 1 s, 2 s ...
    const gaps = askedAt.slice(1).map((at, index) => at - askedAt[index]!);
    expect(gaps.length).toBeGreaterThanOrEqual(5);
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(backoffWindow(index + 1) / 2));
    actor.stop();
  },
);
