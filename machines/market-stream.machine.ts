// The market stream of one symbol (DESIGN "Trading"): the machine owns the socket (an injected callback actor) and
// the local order book. It connects, subscribes, goes stale when the stream falls silent, reconnects with
// exponential backoff and jitter, resubscribes, and keeps the book right by docs/protocol.md's resync rule: a gap
// drops the book, buffers the stream and takes a fresh snapshot. A tab that slept resyncs as it wakes.
// Everything but the book leaves the machine as emitted events; the saga batches them into the store.
import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { receiveDiff, receiveSnapshot, startSync, type BookSync } from '../src/core/trading/book-sync';
import {
  FUTURES_PRIVATE_CHANNELS,
  depthChannel,
  futuresDepthChannel,
  futuresKlineChannel,
  futuresMarkChannel,
  futuresTickerChannel,
  futuresTradesChannel,
  klineChannel,
  tickerChannel,
  tradesChannel,
  type PrivateChannel,
} from '../src/core/trading/contract/channels';
import { StreamCodes } from '../src/core/trading/contract/codes';
import type { ClientFrame, DataFrame, SubscribeAuth } from '../src/core/trading/contract/frames';
import { ServerFrame } from '../src/core/trading/contract/frames';
import type { AnyServerFrame, FuturesDataFrame } from '../src/core/trading/contract/futures-frames';
import type { KlineInterval } from '../src/core/trading/contract/market-data';
import { DepthSnapshot } from '../src/core/trading/contract/market-data';
import type { AccountKind } from '../src/core/trading/contract/primitives';
import { parseWith, type Parsed } from '../src/core/trading/contract/parse';

/** Named delays, in ms. The ticker alone sends a frame a second, so five silent seconds mean trouble. */
export const STREAM_DELAYS = {
  connectTimeout: 10_000,
  staleAfter: 5_000,
  /** In stale, after a ping of our own: no answer by then and the socket is given up. */
  deadAfter: 10_000,
  snapshotRetry: 1_000,
  /** A tab hidden this long may have slept (timers frozen, frames missed): it resyncs when shown. */
  sleepAfter: 10_000,
} as const;

/** Reconnect backoff: from 1 s, x1.5 per attempt, at most 30 s; then between half and all of it (jitter). */
export const BACKOFF = { firstMs: 1_000, factor: 1.5, maxMs: 30_000 } as const;

export function backoffDelay(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * BACKOFF.factor ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + 0.5 * random));
}

/** The spot book of a pair, or its USDT-margined perpetual (`futures.` channels, docs/futures.md "Stream"). */
export type StreamMarket = 'spot' | 'futures';

interface StreamInputBase {
  symbol: string;
  interval: KlineInterval;
  account: AccountKind;
  /** Subscribe the account's orders, fills and balances (there is a session to authorise them). */
  privateChannels: boolean;
  /** Follow the kline channel of `interval` (a chart is shown); without, until KLINES.WANTED. Yes unless told. */
  klines?: boolean;
  /** Jitter source; tests pass a fixed one. */
  random?: () => number;
}

/**
 * Spot unless told otherwise. A perpetual's stream is handed the schema of the frames it may carry, the futures ones
 * included (futures-frames.ts): a spot stream checks the spot frames alone, and a spot visit never loads the others.
 */
export type MarketStreamInput = StreamInputBase & ({ market?: 'spot' } | { market: 'futures'; frames: typeof AnyServerFrame });

export interface MarketStreamContext extends Required<StreamInputBase> {
  market: StreamMarket;
  /** What a frame is checked against: the spot frames, or a perpetual's stream's (input `frames`). */
  frames: typeof ServerFrame | typeof AnyServerFrame;
  sync: BookSync;
  /** Reconnect attempts since the last open socket. */
  attempt: number;
  /** Whether a socket was open before: the next open is a reconnect, and REST state must be re-read. */
  wasOpen: boolean;
  /** Frames that did not match the contract (dropped). */
  badFrames: number;
}

/** What the socket actor is told to do. */
export type SocketCommand = { type: 'SEND'; frame: ClientFrame };

export type MarketStreamEvent =
  | { type: 'SOCKET.OPEN' }
  | { type: 'SOCKET.FRAME'; frame: unknown }
  | { type: 'SOCKET.CLOSED'; code?: number }
  | { type: 'PAGE.HIDDEN' }
  | { type: 'PAGE.SHOWN' }
  | { type: 'NETWORK.ONLINE' }
  | { type: 'INTERVAL.CHANGED'; interval: KlineInterval }
  /** A chart is now shown: the kline channel of the interval is followed from here on. */
  | { type: 'KLINES.WANTED' }
  | { type: 'RESYNC' }
  /** Internal: a frame arrived (resets the silence timer). */
  | { type: 'FRAME.SEEN' }
  /** Internal: the book lost its footing and needs a snapshot. */
  | { type: 'BOOK.GAP' }
  /** Internal: the gateway dropped this socket's private channels, its session having ended. */
  | { type: 'SESSION.ENDED' };

/** What only a perpetual carries: mark and funding, and the account's positions, orders, fills, wallet, funding. */
export type FuturesAccountFrame = Exclude<FuturesDataFrame, { kind: 'futures.depth' | 'futures.ticker' | 'futures.trades' | 'futures.kline' }>;

export type MarketStreamEmitted =
  /** Ticker, trades, klines (of either market, in the spot shape) and the spot account's orders, fills, balances. */
  | { type: 'data'; frame: Exclude<DataFrame, { kind: 'depth' }> }
  | { type: 'futuresData'; frame: FuturesAccountFrame }
  /** A socket opened again after one was lost: what streams carry no sequence for must be re-read by REST. */
  | { type: 'reconnected' }
  /** The gateway dropped the private channels: the session behind them ended (or was replaced, by a switch). */
  | { type: 'sessionEnded' }
  | { type: 'streamError'; code: string; msg: string };

function publicChannels(context: Pick<MarketStreamContext, 'symbol' | 'interval' | 'market' | 'klines'>): string[] {
  const { symbol, interval } = context;
  const klines = context.klines ? [klineChannelOf(context.market, symbol, interval)] : [];
  if (context.market === 'futures') {
    return [futuresTickerChannel(symbol), futuresDepthChannel(symbol), futuresTradesChannel(symbol), ...klines, futuresMarkChannel(symbol)];
  }
  return [tickerChannel(symbol), depthChannel(symbol), tradesChannel(symbol), ...klines];
}

function klineChannelOf(market: StreamMarket, symbol: string, interval: KlineInterval): string {
  return market === 'futures' ? futuresKlineChannel(symbol, interval) : klineChannel(symbol, interval);
}

const SPOT_PRIVATE_CHANNELS: readonly PrivateChannel[] = ['orders', 'fills', 'balances'];

/** The account channels of the market: a futures page follows only the futures account, and spot only spot. */
export function privateChannelsOf(market: StreamMarket): readonly PrivateChannel[] {
  return market === 'futures' ? FUTURES_PRIVATE_CHANNELS : SPOT_PRIVATE_CHANNELS;
}

/** A perpetual's ticker, trades and klines keep the spot shapes: they leave the machine as spot frames. */
const FUTURES_PUBLIC = { 'futures.ticker': 'ticker', 'futures.trades': 'trades', 'futures.kline': 'kline' } as const;

const send = (frame: ClientFrame): SocketCommand => ({ type: 'SEND', frame });

/** The private subscribe carries an id, so its refusal (`32004` with the id) is never read as the session's end. */
export const PRIVATE_SUBSCRIBE_ID = 1;

export const marketStreamMachine = setup({
  types: {
    context: {} as MarketStreamContext,
    input: {} as MarketStreamInput,
    events: {} as MarketStreamEvent,
    emitted: {} as MarketStreamEmitted,
  },
  actors: {
    // Provided by the app: a WebSocket to /v1/ws that sends SOCKET.OPEN / FRAME / CLOSED and obeys SEND.
    /** The socket of one account world: the gateway's `/v1/ws` carries the real market, `?paptrading=1` the paper one. */
    socket: fromCallback<SocketCommand, { account: AccountKind }>(() => () => {}),
    /** Provided by the app: the page's visibility and the network coming back, as PAGE.* and NETWORK.ONLINE. */
    pageEvents: fromCallback(() => () => {}),
    fetchSnapshot: fromPromise<unknown, { symbol: string; market?: StreamMarket }>(async () => {
      throw new Error('fetchSnapshot not provided');
    }),
    /** Signs a private subscribe (docs/protocol.md "Authorising private channels"). */
    authorize: fromPromise<SubscribeAuth, { account: AccountKind; channels: string[] }>(async () => {
      throw new Error('authorize not provided');
    }),
  },
  delays: {
    ...STREAM_DELAYS,
    backoff: ({ context }) => backoffDelay(context.attempt, context.random()),
  },
  guards: {
    wantsPrivate: ({ context }) => context.privateChannels,
    snapshotShort: ({ context }) => context.sync.status === 'buffering',
  },
  actions: {
    restartBook: assign({ sync: () => startSync() }),
    subscribePublic: sendTo('socket', ({ context }) => send({ op: 'subscribe', channels: publicChannels(context) })),
    // On an open socket: the kline channel, when followed, moves to the new interval.
    moveKlineChannel: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'INTERVAL.CHANGED' || event.interval === context.interval) return;
      if (context.klines) {
        enqueue.sendTo('socket', send({ op: 'unsubscribe', channels: [klineChannelOf(context.market, context.symbol, context.interval)] }));
        enqueue.sendTo('socket', send({ op: 'subscribe', channels: [klineChannelOf(context.market, context.symbol, event.interval)] }));
      }
      enqueue.assign({ interval: event.interval });
    }),
    // On an open socket: the kline channel is followed from now, once.
    followKlines: enqueueActions(({ context, enqueue }) => {
      if (context.klines) return;
      enqueue.sendTo('socket', send({ op: 'subscribe', channels: [klineChannelOf(context.market, context.symbol, context.interval)] }));
      enqueue.assign({ klines: true });
    }),
    ping: sendTo('socket', () => send({ op: 'ping', ts: Date.now() })),
    handleFrame: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'SOCKET.FRAME') return;
      // A spot frame is one of a perpetual's stream's too: read as either.
      const parsed = parseWith(context.frames, event.frame, 1) as Parsed<AnyServerFrame>;
      enqueue.raise({ type: 'FRAME.SEEN' });
      if (!parsed.ok) {
        enqueue.assign({ badFrames: context.badFrames + 1 });
        return;
      }
      const frame = parsed.value;
      switch (frame.op) {
        case 'ping':
          enqueue.sendTo('socket', send({ op: 'pong', ts: frame.ts }));
          return;
        case 'error':
          enqueue.emit({ type: 'streamError', code: frame.code, msg: frame.msg });
          // Unasked (no id), 32004 says the session behind the private channels ended and they were dropped.
          if (frame.code === StreamCodes.NOT_AUTHORISED && frame.id === undefined) {
            enqueue.emit({ type: 'sessionEnded' });
            enqueue.raise({ type: 'SESSION.ENDED' });
          }
          return;
        case 'data':
          if (frame.kind === 'depth' || frame.kind === 'futures.depth') {
            const step = receiveDiff(context.sync, frame.data);
            enqueue.assign({ sync: step.sync });
            if (step.needsSnapshot) enqueue.raise({ type: 'BOOK.GAP' });
          } else if (frame.kind === 'futures.ticker' || frame.kind === 'futures.trades' || frame.kind === 'futures.kline') {
            enqueue.emit({ type: 'data', frame: { ...frame, kind: FUTURES_PUBLIC[frame.kind] } as Exclude<DataFrame, { kind: 'depth' }> });
          } else if (frame.kind.startsWith('futures.')) {
            enqueue.emit({ type: 'futuresData', frame: frame as FuturesAccountFrame });
          } else {
            enqueue.emit({ type: 'data', frame: frame as Exclude<DataFrame, { kind: 'depth' }> });
          }
          return;
        default:
        // ack and pong need nothing: any frame already counted as a sign of life.
      }
    }),
  },
}).createMachine({
  id: 'marketStream',
  context: ({ input }) => ({
    ...input,
    market: input.market ?? 'spot',
    klines: input.klines ?? true,
    frames: input.market === 'futures' ? input.frames : ServerFrame,
    random: input.random ?? Math.random,
    sync: startSync(),
    attempt: 0,
    wasOpen: false,
    badFrames: 0,
  }),
  type: 'parallel',
  invoke: { src: 'pageEvents', id: 'pageEvents' },
  states: {
    stream: {
      initial: 'online',
      // With no socket open yet (connecting, or waiting to reconnect), the interval and the wish for candles are only
      // kept: the next socket's subscription takes them (subscribePublic). An open socket's act on them at once.
      on: {
        'INTERVAL.CHANGED': { actions: assign({ interval: ({ event }) => event.interval }) },
        'KLINES.WANTED': { actions: assign({ klines: true }) },
      },
      states: {
        online: {
          // Leaving the socket leaves the book untrusted: nobody may read a stale book as live.
          exit: 'restartBook',
          invoke: { src: 'socket', id: 'socket', input: ({ context }) => ({ account: context.account }) },
          on: {
            'SOCKET.CLOSED': { target: 'reconnecting' },
            'SOCKET.FRAME': { actions: 'handleFrame' },
            RESYNC: { target: 'online', reenter: true },
            'NETWORK.ONLINE': { target: 'online', reenter: true },
            // Such a socket cannot subscribe privately again: a new one is opened, and its `reconnected` has the
            // account read again by REST, which either finds the tab's new session or logs the tab out.
            'SESSION.ENDED': { guard: 'wantsPrivate', target: 'online', reenter: true },
          },
          type: 'parallel',
          states: {
            connection: {
              initial: 'connecting',
              states: {
                connecting: {
                  tags: ['connecting'],
                  on: {
                    'SOCKET.OPEN': {
                      target: 'live',
                      actions: [
                        'subscribePublic',
                        enqueueActions(({ context, enqueue }) => {
                          if (context.wasOpen) enqueue.emit({ type: 'reconnected' });
                          enqueue.assign({ attempt: 0, wasOpen: true });
                        }),
                      ],
                    },
                  },
                  after: { connectTimeout: { target: '#marketStream.stream.reconnecting' } },
                },
                live: {
                  tags: ['live'],
                  on: {
                    'FRAME.SEEN': { target: 'live', reenter: true },
                    'INTERVAL.CHANGED': { actions: 'moveKlineChannel' },
                    'KLINES.WANTED': { actions: 'followKlines' },
                  },
                  after: { staleAfter: { target: 'stale' } },
                },
                stale: {
                  tags: ['stale'],
                  entry: 'ping',
                  on: { 'FRAME.SEEN': { target: 'live' }, 'INTERVAL.CHANGED': { actions: 'moveKlineChannel' }, 'KLINES.WANTED': { actions: 'followKlines' } },
                  after: { deadAfter: { target: '#marketStream.stream.reconnecting' } },
                },
              },
            },
            book: {
              initial: 'waiting',
              states: {
                waiting: { on: { 'SOCKET.OPEN': { target: 'fetching' } } },
                fetching: {
                  invoke: {
                    src: 'fetchSnapshot',
                    input: ({ context }) => ({ symbol: context.symbol, market: context.market }),
                    onDone: [
                      {
                        actions: assign({
                          sync: ({ context, event }) => {
                            const parsed = parseWith(DepthSnapshot, event.output, 1);
                            // A malformed answer counts as no answer: buffer on and ask again.
                            return parsed.ok ? receiveSnapshot(context.sync, parsed.value).sync : context.sync;
                          },
                        }),
                        target: 'checking',
                      },
                    ],
                    onError: { target: 'retrying' },
                  },
                },
                checking: {
                  always: [{ guard: 'snapshotShort', target: 'retrying' }, { target: 'synced' }],
                },
                retrying: {
                  after: { snapshotRetry: { target: 'fetching' } },
                },
                synced: {
                  tags: ['synced'],
                  on: { 'BOOK.GAP': { target: 'fetching' } },
                },
              },
            },
            private: {
              initial: 'waiting',
              states: {
                waiting: {
                  on: { 'SOCKET.OPEN': [{ guard: 'wantsPrivate', target: 'authorizing' }, { target: 'off' }] },
                },
                off: {},
                authorizing: {
                  invoke: {
                    src: 'authorize',
                    input: ({ context }) => ({ account: context.account, channels: [...privateChannelsOf(context.market)] }),
                    onDone: {
                      target: 'subscribed',
                      actions: sendTo('socket', ({ context, event }) =>
                        send({ id: PRIVATE_SUBSCRIBE_ID, op: 'subscribe', channels: [...privateChannelsOf(context.market)], account: context.account, auth: event.output }),
                      ),
                    },
                    onError: {
                      target: 'refused',
                      actions: emit({ type: 'streamError', code: 'authorize', msg: 'the private channels could not be signed' }),
                    },
                  },
                },
                subscribed: { tags: ['private'] },
                refused: {},
              },
            },
          },
        },
        reconnecting: {
          tags: ['reconnecting'],
          entry: assign({ attempt: ({ context }) => context.attempt + 1 }),
          on: { RESYNC: { target: 'online' }, 'NETWORK.ONLINE': { target: 'online' } },
          after: { backoff: { target: 'online' } },
        },
      },
    },
    page: {
      initial: 'visible',
      states: {
        visible: { on: { 'PAGE.HIDDEN': { target: 'hidden' } } },
        hidden: {
          on: { 'PAGE.SHOWN': { target: 'visible' } },
          after: { sleepAfter: { target: 'asleep' } },
        },
        asleep: {
          on: { 'PAGE.SHOWN': { target: 'visible', actions: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'RESYNC' })) } },
        },
      },
    },
  },
});

export type MarketStreamMachine = typeof marketStreamMachine;
