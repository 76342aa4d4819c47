// `npm start` / `npm run gateway`: the built app and the API on one port. `npm run gateway` also switches the
// development endpoints on (DEV_ENDPOINTS=1); `npm start` runs in production, which refuses them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app';
import { ConfigError, readConfig } from './config';
import type { GatewayConfig } from './config';
import { DEV_ENDPOINTS_WARNING } from './dev-endpoints';
import { ensureIssuer } from './signing/issuer';
import { errorText } from '../src/core/error-text';
import { ASSET_ARCHIVE_DIR_NAME } from './asset-archive';

// Migrations are code, not configuration: found next to this file whatever the working directory.
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

function staticDirOrNothing(config: GatewayConfig): string | undefined {
  if (existsSync(path.join(config.staticDir, 'index.html'))) return config.staticDir;
  console.warn(
    `No built app in ${path.resolve(config.staticDir)} (index.html missing): run \`npm run build\` first. ` +
      'Serving the API only.',
  );
  return undefined;
}

function listenOnSignals(app: FastifyInstance): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.warn(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.info(`${signal} received: closing the gateway.`);
    // Closing the instance stops accepting connections, waits for requests in flight and closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Gateway did not close cleanly: ${errorText(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The address to open: localhost for a loopback or wildcard bind, the given host otherwise. */
function listeningUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '::1', 'localhost'].includes(host) || host.startsWith('127.');
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function startupMessage(error: unknown, config: GatewayConfig | undefined): string {
  if (error instanceof ConfigError) return `Invalid configuration: ${error.message}`;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE' && config) return `Port ${config.port} is already in use: set PORT to another port.`;
  if (code === 'EACCES' && config) return `Not allowed to listen on port ${config.port}: set PORT to another port.`;
  return `Gateway failed to start: ${errorText(error)}`;
}

async function main(): Promise<void> {
  let config: GatewayConfig | undefined;
  let app: FastifyInstance | undefined;
  try {
    config = readConfig(process.env);
    const issuer = await ensureIssuer(process.env);
    if (issuer.created) console.info(`Created the local issuer: ${path.resolve(issuer.files.certFile)} and its key`);
    app = await buildGateway({
      db: config.dbPath,
      staticDir: staticDirOrNothing(config),
      assetArchiveDir: path.join(config.dataDir, ASSET_ARCHIVE_DIR_NAME),
      production: config.production,
      devEndpoints: config.devEndpoints,
      trustProxy: config.trustProxy,
      timeouts: config.timeouts,
      rateLimits: config.rateLimits,
      sessions: config.sessions,
      serverKeys: config.serverKeys,
      futures: { fundingIntervalMs: config.futuresFundingIntervalMs },
      publicHosts: config.publicHosts,
      stream: { maxSocketsPerAddress: config.streamMaxSocketsPerAddress },
      logger: true,
      migrationsDir: MIGRATIONS_DIR,
    });
    if (config.devEndpoints) console.warn(DEV_ENDPOINTS_WARNING);
    listenOnSignals(app);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = address !== null && typeof address === 'object' ? address.port : config.port;
    console.info(`Exchange gateway listening on ${listeningUrl(config.host, port)}`);
  } catch (error) {
    console.error(startupMessage(error, config));
    await app?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
