import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../server/app';
import type { GatewayOptions } from '../../server/app';

export const INDEX_HTML = '<!doctype html><title>exchange</title>';
export const EVENTS_HTML = '<!doctype html><title>events</title>';
export const APP_JS = 'export const app = 1;\n';

export function makeTempDir(prefix = 'gateway-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A stand-in for Vite's dist/: the two HTML shells and one fingerprinted asset. */
export function makeStaticDir(): string {
  const dir = makeTempDir('gateway-static-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'events.html'), EVENTS_HTML);
  writeFileSync(path.join(dir, 'assets', 'app.js'), APP_JS);
  return dir;
}

export { buildGateway };

export function testGateway(options: Partial<GatewayOptions> = {}): Promise<FastifyInstance> {
  return buildGateway({ db: ':memory:', production: false, logger: false, ...options });
}

/** Collects the JSON lines the gateway logs. */
export class LogCapture {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  entries(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
