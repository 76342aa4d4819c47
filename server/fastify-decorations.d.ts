import type { GatewayDatabase } from './db';
import type { FaultStore } from './faults';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's SQLite database, closed when the instance closes. */
    db: GatewayDatabase;
    /** The fault switch's faults; consulted only outside production, where the switch exists. */
    faults: FaultStore;
  }
}
