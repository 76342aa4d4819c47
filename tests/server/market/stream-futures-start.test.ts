// The perpetuals' simulation (one loop over every listed perpetual, both worlds: traders, depth, marks, funding)
// starts on first use, not with the gateway. A subscribe to a `futures.*` channel is such a use, but only once it
// is accepted: a refused one (an unknown symbol, a private channel without a session, too many channels) starts
// nothing, so an anonymous socket cannot set the work going with a subscribe the gateway turns down.
import type WebSocket from 'ws';
import { openDatabase } from '../../../server/db';
import type { GatewayDatabase } from '../../../server/db';
import { FuturesExchange } from '../../../server/futures/futures-exchange';
import { Exchange } from '../../../server/market/exchange';
import { DEFAULT_STREAM_LIMITS, StreamHub } from '../../../server/market/stream-hub';
import { StreamCodes } from '../../../src/core/trading/contract';
import { FakeSocket } from './fake-socket';

const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);

let db: GatewayDatabase;
let futures: FuturesExchange;
let start: jest.SpyInstance;
let socket: FakeSocket;

beforeEach(() => {
  db = openDatabase(':memory:');
  const clock = () => T0;
  const exchange = new Exchange(db, { clock, autoStart: false });
  futures = new FuturesExchange(db, { clock, autoStart: false });
  start = jest.spyOn(futures, 'start');
  const hub = new StreamHub(exchange, db, { ...DEFAULT_STREAM_LIMITS, maxChannels: 3 }, futures, clock);
  socket = new FakeSocket();
  hub.accept(socket as unknown as WebSocket, 'real', undefined);
});

afterEach(() => {
  db.close();
});

describe('an anonymous subscribe to futures channels', () => {
  it('of a listed perpetual is acked and starts the simulation', () => {
    socket.say({ op: 'subscribe', id: 1, channels: ['futures.mark:BTCUSDT', 'futures.depth:ETHUSDT'] });
    expect(socket.sent).toEqual([{ op: 'ack', id: 1, channels: ['futures.mark:BTCUSDT', 'futures.depth:ETHUSDT'] }]);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('of a symbol with no perpetual is refused with 32002 naming it, subscribes nothing and starts nothing', () => {
    socket.say({ op: 'subscribe', id: 2, channels: ['futures.mark:BTCUSDT', 'futures.ticker:NOPEUSDT'] });
    socket.say({ op: 'subscribe', id: 3, channels: ['futures.kline:XRPUSDT:1m'] });
    expect(socket.sent).toEqual([
      { op: 'error', id: 2, code: StreamCodes.UNKNOWN_SYMBOL, msg: 'Unknown symbol NOPEUSDT' },
      { op: 'error', id: 3, code: StreamCodes.UNKNOWN_SYMBOL, msg: 'Unknown symbol XRPUSDT' },
    ]);
    expect(start).not.toHaveBeenCalled();
  });

  it('of a private futures channel, without a session, is refused with 32004 and starts nothing', () => {
    socket.say({ op: 'subscribe', id: 4, channels: ['futures.mark:BTCUSDT', 'futures.positions'] });
    expect(socket.sent).toEqual([{ op: 'error', id: 4, code: StreamCodes.NOT_AUTHORISED, msg: 'Not logged in' }]);
    expect(start).not.toHaveBeenCalled();
  });

  it('over the channel limit is refused with 32003 and starts nothing', () => {
    socket.say({ op: 'subscribe', id: 5, channels: ['futures.mark:BTCUSDT', 'futures.mark:ETHUSDT', 'futures.mark:SOLUSDT', 'futures.mark:BNBUSDT'] });
    expect(socket.sent).toEqual([{ op: 'error', id: 5, code: StreamCodes.TOO_MANY_SUBSCRIPTIONS, msg: 'At most 3 channels a socket' }]);
    expect(start).not.toHaveBeenCalled();
  });
});
