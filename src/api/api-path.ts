// Turns the API names callers write (SPEC 7 writes both `v1/user/logout` and `/v1/user/logout`) into the one
// path the gateway serves. Only names are accepted: a URL here would send the user's headers to another host.
import { env } from '../config/env';
import { DEFAULT_API_PREFIX } from '../config/constants';
import { parseRequestTarget } from '../core/request-target';
import { ApiError } from './errors';

export const WRONG_API_NAME = 'wrong api name';

/** Calls of the older gateway that live beside the versioned API (SPEC 7: `btapi/common/logout`). */
const BTAPI = 'btapi';

// Scheme (http:, javascript: ...) or protocol-relative start: axios would treat either as absolute.
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
// Backslashes count as slashes in browsers' URL parsing; whitespace and control characters never belong in a path.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTER = /[\\\s\u0000-\u001f\u007f]/;

function wrongName(detail: string): ApiError {
  return new ApiError({
    kind: 'bad-request',
    message: WRONG_API_NAME,
    messageKey: 'errors.wrongApiName',
    detail,
  });
}

function normalizePrefix(prefix: string): string {
  const inner = prefix.trim().replace(/^\/+|\/+$/g, '');
  return inner === '' ? '' : `/${inner}`;
}

/** Removes `segment/` (or a lone `segment`) from the start of `path`. */
function stripSegment(path: string, segment: string): string {
  if (segment === '') return path;
  if (path === segment) return '';
  return path.startsWith(`${segment}/`) ? path.slice(segment.length + 1) : path;
}

/**
 * The resolved path, refused unless its path part is in the one spelling the gateway routes and signs
 * (src/core/request-target.ts): `a//b`, `;params`, `%61` for `a` and the like would be refused by the gateway,
 * or signed under another name than the one it routes.
 */
function canonical(path: string): string {
  const pathPart = path.split(/[?#]/, 1)[0] ?? '';
  if (!parseRequestTarget(pathPart).ok) throw wrongName('the API name is not a canonical path');
  return path;
}

/**
 * The gateway path of an API name: `user/logout`, `/user/logout`, `v1/user/logout` and `/v1/user/logout` all give
 * `${prefix}/user/logout`; `btapi/...` keeps its own root. Throws ApiError('wrong api name') for anything that is
 * not a usable name.
 */
export function resolveApiPath(name: unknown, prefix: string = env.apiPrefix): string {
  if (typeof name !== 'string' || name.trim() === '') throw wrongName('the API name is missing or empty');
  const trimmed = name.trim();
  if (ABSOLUTE.test(trimmed)) throw wrongName('an API name is a path, not a URL');
  if (FORBIDDEN_CHARACTER.test(trimmed)) throw wrongName('the API name holds a character a path cannot hold');

  const relative = trimmed.replace(/^\/+/, '');
  const pathPart = relative.split(/[?#]/, 1)[0] ?? '';
  // A dot segment would let the browser resolve the path out of the prefix (`v1/../admin`).
  if (pathPart.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw wrongName('the API name holds a dot segment');
  }

  if (relative === BTAPI || relative.startsWith(`${BTAPI}/`)) {
    const rest = stripSegment(relative, BTAPI);
    if (rest === '') throw wrongName('the API name has no path after btapi/');
    return canonical(`/${BTAPI}/${rest}`);
  }

  const normalizedPrefix = normalizePrefix(prefix);
  // Names written with the default version, or already with the configured prefix, are not prefixed twice.
  let rest = stripSegment(relative, normalizePrefix(DEFAULT_API_PREFIX).slice(1));
  if (rest === relative) rest = stripSegment(relative, normalizedPrefix.slice(1));
  if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) throw wrongName('the API name has no path');
  return canonical(`${normalizedPrefix}/${rest}`);
}
