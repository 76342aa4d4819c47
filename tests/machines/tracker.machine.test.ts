import { SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import { FORBIDDEN_SILENCE_MS, UPLOAD_LOOP_MS } from '../../src/config/constants';
import type { EventExt } from '../../src/tracking/event';
import { PERFORMANCE_WAIT_MS } from '../../src/tracking/limits';
import { createTracker } from '../../src/tracking/page-tracker';
import type { UploadResult } from '../../src/tracking/page-tracker';
import type { Batch } from '../../src/tracking/queue';
import { backOffDelay, provideTracker, trackerMachine } from '../../machines/tracker.machine';
import type { LeadershipCommand, TrackerInput, UploadInput } from '../../machines/tracker.machine';
import { ENVIRONMENT, FakeStorage, makeQueue } from '../tracking/support';

// The shortest delay is the performance wait (100 ms): time moves in smaller steps, and the promise actors'
// answers are let through after each step.
const STEP = 50;

const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

interface PendingUpload {
  signal: AbortSignal;
  resolve(result: UploadResult): void;
  reject(error: unknown): void;
}

interface Options {
  input?: TrackerInput;
  /** Answers each upload at once with this; absent = the test answers through `uploads`. */
  answer?: () => UploadResult | Error;
  pending?: { value: boolean };
  performance?: () => Promise<EventExt>;
  leader?: boolean;
}

function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const uploads: PendingUpload[] = [];
  const commands: string[] = [];
  const pending = options.pending ?? { value: true };
  const machine = trackerMachine.provide({
    actors: {
      upload: fromPromise<UploadResult, UploadInput>(
        ({ signal, input }) =>
          new Promise((resolve, reject) => {
            calls.push(`upload ${input.maxEvents}`);
            const answer = options.answer?.();
            if (answer instanceof Error) reject(answer);
            else if (answer) resolve(answer);
            else uploads.push({ signal, resolve, reject });
          }),
      ),
      collectPerformance: fromPromise<EventExt>(options.performance ?? (async () => ({ LCP: 1200 }))),
      leadership: fromCallback<LeadershipCommand>(({ sendBack, receive }) => {
        sendBack({ type: 'LEADERSHIP', isLeader: options.leader ?? true });
        receive((command) => {
          commands.push(command.type);
          sendBack({ type: 'LEADERSHIP', isLeader: command.type === 'CLAIM' });
        });
      }),
    },
    actions: {
      enqueue: (_, { input }) => void calls.push(`enqueue ${input.event_tracking_id}`),
      leavePage: () => void calls.push('leavePage'),
      returnToPage: () => void calls.push('returnToPage'),
      trackPerformance: (_, { metrics }) => void calls.push(`performance ${JSON.stringify(metrics)}`),
      flush: (_, { beacon }) => void calls.push(`flush beacon=${beacon}`),
    },
    guards: { hasPending: () => pending.value },
  });
  const actor = createActor(machine, { clock, input: options.input ?? { uploadEnabled: true } }).start();
  const advance = async (ms: number) => {
    for (let done = 0; done < ms; done += STEP) {
      clock.increment(Math.min(STEP, ms - done));
      await flushMicrotasks();
    }
  };
  return {
    actor,
    clock,
    calls,
    uploads,
    commands,
    pending,
    advance,
    state: () => actor.getSnapshot().value,
    uploadCount: () => calls.filter((call) => call.startsWith('upload')).length,
  };
}

const ok: UploadResult = { ok: true, status: 200, sent: 3 };

describe('the upload loop', () => {
  it(`uploads every ${UPLOAD_LOOP_MS} ms while events wait, at most 50 at a time`, async () => {
    const { advance, uploadCount, calls } = start({ answer: () => ok });
    await advance(UPLOAD_LOOP_MS - 1);
    expect(uploadCount()).toBe(0);
    await advance(1);
    expect(uploadCount()).toBe(1);
    await advance(UPLOAD_LOOP_MS * 3);
    expect(uploadCount()).toBe(4);
    expect(calls[0]).toBe('upload 50');
  });

  it('does not upload while nothing waits, and starts when something does', async () => {
    const { advance, uploadCount, pending, state } = start({ answer: () => ok, pending: { value: false } });
    await advance(5_000);
    expect(uploadCount()).toBe(0);
    expect(state()).toEqual({ visible: 'idle' });
    pending.value = true;
    await advance(UPLOAD_LOOP_MS);
    expect(uploadCount()).toBe(1);
  });

  it('never overlaps uploads: a slow one holds the loop until it answers', async () => {
    const { advance, uploadCount, uploads, state } = start();
    await advance(UPLOAD_LOOP_MS);
    expect(uploadCount()).toBe(1);
    await advance(10_000);
    expect(uploadCount()).toBe(1);
    expect(state()).toEqual({ visible: 'uploading' });
    uploads[0]?.resolve(ok);
    await flushMicrotasks();
    expect(state()).toEqual({ visible: 'idle' });
    await advance(UPLOAD_LOOP_MS);
    expect(uploadCount()).toBe(2);
  });

  it('TRACK queues the event in every state', async () => {
    const { actor, calls } = start({ input: { uploadEnabled: false } });
    actor.send({ type: 'TRACK', event: { event_tracking_id: 'b1' } });
    actor.send({ type: 'PAGE_HIDDEN' });
    actor.send({ type: 'TRACK', event: { event_tracking_id: 'b2' } });
    expect(calls.filter((call) => call.startsWith('enqueue'))).toEqual(['enqueue b1', 'enqueue b2']);
  });
});

describe('the upload switch (SPEC 4: upload is on only if the common config says so)', () => {
  it('is off until the config answers: events queue, nothing uploads', async () => {
    const { actor, advance, uploadCount, state } = start({ input: {}, answer: () => ok });
    await advance(3_000);
    expect(state()).toEqual({ visible: 'disabled' });
    expect(uploadCount()).toBe(0);
    actor.send({ type: 'CONFIG_LOADED', uploadEnabled: true });
    expect(state()).toEqual({ visible: 'idle' });
    await advance(UPLOAD_LOOP_MS);
    expect(uploadCount()).toBe(1);
  });

  it('switched off stops the uploads, switched on starts them again', async () => {
    const { actor, advance, uploadCount, state } = start({ answer: () => ok });
    await advance(UPLOAD_LOOP_MS);
    actor.send({ type: 'CONFIG_LOADED', uploadEnabled: false });
    expect(state()).toEqual({ visible: 'disabled' });
    await advance(5_000);
    expect(uploadCount()).toBe(1);
    actor.send({ type: 'CONFIG_LOADED', uploadEnabled: false });
    expect(state()).toEqual({ visible: 'disabled' });
    actor.send({ type: 'CONFIG_LOADED', uploadEnabled: true });
    await advance(UPLOAD_LOOP_MS);
    expect(uploadCount()).toBe(2);
  });

  it('the same switch value again leaves a back-off alone', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(Math, 'random').mockReturnValue(1);
    const answers: UploadResult[] = [{ ok: false, status: 503, sent: 1 }];
    const { actor, advance, state, uploadCount } = start({ answer: () => answers.shift() ?? ok });
    await advance(UPLOAD_LOOP_MS);
    expect(state()).toEqual({ visible: 'backingOff' });
    actor.send({ type: 'CONFIG_LOADED', uploadEnabled: true });
    expect(state()).toEqual({ visible: 'backingOff' });
    await advance(1_000 + UPLOAD_LOOP_MS - STEP);
    expect(uploadCount()).toBe(1);
  });

  it('a machine started without input waits for the switch', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(trackerMachine, { clock, input: undefined }).start();
    expect(actor.getSnapshot().value).toEqual({ visible: 'disabled' });
    expect(actor.getSnapshot().context.uploadEnabled).toBe(false);
    actor.stop();
  });

  it('a config failure turns uploading off and is only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, advance, uploadCount, state } = start({ answer: () => ok });
    actor.send({ type: 'CONFIG_FAILED', error: new Error('offline') });
    expect(state()).toEqual({ visible: 'disabled' });
    expect(actor.getSnapshot().context.uploadEnabled).toBe(false);
    expect(warn.mock.calls).toEqual([['tracking uploads are off: the client common config failed']]);
    await advance(3_000);
    expect(uploadCount()).toBe(0);
  });
});

describe('failures', () => {
  it(`a 403 silences uploads for ${FORBIDDEN_SILENCE_MS / 1000} s, logged with its status`, async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const answers: UploadResult[] = [{ ok: false, status: 403, sent: 3 }];
    const { advance, uploadCount, state } = start({ answer: () => answers.shift() ?? ok });
    await advance(UPLOAD_LOOP_MS);
    expect(state()).toEqual({ visible: 'silenced' });
    expect(warn.mock.calls).toEqual([['tracking upload failed with status 403']]);
    await advance(FORBIDDEN_SILENCE_MS + UPLOAD_LOOP_MS - 1);
    expect(uploadCount()).toBe(1);
    await advance(1);
    expect(uploadCount()).toBe(2);
    expect(state()).toEqual({ visible: 'idle' });
  });

  it('other failures back off exponentially, with jitter from Math.random', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const answers: UploadResult[] = [
      { ok: false, status: 503, sent: 1 },
      { ok: false, status: 0, sent: 1 },
      { ok: false, status: 500, sent: 1 },
      ok,
      { ok: false, status: 503, sent: 1 },
    ];
    const times: number[] = [];
    const run = start({ answer: () => answers.shift() ?? ok });
    const { advance, clock, calls } = run;
    const count = () => {
      while (times.length < run.uploadCount()) times.push(clock.now());
    };
    for (let i = 0; i < 200; i++) {
      await advance(STEP);
      count();
    }
    // Waits of 0.5 s, 1 s, 2 s (half of a ceiling doubling from 1 s), each followed by the 500 ms loop; the
    // success resets the count, so the next failure waits 0.5 s again.
    expect(times.slice(0, 6)).toEqual([500, 1_500, 3_000, 5_500, 6_000, 7_000]);
    expect(calls.filter((call) => call.startsWith('upload')).length).toBeGreaterThan(6);
    expect(run.actor.getSnapshot().context.failures).toBe(0);
  });

  it('a 429 waits for its Retry-After', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const answers: UploadResult[] = [{ ok: false, status: 429, sent: 1, retryAfterMs: 3_000 }];
    const { advance, uploadCount, state, actor } = start({ answer: () => answers.shift() ?? ok });
    await advance(UPLOAD_LOOP_MS);
    expect(state()).toEqual({ visible: 'backingOff' });
    expect(actor.getSnapshot().context.retryInMs).toBe(3_000);
    await advance(3_000 + UPLOAD_LOOP_MS - 1);
    expect(uploadCount()).toBe(1);
    await advance(1);
    expect(uploadCount()).toBe(2);
  });

  it('an upload that throws backs off like a failure', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(Math, 'random').mockReturnValue(1);
    const answers: Array<UploadResult | Error> = [new Error('boom')];
    const { advance, state, actor } = start({ answer: () => answers.shift() ?? ok });
    await advance(UPLOAD_LOOP_MS);
    expect(state()).toEqual({ visible: 'backingOff' });
    expect(actor.getSnapshot().context).toMatchObject({ failures: 1, retryInMs: 1_000, lastStatus: 0 });
  });

  it('a batch refused for good (dropped by the tracker) is not retried', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const answers: UploadResult[] = [{ ok: false, status: 400, sent: 2, discarded: true }];
    const { advance, state } = start({ answer: () => answers.shift() ?? ok });
    await advance(UPLOAD_LOOP_MS);
    expect(state()).toEqual({ visible: 'idle' });
  });
});

describe('Retry-After (only a 429 names its own wait)', () => {
  it('another failure that carries a Retry-After still backs off exponentially', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const answers: UploadResult[] = [{ ok: false, status: 503, sent: 1, retryAfterMs: 30_000 }];
    const { advance, actor } = start({ answer: () => answers.shift() ?? ok });
    await advance(UPLOAD_LOOP_MS);
    expect(actor.getSnapshot().context).toMatchObject({ failures: 1, retryInMs: 500, lastStatus: 503 });
  });

  it('a 429 without a Retry-After backs off exponentially', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(Math, 'random').mockReturnValue(1);
    const answers: UploadResult[] = [{ ok: false, status: 429, sent: 1 }];
    const { advance, actor } = start({ answer: () => answers.shift() ?? ok });
    await advance(UPLOAD_LOOP_MS);
    expect(actor.getSnapshot().context).toMatchObject({ failures: 1, retryInMs: 1_000, lastStatus: 429 });
  });

  it('a failed upload is logged with the status it answered', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const answers: UploadResult[] = [{ ok: false, status: 503, sent: 1 }];
    const { advance } = start({ answer: () => answers.shift() ?? ok });
    await advance(UPLOAD_LOOP_MS);
    expect(warn.mock.calls).toEqual([['tracking upload failed with status 503']]);
  });
});

describe('a 429 with a short Retry-After', () => {
  it(`still waits at least the ${UPLOAD_LOOP_MS} ms loop`, async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const answers: UploadResult[] = [{ ok: false, status: 429, sent: 1, retryAfterMs: 10 }];
    const { advance, state, actor } = start({ answer: () => answers.shift() ?? ok });
    await advance(UPLOAD_LOOP_MS);
    expect(state()).toEqual({ visible: 'backingOff' });
    expect(actor.getSnapshot().context).toMatchObject({ failures: 1, retryInMs: UPLOAD_LOOP_MS, lastStatus: 429 });
  });
});

describe('the machine without its host (its defaults)', () => {
  it('leads alone, resigns on hide and claims again on show; uploads answer that nothing was sent', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(trackerMachine, { clock, input: { uploadEnabled: true } }).start();
    expect(actor.getSnapshot().context.isLeader).toBe(true);
    for (let done = 0; done < UPLOAD_LOOP_MS; done += STEP) {
      clock.increment(STEP);
      await flushMicrotasks();
    }
    expect(actor.getSnapshot().context).toMatchObject({ failures: 0, lastStatus: 204 });
    actor.send({ type: 'PAGE_HIDDEN' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.isLeader).toBe(false);
    actor.send({ type: 'PAGE_SHOWN' });
    expect(actor.getSnapshot().context.isLeader).toBe(true);
    actor.stop();
  });
});

describe('backOffDelay', () => {
  it.each([
    [1, 0, 500],
    [1, 1, 1_000],
    [2, 0.5, 1_500],
    [3, 0, 2_000],
    [7, 1, 60_000],
    [12, 0, 30_000],
  ])('failure %p with random %p waits %p ms', (failures, random, expected) => {
    expect(backOffDelay(failures, random)).toBe(expected);
  });
});

describe('leadership (one tab uploads)', () => {
  it('a tab whose election has not answered yet (another tab holds the lock) does not upload', async () => {
    const clock = new SimulatedClock();
    const uploads: number[] = [];
    const machine = trackerMachine.provide({
      actors: {
        upload: fromPromise<UploadResult, UploadInput>(async () => (uploads.push(1), ok)),
        leadership: fromCallback<LeadershipCommand>(() => () => {}),
      },
      guards: { hasPending: () => true },
    });
    const actor = createActor(machine, { clock, input: { uploadEnabled: true } }).start();
    for (let done = 0; done < 3_000; done += STEP) {
      clock.increment(STEP);
      await flushMicrotasks();
    }
    expect(uploads).toEqual([]);
    expect(actor.getSnapshot().context.isLeader).toBe(false);
    actor.stop();
  });

  it('a tab that does not lead does not upload, until it leads', async () => {
    const { actor, advance, uploadCount } = start({ answer: () => ok, leader: false });
    await advance(3_000);
    expect(uploadCount()).toBe(0);
    actor.send({ type: 'LEADERSHIP', isLeader: true });
    await advance(UPLOAD_LOOP_MS);
    expect(uploadCount()).toBe(1);
  });
});

describe('page hide and show (SPEC 4)', () => {
  it('a hide emits page-leave, one performance event, then flushes by beacon, and resigns', async () => {
    const { actor, calls, commands, state } = start({ answer: () => ok });
    actor.send({ type: 'PAGE_HIDDEN' });
    await flushMicrotasks();
    expect(calls).toEqual(['leavePage', 'performance {"LCP":1200}', 'flush beacon=true']);
    expect(state()).toEqual({ hidden: 'resting' });
    expect(commands).toEqual(['RESIGN']);
    expect(actor.getSnapshot().context.isLeader).toBe(false);
  });

  it('runs no loop while hidden', async () => {
    const { actor, advance, uploadCount } = start({ answer: () => ok });
    actor.send({ type: 'PAGE_HIDDEN' });
    await advance(10_000);
    expect(uploadCount()).toBe(0);
  });

  it('cancels an upload in flight; the beacon carries its events', async () => {
    const { actor, advance, uploads, calls } = start();
    await advance(UPLOAD_LOOP_MS);
    actor.send({ type: 'PAGE_HIDDEN' });
    await flushMicrotasks();
    expect(uploads[0]?.signal.aborted).toBe(true);
    expect(calls.at(-1)).toBe('flush beacon=true');
  });

  it('sends exactly one performance event per hide', async () => {
    const { actor, advance, calls } = start({ answer: () => ok });
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'PAGE_HIDDEN' });
      actor.send({ type: 'PAGE_HIDDEN' });
      await advance(1_000);
      actor.send({ type: 'PAGE_SHOWN' });
      actor.send({ type: 'PAGE_SHOWN' });
      await advance(1_000);
    }
    expect(calls.filter((call) => call.startsWith('performance'))).toHaveLength(3);
    expect(calls.filter((call) => call.startsWith('flush'))).toHaveLength(3);
    expect(calls.filter((call) => call === 'leavePage')).toHaveLength(3);
  });

  it(`flushes without metrics when web-vitals has not answered within ${PERFORMANCE_WAIT_MS} ms`, async () => {
    const { actor, advance, calls } = start({ performance: () => new Promise<EventExt>(() => {}) });
    actor.send({ type: 'PAGE_HIDDEN' });
    await advance(PERFORMANCE_WAIT_MS - 1);
    expect(calls).toEqual(['leavePage']);
    await advance(1);
    expect(calls).toEqual(['leavePage', 'performance {}', 'flush beacon=true']);
  });

  it('does not beacon when uploading is off or another tab leads; it still writes the queue', async () => {
    const off = start({ input: {} });
    off.actor.send({ type: 'PAGE_HIDDEN' });
    await flushMicrotasks();
    expect(off.calls.at(-1)).toBe('flush beacon=false');
    const follower = start({ leader: false });
    follower.actor.send({ type: 'PAGE_HIDDEN' });
    await flushMicrotasks();
    expect(follower.calls.at(-1)).toBe('flush beacon=false');
  });

  it('a pagehide beacons only when uploading is on and this tab leads; it always writes the queue', async () => {
    const leading = start();
    leading.actor.send({ type: 'PAGE_UNLOADING' });
    expect(leading.calls.at(-1)).toBe('flush beacon=true');
    const off = start({ input: {} });
    off.actor.send({ type: 'PAGE_UNLOADING' });
    expect(off.calls.at(-1)).toBe('flush beacon=false');
    const follower = start({ leader: false });
    follower.actor.send({ type: 'PAGE_UNLOADING' });
    expect(follower.calls.at(-1)).toBe('flush beacon=false');
  });

  it('a show restarts the loop, shows the page again and claims leadership', async () => {
    const { actor, advance, calls, commands, uploadCount, state } = start({ answer: () => ok });
    actor.send({ type: 'PAGE_HIDDEN' });
    await advance(5_000);
    actor.send({ type: 'PAGE_SHOWN' });
    expect(state()).toEqual({ visible: 'idle' });
    expect(calls.at(-1)).toBe('returnToPage');
    expect(commands).toEqual(['RESIGN', 'CLAIM']);
    await advance(UPLOAD_LOOP_MS);
    expect(uploadCount()).toBe(1);
  });

  it('a show while the hide is still flushing lets the flush finish, then returns', async () => {
    let answer: (metrics: EventExt) => void = () => {};
    const { actor, calls, state } = start({ performance: () => new Promise<EventExt>((resolve) => (answer = resolve)) });
    actor.send({ type: 'PAGE_HIDDEN' });
    actor.send({ type: 'PAGE_SHOWN' });
    expect(state()).toEqual({ hidden: 'flushing' });
    answer({ CLS: 0.01 });
    await flushMicrotasks();
    expect(calls).toEqual(['leavePage', 'performance {"CLS":0.01}', 'flush beacon=true', 'returnToPage']);
    expect(state()).toEqual({ visible: 'idle' });
  });

  it('a show restores the switch state: still off stays off', async () => {
    const { actor, state } = start({ input: {} });
    actor.send({ type: 'PAGE_HIDDEN' });
    await flushMicrotasks();
    actor.send({ type: 'PAGE_SHOWN' });
    expect(state()).toEqual({ visible: 'disabled' });
    actor.send({ type: 'PAGE_HIDDEN' });
    actor.send({ type: 'CONFIG_LOADED', uploadEnabled: true });
    await flushMicrotasks();
    actor.send({ type: 'PAGE_SHOWN' });
    expect(state()).toEqual({ visible: 'idle' });
  });
});

describe('provideTracker: the machine driving a real tracker', () => {
  function wired(options: { vitals?: boolean; input?: TrackerInput } = {}) {
    const storage = new FakeStorage();
    const election: string[] = [];
    const { queue } = makeQueue(storage);
    const sent: Batch[] = [];
    const beacons: Batch[] = [];
    const tracker = createTracker({
      queue,
      transport: {
        send: async (batch) => {
          sent.push(batch);
          return { ok: true, status: 200 };
        },
      },
      beacon: { send: (batch) => (beacons.push(batch), true) },
      environment: ENVIRONMENT,
      identity: { deviceId: 'device-1', sessionId: 'session-1' },
      locale: () => 'en',
      page: { url: 'https://exchange.test/spot/BTCUSDT', title: 'Spot', referrer: '' },
      elect: (onChange) => {
        let isLeader = false;
        const set = (next: boolean) => {
          election.push(next ? 'claim' : 'resign');
          isLeader = next;
          onChange(next);
        };
        return {
          get isLeader() {
            return isLeader;
          },
          claim: () => set(true),
          resign: () => set(false),
        };
      },
    });
    const upload = jest.spyOn(tracker, 'upload');
    const vitals = options.vitals === false ? undefined : { collect: async () => ({ LCP: 900 }), current: () => ({ LCP: 950 }) };
    const clock = new SimulatedClock();
    const actor = createActor(provideTracker(tracker, vitals), {
      clock,
      input: options.input ?? { uploadEnabled: true },
    }).start();
    const advance = async (ms: number) => {
      for (let done = 0; done < ms; done += STEP) {
        clock.increment(STEP);
        await flushMicrotasks();
      }
    };
    return { actor, queue, sent, beacons, advance, election, upload };
  }

  it('the loop starts no upload while nothing is queued', async () => {
    const { advance, upload } = wired();
    await advance(UPLOAD_LOOP_MS * 4);
    expect(upload).not.toHaveBeenCalled();
  });

  it('a hidden tab lets the election go and claims again when shown; a stopped machine lets it go', async () => {
    const { actor, election } = wired();
    expect(election).toEqual(['claim']);
    actor.send({ type: 'PAGE_HIDDEN' });
    await flushMicrotasks();
    expect(election).toEqual(['claim', 'resign']);
    actor.send({ type: 'PAGE_SHOWN' });
    expect(election).toEqual(['claim', 'resign', 'claim']);
    actor.stop();
    expect(election).toEqual(['claim', 'resign', 'claim', 'resign']);
  });

  it('a tab shown again tracks a page-show after its page-leave', async () => {
    const { actor, queue } = wired({ input: {} });
    actor.send({ type: 'PAGE_HIDDEN' });
    await flushMicrotasks();
    actor.send({ type: 'PAGE_SHOWN' });
    expect(queue.peek().map((event) => event.event_tracking)).toEqual(['page-leave', 'performance', 'page-show']);
  });

  it('with uploading off a hide sends nothing by beacon', async () => {
    const { actor, beacons } = wired({ input: {} });
    actor.send({ type: 'PAGE_HIDDEN' });
    await flushMicrotasks();
    expect(beacons).toEqual([]);
  });

  it('without a web-vitals recorder a hide or a pagehide still sends b8972, without metrics', async () => {
    const hidden = wired({ vitals: false });
    hidden.actor.send({ type: 'PAGE_HIDDEN' });
    await flushMicrotasks();
    expect(hidden.beacons.flatMap((batch) => batch.events).map((event) => [event.event_tracking, event.event_tracking_ext])).toEqual([
      ['page-leave', {}],
      ['performance', {}],
    ]);
    const unloading = wired({ vitals: false });
    unloading.actor.send({ type: 'PAGE_UNLOADING' });
    expect(unloading.beacons.flatMap((batch) => batch.events).map((event) => [event.event_tracking, event.event_tracking_ext])).toEqual([
      ['page-leave', {}],
      ['performance', {}],
    ]);
  });

  it('tracked events are uploaded by the loop and acknowledged', async () => {
    const { actor, queue, sent, advance } = wired();
    actor.send({ type: 'TRACK', event: { event_tracking_id: 'b1', event_tracking: 'buy' } });
    actor.send({ type: 'TRACK', event: { event_tracking_id: 'b2', event_tracking: 'sell' } });
    expect(queue.size()).toBe(2);
    await advance(UPLOAD_LOOP_MS);
    expect(sent[0]?.events.map((event) => event.event_tracking_id)).toEqual(['b1', 'b2']);
    expect(queue.size()).toBe(0);
  });

  it('a page view of a new address hides the old page and shows the new one; the same address is no new view', async () => {
    const { actor, queue } = wired();
    actor.send({ type: 'PAGE_VIEWED', url: 'https://exchange.test/spot/BTCUSDT', title: 'Spot' });
    actor.send({ type: 'PAGE_VIEWED', url: 'https://exchange.test/wiki', title: 'Wiki' });
    actor.send({ type: 'PAGE_VIEWED', url: 'https://exchange.test/wiki#top', title: 'Wiki' });
    const events = queue.peek();
    expect(events.map((event) => [event.event_tracking, event.curr_page, event.title])).toEqual([
      ['page-show', '/spot/BTCUSDT', 'Spot'],
      ['page-hide', '/spot/BTCUSDT', 'Spot'],
      ['page-show', '/wiki', 'Wiki'],
    ]);
  });

  it('a pagehide sends page-leave and b8972 by beacon before the event returns, with the values known then', () => {
    const { actor, beacons } = wired();
    actor.send({ type: 'PAGE_UNLOADING' });
    const events = beacons.flatMap((batch) => batch.events);
    expect(events.map((event) => event.event_tracking)).toEqual(['page-leave', 'performance']);
    expect(events[1]?.event_tracking_ext).toEqual({ LCP: 950 });
    expect(actor.getSnapshot().value).toEqual({ hidden: 'resting' });
  });

  it('a hide sends page-leave and b8972 by beacon', async () => {
    const { actor, beacons } = wired();
    actor.send({ type: 'PAGE_HIDDEN' });
    await flushMicrotasks();
    const events = beacons.flatMap((batch) => batch.events);
    expect(events.map((event) => [event.type, event.event_tracking_id, event.event_tracking])).toEqual([
      ['page', '/', 'page-leave'],
      ['system', 'b8972', 'performance'],
    ]);
    expect(events[1]?.event_tracking_ext).toEqual({ LCP: 900 });
  });
});
