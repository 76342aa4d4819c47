import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { Value } from '@sinclair/typebox/value';
import { AnyServerFrame, StreamCodes } from '../../../src/core/trading/contract';
import type { AnyServerFrame as Frame } from '../../../src/core/trading/contract';
import { listenLocally, testGateway } from '../support';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await testGateway({ market: { autoStart: false } });
  const port = await listenLocally(app);
  base = `ws://127.0.0.1:${port}/v1/ws`;
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function open() {
  const socket = new WebSocket(base);
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    expect(Value.Check(AnyServerFrame, frame)).toBe(true);
    frames.push(frame);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async (match: (frame: Frame) => boolean): Promise<Frame> => {
    for (;;) {
      const index = frames.findIndex(match);
      if (index >= 0) return frames.splice(index, 1)[0] as Frame;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const send = (value: unknown) => socket.send(JSON.stringify(value));
  return { socket, next, send };
}

describe('futures stream', () => {
  it('streams the mark price and the perpetual book on the futures channels', async () => {
    const { socket, next, send } = await open();
    const channels = ['futures.mark:BTCUSDT', 'futures.depth:BTCUSDT', 'futures.ticker:BTCUSDT'];
    send({ op: 'subscribe', id: 1, channels });
    expect(await next((f) => f.op === 'ack')).toEqual({ op: 'ack', id: 1, channels });
    let now = Date.now();
    for (let tick = 0; tick < 25; tick += 1) app.futures.advance((now += 50));
    const mark = await next((f) => f.op === 'data' && f.kind === 'futures.mark');
    expect(mark).toMatchObject({ channel: 'futures.mark:BTCUSDT', data: { symbol: 'BTCUSDT' } });
    const depth = await next((f) => f.op === 'data' && f.kind === 'futures.depth');
    expect(depth).toMatchObject({ channel: 'futures.depth:BTCUSDT', data: { symbol: 'BTCUSDT' } });
    expect(await next((f) => f.op === 'data' && f.kind === 'futures.ticker')).toMatchObject({ channel: 'futures.ticker:BTCUSDT', data: { symbol: 'BTCUSDT' } });
    socket.close();
  });

  it('refuses a futures channel of a pair without a perpetual, and private futures channels without a login', async () => {
    const { socket, next, send } = await open();
    send({ op: 'subscribe', id: 2, channels: ['futures.mark:XRPUSDT'] });
    expect(await next((f) => f.op === 'error')).toMatchObject({ id: 2, code: StreamCodes.UNKNOWN_SYMBOL });
    send({ op: 'subscribe', id: 3, channels: ['futures.positions'] });
    expect(await next((f) => f.op === 'error')).toMatchObject({ id: 3, code: StreamCodes.NOT_AUTHORISED });
    socket.close();
  });
});
