// The tracking upload policy (SPEC 4 "Tracking", SPEC 8 "Tracking errors", DECISIONS: Tracking).
//
// Ownership: the tracker of src/tracking (createTracker) owns the data: it makes events, keeps page views and the
// persisted queue, and performs one upload or one flush when asked. This machine owns time and the decisions:
// when to upload (a 500 ms loop, never two uploads at once), when to stop (upload switch off, 403 silence,
// back-off, hidden tab) and what a page hide does, in order. It holds no events; everything it does to the
// tracker goes through the named actors, actions and guard below, which `provideTracker` (or a test) provides.
//
//   visible.disabled    upload switch off or unknown yet; events still queue
//   visible.idle        every 500 ms: upload when this tab leads and events wait
//   visible.uploading   one upload in flight (the in-flight guard: the loop does not run here)
//   visible.silenced    10 s after a 403
//   visible.backingOff  after any other failure: exponential back-off with jitter, or a 429's Retry-After
//   hidden.flushing     page-leave is tracked; waits for web-vitals (at most 100 ms)
//   hidden.flushed      tracks b8972 with what web-vitals reported, flushes by beacon
//   hidden.unloaded     the page is going away (pagehide): everything above at once, with no later task to wait for
//   hidden.resting      no loop and no leadership until the page shows again
import { and, assign, fromCallback, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { FORBIDDEN_SILENCE_MS, TRACKING_BATCH_SIZE, UPLOAD_LOOP_MS } from '../src/config/constants';
import type { EventExt, TrackInput } from '../src/tracking/event';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, PERFORMANCE_WAIT_MS } from '../src/tracking/limits';
import type { Tracker, UploadResult } from '../src/tracking/page-tracker';

export type TrackerEvent =
  /** The client common config answered; eventLogUploadSwitch. */
  | { type: 'CONFIG_LOADED'; uploadEnabled: boolean }
  /** SPEC 8: the config failed, so uploading is off. */
  | { type: 'CONFIG_FAILED'; error?: unknown }
  | { type: 'TRACK'; event: TrackInput }
  /** The page on screen changed; the tracker decides whether it is a new page view (path or query differ). */
  | { type: 'PAGE_VIEWED'; url: string; title: string }
  | { type: 'PAGE_HIDDEN' }
  /**
   * The page is being unloaded or put in the back-forward cache (pagehide). No task runs after it, so the hide's
   * work is done at once, with the web-vitals values already reported (their handlers ran at visibilitychange).
   */
  | { type: 'PAGE_UNLOADING' }
  | { type: 'PAGE_SHOWN' }
  /** From the leadership actor: whether this tab is the one that uploads. */
  | { type: 'LEADERSHIP'; isLeader: boolean };

/** What the machine tells the leadership actor. */
export type LeadershipCommand = { type: 'CLAIM' } | { type: 'RESIGN' };

export interface TrackerInput {
  /** The upload switch when already known; off until CONFIG_LOADED otherwise. */
  uploadEnabled?: boolean;
}

export interface UploadInput {
  maxEvents: number;
}

export interface TrackerContext {
  uploadEnabled: boolean;
  isLeader: boolean;
  /** Failed uploads in a row. */
  failures: number;
  /** The wait of the current back-off. */
  retryInMs: number;
  /** HTTP status of the last upload; 0 when none came. */
  lastStatus: number | null;
  /** The page showed again while the hide was still being flushed. */
  showPending: boolean;
  /** What web-vitals reported for the current hide. */
  metrics: EventExt;
}

/**
 * Exponential back-off with "equal jitter": the ceiling doubles per failure from 1 s to 60 s, and the wait is
 * between half the ceiling and the ceiling, so tabs and devices that failed together do not retry together.
 */
export function backOffDelay(failures: number, random: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

const nothingUploaded: UploadResult = { ok: true, status: 204, sent: 0 };

export const trackerMachine = setup({
  types: {
    context: {} as TrackerContext,
    events: {} as TrackerEvent,
    input: {} as TrackerInput | undefined,
  },
  actors: {
    /** One upload; passes `signal` on so that leaving `uploading` (a hide) cancels it. */
    upload: fromPromise<UploadResult, UploadInput>(async () => nothingUploaded),
    /** The page's web-vitals metrics for b8972; web-vitals lives outside the machine. */
    collectPerformance: fromPromise<EventExt>(async () => ({})),
    /** Sends LEADERSHIP; hears CLAIM and RESIGN. Alone by default: this tab leads while it has claimed. */
    leadership: fromCallback<LeadershipCommand>(({ sendBack, receive }) => {
      sendBack({ type: 'LEADERSHIP', isLeader: true });
      receive((command) => sendBack({ type: 'LEADERSHIP', isLeader: command.type === 'CLAIM' }));
    }),
  },
  actions: {
    // Provided by the host (provideTracker): the tracker's side.
    enqueue: (_, _params: { input: TrackInput }) => {},
    viewPage: (_, _params: { url: string; title: string }) => {},
    leavePage: () => {},
    returnToPage: () => {},
    trackPerformance: (_, _params: { metrics: EventExt }) => {},
    /** b8972 with the values known right now, for a hide that cannot wait. */
    trackCurrentPerformance: () => {},
    /** Writes the queue; sends it by beacon when `beacon` (upload on and this tab leads). */
    flush: (_, _params: { beacon: boolean }) => {},
    // SPEC 8: failures are logged, never shown.
    reportUploadFailure: (_, params: { status: number }) => {
      console.warn(`tracking upload failed with status ${params.status}`);
    },
    reportConfigFailure: () => {
      console.warn('tracking uploads are off: the client common config failed');
    },
    setSwitch: assign((_, params: { uploadEnabled: boolean }) => ({ uploadEnabled: params.uploadEnabled })),
    countSuccess: assign((_, params: { result: UploadResult }) => ({ failures: 0, lastStatus: params.result.status })),
    countFailure: assign(({ context }, params: { result: UploadResult }) => {
      const failures = context.failures + 1;
      const { status, retryAfterMs } = params.result;
      const retryInMs =
        status === 429 && retryAfterMs !== undefined
          ? Math.max(retryAfterMs, UPLOAD_LOOP_MS)
          : backOffDelay(failures, Math.random());
      return { failures, retryInMs, lastStatus: status };
    }),
    claim: sendTo('leadership', { type: 'CLAIM' } satisfies LeadershipCommand),
    resign: sendTo('leadership', { type: 'RESIGN' } satisfies LeadershipCommand),
  },
  guards: {
    /** Provided: events wait in this tab's queue. */
    hasPending: () => true,
    isLeader: ({ context }) => context.isLeader,
    uploadEnabled: ({ context }) => context.uploadEnabled,
    showPending: ({ context }) => context.showPending,
    switchChanges: ({ context }, params: { uploadEnabled: boolean }) => context.uploadEnabled !== params.uploadEnabled,
    forbidden: (_, params: { result: UploadResult }) => params.result.status === 403,
    failed: (_, params: { result: UploadResult }) => !params.result.ok && params.result.discarded !== true,
  },
  delays: {
    uploadLoop: UPLOAD_LOOP_MS,
    forbiddenSilence: FORBIDDEN_SILENCE_MS,
    backOff: ({ context }) => context.retryInMs,
    performanceWait: PERFORMANCE_WAIT_MS,
  },
}).createMachine({
  id: 'tracker',
  context: ({ input }) => ({
    uploadEnabled: input?.uploadEnabled === true,
    isLeader: false,
    failures: 0,
    retryInMs: 0,
    lastStatus: null,
    showPending: false,
    metrics: {},
  }),
  invoke: { id: 'leadership', src: 'leadership' },
  on: {
    // Events queue in every state, the upload switch off included.
    TRACK: { actions: { type: 'enqueue', params: ({ event }) => ({ input: event.event }) } },
    PAGE_VIEWED: { actions: { type: 'viewPage', params: ({ event }) => ({ url: event.url, title: event.title }) } },
    LEADERSHIP: { actions: assign({ isLeader: ({ event }) => event.isLeader }) },
    CONFIG_LOADED: { actions: { type: 'setSwitch', params: ({ event }) => ({ uploadEnabled: event.uploadEnabled }) } },
    CONFIG_FAILED: { actions: [{ type: 'setSwitch', params: { uploadEnabled: false } }, 'reportConfigFailure'] },
  },
  initial: 'visible',
  states: {
    visible: {
      initial: 'resuming',
      on: {
        PAGE_HIDDEN: { target: 'hidden' },
        PAGE_UNLOADING: { target: 'hidden.unloaded' },
        // A change of the switch starts over from `resuming`, which picks idle or disabled; the same value again
        // leaves an upload, a silence or a back-off alone (the root handler only records it).
        CONFIG_LOADED: {
          guard: { type: 'switchChanges', params: ({ event }) => ({ uploadEnabled: event.uploadEnabled }) },
          target: '.resuming',
          actions: { type: 'setSwitch', params: ({ event }) => ({ uploadEnabled: event.uploadEnabled }) },
        },
        CONFIG_FAILED: {
          target: '.disabled',
          actions: [{ type: 'setSwitch', params: { uploadEnabled: false } }, 'reportConfigFailure'],
        },
      },
      states: {
        resuming: {
          always: [{ guard: 'uploadEnabled', target: 'idle' }, { target: 'disabled' }],
        },
        disabled: {
          tags: ['disabled'],
        },
        idle: {
          after: {
            uploadLoop: [
              { guard: and(['isLeader', 'hasPending']), target: 'uploading' },
              { target: 'idle', reenter: true },
            ],
          },
        },
        uploading: {
          tags: ['uploading'],
          invoke: {
            src: 'upload',
            input: { maxEvents: TRACKING_BATCH_SIZE },
            onDone: [
              {
                guard: { type: 'forbidden', params: ({ event }) => ({ result: event.output }) },
                target: 'silenced',
                actions: [
                  assign({ lastStatus: 403 }),
                  { type: 'reportUploadFailure', params: { status: 403 } },
                ],
              },
              {
                guard: { type: 'failed', params: ({ event }) => ({ result: event.output }) },
                target: 'backingOff',
                actions: [
                  { type: 'countFailure', params: ({ event }) => ({ result: event.output }) },
                  { type: 'reportUploadFailure', params: ({ event }) => ({ status: event.output.status }) },
                ],
              },
              {
                target: 'idle',
                actions: { type: 'countSuccess', params: ({ event }) => ({ result: event.output }) },
              },
            ],
            onError: {
              target: 'backingOff',
              actions: [
                { type: 'countFailure', params: { result: { ok: false, status: 0, sent: 0 } } },
                { type: 'reportUploadFailure', params: { status: 0 } },
              ],
            },
          },
        },
        silenced: {
          tags: ['silenced'],
          after: { forbiddenSilence: 'idle' },
        },
        backingOff: {
          tags: ['backingOff'],
          after: { backOff: 'idle' },
        },
      },
    },
    hidden: {
      tags: ['hidden'],
      // SPEC 4: hiding emits page-leave, sends performance metrics once and flushes at once.
      entry: ['leavePage', assign({ metrics: {} })],
      initial: 'flushing',
      states: {
        flushing: {
          invoke: {
            src: 'collectPerformance',
            onDone: { target: 'flushed', actions: assign({ metrics: ({ event }) => event.output }) },
            onError: { target: 'flushed' },
          },
          after: { performanceWait: { target: 'flushed' } },
          on: {
            // The flush finishes first, so that this hide still gets its one performance event.
            PAGE_SHOWN: { actions: assign({ showPending: true }) },
            PAGE_UNLOADING: { target: 'unloaded' },
          },
        },
        flushed: {
          entry: [
            { type: 'trackPerformance', params: ({ context }) => ({ metrics: context.metrics }) },
            { type: 'flush', params: ({ context }) => ({ beacon: context.uploadEnabled && context.isLeader }) },
          ],
          always: { target: 'resting' },
        },
        unloaded: {
          entry: [
            'trackCurrentPerformance',
            { type: 'flush', params: ({ context }) => ({ beacon: context.uploadEnabled && context.isLeader }) },
          ],
          always: { target: 'resting' },
        },
        resting: {
          // After the flush: the next leader restores what this tab wrote.
          entry: ['resign', assign({ isLeader: false })],
          always: {
            guard: 'showPending',
            target: '#tracker.visible',
            actions: [assign({ showPending: false }), 'returnToPage', 'claim'],
          },
          on: {
            PAGE_SHOWN: { target: '#tracker.visible', actions: ['returnToPage', 'claim'] },
            // Events made while hidden are written down; the next load (or the next leader) sends them.
            PAGE_UNLOADING: { actions: { type: 'flush', params: { beacon: false } } },
          },
        },
      },
    },
  },
});

/** The part of the tracker the machine drives. */
export type TrackerPort = Pick<
  Tracker,
  'upload' | 'hasPending' | 'lead' | 'track' | 'trackPage' | 'hide' | 'show' | 'trackPerformance' | 'flush'
>;

/** The machine wired to a tracker and, for b8972, a web-vitals recorder (src/tracking/web-vitals.ts). */
export function provideTracker(tracker: TrackerPort, vitals?: { collect(): Promise<EventExt>; current(): EventExt }) {
  return trackerMachine.provide({
    actors: {
      upload: fromPromise<UploadResult, UploadInput>(({ input, signal }) => tracker.upload(signal, input.maxEvents)),
      collectPerformance: fromPromise<EventExt>(() => vitals?.collect() ?? Promise.resolve({})),
      leadership: fromCallback<LeadershipCommand>(({ sendBack, receive }) => {
        const election = tracker.lead((isLeader) => sendBack({ type: 'LEADERSHIP', isLeader }));
        receive((command) => (command.type === 'CLAIM' ? election.claim() : election.resign()));
        election.claim();
        return () => election.resign();
      }),
    },
    actions: {
      enqueue: (_, { input }) => void tracker.track(input),
      viewPage: (_, { url, title }) => tracker.trackPage(url, title),
      leavePage: () => tracker.hide(),
      returnToPage: () => tracker.show(),
      trackPerformance: (_, { metrics }) => tracker.trackPerformance(metrics),
      trackCurrentPerformance: () => tracker.trackPerformance(vitals?.current() ?? {}),
      flush: (_, { beacon }) => void tracker.flush({ beacon }),
    },
    guards: { hasPending: () => tracker.hasPending() },
  });
}

export type TrackerActor = ActorRefFrom<typeof trackerMachine>;
