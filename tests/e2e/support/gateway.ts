import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../../server/app';

export interface RunningGateway {
  readonly app: FastifyInstance;
  readonly url: string;
  close(): Promise<void>;
}

/** The built app the gateway serves: `dist`, or the folder named by E2E_STATIC_DIR. */
export const STATIC_DIR = process.env['E2E_STATIC_DIR'] ?? 'dist';

/**
 * The gateway on a free loopback port, with an in-memory database and the built app of STATIC_DIR.
 */
export async function startGateway(): Promise<RunningGateway> {
  const app = await buildGateway({
    db: ':memory:',
    staticDir: STATIC_DIR,
    production: false,
    devEndpoints: true,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('gateway has no TCP address');
  return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
