// What src/core/auth-path.ts writes, read back. The two are kept apart on purpose: the link side loads with every
// page, this side only with the auth pages, and a module both used would be a request of its own on every first visit.
// tests/pages/return-path.test.ts holds them to each other.
const RETURN_PARAMETER = 'from';
const AUTH_PAGE = /^\/(?:[^/]+\/)?(?:login|register)(?:\/|$)/;

// Longer than any page of this site; the cap also bounds the work done on a crafted link.
const MAX_LENGTH = 2048;
const BASE = 'https://return.invalid';

/** Characters the URL parser drops (tab, newline) or reads as `/` (backslash): refused rather than cleaned. */
function hasParserTrick(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * The page a login goes back to, from the auth page's query, or undefined when there is none to trust. The value is
 * anyone's to write (a link to the login page can be sent to anybody), so only a path of this site is taken: a path as
 * the URL parser reads it against this origin, never another host (`//evil`, `/\evil`, `https:`), never a script,
 * and never an auth page again. What is returned is the parser's own rendering of it, not the text as given.
 */
export function returnPathOf(search: string): string | undefined {
  const from = new URLSearchParams(search).get(RETURN_PARAMETER);
  if (from === null || from.length > MAX_LENGTH || !from.startsWith('/') || from.startsWith('//') || hasParserTrick(from)) {
    return undefined;
  }
  const url = new URL(from, BASE);
  if (url.origin !== BASE || url.pathname.startsWith('//') || AUTH_PAGE.test(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}
