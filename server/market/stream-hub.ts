import { Value } from '@sinclair/typebox/value';
import type { WebSocket } from 'ws';
import { ClientFrame, KLINE_INTERVALS, StreamCloseCodes, StreamCodes, futuresKlineChannel, isFuturesChannel, isPrivateChannel, klineChannel, parseChannel } from '../../src/core/trading/contract';
import type { FuturesPrivateChannel } from '../../src/core/trading/contract';
import type { FuturesExchange, FuturesListener } from '../futures/futures-exchange';
import type { AccountKind, DataFrame, FuturesDataFrame, ServerFrame, SubscribeFrame } from '../../src/core/trading/contract';
import type { GatewayDatabase } from '../db';
import { sessionLiveUntil } from '../sessions';
import type { Session } from '../sessions';
import type { SignedCallMemory } from '../signing/signed-call-memory';
import { TraceIdRegistry } from '../signing/trace-ids';
import type { Exchange, ExchangeListener } from './exchange';
import { checkSubscribeAuth } from './stream-auth';

export interface StreamLimits {
  /** Channels one socket may hold. */
  readonly maxChannels: number;
  /** Frames a second a client may send. */
  readonly maxFramesPerSecond: number;
  /** Unsent bytes past which a socket counts as a slow consumer and is closed. */
  readonly maxBufferedBytes: number;
  /** The gateway pings this often; a socket silent for idleMs is closed. */
  readonly pingMs: number;
  readonly idleMs: number;
  /** Sockets one address may hold open; the next handshake is answered 429 (server/routes/market-stream.ts). */
  readonly maxSocketsPerAddress: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  maxChannels: 100,
  maxFramesPerSecond: 20,
  maxBufferedBytes: 1024 * 1024,
  pingMs: 20_000,
  idleMs: 60_000,
  // A browser holds one socket per tab; 50 leaves room for a household or an office behind one address.
  maxSocketsPerAddress: 50,
};

const SIGN_FAILURE_TEXT: Record<string, string> = {
  'signature-missing': 'signature missing',
  'sign-mode-not-matched': 'sign mode not matched',
  'signature-expired': 'signature expired',
  'signature-invalid': 'signature invalid',
  'signature-replayed': 'signature replayed',
};

/** The holder keys (`kind|channel`) of one market's public channels, and the channel names their frames carry. */
interface MarketChannels {
  readonly depth: readonly [key: string, channel: string];
  readonly ticker: readonly [key: string, channel: string];
  readonly trades: readonly [key: string, channel: string];
  readonly klineKeys: readonly string[];
}

interface Subscriber {
  readonly socket: WebSocket;
  readonly kind: AccountKind;
  /** The session of the upgrade; undefined without one, and from the moment it is found ended. */
  session: Session | undefined;
  readonly channels: Set<string>;
  /** The ledger account its private channels follow, once authorised. */
  account: string | undefined;
  /**
   * Once authorised: until when (sessions' clock) its session was last known to stay live, as read from the
   * database. Before it, private frames go out without a read; from it on, the session is read again before each
   * one (a REST call may have moved the idle end), and its channels end if it has ended.
   */
  sessionLiveUntil: number;
  lastSeen: number;
  windowStart: number;
  framesInWindow: number;
  closed: boolean;
}

/** The `msg` of the 32004 frame a socket gets when its session ends and its private channels are dropped. */
const SESSION_ENDED_MSG = 'session ended';

/**
 * The socket side of the market: who holds which channel, the frames each market event becomes (serialised once,
 * sent to every holder), and the rules every socket lives by: heartbeat, idle close, a bounded send buffer, a
 * channel limit, a frame rate, and an error frame for anything malformed.
 *
 * Private channels live only as long as the session that authorised them (docs/security.md "Sessions"): when it
 * ends they are dropped at once, with a 32004 `session ended` frame, and the public channels of the socket run on.
 * Ends that are acts (logout, password change, account switch) come in through `sessionsEnded`; expiry is found
 * when a private frame is due past the session's known deadline, and by the heartbeat.
 */
export class StreamHub implements ExchangeListener, FuturesListener {
  private readonly holders = new Map<string, Set<Subscriber>>();
  private readonly byAccount = new Map<string, Set<Subscriber>>();
  /** Authorised subscribers by the id of the session that authorised them. */
  private readonly bySession = new Map<string, Set<Subscriber>>();
  private readonly sockets = new Set<Subscriber>();
  /**
   * Per market object, its channels' keys, built once: every trade and tick asks who holds them, and building
   * the keys each time made ten short-lived strings per trade (eight kline channels among them) with nobody listening.
   */
  private readonly marketChannels = new WeakMap<object, MarketChannels>();
  private readonly traceIds: TraceIdRegistry;
  /**
   * When the hub started, by the signing clock (or the end of that 100 s span after a crash: signed-call-memory.ts):
   * a subscribe signed before it is refused, as its trace id may be unknown to this run.
   */
  private readonly signedNotBefore: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly exchange: Exchange,
    private readonly db: GatewayDatabase,
    private readonly limits: StreamLimits = DEFAULT_STREAM_LIMITS,
    private readonly futures?: FuturesExchange,
    /**
     * The gateway's clock (`app.now`), which may differ from the market's: sessions are timed by it, and a private
     * subscribe's signed time is checked against it, as a signed REST call's is.
     */
    private readonly sessionClock: () => number = Date.now,
    /** The gateway's memory of trace ids across restarts; without it, one of this hub's own, from now. */
    memory?: SignedCallMemory,
  ) {
    this.traceIds = memory?.registry('stream') ?? new TraceIdRegistry();
    this.signedNotBefore = memory?.notBefore ?? sessionClock();
  }

  start(): void {
    this.timer = setInterval(() => this.heartbeat(this.exchange.clock()), Math.min(this.limits.pingMs, this.limits.idleMs) / 2);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    for (const subscriber of this.sockets) subscriber.socket.terminate();
  }

  get socketCount(): number {
    return this.sockets.size;
  }

  /** Takes a new socket: `kind` is the world its channels follow (?paptrading=1), `session` its upgrade's. */
  accept(socket: WebSocket, kind: AccountKind, session: Session | undefined): void {
    const now = this.exchange.clock();
    const subscriber: Subscriber = {
      socket,
      kind,
      session,
      channels: new Set(),
      account: undefined,
      sessionLiveUntil: 0,
      lastSeen: now,
      windowStart: now,
      framesInWindow: 0,
      closed: false,
    };
    this.sockets.add(subscriber);
    socket.on('message', (data, isBinary) => this.receive(subscriber, isBinary ? '' : data.toString()));
    socket.on('close', () => this.drop(subscriber));
    socket.on('error', () => this.drop(subscriber));
  }

  /**
   * Pings every socket, and closes those silent for longer than idleMs. Then reads the session of every authorised
   * socket again, dropping the private channels of those that ended: expiry, which nothing announces, and any end
   * that did not come through `sessionsEnded`.
   */
  heartbeat(now: number): void {
    for (const subscriber of this.sockets) {
      if (now - subscriber.lastSeen > this.limits.idleMs) {
        this.close(subscriber, StreamCodes.IDLE, 'idle', StreamCloseCodes.IDLE);
        continue;
      }
      this.send(subscriber, JSON.stringify({ op: 'ping', ts: now }));
    }
    const sessionNow = this.sessionClock();
    for (const [id, subscribers] of this.bySession) {
      const until = sessionLiveUntil(this.db, id);
      for (const subscriber of subscribers) this.sessionCheckedAt(subscriber, until, sessionNow);
    }
  }

  /**
   * Sessions ended by an act (server/sessions.ts onSessionsEnded): the private channels they authorised are
   * dropped now, each socket told once.
   */
  sessionsEnded(ids: readonly string[]): void {
    for (const id of ids) {
      const subscribers = this.bySession.get(id);
      if (subscribers !== undefined) for (const subscriber of subscribers) this.endPrivate(subscriber);
    }
  }

  // ---- market events ----

  depth: ExchangeListener['depth'] = (market, diff) => {
    this.publishTo(this.channelsOf(market).depth, 'depth', diff);
  };

  wantsTicker(market: { kind: AccountKind; symbol: string }): boolean {
    return (this.holders.get(this.channelsOf(market).ticker[0])?.size ?? 0) > 0;
  }

  ticker: ExchangeListener['ticker'] = (market, ticker) => {
    this.publishTo(this.channelsOf(market).ticker, 'ticker', ticker);
  };

  wantsTrades(market: { kind: AccountKind; symbol: string }): boolean {
    return (this.holders.get(this.channelsOf(market).trades[0])?.size ?? 0) > 0;
  }

  wantsKlines(market: { kind: AccountKind; symbol: string }): boolean {
    for (const key of this.channelsOf(market).klineKeys) if ((this.holders.get(key)?.size ?? 0) > 0) return true;
    return false;
  }

  wantsAccount(accountId: string): boolean {
    return (this.byAccount.get(accountId)?.size ?? 0) > 0;
  }

  trades: ExchangeListener['trades'] = (market, trades) => {
    this.publishTo(this.channelsOf(market).trades, 'trades', trades);
  };

  klines: ExchangeListener['klines'] = (market, klines) => {
    for (const kline of klines) this.publish(market.kind, klineChannel(market.symbol, kline.interval), 'kline', kline);
  };

  // ---- futures events (docs/futures.md "Stream") ----

  futuresDepth: FuturesListener['futuresDepth'] = (market, diff) => this.publish(market.kind, `futures.depth:${market.symbol}`, 'futures.depth', diff);
  futuresTicker: FuturesListener['futuresTicker'] = (market, ticker) => this.publish(market.kind, `futures.ticker:${market.symbol}`, 'futures.ticker', ticker);
  futuresTrades: FuturesListener['futuresTrades'] = (market, trades) => this.publish(market.kind, `futures.trades:${market.symbol}`, 'futures.trades', trades);
  futuresKlines: FuturesListener['futuresKlines'] = (market, klines) => {
    for (const kline of klines) this.publish(market.kind, futuresKlineChannel(market.symbol, kline.interval), 'futures.kline', kline);
  };
  wantsFuturesTicker(market: { kind: AccountKind; symbol: string }): boolean {
    return (this.holders.get(`${market.kind}|futures.ticker:${market.symbol}`)?.size ?? 0) > 0;
  }
  futuresMark: FuturesListener['futuresMark'] = (market, mark) => this.publish(market.kind, `futures.mark:${market.symbol}`, 'futures.mark', mark);
  futuresOrder: FuturesListener['futuresOrder'] = (account, order) => this.publishPrivate(account, 'futures.orders', order);
  futuresFill: FuturesListener['futuresFill'] = (account, fill) => this.publishPrivate(account, 'futures.fills', fill);
  futuresPosition: FuturesListener['futuresPosition'] = (account, position) => this.publishPrivate(account, 'futures.positions', position);
  futuresBalance: FuturesListener['futuresBalance'] = (account, balance) => this.publishPrivate(account, 'futures.balance', balance);
  futuresFunding: FuturesListener['futuresFunding'] = (account, payment) => this.publishPrivate(account, 'futures.funding', payment);
  futuresLiquidation: FuturesListener['futuresLiquidation'] = (account, record) => this.publishPrivate(account, 'futures.liquidations', record);

  order: ExchangeListener['order'] = (account, order) => this.publishPrivate(account, 'orders', order);
  fill: ExchangeListener['fill'] = (account, fill) => this.publishPrivate(account, 'fills', fill);
  balances: ExchangeListener['balances'] = (account, balances) => this.publishPrivate(account, 'balances', balances);

  private publish(kind: AccountKind, channel: string, frameKind: DataFrame['kind'] | FuturesDataFrame['kind'], data: unknown): void {
    const holders = this.holders.get(`${kind}|${channel}`);
    if (holders === undefined || holders.size === 0) return;
    const text = JSON.stringify({ op: 'data', channel, kind: frameKind, data });
    for (const subscriber of holders) this.send(subscriber, text);
  }

  /** `publish` for a market's channel whose key and name `channelsOf` already made. */
  private publishTo([key, channel]: readonly [string, string], frameKind: DataFrame['kind'], data: unknown): void {
    const holders = this.holders.get(key);
    if (holders === undefined || holders.size === 0) return;
    const text = JSON.stringify({ op: 'data', channel, kind: frameKind, data });
    for (const subscriber of holders) this.send(subscriber, text);
  }

  private channelsOf(market: { kind: AccountKind; symbol: string }): MarketChannels {
    let channels = this.marketChannels.get(market);
    if (channels === undefined) {
      const { kind, symbol } = market;
      const pair = (channel: string) => [`${kind}|${channel}`, channel] as const;
      channels = {
        depth: pair(`depth:${symbol}`),
        ticker: pair(`ticker:${symbol}`),
        trades: pair(`trades:${symbol}`),
        klineKeys: KLINE_INTERVALS.map((interval) => `${kind}|${klineChannel(symbol, interval)}`),
      };
      this.marketChannels.set(market, channels);
    }
    return channels;
  }

  private publishPrivate(account: string, channel: 'orders' | 'fills' | 'balances' | FuturesPrivateChannel, data: unknown): void {
    const holders = this.byAccount.get(account);
    if (holders === undefined) return;
    let text: string | undefined;
    let now: number | undefined;
    // A subscriber whose session has ended leaves `holders` in this loop: a Set iterates on past a deleted entry.
    for (const subscriber of holders) {
      if (!subscriber.channels.has(channel)) continue;
      now ??= this.sessionClock();
      if (now >= subscriber.sessionLiveUntil && !this.sessionCheckedAt(subscriber, this.liveUntilOf(subscriber), now)) continue;
      text ??= JSON.stringify({ op: 'data', channel, kind: channel, data });
      this.send(subscriber, text);
    }
  }

  // ---- sessions of private channels ----

  private liveUntilOf(subscriber: Subscriber): number | undefined {
    return subscriber.session === undefined ? undefined : sessionLiveUntil(this.db, subscriber.session.id);
  }

  /**
   * Takes `until` (sessionLiveUntil of the subscriber's session, just read) as the subscriber's deadline; past it,
   * or with no session left, the private channels end. True when they still run.
   */
  private sessionCheckedAt(subscriber: Subscriber, until: number | undefined, now: number): boolean {
    if (until === undefined || until <= now) {
      this.endPrivate(subscriber);
      return false;
    }
    subscriber.sessionLiveUntil = until;
    return true;
  }

  /**
   * The subscriber's session has ended: its private channels are dropped, it is told so when it held any, and it
   * is authorised no more. A private subscribe on this socket is then refused as one without a session (32004).
   */
  private endPrivate(subscriber: Subscriber): void {
    const dropped = [...subscriber.channels].filter(isPrivateChannel);
    for (const channel of dropped) subscriber.channels.delete(channel);
    this.deauthorise(subscriber);
    subscriber.session = undefined;
    if (dropped.length > 0) this.reply(subscriber, { op: 'error', code: StreamCodes.NOT_AUTHORISED, msg: SESSION_ENDED_MSG });
  }

  private deauthorise(subscriber: Subscriber): void {
    if (subscriber.account !== undefined) removeFrom(this.byAccount, subscriber.account, subscriber);
    if (subscriber.session !== undefined) removeFrom(this.bySession, subscriber.session.id, subscriber);
    subscriber.account = undefined;
  }

  // ---- client frames ----

  private receive(subscriber: Subscriber, text: string): void {
    const now = this.exchange.clock();
    subscriber.lastSeen = now;
    if (now - subscriber.windowStart >= 1000) {
      subscriber.windowStart = now;
      subscriber.framesInWindow = 0;
    }
    subscriber.framesInWindow += 1;
    if (subscriber.framesInWindow > this.limits.maxFramesPerSecond) {
      // One 32006 per window, for the first frame over the limit; the rest are dropped unread. Answering each
      // would turn a client's flood into one of the gateway's own, on this socket's send buffer.
      if (subscriber.framesInWindow === this.limits.maxFramesPerSecond + 1) {
        this.reply(subscriber, { op: 'error', code: StreamCodes.RATE_LIMITED, msg: 'Too many frames' });
      }
      return;
    }
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      this.reply(subscriber, { op: 'error', code: StreamCodes.BAD_FRAME, msg: 'Not JSON' });
      return;
    }
    if (!Value.Check(ClientFrame, frame)) {
      const first = Value.Errors(ClientFrame, frame).First();
      const id = typeof (frame as { id?: unknown })?.id === 'number' ? (frame as { id: number }).id : undefined;
      this.reply(subscriber, { op: 'error', id, code: StreamCodes.BAD_FRAME, msg: `Bad frame: ${first?.path || '/'} ${first?.message ?? ''}`.trim() });
      return;
    }
    switch (frame.op) {
      case 'ping':
        this.reply(subscriber, { op: 'pong', ts: frame.ts });
        return;
      case 'pong':
        return;
      case 'subscribe':
        this.subscribe(subscriber, frame);
        return;
      case 'unsubscribe':
        for (const channel of frame.channels) this.leave(subscriber, channel);
        this.reply(subscriber, { op: 'ack', id: frame.id, channels: [...subscriber.channels] });
    }
  }

  private subscribe(subscriber: Subscriber, frame: SubscribeFrame): void {
    const fail = (code: string, msg: string) => this.reply(subscriber, { op: 'error', id: frame.id, code, msg });
    const account = frame.account ?? subscriber.kind;
    if (account !== subscriber.kind) return fail(StreamCodes.BAD_FRAME, `This socket follows the ${subscriber.kind} account`);
    for (const channel of frame.channels) {
      const parsed = parseChannel(channel);
      if (parsed === undefined) return fail(StreamCodes.BAD_FRAME, `Unknown channel ${channel}`);
      const listed = (symbol: string) =>
        isFuturesChannel(channel) ? this.futures?.market(subscriber.kind, symbol) : this.exchange.market(subscriber.kind, symbol);
      if ('symbol' in parsed && listed(parsed.symbol) === undefined) {
        return fail(StreamCodes.UNKNOWN_SYMBOL, `Unknown symbol ${parsed.symbol}`);
      }
    }
    const added = frame.channels.filter((channel) => !subscriber.channels.has(channel));
    if (subscriber.channels.size + new Set(added).size > this.limits.maxChannels) {
      return fail(StreamCodes.TOO_MANY_SUBSCRIPTIONS, `At most ${this.limits.maxChannels} channels a socket`);
    }
    if (frame.channels.some(isPrivateChannel)) {
      // The upgrade's session may have ended since (the socket outlives it): then the socket has none.
      const liveUntil = this.liveUntilOf(subscriber);
      if (liveUntil === undefined || liveUntil <= this.sessionClock()) this.endPrivate(subscriber);
      const { session } = subscriber;
      if (session === undefined || frame.auth === undefined) return fail(StreamCodes.NOT_AUTHORISED, 'Not logged in');
      const signClock = { now: this.sessionClock(), notBefore: this.signedNotBefore };
      const failure = checkSubscribeAuth(this.db, session, frame.auth, { account, channels: frame.channels }, signClock, this.traceIds);
      if (failure !== undefined) return fail(StreamCodes.SIGNATURE_REJECTED, SIGN_FAILURE_TEXT[failure] ?? failure);
      subscriber.sessionLiveUntil = liveUntil ?? 0;
      const accountId = account === 'paper' ? `P${session.userId}` : session.userId;
      subscriber.account = accountId;
      addTo(this.byAccount, accountId, subscriber);
      addTo(this.bySession, session.id, subscriber);
    }
    // Only a subscribe that passed every check starts the perpetuals' simulation (one loop over the listed markets,
    // a no-op once running): a refused one, an unknown symbol or an unauthorised private channel, starts nothing.
    if (frame.channels.some(isFuturesChannel)) this.futures?.start();
    for (const channel of frame.channels) {
      subscriber.channels.add(channel);
      if (isPrivateChannel(channel)) continue;
      const key = `${subscriber.kind}|${channel}`;
      let holders = this.holders.get(key);
      if (holders === undefined) this.holders.set(key, (holders = new Set()));
      holders.add(subscriber);
    }
    this.reply(subscriber, { op: 'ack', id: frame.id, channels: [...subscriber.channels] });
  }

  private leave(subscriber: Subscriber, channel: string): void {
    subscriber.channels.delete(channel);
    this.holders.get(`${subscriber.kind}|${channel}`)?.delete(subscriber);
  }

  private reply(subscriber: Subscriber, frame: ServerFrame): void {
    this.send(subscriber, JSON.stringify(frame));
  }

  /** Sends, unless the socket's unsent data is over the limit: then it is a slow consumer, and closed. */
  private send(subscriber: Subscriber, text: string): void {
    if (subscriber.closed) return;
    if (subscriber.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.drop(subscriber);
      subscriber.socket.close(StreamCloseCodes.SLOW_CONSUMER, 'slow consumer');
      return;
    }
    subscriber.socket.send(text);
  }

  private close(subscriber: Subscriber, code: string, msg: string, closeCode: number): void {
    this.reply(subscriber, { op: 'error', code, msg });
    this.drop(subscriber);
    subscriber.socket.close(closeCode, msg);
  }

  private drop(subscriber: Subscriber): void {
    if (subscriber.closed) return;
    subscriber.closed = true;
    this.sockets.delete(subscriber);
    for (const channel of subscriber.channels) this.holders.get(`${subscriber.kind}|${channel}`)?.delete(subscriber);
    this.deauthorise(subscriber);
  }
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let values = map.get(key);
  if (values === undefined) map.set(key, (values = new Set()));
  values.add(value);
}

/** Takes `value` out of its key's set, and the set out of the map once empty. */
function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const values = map.get(key);
  if (values === undefined) return;
  values.delete(value);
  if (values.size === 0) map.delete(key);
}
