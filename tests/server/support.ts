import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGateway } from '../../server/app';
import type { GatewayOptions } from '../../server/app';
import { openDatabase, type GatewayDatabase } from '../../server/db';

export const INDEX_HTML = '<!doctype html><title>exchange</title>';
export const EVENTS_HTML = '<!doctype html><title>events</title>';
export const APP_JS = 'export const app = 1;\n';

export function makeTempDir(prefix = 'gateway-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A database file in `dir` as a gateway from before migration `next` left it: the migrations named below `next`
 * (e.g. '031') applied, open for a test to write the rows of that time. Opened again, it gets the rest.
 */
export function databaseBefore(dir: string, next: string): { file: string; old: GatewayDatabase } {
  const before = path.join(dir, 'migrations-before');
  mkdirSync(before);
  const all = path.resolve('server/migrations');
  for (const name of readdirSync(all).filter((name) => name < next)) copyFileSync(path.join(all, name), path.join(before, name));
  const file = path.join(dir, 'gateway.sqlite');
  return { file, old: openDatabase(file, { migrationsDir: before }) };
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

/** A gateway on an in-memory database, with the development endpoints on (as the test harnesses run it). */
export function testGateway(options: Partial<GatewayOptions> = {}): Promise<FastifyInstance> {
  const production = options.production ?? false;
  return buildGateway({ db: ':memory:', production, devEndpoints: !production, logger: false, ...options });
}

/** Collects the JSON lines the gateway logs. */
/** Starts `app` on a free loopback port (sockets need a real server, not `inject`) and answers the port. */
export async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export class LogCapture {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  entries(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

export const JSON_HEADERS = { 'content-type': 'application/json' };

/** POSTs `body` as JSON (no body at all when undefined). */
export function postJson(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  if (body === undefined) return app.inject({ method: 'POST', url, headers });
  return app.inject({ method: 'POST', url, headers: { ...JSON_HEADERS, ...headers }, payload: JSON.stringify(body) });
}

/** The Set-Cookie lines of a response, always as an array. */
export function setCookies(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

export interface TestLogin {
  userId: string;
  token: string;
  /** A Cookie header carrying the session, as the browser would send it back. */
  cookie: string;
}

/** Logs `loginName` in through the dev route, as the browser tests do. */
export async function loginAs(app: FastifyInstance, loginName = 'demo'): Promise<TestLogin> {
  const response = await postJson(app, '/__dev/session', { loginName });
  if (response.statusCode !== 200) throw new Error(`login as ${loginName} failed: ${response.body}`);
  const { userId, token } = response.json<{ data: { userId: string; token: string } }>().data;
  const cookie = setCookies(response.headers)
    .map((line) => line.split(';')[0])
    .join('; ');
  return { userId, token, cookie };
}
