// The building blocks every trading shape uses. Money and quantities travel as decimal strings (DECISIONS
// "Trading"): a JSON number would be parsed into a binary float and could lose or gain digits on the way.
import * as Type from './type';
import type { Static } from '@sinclair/typebox';

/** A non-negative decimal without exponent or sign: "0", "97000.5", "0.00001". At most 20 + 18 digits. */
export const DecimalString = Type.String({ pattern: '^(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$', maxLength: 40 });
export type DecimalString = Static<typeof DecimalString>;

/** A listed spot market: base then quote, upper case, e.g. BTCUSDT. */
export const SymbolName = Type.String({ pattern: '^[A-Z0-9]{2,12}USDT$', maxLength: 16 });
export type SymbolName = Static<typeof SymbolName>;

/** An asset code such as BTC or USDT. */
export const AssetName = Type.String({ pattern: '^[A-Z0-9]{1,16}$' });

/** Milliseconds since the epoch (UTC). */
export const EpochMs = Type.Integer({ minimum: 0 });

/** An id the gateway issues (orders, trades): decimal digits, compared as text. */
export const IdString = Type.String({ pattern: '^[0-9]{1,20}$' });

/** An id the client chooses to make a retried placement idempotent. */
export const ClientOrderId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,36}$' });

/** Update ids of a depth stream: positive integers well inside 2^53. */
export const UpdateId = Type.Integer({ minimum: 0 });

export const Side = Type.Union([Type.Literal('buy'), Type.Literal('sell')]);
export type Side = Static<typeof Side>;

/** Which ledger an order or balance belongs to (the `paptrading` header selects it on REST). */
export const AccountKind = Type.Union([Type.Literal('real'), Type.Literal('paper')]);
export type AccountKind = Static<typeof AccountKind>;

/** One price level: [price, quantity]. Quantity "0" in a diff removes the level. */
export const Level = Type.Tuple([DecimalString, DecimalString]);
export type Level = Static<typeof Level>;
