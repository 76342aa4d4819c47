import { rmSync } from 'node:fs';
import { TEST_ISSUER_DIR_ENV } from './issuer.global';

export default function removeRunIssuer(): void {
  const dir = process.env[TEST_ISSUER_DIR_ENV];
  if (dir === undefined) return;
  rmSync(dir, { recursive: true, force: true });
  delete process.env[TEST_ISSUER_DIR_ENV];
}
