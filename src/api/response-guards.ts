// Shape checks for the answers the app depends on (SPEC 7). The client runs them on arrival, so a wrong shape is a
// 'malformed' ApiError like any other unreadable answer, instead of "cannot read properties of undefined" later.
import { isPlainObject } from './plain-object';

export type UserInfoResponse = {
  userInfo: Record<string, unknown>;
  settings: Record<string, unknown>;
  loginName?: string;
  userName?: string;
} | null;

export interface UsdtRateResponse {
  supported: { name: string; symbol: string; value: string }[];
  rates: Record<string, string | number>;
}

export interface DomainConfigResponse {
  imgDomainConfig: { foreignDomainList: string[]; internalDomainList: string[] };
}

/** The signing config's fields are checked by the signing layer, which owns their meaning. */
export interface GatewaySignConfigResponse {
  gatewaySignConfig: Record<string, unknown>;
}

export interface ClientCommonConfigResponse {
  clientCommonConfig: { eventLogUploadSwitch: boolean; userId: string };
  localVo: { ip: string };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): boolean => value === undefined || typeof value === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

export function isUserInfoResponse(value: unknown): value is UserInfoResponse {
  if (value === null) return true;
  return (
    isPlainObject(value) &&
    isPlainObject(value['userInfo']) &&
    isPlainObject(value['settings']) &&
    isOptionalString(value['loginName']) &&
    isOptionalString(value['userName'])
  );
}

export function isUsdtRateResponse(value: unknown): value is UsdtRateResponse {
  if (!isPlainObject(value) || !Array.isArray(value['supported']) || !isPlainObject(value['rates'])) return false;
  const supportedOk = value['supported'].every(
    (entry) => isPlainObject(entry) && isString(entry['name']) && isString(entry['symbol']) && isString(entry['value']),
  );
  const ratesOk = Object.values(value['rates']).every(
    (rate) => isString(rate) || (typeof rate === 'number' && Number.isFinite(rate)),
  );
  return supportedOk && ratesOk;
}

export function isDomainConfigResponse(value: unknown): value is DomainConfigResponse {
  if (!isPlainObject(value)) return false;
  const config = value['imgDomainConfig'];
  return (
    isPlainObject(config) && isStringList(config['foreignDomainList']) && isStringList(config['internalDomainList'])
  );
}

export function isGatewaySignConfigResponse(value: unknown): value is GatewaySignConfigResponse {
  return isPlainObject(value) && isPlainObject(value['gatewaySignConfig']);
}

export function isClientCommonConfigResponse(value: unknown): value is ClientCommonConfigResponse {
  if (!isPlainObject(value)) return false;
  const config = value['clientCommonConfig'];
  const local = value['localVo'];
  return (
    isPlainObject(config) &&
    typeof config['eventLogUploadSwitch'] === 'boolean' &&
    isString(config['userId']) &&
    isPlainObject(local) &&
    isString(local['ip'])
  );
}
