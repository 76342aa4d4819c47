// Threat: anyone who reaches the gateway opens market stream sockets by the thousand and leaves them open; each one
// costs memory, a heartbeat and its share of every frame it follows. One address may hold STREAM_MAX_SOCKETS_PER_ADDRESS
// sockets (50 by default); the handshake of one more is answered 429/42900 before the upgrade, and a place is free
// again as soon as a socket's connection closes.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { DEFAULT_STREAM_LIMITS } from '../../../server/market/stream-hub';
import { listenLocally, testGateway } from '../support';

interface Gateway {
  app: FastifyInstance;
  url: string;
  /** The server side of each handshake's connection, in the order they came. */
  connections: Socket[];
}

const opened: WebSocket[] = [];
let gateway: Gateway | undefined;

async function start(options: Parameters<typeof testGateway>[0]): Promise<Gateway> {
  const app = await testGateway({ market: { autoStart: false }, ...options });
  const port = await listenLocally(app);
  const connections: Socket[] = [];
  app.server.on('upgrade', (_request: IncomingMessage, socket: Socket) => connections.push(socket));
  return { app, url: `ws://127.0.0.1:${port}/v1/ws`, connections };
}

afterEach(async () => {
  for (const socket of opened.splice(0)) socket.terminate();
  await gateway?.app.close();
});

/** A handshake's outcome: 'open' (the socket kept for the test), or the refusal's status and envelope. */
function handshake(headers: Record<string, string> = {}): Promise<'open' | { status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(gateway?.url ?? '', { headers });
    socket.once('open', () => {
      opened.push(socket);
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        socket.terminate();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown });
      });
    });
    socket.once('error', reject);
  });
}

const REFUSED = (max: number) => ({
  status: 429,
  body: { status: 'error', code: '42900', msg: `Too many requests: at most ${max} open streams per address`, data: null },
});

describe('open market stream sockets per address', () => {
  it(`are capped at ${DEFAULT_STREAM_LIMITS.maxSocketsPerAddress} by default: the next handshake is answered 429/42900 before the upgrade`, async () => {
    gateway = await start({});
    const max = DEFAULT_STREAM_LIMITS.maxSocketsPerAddress;
    expect(max).toBe(50);
    const outcomes = await Promise.all(Array.from({ length: max }, () => handshake()));
    expect(outcomes.every((outcome) => outcome === 'open')).toBe(true);
    expect(await handshake()).toEqual(REFUSED(max));
  });

  it('are counted per address, and a place is free again once a socket\'s connection closes', async () => {
    gateway = await start({ trustProxy: 'loopback', stream: { maxSocketsPerAddress: 3 } });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let socket = 0; socket < 3; socket += 1) expect(await handshake(from('203.0.113.1'))).toBe('open');
    expect(await handshake(from('203.0.113.1'))).toEqual(REFUSED(3));
    expect(await handshake(from('203.0.113.2'))).toBe('open');

    const [first] = opened;
    const [firstConnection] = gateway.connections;
    const gone = new Promise((resolve) => firstConnection?.once('close', resolve));
    first?.close();
    await gone;
    expect(await handshake(from('203.0.113.1'))).toBe('open');
    expect(await handshake(from('203.0.113.1'))).toEqual(REFUSED(3));
  });

  it('are not taken by plain requests for the stream path, nor by handshakes refused for another reason', async () => {
    gateway = await start({ stream: { maxSocketsPerAddress: 2 } });
    for (let request = 0; request < 5; request += 1) {
      expect((await gateway.app.inject({ method: 'GET', url: '/v1/ws' })).statusCode).toBe(404);
      expect(await handshake({ origin: 'https://evil.example' })).toMatchObject({ status: 403 });
    }
    expect(await handshake()).toBe('open');
    expect(await handshake()).toBe('open');
    expect(await handshake()).toEqual(REFUSED(2));
  });
});
