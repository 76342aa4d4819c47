// `npm run issuer`: makes the local issuer in DATA_DIR on first run (or checks the issuer ISSUER_CERT_FILE and
// ISSUER_KEY_FILE name) and says where its certificate is. `npm start` runs it before building the client, which
// is built with that certificate.
import path from 'node:path';
import { ensureIssuer, loadIssuer } from '../server/signing/issuer';

try {
  const { files, created } = await ensureIssuer(process.env);
  loadIssuer(process.env);
  const where = path.resolve(files.certFile);
  console.info(created ? `Created the local issuer: ${where} (key: ${path.resolve(files.keyFile)}, mode 0600)` : `Issuer: ${where}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
