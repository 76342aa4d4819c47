// Headers every call carries (SPEC 7), and the events shell's extra ones. Values come from storage and cookies,
// which other code or the user can corrupt; a header value with a line break makes the browser refuse the whole
// request, so values are reduced to printable ASCII first.
import { SIMULATION_HEADER, TERMINAL_TYPE } from '../config/constants';
import { resolveLocale } from '../core/locales';
import type { Flavour } from './flavours';
import type { RequestContext } from './request-context';

export interface RequestIds {
  /** Unique per request (a UUID). */
  readonly requestId: string;
  /** When the request was made, ms since epoch (server-corrected clock). */
  readonly requestTime: number;
}

export type HeaderMap = Record<string, string>;

function headerValue(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '').trim();
}

export function commonHeaders(context: RequestContext, flavour: Flavour, ids: RequestIds): HeaderMap {
  const locale = resolveLocale(context.locale);
  const headers: HeaderMap = {
    appTheme: context.theme === 'light' ? 'standard' : 'dark',
    terminaltype: String(TERMINAL_TYPE),
    devicelanguage: locale.languageKey,
    locale: locale.code,
    language: locale.languageKey,
    terminalCode: headerValue(String(context.terminalCode ?? '')),
  };
  if (context.beta === true) headers['beta'] = '1';
  if (context.simulation === true) headers[SIMULATION_HEADER.name] = SIMULATION_HEADER.value;

  if (flavour.name === 'events') {
    headers['website'] = 'mix';
    headers['deviceId'] = headerValue(String(context.deviceId ?? ''));
    headers['requestId'] = headerValue(ids.requestId);
    headers['requestTime'] = String(ids.requestTime);
    const environment = headerValue(String(context.environment ?? ''));
    if (environment !== '') headers['environment'] = environment;
  }
  return headers;
}
