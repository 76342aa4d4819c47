// The simulated markets' timer: a tick that throws is reported and the next ones run, so one bad step (a storage
// failure while settling, a liquidation that could not be written) neither stops the markets nor the gateway.
import { MarketRunner, type RunnerOptions } from '../../../server/market/market-runner';

/** A runner whose ticks are counted, the ones named in `failing` throwing. */
class CountingRunner extends MarketRunner<never, never> {
  ticks = 0;
  constructor(
    options: RunnerOptions,
    private readonly failing: ReadonlySet<number>,
  ) {
    super(options);
  }

  advance(): void {
    this.ticks += 1;
    if (this.failing.has(this.ticks)) throw new Error(`tick ${this.ticks} failed`);
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the simulated markets\' timer', () => {
  it('reports a tick that throws and runs the next ones on time', () => {
    const onTickError = jest.fn();
    const runner = new CountingRunner({ tickMs: 50, onTickError }, new Set([1, 3]));
    runner.start();
    jest.advanceTimersByTime(200);
    runner.stop();
    expect(runner.ticks).toBe(5);
    expect(onTickError.mock.calls.map(([error]) => (error as Error).message)).toEqual(['tick 1 failed', 'tick 3 failed']);
  });

  it('writes a failed tick to the console when no one is told of it', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const runner = new CountingRunner({ tickMs: 50 }, new Set([2]));
    runner.start();
    jest.advanceTimersByTime(100);
    runner.stop();
    expect(runner.ticks).toBe(3);
    expect(logged).toHaveBeenCalledWith('a tick of the simulated market failed', expect.objectContaining({ message: 'tick 2 failed' }));
  });
});
