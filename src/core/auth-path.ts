// The login and register pages remember the page the user came from, in a `from` query parameter: a link to them, or
// a logout that sends the user there, carries it, and the login takes the user back (src/pages/auth/return-path.ts
// reads it, and refuses anything but a path of this site).

export type AuthPage = '/login' | '/register';

/** The query parameter that carries the page to come back to. */
const RETURN_PARAMETER = 'from';

/** The login or register page, with or without a locale segment. */
const AUTH_PAGE = /^\/(?:[^/]+\/)?(?:login|register)(?:\/|$)/;

/**
 * `page`, to come back from to the page at `pathname` and `search`. From one auth page to the other, the page to come
 * back to is the one the first was opened from.
 */
export function authPath(page: AuthPage, pathname: string, search: string): string {
  return AUTH_PAGE.test(pathname) ? page + search : `${page}?${RETURN_PARAMETER}=${encodeURIComponent(pathname + search)}`;
}
