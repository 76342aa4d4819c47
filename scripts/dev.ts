// `npm run dev`: Vite with hot reload, its /v1, /btapi and /__dev proxy pointed
// at the local gateway started here, or at API_TARGET when that is set.
import { createServer } from 'vite';
import { buildGateway } from '../server/app';
import { readConfig } from '../server/config';
import { DEV_ENDPOINTS_WARNING } from '../server/dev-endpoints';
import { ensureIssuer } from '../server/signing/issuer';

async function main(): Promise<void> {
  // `npm run dev` sets DEV_ENDPOINTS=1, so the /__dev endpoints reach the page through Vite's proxy.
  const config = readConfig(process.env);
  let closeGateway: (() => Promise<void>) | undefined;

  if (!process.env.API_TARGET) {
    // Before Vite reads its config: the client is built with this issuer's certificate.
    const issuer = await ensureIssuer(process.env);
    if (issuer.created) console.info(`Created the local issuer in ${issuer.files.certFile} and its key`);
    const gateway = await buildGateway({
      db: config.dbPath,
      production: false,
      devEndpoints: config.devEndpoints,
      timeouts: config.timeouts,
      futures: { fundingIntervalMs: config.futuresFundingIntervalMs },
      logger: true,
    });
    if (config.devEndpoints) console.warn(DEV_ENDPOINTS_WARNING);
    // Vite is the only client of this gateway, on this machine.
    await gateway.listen({ port: config.port, host: '127.0.0.1' });
    process.env.API_TARGET = `http://127.0.0.1:${config.port}`;
    closeGateway = () => gateway.close();
  }

  const vite = await createServer({ server: { port: Number(process.env.VITE_PORT ?? 5173) } });
  await vite.listen();
  vite.printUrls();
  console.info(`API requests go to ${process.env.API_TARGET}`);

  const stop = async () => {
    await vite.close();
    await closeGateway?.();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
