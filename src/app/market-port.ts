// The market stream and the trading calls, wired to the browser: a WebSocket to the gateway's /v1/ws, the page's
// visibility and the network, the shared HTTP client (signing, the paper-trading header), animation frames.
import { createActor, fromCallback, fromPromise } from 'xstate';
import { marketStreamMachine, type MarketStreamEvent, type SocketCommand } from '../../machines/market-stream.machine';
import type { MarketPort } from '../../sagas/ports';
import { FuturesPaths, TradingPaths } from '../core/trading/contract/paths';
import { STREAM_SIGN_PATH, privateSubscribeBody, type SubscribeAuth } from '../core/trading/contract/frames';
import { randomUuid } from '../core/uuid';
import { animationFrames } from '../core/animation-frames';
import type { HttpCaller } from '../api/http-client';
import type { AccountKind } from '../core/trading/contract/primitives';

/** Levels a side of the snapshot the book starts from. */
const SNAPSHOT_DEPTH = '100';

export interface MarketPortDeps {
  client: HttpCaller;
  /** Mode 2 signature headers over a path, body and the account subscribed (src/app/crypto-steps.ts). */
  signStream(path: string, body: string, account: AccountKind): Promise<Record<string, string>>;
}

/**
 * The stream of one account world. A browser cannot set headers on a WebSocket, so the paper world is asked for
 * in the query (docs/protocol.md "Market stream"): without it the socket would carry the real market's diffs.
 */
export function streamUrl(account: AccountKind, { protocol, host }: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${TradingPaths.stream}${account === 'paper' ? '?paptrading=1' : ''}`;
}

const socket = fromCallback<SocketCommand, { account: AccountKind }>(({ sendBack, receive, input }) => {
  const send = sendBack as (event: MarketStreamEvent) => void;
  const ws = new WebSocket(streamUrl(input.account));
  ws.onopen = () => send({ type: 'SOCKET.OPEN' });
  ws.onmessage = (message) => {
    let frame: unknown;
    try {
      frame = typeof message.data === 'string' ? JSON.parse(message.data) : undefined;
    } catch {
      frame = undefined;
    }
    send({ type: 'SOCKET.FRAME', frame });
  };
  ws.onclose = (event) => send({ type: 'SOCKET.CLOSED', code: event.code });
  receive((command) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(command.frame));
  });
  return () => {
    ws.onopen = ws.onmessage = ws.onclose = null;
    ws.close();
  };
});

const pageEvents = fromCallback(({ sendBack }) => {
  const send = sendBack as (event: MarketStreamEvent) => void;
  const onVisibility = () => send({ type: document.visibilityState === 'hidden' ? 'PAGE.HIDDEN' : 'PAGE.SHOWN' });
  const onOnline = () => send({ type: 'NETWORK.ONLINE' });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
  };
});

export function createMarketPort({ client, signStream }: MarketPortDeps): MarketPort {
  return {
    createStream: (input) =>
      createActor(
        marketStreamMachine.provide({
          actors: {
            socket,
            pageEvents,
            fetchSnapshot: fromPromise(({ input: { symbol, market }, signal }) =>
              client.get(market === 'futures' ? FuturesPaths.depth : TradingPaths.depth, { symbol, limit: SNAPSHOT_DEPTH }, { signal, toast: false }),
            ),
            authorize: fromPromise(async ({ input: { account, channels } }) => {
              const headers = await signStream(STREAM_SIGN_PATH, privateSubscribeBody(account, channels), account);
              return headers as unknown as SubscribeAuth;
            }),
          },
        }),
        { input },
      ),
    // Not a frame the chart redraws in: the two together are one long task on a slow phone.
    nextFrame: (callback) => animationFrames.nextFree(callback),
    get: (path, params) => client.get(path, params, { toast: false }),
    post: (path, body) => client.post(path, body, { toast: false }),
    newClientOrderId: () => randomUuid(),
  };
}
