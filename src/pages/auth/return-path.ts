// What src/core/auth-path.ts writes, read back. The two are kept apart on purpose: the link side loads with every
// page, this side only with the auth pages, and a module both used would be a request of its own on every first visit.
// tests/pages/return-path.test.ts holds them to each other.
const RETURN_PARAMETER = 'from';
const AUTH_PAGE = /^\/(?:[^/]+\/)?(?:login|register)(?:\/|$)/;

// Longer than any page of this site; the cap also bounds the work done on a crafted link.
const MAX_LENGTH = 2048;
const BASE = 'https://return.invalid';

/**
 * The page a login goes back to, from the auth page's query, or undefined when there is none to trust. The value is
 * anyone's to write (a link to the login page can be sent to anybody), so only a path of this site is taken. It is
 * judged as the browser will read it: parsed by the URL parser against a fixed origin, it must keep that origin. So
 * every spelling the parser reads as another host is refused (`//evil`, `/\evil`, `/<tab>/evil`, whose tab the parser
 * drops), and so is a script or any other scheme; so is a path that resolves to `//` (`/a/..//evil`), which would
 * name a host once written back, and an auth page. What is returned is the parser's rendering, not the text as given.
 */
export function returnPathOf(search: string): string | undefined {
  const from = new URLSearchParams(search).get(RETURN_PARAMETER);
  if (from === null || from.length > MAX_LENGTH || !from.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    // Not a URL at all (`//`, a host the parser refuses): nothing to go back to.
    return undefined;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//') || AUTH_PAGE.test(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}
