// Requests as an attacker sends them: bytes on a socket, with no client library to tidy the request target
// (light-my-request and fetch both resolve dot segments or re-encode a path before it leaves).
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Listens on a free loopback port and returns it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export function parseRawResponse(text: string): RawResponse {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
  return { status, headers, body: split === -1 ? '' : text.slice(split + 4) };
}

/** Opens a connection; resolves once connected. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection. */
export function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

/** Sends `request` (a complete HTTP/1.1 message asking to close) and reads the whole answer. */
export async function sendRaw(port: number, request: string | Buffer): Promise<RawResponse> {
  const socket = await openSocket(port);
  const answer = readUntilClosed(socket);
  socket.write(request);
  return parseRawResponse(await answer);
}

/** A POST of `target` exactly as written, with the given extra header lines. */
export function rawPost(target: string, headers: Readonly<Record<string, string>> = {}, body = ''): string {
  const lines = [`POST ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== '') lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
