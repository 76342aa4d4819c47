// axios hands out AxiosHeaders after its own dispatch, but a custom adapter or an error path may carry a plain
// object; header names are case-insensitive either way.
import { isPlainObject } from './plain-object';

export function readResponseHeader(headers: unknown, name: string): unknown {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const getter = (headers as { get?: unknown }).get;
  if (typeof getter === 'function') return (getter as (header: string) => unknown).call(headers, name);
  if (!isPlainObject(headers)) return undefined;
  const wanted = name.toLowerCase();
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : headers[key];
}
