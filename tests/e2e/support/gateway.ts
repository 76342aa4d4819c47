import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../../server/app';
import { loadIssuer } from '../../../server/signing/issuer';

export interface RunningGateway {
  readonly app: FastifyInstance;
  readonly url: string;
  /** Drops every upgraded (WebSocket) connection at the TCP level, as a lost network would; answers how many. */
  cutStreams(): number;
  close(): Promise<void>;
}

/** The built app the gateway serves: `dist`, or the folder named by E2E_STATIC_DIR. */
export const STATIC_DIR = process.env['E2E_STATIC_DIR'] ?? 'dist';

/**
 * The built client and this gateway must trust one issuer, or every login fails for a reason far from its cause:
 * the issuer certificate's first base64 line (which holds its serial number) is looked for in the built scripts.
 */
function checkBuildTrustsIssuer(): void {
  const line = loadIssuer().certificatePem.split('\n')[1] ?? '';
  const assets = path.join(STATIC_DIR, 'assets');
  const built = readdirSync(assets).filter((file) => file.endsWith('.js'));
  if (built.some((file) => readFileSync(path.join(assets, file), 'utf8').includes(line))) return;
  throw new Error(
    `The app built in ${STATIC_DIR}/ trusts another issuer than the gateway's (${process.env['ISSUER_CERT_FILE'] ?? 'the local issuer'}). ` +
      'Build and test with one issuer: `npm run test:browser` does, or `npm run issuer && npx vite build` before running jest.',
  );
}

export interface GatewayPlace {
  /** The database file; in memory by default. */
  readonly db?: string;
  /** The loopback port; a free one by default. */
  readonly port?: number;
}

/**
 * The gateway on a loopback port, with its database (in memory unless `place` names a file) and the built app of
 * STATIC_DIR. A second gateway on the same file and port is the first one restarted.
 */
export async function startGateway(place: GatewayPlace = {}): Promise<RunningGateway> {
  checkBuildTrustsIssuer();
  const app = await buildGateway({
    db: place.db ?? ':memory:',
    staticDir: STATIC_DIR,
    production: false,
    devEndpoints: true,
    logger: false,
  });
  await app.listen({ port: place.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('gateway has no TCP address');
  const streams = new Set<Duplex>();
  app.server.on('upgrade', (_request, socket: Duplex) => {
    streams.add(socket);
    socket.once('close', () => streams.delete(socket));
  });
  const cutStreams = () => {
    const count = streams.size;
    for (const socket of streams) socket.destroy();
    return count;
  };
  return { app, url: `http://127.0.0.1:${address.port}`, cutStreams, close: () => app.close() };
}
