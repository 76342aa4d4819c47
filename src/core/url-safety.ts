// Link safety (SPEC 5, DECISIONS.md "Link safety"). The spec's prefix list is a necessary condition only: every
// value is parsed with the WHATWG URL parser against the current location, exactly as the browser will parse it,
// and judged on what the parser makes of it, so that no spelling trick can reach a scheme the list does not name.
import { currentUnsafeUrlReporter } from './unsafe-url-reporter';
import { env } from '../config/env';

/** Where a URL is used: `src` also admits raster `data:image/` URLs, which are inert in an image. */
export type UrlContext = 'href' | 'src';

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: string };


/** Anything longer is not a link a person wrote; the cap also bounds the work done per value. */
export const MAX_URL_LENGTH = 64 * 1024;

const FALLBACK_BASE = 'http://localhost/';
const REPORTED_VALUE_LENGTH = 200;

const WEB_SCHEMES = new Set(['http', 'https', 'ftp']);
const CONTACT_SCHEMES = new Set(['mailto', 'tel']);

// Scheme syntax of the URL standard. Leading whitespace and control characters are refused before this runs,
// so a match here is exactly the case where the parser reads a scheme.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

// Raster formats only: an SVG image is a document that can carry script when opened or embedded.
const DATA_IMAGE =
  /^data:image\/(?:png|apng|jpeg|jpg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)(?:;[a-z0-9=.+-]*)*,/i;

// References a browser decodes in markup before it reads the URL; a scheme hidden behind them is refused.
const NAMED_REFERENCES: ReadonlyMap<string, string> = new Map([
  ['colon', ':'],
  ['Tab', '\t'],
  ['NewLine', '\n'],
  ['sol', '/'],
  ['bsol', '\\'],
  ['num', '#'],
  ['quest', '?'],
  ['period', '.'],
  ['percnt', '%'],
  ['amp', '&'],
  ['nbsp', '\u00a0'],
  ['lpar', '('],
  ['rpar', ')'],
]);
const CHARACTER_REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi;
const PERCENT_ESCAPE = /%([0-9a-f]{2})/gi;
const DECODE_ROUNDS = 3;

function forbiddenCharacter(value: string): string | null {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    // Tab, CR and LF are silently removed by the URL parser, so `java\nscript:` would become `javascript:`.
    if (code <= 0x1f || code === 0x7f) return 'control-character';
    // Invisible in the address bar and in reviews, and a way to split a scheme name past a naive filter.
    if ((code >= 0x200b && code <= 0x200d) || code === 0x2060 || code === 0xfeff) return 'invisible-character';
    // Special schemes read `\` as `/`, which turns `/\evil.com` into another host.
    if (code === 0x5c) return 'backslash';
  }
  return null;
}

function decodeReference(match: string, hex?: string, decimal?: string, name?: string): string {
  if (name !== undefined) return NAMED_REFERENCES.get(name) ?? match;
  const code = hex !== undefined ? parseInt(hex, 16) : parseInt(decimal ?? '', 10);
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
}

/** The text after the decoding a browser, a server or a router might apply, repeated for double encoding. */
function decodeLayers(text: string): string {
  let current = text;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    const next = current
      .replace(CHARACTER_REFERENCE, decodeReference)
      .replace(PERCENT_ESCAPE, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

// Browsers drop these from a scheme or ignore them around it, so they cannot hide one.
function withoutSpaceOrControl(text: string): string {
  let kept = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code > 0x20 && code !== 0x7f && character.trim() !== '') kept += character;
  }
  return kept;
}

function currentLocation(): URL {
  const href = (globalThis as { location?: { href?: unknown } }).location?.href;
  if (typeof href === 'string') {
    try {
      return new URL(href);
    } catch {
      // An unparsable location falls back like a missing one.
    }
  }
  return new URL(FALLBACK_BASE);
}

// The parser's `origin` of a blob: URL differs between implementations, so it is derived from the inner URL.
function originOf(url: URL): string {
  if (url.protocol !== 'blob:') return url.origin;
  try {
    const inner = new URL(url.pathname);
    return inner.protocol === 'http:' || inner.protocol === 'https:' ? inner.origin : 'null';
  } catch {
    return 'null';
  }
}

function parse(value: string, base: URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function checkAbsolute(value: string, scheme: string, context: UrlContext, base: URL): UrlCheck {
  if (scheme === 'data') {
    if (context !== 'src') return { ok: false, reason: 'data-url-outside-src' };
    if (!DATA_IMAGE.test(value)) return { ok: false, reason: 'data-url-not-raster-image' };
  } else if (scheme === 'blob') {
    const url = parse(value, base);
    if (!url) return { ok: false, reason: 'unparsable' };
    const origin = originOf(url);
    return origin !== 'null' && origin === base.origin
      ? { ok: true, url: url.href }
      : { ok: false, reason: 'blob-other-origin' };
  } else if (!WEB_SCHEMES.has(scheme) && !CONTACT_SCHEMES.has(scheme) && !env.appSchemes.includes(scheme)) {
    return { ok: false, reason: 'scheme-not-allowed' };
  }
  const url = parse(value, base);
  if (!url) return { ok: false, reason: 'unparsable' };
  // `https://exchange.com@evil.com` reads as our host to a person and goes to evil.com.
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  return { ok: true, url: url.href };
}

function checkRelative(value: string, base: URL): UrlCheck {
  if (base.origin === 'null') return { ok: false, reason: 'no-origin-to-stay-on' };
  const url = parse(value, base);
  if (!url) return { ok: false, reason: 'unparsable' };
  if (url.origin !== base.origin) return { ok: false, reason: 'leaves-origin' };
  // A path that starts like `//host` after decoding is a redirect to another host for any server or router that
  // decodes before it redirects (`/%5Cevil.com`, `/%2F%2Fevil.com`, `.//evil.com`, `/ /evil.com`).
  if (!value.startsWith('#')) {
    const head = decodeLayers(url.pathname.slice(0, 32));
    if (/^\/[\s/\\]/.test(head)) return { ok: false, reason: 'path-leaves-origin' };
  }
  return { ok: true, url: url.href };
}

/**
 * Judges a URL for use in `context`; never throws. On success `url` is the value as the browser resolves it
 * against the current location.
 */
export function checkUrl(value: unknown, context: UrlContext = 'href'): UrlCheck {
  // Objects (URL included) are refused rather than stringified: a toString could answer differently later.
  if (typeof value !== 'string') return { ok: false, reason: 'not-a-string' };
  if (value.length === 0) return { ok: false, reason: 'empty' };
  if (value.length > MAX_URL_LENGTH) return { ok: false, reason: 'too-long' };
  try {
    const character = forbiddenCharacter(value);
    if (character) return { ok: false, reason: character };
    if (value.trim() !== value) return { ok: false, reason: 'surrounding-whitespace' };

    const base = currentLocation();
    const scheme = SCHEME.exec(value)?.[1];
    if (scheme !== undefined) return checkAbsolute(value, scheme.toLowerCase(), context, base);

    if (value.startsWith('//')) return { ok: false, reason: 'protocol-relative' };
    if (value.startsWith('#') || value.startsWith('/') || value.startsWith('./') || value.startsWith('../')) {
      return checkRelative(value, base);
    }

    // Refused either way; decoding only names the reason, so a bounded prefix is enough.
    const firstSegment = value.slice(0, 512).split(/[/?#]/, 1)[0] ?? '';
    const decoded = withoutSpaceOrControl(decodeLayers(firstSegment));
    return { ok: false, reason: SCHEME.test(decoded) ? 'encoded-scheme' : 'bare-relative' };
  } catch {
    return { ok: false, reason: 'check-failed' };
  }
}

/** Pure: true when `value` may be used as a URL in `context`. Use the guards below to act on a URL. */
export function isSafeUrl(value: unknown, context: UrlContext = 'href'): boolean {
  return checkUrl(value, context).ok;
}


function describe(value: unknown): string {
  // Never call a foreign toString here: it may throw or lie.
  if (typeof value === 'string') return value.slice(0, REPORTED_VALUE_LENGTH);
  return value === null ? '<null>' : `<${typeof value}>`;
}

/** Warns (one console line) and reports a refused URL; never throws. */
export function reportUnsafeUrl(value: unknown, context: string, reason: string): void {
  const shown = describe(value);
  const cut = typeof value === 'string' && value.length > REPORTED_VALUE_LENGTH ? '…' : '';
  try {
    // JSON quoting escapes line breaks, so a hostile value cannot forge further log lines.
    console.warn(`[url-safety] refused ${context} URL (${reason}): ${JSON.stringify(shown)}${cut}`);
  } catch {
    // Logging must not turn a refusal into a crash.
  }
  try {
    currentUnsafeUrlReporter()?.({ value: shown, context, reason });
  } catch {
    // Same: a failing reporter must not break the caller.
  }
}

/** Target values that keep the link in this browsing context; anything else opens a new one. */
const SAME_CONTEXT_TARGETS = new Set(['', '_self', '_parent', '_top']);

export function opensNewWindow(target: string | null | undefined): boolean {
  return typeof target === 'string' && !SAME_CONTEXT_TARGETS.has(target.trim().toLowerCase());
}

/** `rel` for a link that opens a new window: the given tokens, without `opener`, plus noopener and noreferrer. */
export function relForNewWindow(rel: string | null | undefined): string {
  const tokens = (rel ?? '').split(/\s+/).filter((token) => token !== '' && token.toLowerCase() !== 'opener');
  for (const required of ['noopener', 'noreferrer']) {
    if (!tokens.some((token) => token.toLowerCase() === required)) tokens.push(required);
  }
  return tokens.join(' ');
}

/** Navigates `target` only to a safe URL; otherwise warns, reports and changes nothing. */
export function assignLocation(url: unknown, target: { assign(url: string): void } = window.location): boolean {
  const check = checkUrl(url, 'href');
  if (!check.ok) {
    reportUnsafeUrl(url, 'location', check.reason);
    return false;
  }
  target.assign(check.url);
  return true;
}

export type WindowOpener = (url: string, target: string, features?: string) => Window | null;

/** Opens a safe URL in a new window; another origin gets no handle on this window and no referrer. */
export function openWindow(url: unknown, opener: WindowOpener = window.open.bind(window)): Window | null {
  const check = checkUrl(url, 'href');
  if (!check.ok) {
    reportUnsafeUrl(url, 'window', check.reason);
    return null;
  }
  const origin = originOf(new URL(check.url));
  const sameOrigin = origin !== 'null' && origin === currentLocation().origin;
  return sameOrigin ? opener(check.url, '_blank') : opener(check.url, '_blank', 'noopener,noreferrer');
}
