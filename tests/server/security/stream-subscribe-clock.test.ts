// A private subscribe on the market stream is a signed call (docs/protocol.md "Authorising private channels"), and
// its signed time must be judged by the clock that judges signed REST calls: the gateway's (`app.now`), which the
// client corrects its own by (the request-time header). The stream judged it by the market's clock instead, which
// may run apart (tests, a replayed market): a subscribe signed now was then refused as expired, and one signed at the
// market's time, however far from the gateway's, accepted.
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { privateSubscribeBody } from '../../../src/core/trading/contract';
import { signRequest } from '../../../src/crypto/request-signer';
import { connect, loginDemo } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { listenLocally, testGateway } from '../support';

const GATEWAY_NOW = Date.now();
/** The market runs an hour ahead of the gateway: far outside the ±5-minute window of a signature. */
const MARKET_NOW = GATEWAY_NOW + 60 * 60_000;
const CHANNELS = ['orders', 'balances'];

let app: FastifyInstance;
let url: string;
let client: TestClient;
let login: Login;

beforeAll(async () => {
  app = await testGateway({ now: () => GATEWAY_NOW, market: { clock: () => MARKET_NOW, autoStart: false } });
  const port = await listenLocally(app);
  url = `ws://127.0.0.1:${port}/v1/ws`;
  client = await connect(app);
  login = await loginDemo(app, client);
}, 60_000);

afterAll(async () => {
  await app.close();
});

/** Opens a socket with the session, sends one private subscribe signed at `signedAt`, and answers the reply. */
async function subscribeSignedAt(signedAt: number): Promise<Record<string, unknown>> {
  const socket = new WebSocket(url, { headers: { cookie: login.cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const reply = new Promise<Record<string, unknown>>((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()) as Record<string, unknown>)));
  const { headers } = await signRequest({
    mode: 2,
    parts: ['path', 'time', 'traceId', 'account', 'body'],
    pathWithQuery: '/v1/ws',
    account: 'real',
    body: privateSubscribeBody('real', CHANNELS),
    keyPair: client.keyPair,
    now: signedAt,
  });
  socket.send(JSON.stringify({ op: 'subscribe', id: 1, channels: CHANNELS, auth: headers }));
  const frame = await reply;
  socket.close();
  return frame;
}

describe('the signed time of a private subscribe', () => {
  it('is judged by the gateway clock of signed REST calls: signed at the gateway\'s time, it is acked', async () => {
    expect(await subscribeSignedAt(GATEWAY_NOW)).toEqual({ op: 'ack', id: 1, channels: CHANNELS });
  });

  it('is not judged by the market clock: signed at the market\'s time, an hour off the gateway\'s, it is expired', async () => {
    expect(await subscribeSignedAt(MARKET_NOW)).toEqual({ op: 'error', id: 1, code: '32005', msg: 'signature expired' });
  });
});
