// Request bodies (SPEC 7): JSON by default, form-urlencoded with bracket arrays on request, multipart FormData
// for uploads. The body is serialized here, before the extension steps run, so a signing step signs exactly the
// bytes that are sent.
import { isPlainObject } from './plain-object';

export const JSON_CONTENT_TYPE = 'application/json';
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

function encodePair(key: string, value: unknown, pairs: string[]): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (Array.isArray(value)) {
    for (const item of value) encodePair(`${key}[]`, item, pairs);
    return;
  }
  if (isPlainObject(value)) {
    for (const field of Object.keys(value)) encodePair(`${key}[${encodeURIComponent(field)}]`, value[field], pairs);
    return;
  }
  const text = value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
  pairs.push(`${key}=${encodeURIComponent(text)}`);
}

/**
 * `data` as `application/x-www-form-urlencoded`: arrays as `ids[]=1&ids[]=2`, nested objects as `a[b]=1`, null as
 * an empty value, undefined left out. Brackets stay literal (the gateway and most servers read them either way,
 * and logs stay readable); everything else is percent-encoded.
 */
export function encodeForm(data: unknown): string {
  if (!isPlainObject(data)) return '';
  const pairs: string[] = [];
  for (const key of Object.keys(data)) encodePair(encodeURIComponent(key), data[key], pairs);
  return pairs.join('&');
}

/** Bodies the browser sends as they are; FormData also brings its own multipart content type and boundary. */
function isRawBody(data: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

export interface EncodedBody {
  readonly data: unknown;
  /**
   * The content type to send; null removes any (the browser sets FormData's, and no body has none); undefined
   * leaves it as it is.
   */
  readonly contentType: string | null | undefined;
}

/**
 * The body to send for `data`, given the content type the caller asked for: FormData untouched with no content
 * type of ours, other binary bodies untouched, form-urlencoded when asked, JSON text otherwise. No data means no
 * body and no content type, which axios would otherwise fill in with its form default outside browsers, and which
 * the gateway (JSON only) would refuse.
 */
export function encodeBody(data: unknown, requestedContentType?: string): EncodedBody {
  if (data === undefined) return { data: undefined, contentType: null };
  if (typeof FormData !== 'undefined' && data instanceof FormData) return { data, contentType: null };
  if (isRawBody(data)) return { data, contentType: undefined };
  if (requestedContentType?.toLowerCase().startsWith(FORM_CONTENT_TYPE)) {
    return { data: typeof data === 'string' ? data : encodeForm(data), contentType: FORM_CONTENT_TYPE };
  }
  return { data: JSON.stringify(data) ?? 'null', contentType: JSON_CONTENT_TYPE };
}
