// SPEC 7's call table as typed functions over an HttpClient. Answers the app reads are shape-checked by the client
// (a wrong shape rejects as 'malformed'); calls whose answer the spec leaves unshown resolve with nothing.
import type { HttpCaller } from './http-client';
import { API } from './paths';
import {
  isClientCommonConfigResponse,
  isDomainConfigResponse,
  isGatewaySignConfigResponse,
  isUsdtRateResponse,
  isUserInfoResponse,
} from './response-guards';
import type {
  ClientCommonConfigResponse,
  DomainConfigResponse,
  GatewaySignConfigResponse,
  UsdtRateResponse,
  UserInfoResponse,
} from './response-guards';

export type {
  ClientCommonConfigResponse,
  DomainConfigResponse,
  GatewaySignConfigResponse,
  UsdtRateResponse,
  UserInfoResponse,
} from './response-guards';

/**
 * Background calls (configs, the security log) show nothing to the user when they fail (SPEC 8: network
 * errors are not reported; a config failure is only logged). Their callers retry with a backoff instead, and a
 * toast per retry would be noise. An error that asks for a logout still reaches the edge.
 */
const BACKGROUND = { toast: false } as const;

export interface LocalePayload {
  readonly locale: string;
}

export interface SecurityEventPayload {
  readonly bizType: string;
  readonly data: { readonly event: string; readonly reason: string };
  readonly timestamp: number;
  readonly page: string;
}

/** The signed-in user, or null for an anonymous visitor (SPEC 8: the user-info call resolves on 00004-00006). */
export async function fetchUserInfo(
  client: HttpCaller,
  payload: LocalePayload,
  signal?: AbortSignal,
): Promise<UserInfoResponse> {
  return client.post<UserInfoResponse>(
    API.userInfo,
    { locale: payload.locale },
    { signal, validate: isUserInfoResponse },
  );
}

/**
 * The rate table. Its caller retries with a backoff: only the first failure of a run is shown (`toast`), so a user
 * learns once that prices may be stale, not at every retry.
 */
export async function fetchUsdtRates(
  client: HttpCaller,
  payload: LocalePayload,
  options: { signal?: AbortSignal; toast?: boolean } = {},
): Promise<UsdtRateResponse> {
  return client.post<UsdtRateResponse>(
    API.usdtRate,
    { locale: payload.locale },
    { signal: options.signal, toast: options.toast ?? true, validate: isUsdtRateResponse },
  );
}

export async function fetchDomainConfig(client: HttpCaller, signal?: AbortSignal): Promise<DomainConfigResponse> {
  return client.get<DomainConfigResponse>(API.domainConfig, undefined, {
    ...BACKGROUND,
    signal,
    validate: isDomainConfigResponse,
  });
}

export async function fetchGatewaySignConfig(
  client: HttpCaller,
  signal?: AbortSignal,
): Promise<GatewaySignConfigResponse> {
  return client.get<GatewaySignConfigResponse>(API.gatewaySignConfig, undefined, {
    ...BACKGROUND,
    signal,
    validate: isGatewaySignConfigResponse,
  });
}

/** Sent without a body: the gateway answers an empty JSON body with 400. */
export async function fetchClientCommonConfig(
  client: HttpCaller,
  signal?: AbortSignal,
): Promise<ClientCommonConfigResponse> {
  return client.post<ClientCommonConfigResponse>(API.clientCommonConfig, undefined, {
    ...BACKGROUND,
    signal,
    validate: isClientCommonConfigResponse,
  });
}

export async function reportSecurityEvent(
  client: HttpCaller,
  payload: SecurityEventPayload,
  signal?: AbortSignal,
): Promise<void> {
  const { bizType, data, timestamp, page } = payload;
  await client.post<unknown>(
    API.securityLog,
    { bizType, data: { event: data.event, reason: data.reason }, timestamp, page },
    { ...BACKGROUND, signal },
  );
}

export async function logout(client: HttpCaller, signal?: AbortSignal): Promise<void> {
  await client.post<unknown>(API.logout, undefined, { signal });
}

export async function clearCookie(client: HttpCaller, signal?: AbortSignal): Promise<void> {
  await client.post<unknown>(API.clearCookie, undefined, { signal });
}

export async function btapiLogout(client: HttpCaller, signal?: AbortSignal): Promise<void> {
  await client.post<unknown>(API.btapiLogout, undefined, { signal });
}

/** Translation content (title, description, keywords); the answer's shape is not specified, so it is not read. */
export async function fetchTdkList(
  client: HttpCaller,
  payload: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<unknown> {
  return client.post<unknown>(API.tdkList, payload, { signal });
}

// The events site's page data (the gateway's /v1/events calls). Answers are checked field by field: a record that
// is not an event is refused as malformed rather than rendered half-empty.

export const EVENTS_API = {
  list: '/v1/events/list',
  detail: '/v1/events/detail',
} as const;

/** Event ids as the gateway writes them: lower-case words joined by hyphens, at most 64 characters. */
export const EVENT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export type EventStatus = 'upcoming' | 'live' | 'ended';

export interface EventSummary {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** ms since the epoch, inclusive. */
  readonly startsAt: number;
  /** ms since the epoch, exclusive. */
  readonly endsAt: number;
  readonly status: EventStatus;
  readonly coverAlt: string;
  /** In USDT; the page converts it to the display currency. null when the event has no prize pool. */
  readonly prizePoolUsdt: number | null;
  /** The language the texts are written in, which may differ from the one asked for. */
  readonly locale: string;
}

export interface EventDetail extends Omit<EventSummary, 'coverAlt'> {
  /** Rich text from the gateway: shown only through the sanitizer. */
  readonly html: string;
  /** `url` comes from data: followed only through the guarded location setter. */
  readonly cta: { readonly label: string; readonly url: string };
}

export interface EventDetailPayload extends LocalePayload {
  readonly id: string;
}

const EVENT_STATUSES: readonly string[] = ['upcoming', 'live', 'ended'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function hasEventCore(value: Record<string, unknown>): boolean {
  const pool = value['prizePoolUsdt'];
  return (
    isText(value['id']) &&
    EVENT_ID.test(value['id']) &&
    isText(value['title']) &&
    isText(value['summary']) &&
    isTime(value['startsAt']) &&
    isTime(value['endsAt']) &&
    value['startsAt'] <= value['endsAt'] &&
    isText(value['status']) &&
    EVENT_STATUSES.includes(value['status']) &&
    (pool === null || (typeof pool === 'number' && Number.isFinite(pool) && pool >= 0)) &&
    isText(value['locale'])
  );
}

export function isEventSummary(value: unknown): value is EventSummary {
  return isRecord(value) && hasEventCore(value) && isText(value['coverAlt']);
}

export function isEventSummaryList(value: unknown): value is EventSummary[] {
  return Array.isArray(value) && value.every(isEventSummary);
}

export function isEventDetail(value: unknown): value is EventDetail {
  if (!isRecord(value) || !hasEventCore(value) || !isText(value['html'])) return false;
  const cta = value['cta'];
  return isRecord(cta) && isText(cta['label']) && isText(cta['url']);
}

/**
 * The events in `locale` (untranslated ones in English), live first. The page shows a failure itself, so nothing
 * is toasted; a failure that asks for a logout still carries that action in the rejection.
 */
export async function fetchEventList(
  client: HttpCaller,
  payload: LocalePayload,
  signal?: AbortSignal,
): Promise<EventSummary[]> {
  return client.get<EventSummary[]>(
    EVENTS_API.list,
    { locale: payload.locale },
    { signal, toast: false, validate: isEventSummaryList },
  );
}

/** One event; an unknown id rejects with HTTP 404. */
export async function fetchEventDetail(
  client: HttpCaller,
  payload: EventDetailPayload,
  signal?: AbortSignal,
): Promise<EventDetail> {
  return client.get<EventDetail>(
    EVENTS_API.detail,
    { id: payload.id, locale: payload.locale },
    { signal, toast: false, validate: isEventDetail },
  );
}
