// A fake market port for the trading sagas' tests: the real market-stream machine over a fake socket and snapshot,
// and a gateway whose answers the test sets per path. Every call is recorded with its path and its body or query.
import { createActor, fromCallback, fromPromise } from 'xstate';
import { marketStreamMachine, type MarketStreamEvent, type MarketStreamInput, type SocketCommand } from '../../../machines/market-stream.machine';
import type { MarketPort } from '../../../sagas/ports';
import { AUTH } from '../../machines/market-stream.support';
import { SPOT_RULES, order, trade } from './trading-rows';

/** What a path answers to a body: a value, a promise, or an Error (a failed call). */
export type Reply = (body: unknown) => unknown;

/** The spot gateway of a logged-in user with one open order, as the saga tests start from. */
export function spotAnswers(): Record<string, Reply> {
  return {
    '/v1/market/exchangeInfo': () => ({ serverTime: 1, symbols: [SPOT_RULES] }),
    '/v1/market/trades': () => [trade('5'), trade('6')],
    '/v1/market/klines': () => [],
    '/v1/order/open': () => ({ orders: [order('1', 'new')] }),
    '/v1/asset/balances': () => ({ account: 'real', balances: [{ asset: 'USDT', available: '1000', frozen: '900' }] }),
    '/v1/order/history': () => ({ orders: [order('1', 'new')], next: null }),
    '/v1/order/fills': () => ({ fills: [], next: null }),
    '/v1/order/place': (body) => ({ order: { ...order('2', 'new'), clientOrderId: (body as { clientOrderId: string }).clientOrderId }, fills: [], duplicate: false }),
    '/v1/order/cancel': () => ({ order: order('1', 'canceled', 2) }),
  };
}

export function fakeMarket(answers: Record<string, Reply> = spotAnswers()) {
  const frames: (() => void)[] = [];
  /** Paths in the order they were called. */
  const calls: string[] = [];
  /** Each call with its body (POST) or query (GET). */
  const requests: [string, unknown][] = [];
  const sent: SocketCommand['frame'][] = [];
  let toMachine: ((event: MarketStreamEvent) => void) | null = null;
  const inputs: MarketStreamInput[] = [];
  const book = { lastUpdateId: 10 };
  const answer = (path: string, body: unknown) => {
    calls.push(path);
    requests.push([path, body]);
    const reply = answers[path]?.(body);
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
  };
  let clientOrderIds = 0;
  const port: MarketPort = {
    createStream: (input) => {
      inputs.push(input);
      return createActor(
        marketStreamMachine.provide({
          actors: {
            socket: fromCallback<SocketCommand, { account: 'real' | 'paper' }>(({ sendBack, receive }) => {
              toMachine = sendBack as (event: MarketStreamEvent) => void;
              receive((command) => sent.push(command.frame));
              return () => (toMachine = null);
            }),
            fetchSnapshot: fromPromise<unknown, { symbol: string }>(async () => ({
              symbol: input.symbol, lastUpdateId: book.lastUpdateId, bids: [['96999', '1']], asks: [['97001', '2']],
            })),
            authorize: fromPromise(async () => AUTH),
          },
        }),
        { input },
      );
    },
    nextFrame: (callback) => {
      frames.push(callback);
      return () => {
        const at = frames.indexOf(callback);
        if (at >= 0) frames.splice(at, 1);
      };
    },
    get: (path, query) => answer(path, query),
    post: answer,
    newClientOrderId: () => `client-${++clientOrderIds}`,
  };
  return {
    port,
    book,
    calls,
    requests,
    sent,
    inputs,
    answers,
    /** The bodies (or queries) sent to `path`, in order. */
    bodiesOf: (path: string) => requests.filter(([called]) => called === path).map(([, body]) => body),
    /** Runs what waits for the next animation frame. */
    paint: () => frames.splice(0).forEach((callback) => callback()),
    /** Callbacks waiting for the next animation frame. */
    waitingFrames: () => frames.length,
    socket: (event: MarketStreamEvent) => toMachine?.(event),
    hasSocket: () => toMachine !== null,
  };
}

export type FakeMarket = ReturnType<typeof fakeMarket>;

/** A call that answers when the test says: `reply.resolve(value)` or `reply.reject(error)`. */
export function deferred() {
  let resolve: (value: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
