// Threat: cross-site WebSocket hijacking. A page of another site opens the market stream in a visitor's browser;
// the browser sends the visitor's session cookie with the handshake, so the socket would carry the session. The
// handshake is a GET, which the cross-site guard lets through, so the stream route checks it itself.
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { listenLocally, testGateway } from '../support';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await testGateway({ market: { autoStart: false } });
  port = await listenLocally(app);
});

afterAll(async () => {
  await app.close();
});

/** The handshake's outcome: 'open', or the HTTP status it was refused with. */
function handshake(headers: Record<string, string>): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/v1/ws`, { headers });
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
  });
}

describe('the market stream handshake', () => {
  it.each([
    ['another site\'s origin', { origin: 'https://evil.example' }],
    ['a sibling origin on another port', { origin: 'http://127.0.0.1:1' }],
    ['an opaque origin', { origin: 'null' }],
    ['fetch metadata naming another site', { 'sec-fetch-site': 'cross-site' }],
    ['fetch metadata naming a sibling site', { 'sec-fetch-site': 'same-site' }],
  ])('is refused with 403 from %s', async (_name, headers) => {
    expect(await handshake(headers)).toBe(403);
  });

  it('opens from the gateway\'s own pages, and for a client that is not a browser (no Origin)', async () => {
    expect(await handshake({ origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' })).toBe('open');
    expect(await handshake({})).toBe('open');
  });
});
