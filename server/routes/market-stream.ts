// The market stream: one WebSocket endpoint for every channel (docs/protocol.md "Market stream").
import websocket from '@fastify/websocket';
import { TradingPaths } from '../../src/core/trading/contract';
import { GatewayCodes } from '../codes';
import { isCrossSite } from '../cross-site';
import { addressKey } from '../limits/address-key';
import { GatewayError } from '../envelope';
import { SocketsPerAddress } from '../market/stream-addresses';
import { StreamHub } from '../market/stream-hub';
import { accountModeOf } from '../paper-mode';
import type { RoutePlugin } from '../route-plugin';
import { findRequestSession, onSessionsEnded } from '../sessions';

/** Frames over this size close the socket (1009): no frame the protocol defines comes near it. */
const MAX_FRAME_BYTES = 16 * 1024;

const marketStream: RoutePlugin = async (app) => {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const hub = new StreamHub(app.exchange, app.db, app.streamLimits, app.futures, app.now, app.signedCallMemory);
  const { maxSocketsPerAddress } = app.streamLimits;
  const perAddress = new SocketsPerAddress(maxSocketsPerAddress);
  const unlisten = app.exchange.listen(hub);
  const unlistenFutures = app.futures.listen(hub);
  // A logout, password change or account switch drops the private channels its sessions authorised, at once.
  const unlistenSessions = onSessionsEnded(app.db, (ids) => hub.sessionsEnded(ids));
  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', async () => {
    unlisten();
    unlistenFutures();
    unlistenSessions();
    hub.stop();
  });

  app.get(TradingPaths.stream, {
    websocket: true,
    // A handshake is a GET, so the cross-site guard lets it through; but a page of another site opening this socket
    // would carry the visitor's session cookie into it (cross-site WebSocket hijacking): refused before the upgrade.
    preValidation: async (request) => {
      if (isCrossSite(request)) throw new GatewayError(GatewayCodes.CROSS_SITE_REQUEST);
      // Only a real handshake takes a place (a plain GET of this path is answered 404 by the websocket plugin).
      if (!request.ws) return;
      // request.ip: the connection's address, or the client's as a proxy named in TRUST_PROXY reports it; IPv6 by its /64.
      const ip = addressKey(request.ip);
      if (!perAddress.take(ip)) {
        throw new GatewayError(GatewayCodes.RATE_LIMITED, `${GatewayCodes.RATE_LIMITED.msg}: at most ${maxSocketsPerAddress} open streams per address`);
      }
      request.raw.socket.once('close', () => perAddress.release(ip));
    },
  }, (socket, request) => {
    // A browser cannot set headers on a WebSocket: the world travels as ?paptrading=1, like the REST header.
    const query = request.query as Record<string, unknown>;
    const paper = query.paptrading === '1' || accountModeOf(request) === 'paper';
    hub.accept(socket, paper ? 'paper' : 'real', findRequestSession(app.db, request));
  });
};

export default marketStream;
