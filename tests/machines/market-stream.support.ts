// A headless market-stream machine with a fake socket and a fake snapshot call, driven by a SimulatedClock.
import { SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import type { SubscribeAuth } from '../../src/core/trading/contract/frames';
import { AnyServerFrame } from '../../src/core/trading/contract/futures-frames';
import type { AccountKind } from '../../src/core/trading/contract/primitives';
import {
  marketStreamMachine,
  type MarketStreamEmitted,
  type MarketStreamInput,
  type MarketStreamEvent,
  type SocketCommand,
  type StreamMarket,
} from '../../machines/market-stream.machine';

// The shortest delay is the snapshot retry (1 s): time moves in smaller steps.
const STEP = 100;

export const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

interface PendingSnapshot {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export const AUTH: SubscribeAuth = {
  'device-sign': 'c2ln',
  'device-sign-mode': '2',
  'device-sign-data-md5': '0'.repeat(32),
  'device-sign-key': '1'.repeat(32),
  tm: '1700000000',
  uhti: '2'.repeat(32),
};

/** What a test sets of a stream's input: a futures stream is handed the perpetuals' frames, as the saga hands them. */
type StreamOverrides = Partial<Pick<MarketStreamInput, 'symbol' | 'interval' | 'account' | 'privateChannels' | 'random' | 'klines'>> & { market?: StreamMarket };

export function startStream({ market, ...input }: StreamOverrides = {}, options: { authorize?: () => Promise<SubscribeAuth> } = {}) {
  const clock = new SimulatedClock();
  const sent: SocketCommand['frame'][] = [];
  const snapshots: PendingSnapshot[] = [];
  const snapshotRequests: { symbol: string; market?: StreamMarket }[] = [];
  const emitted: MarketStreamEmitted[] = [];
  const authorizations: { account: AccountKind; channels: string[] }[] = [];
  let sockets = 0;
  const socketAccounts: AccountKind[] = [];
  let toMachine: ((event: MarketStreamEvent) => void) | null = null;
  const machine = marketStreamMachine.provide({
    actors: {
      socket: fromCallback<SocketCommand, { account: AccountKind }>(({ sendBack, receive, input: socketInput }) => {
        sockets += 1;
        socketAccounts.push(socketInput.account);
        toMachine = sendBack as (event: MarketStreamEvent) => void;
        receive((command) => sent.push(command.frame));
        return () => {
          toMachine = null;
        };
      }),
      fetchSnapshot: fromPromise<unknown, { symbol: string; market?: StreamMarket }>(({ input: request }) => {
        snapshotRequests.push(request);
        return new Promise((resolve, reject) => snapshots.push({ resolve, reject }));
      }),
      authorize: fromPromise<SubscribeAuth, { account: AccountKind; channels: string[] }>(({ input: request }) => {
        authorizations.push(request);
        return options.authorize?.() ?? Promise.resolve(AUTH);
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      symbol: 'BTCUSDT',
      interval: '1m',
      account: 'real',
      privateChannels: false,
      random: () => 1,
      ...input,
      ...(market === 'futures' ? { market, frames: AnyServerFrame } : { market }),
    },
  });
  for (const type of ['data', 'futuresData', 'reconnected', 'sessionEnded', 'streamError'] as const) actor.on(type, (event) => void emitted.push(event));
  actor.start();

  const advance = async (ms: number) => {
    for (let done = 0; done < ms; done += STEP) {
      clock.increment(Math.min(STEP, ms - done));
      await flushMicrotasks();
    }
  };
  const fromSocket = (event: MarketStreamEvent) => {
    if (!toMachine) throw new Error('no socket is open');
    toMachine(event);
  };
  return {
    actor,
    clock,
    sent,
    snapshots,
    snapshotRequests,
    emitted,
    authorizations,
    advance,
    sockets: () => sockets,
    /** The account world each socket opened so far was asked for. */
    socketAccounts,
    hasSocket: () => toMachine !== null,
    open: () => fromSocket({ type: 'SOCKET.OPEN' }),
    frame: (frame: unknown) => fromSocket({ type: 'SOCKET.FRAME', frame }),
    close: () => fromSocket({ type: 'SOCKET.CLOSED', code: 1006 }),
    tags: () => [...actor.getSnapshot().tags].sort(),
    answerSnapshot: async (value: unknown) => {
      const pending = snapshots.shift();
      if (!pending) throw new Error('no snapshot was asked for');
      pending.resolve(value);
      await flushMicrotasks();
    },
  };
}
