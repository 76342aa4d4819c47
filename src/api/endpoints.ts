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

export async function fetchUsdtRates(
  client: HttpCaller,
  payload: LocalePayload,
  signal?: AbortSignal,
): Promise<UsdtRateResponse> {
  return client.post<UsdtRateResponse>(
    API.usdtRate,
    { locale: payload.locale },
    { signal, validate: isUsdtRateResponse },
  );
}

export async function fetchDomainConfig(client: HttpCaller, signal?: AbortSignal): Promise<DomainConfigResponse> {
  return client.get<DomainConfigResponse>(API.domainConfig, undefined, { signal, validate: isDomainConfigResponse });
}

export async function fetchGatewaySignConfig(
  client: HttpCaller,
  signal?: AbortSignal,
): Promise<GatewaySignConfigResponse> {
  return client.get<GatewaySignConfigResponse>(API.gatewaySignConfig, undefined, {
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
    { signal },
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
