import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayDatabase } from './db';
import type { ClientSettings } from './client-settings';
import type { FaultStore } from './faults';
import type { SessionPolicy } from './sessions';
import type { SignedRouteTable } from './signing/signed-routes';
import type { SignedCallMemory } from './signing/signed-call-memory';
import type { ServerKeyRing } from './signing/server-key';
import type { Exchange } from './market/exchange';
import type { FuturesExchange } from './futures/futures-exchange';
import type { StreamLimits } from './market/stream-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's SQLite database, closed when the instance closes. */
    db: GatewayDatabase;
    /** The fault switch's faults; consulted only with the development endpoints on, where the switch exists. */
    faults: FaultStore;
    /** Extra fields of the client common config. */
    clientSettings: ClientSettings;
    /** Which routes are signed and with which mode: the source of the served sign config's URL tables. */
    signedRoutes: SignedRouteTable;
    /** The trace ids of accepted signed calls and subscribes, kept across clean restarts (SignedCallMemory). */
    signedCallMemory: SignedCallMemory;
    /** The server key the sign config serves and the keys that still open logins (rotating by `now`). */
    serverKeys: ServerKeyRing;
    /** Lifetime and idle timeout of new sessions. */
    sessionPolicy: SessionPolicy;
    /** The names the gateway is reached by (PUBLIC_HOSTS), lower-cased: the only hosts it hands back as URLs. */
    publicHosts: readonly string[];
    /** The market stream's limits: per socket, and open sockets per address (server/market/stream-hub.ts). */
    streamLimits: StreamLimits;
    /** The gateway's clock (ms since the epoch): Date.now, or a test's simulated clock. */
    now: () => number;
    /** Charges the per-address auth budget (server/limits/rate-limits.ts); an onRequest hook. */
    authAttempt: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The simulated spot markets (real and paper), their ledger and orders. */
    exchange: Exchange;
    /** The perpetual futures markets (real and paper), their wallets, positions and orders. */
    futures: FuturesExchange;
  }
}
