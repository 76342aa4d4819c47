/** Cookie header parsing and Set-Cookie serialisation (RFC 6265), for the few cookies the gateway owns. */

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// cookie-octet: printable ASCII without space, double quote, comma, semicolon and backslash.
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/**
 * The cookies of a Cookie header. The first occurrence of a name wins, as browsers send the most specific
 * path first; pairs that are not well-formed are skipped rather than failing the request.
 */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (header === undefined) return cookies;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    let value = pair.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!COOKIE_NAME.test(name) || !COOKIE_VALUE.test(value) || cookies.has(name)) continue;
    cookies.set(name, value);
  }
  return cookies;
}

export interface CookieOptions {
  /** Seconds; 0 expires the cookie at once. */
  maxAge: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite: 'Lax' | 'Strict' | 'None';
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name ${name}`);
  if (!COOKIE_VALUE.test(value)) throw new TypeError(`Invalid value for cookie ${name}`);
  const maxAge = Math.max(0, Math.floor(options.maxAge));
  const parts = [`${name}=${value}`, `Path=${options.path ?? '/'}`, `Max-Age=${maxAge}`];
  // Expires as well: Max-Age=0 alone is not understood by some older clients when removing a cookie.
  if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}
