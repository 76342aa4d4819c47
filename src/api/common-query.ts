// Query values every call carries (SPEC 7): the user's language as a number, and on GET a timestamp so no cache
// between the browser and the gateway answers with another user's or another moment's data.
import { languageTypeOf } from '../core/locales';
import type { RequestContext } from './request-context';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CommonQuery {
  readonly languageType: number;
  readonly _t?: number;
}

export function commonQuery(method: HttpMethod, context: Pick<RequestContext, 'locale'>, now: number): CommonQuery {
  const languageType = languageTypeOf(context.locale);
  return method === 'GET' ? { languageType, _t: now } : { languageType };
}
