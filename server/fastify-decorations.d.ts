import type { GatewayDatabase } from './db';
import type { ClientSettings } from './client-settings';
import type { FaultStore } from './faults';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's SQLite database, closed when the instance closes. */
    db: GatewayDatabase;
    /** The fault switch's faults; consulted only outside production, where the switch exists. */
    faults: FaultStore;
    /** Extra fields of the client common config. */
    clientSettings: ClientSettings;
  }
}
