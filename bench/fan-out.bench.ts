import WebSocket from 'ws';
import { buildGateway } from '../server/app';
import { printTable } from './format';

const SOCKETS = 1000;
const SECONDS = 10;
const CONNECT_BATCH = 100;
const CONNECT_ATTEMPTS = 3;

function connect(port: number): Promise<WebSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/v1/ws`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', (error) => {
      socket.terminate();
      reject(error);
    });
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

/**
 * 1,000 sockets subscribed to BTCUSDT depth while the market runs at its default rates: the delay from a diff's
 * publication (its `time`) to its arrival at each socket, on this machine, with the clients in the same process.
 */
export async function benchFanOut(): Promise<void> {
  // One address opens every socket: the general budget is raised so the limiter does not refuse the upgrades.
  const app = await buildGateway({ db: ':memory:', production: false, logger: false, rateLimits: { generalMax: 1_000_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const delays: number[] = [];
  let measuring = false;
  // Sockets the gateway dropped (a slow consumer, a reset): counted, so a figure never hides them.
  let dropped = 0;
  const subscribe = (socket: WebSocket) => {
    socket.on('error', () => {});
    socket.on('close', () => void (measuring && (dropped += 1)));
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { op: string; kind?: string; data?: { time: number } };
      if (measuring && frame.op === 'data' && frame.kind === 'depth' && frame.data) delays.push(Date.now() - frame.data.time);
    });
    socket.send(JSON.stringify({ op: 'subscribe', channels: ['depth:BTCUSDT'] }));
    return socket;
  };
  // Opened a batch at a time, each retried: a thousand upgrades at once overflow the listen backlog of a busy
  // machine, and a reset during set-up says nothing about delivery.
  const sockets: WebSocket[] = [];
  let retried = 0;
  for (let batch = 0; batch < SOCKETS; batch += CONNECT_BATCH) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(CONNECT_BATCH, SOCKETS - batch) }, async () => {
        for (let attempt = 1; ; attempt++) {
          try {
            return subscribe(await connect(address.port));
          } catch (error) {
            if (attempt >= CONNECT_ATTEMPTS) throw error;
            retried += 1;
          }
        }
      }),
    );
    sockets.push(...opened);
  }
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  measuring = false;
  for (const socket of sockets) socket.terminate();
  await app.close();
  delays.sort((a, b) => a - b);
  printTable(
    `Fan-out: ${SOCKETS.toLocaleString('en')} sockets on depth:BTCUSDT, ${SECONDS} s`,
    ['figure', 'value', 'budget'],
    [
      ['diff frames delivered', delays.length.toLocaleString('en'), '-'],
      ['upgrades retried during set-up', String(retried), '-'],
      ['sockets dropped while measuring', String(dropped), '0'],
      ['delivery p50', `${percentile(delays, 50)} ms`, '-'],
      ['delivery p99', `${percentile(delays, 99)} ms`, '≤ 100 ms'],
      ['delivery max', `${delays[delays.length - 1]} ms`, '-'],
    ],
  );
}
