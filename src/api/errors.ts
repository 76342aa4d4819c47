// Every failure of the request layer is one of these typed values. Nothing here is translated: the edge that
// shows a toast turns `serverMessage` (the server's own words) or `messageKey` (+ `values`) into text.

export type ApiErrorKind =
  | 'envelope'
  | 'session-expired'
  | 'http'
  | 'timeout'
  | 'network'
  | 'malformed'
  | 'cancelled'
  | 'bad-request';

/** Longest server text kept: a gateway that answers with a megabyte of msg must not flood a toast or a log. */
export const MAX_SERVER_MESSAGE_LENGTH = 300;

export interface ApiErrorInit {
  readonly kind: ApiErrorKind;
  /** Used as Error.message when there is no server message or detail (a key reads better in a log than ''). */
  readonly message?: string;
  readonly code?: string;
  readonly status?: number;
  readonly messageKey?: string;
  readonly values?: Record<string, string | number>;
  readonly serverMessage?: string;
  readonly detail?: string;
  /** Defaults to true for every kind but 'cancelled': a user who cancelled needs no toast. */
  readonly toast?: boolean;
  /** Defaults to false, and to true for 'cancelled'. */
  readonly silent?: boolean;
  readonly action?: 'logout';
  readonly path?: string;
  readonly retryAfterMs?: number;
}

/** Cuts a server-provided text to MAX_SERVER_MESSAGE_LENGTH; anything but a non-blank string gives undefined. */
export function capServerMessage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Trim only the part that can be kept, so a 1 MB string of spaces costs no more than a short one.
  const head = value.length > MAX_SERVER_MESSAGE_LENGTH * 4 ? value.slice(0, MAX_SERVER_MESSAGE_LENGTH * 4) : value;
  const text = head.trim();
  if (text === '') return undefined;
  if (text.length <= MAX_SERVER_MESSAGE_LENGTH) return text;
  let cut = text.slice(0, MAX_SERVER_MESSAGE_LENGTH - 1);
  // Never leave half of a surrogate pair at the end: it renders as a replacement character.
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope's code as text (numeric codes are stringified). */
  declare readonly code?: string;
  /** The HTTP status, when a response arrived. */
  declare readonly status?: number;
  /** Catalog key of the localized text, e.g. 'errors.timeout'. */
  declare readonly messageKey?: string;
  /** Interpolation values for messageKey. */
  declare readonly values?: Record<string, string | number>;
  /** The server's msg, capped; shown as it is, in preference to messageKey. */
  declare readonly serverMessage?: string;
  /** Technical detail for logs and for the network toast (axios's message), capped. */
  declare readonly detail?: string;
  /** Whether the edge should show this error to the user. */
  readonly toast: boolean;
  /** Whether the error must stay out of the console (events shell: HTTP 429, cancellations). */
  readonly silent: boolean;
  /** What the caller must do next; 'logout' runs the logout sequence. */
  declare readonly action?: 'logout';
  /** The resolved API path of the failed call. */
  declare readonly path?: string;
  /** How long the answer asked the client to wait before calling again (its Retry-After), in ms. */
  declare readonly retryAfterMs?: number;

  constructor(init: ApiErrorInit) {
    const serverMessage = capServerMessage(init.serverMessage);
    const detail = capServerMessage(init.detail);
    super(serverMessage ?? init.message ?? detail ?? init.messageKey ?? init.kind);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.toast = init.toast ?? init.kind !== 'cancelled';
    this.silent = init.silent ?? init.kind === 'cancelled';
    // Optional fields are only set when present, so `toEqual` in tests and logs stay free of undefined noise.
    if (init.code !== undefined) this.code = init.code;
    if (init.status !== undefined) this.status = init.status;
    if (init.messageKey !== undefined) this.messageKey = init.messageKey;
    if (init.values !== undefined) this.values = init.values;
    if (serverMessage !== undefined) this.serverMessage = serverMessage;
    if (detail !== undefined) this.detail = detail;
    if (init.action !== undefined) this.action = init.action;
    if (init.path !== undefined) this.path = init.path;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }

  /** This error for a call that asked for no toast: what it asks the edge to do (a logout) still stands. */
  withoutToast(): ApiError {
    return new ApiError({ ...this.init(), toast: false });
  }

  /** The same error for another path (steps throw before they know it). */
  withPath(path: string): ApiError {
    return new ApiError({ ...this.init(), path });
  }

  private init(): ApiErrorInit {
    return {
      kind: this.kind,
      message: this.message,
      code: this.code,
      status: this.status,
      messageKey: this.messageKey,
      values: this.values,
      serverMessage: this.serverMessage,
      detail: this.detail,
      toast: this.toast,
      silent: this.silent,
      action: this.action,
      path: this.path,
      retryAfterMs: this.retryAfterMs,
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** An answer that arrived but cannot be used (not an envelope, no data, wrong shape). */
export function malformedAnswer(path: string | undefined, detail: string): ApiError {
  return new ApiError({ kind: 'malformed', messageKey: 'errors.malformed', detail, path });
}
