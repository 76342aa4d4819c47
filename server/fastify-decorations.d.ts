import type { GatewayDatabase } from './db';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's SQLite database, closed when the instance closes. */
    db: GatewayDatabase;
  }
}
