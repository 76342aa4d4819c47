// WebSocket frames on /v1/ws (docs/protocol.md "Market stream"). Every frame is one JSON object with an `op`.
import * as Type from './type';
import type { Static, TSchema } from '@sinclair/typebox';
import { CHANNEL_PATTERN, MAX_CHANNEL_LENGTH } from './channels';
import { DepthDiff, Kline, Ticker24h, Trade } from './market-data';
import { Balance, Fill, Order } from './orders';
import { AccountKind, EpochMs } from './primitives';

export const MAX_CHANNELS_PER_FRAME = 50;

const Channel = Type.String({ pattern: CHANNEL_PATTERN, maxLength: MAX_CHANNEL_LENGTH });
/** A number the client picks to match an ack or error to its request. */
const RequestId = Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 });

/**
 * The signature that authorises private channels: the headers of a signed call (docs/protocol.md "Request
 * signing"), mode 2, over the path `/v1/ws` and the body `privateSubscribeBody(...)`. The session is the one of the
 * socket's upgrade request (its cookie).
 */
export const SubscribeAuth = Type.Object(
  {
    'device-sign': Type.String({ minLength: 1, maxLength: 1024 }),
    'device-sign-mode': Type.Literal('2'),
    'device-sign-data-md5': Type.String({ pattern: '^[0-9a-f]{32}$' }),
    'device-sign-key': Type.String({ pattern: '^[0-9a-f]{32}$' }),
    tm: Type.String({ pattern: '^[0-9]{1,16}$' }),
    uhti: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  },
  { additionalProperties: false },
);
export type SubscribeAuth = Static<typeof SubscribeAuth>;

/** The path a subscribe signature signs. */
export const STREAM_SIGN_PATH = '/v1/ws';

/** The body text a subscribe signature signs: the account, a line feed, the channels in frame order joined by commas. */
export function privateSubscribeBody(account: AccountKind, channels: readonly string[]): string {
  return `${account}\n${channels.join(',')}`;
}

// ---- client to gateway ----

export const SubscribeFrame = Type.Object(
  {
    op: Type.Literal('subscribe'),
    id: Type.Optional(RequestId),
    channels: Type.Array(Channel, { minItems: 1, maxItems: MAX_CHANNELS_PER_FRAME }),
    /** Which account the private channels follow; real when absent. */
    account: Type.Optional(AccountKind),
    /** Needed when `channels` holds a private channel. */
    auth: Type.Optional(SubscribeAuth),
  },
  { additionalProperties: false },
);
export type SubscribeFrame = Static<typeof SubscribeFrame>;

export const UnsubscribeFrame = Type.Object(
  {
    op: Type.Literal('unsubscribe'),
    id: Type.Optional(RequestId),
    channels: Type.Array(Channel, { minItems: 1, maxItems: MAX_CHANNELS_PER_FRAME }),
  },
  { additionalProperties: false },
);
export type UnsubscribeFrame = Static<typeof UnsubscribeFrame>;

/** Either side may ping; the other answers pong with the same `ts`. */
export const PingFrame = Type.Object({ op: Type.Literal('ping'), ts: EpochMs }, { additionalProperties: false });
export type PingFrame = Static<typeof PingFrame>;
export const PongFrame = Type.Object({ op: Type.Literal('pong'), ts: EpochMs }, { additionalProperties: false });
export type PongFrame = Static<typeof PongFrame>;

export const ClientFrame = Type.Union([SubscribeFrame, UnsubscribeFrame, PingFrame, PongFrame]);
export type ClientFrame = Static<typeof ClientFrame>;

// ---- gateway to client ----

/** The answer to a subscribe or unsubscribe: the socket's channels after it. */
export const AckFrame = Type.Object({
  op: Type.Literal('ack'),
  id: Type.Optional(RequestId),
  channels: Type.Array(Type.String()),
});
export type AckFrame = Static<typeof AckFrame>;

/** A refused frame (the socket stays open) or, just before a close, the reason for it. */
export const ErrorFrame = Type.Object({
  op: Type.Literal('error'),
  id: Type.Optional(RequestId),
  code: Type.String(),
  msg: Type.String(),
});
export type ErrorFrame = Static<typeof ErrorFrame>;

/** A data frame of one kind: the perpetuals' (futures-frames.ts) are built by it too. */
export function dataFrame<K extends string, T extends TSchema>(kind: K, payload: T) {
  return Type.Object({ op: Type.Literal('data'), channel: Type.String(), kind: Type.Literal(kind), data: payload });
}

export const TickerData = dataFrame('ticker', Ticker24h);
export const DepthData = dataFrame('depth', DepthDiff);
/** Trades since the previous frame, oldest first. */
export const TradesData = dataFrame('trades', Type.Array(Trade));
export const KlineData = dataFrame('kline', Kline);
export const OrdersData = dataFrame('orders', Order);
export const FillsData = dataFrame('fills', Fill);
/** The changed balances of the account. */
export const BalancesData = dataFrame('balances', Type.Array(Balance));

export const DataFrame = Type.Union([TickerData, DepthData, TradesData, KlineData, OrdersData, FillsData, BalancesData]);
export type DataFrame = Static<typeof DataFrame>;

export const ServerFrame = Type.Union([AckFrame, ErrorFrame, PingFrame, PongFrame, DataFrame]);
export type ServerFrame = Static<typeof ServerFrame>;
