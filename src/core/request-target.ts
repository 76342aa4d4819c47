// The canonical form of a request target (the path and query of the request line), shared by the client, which
// signs it, and the gateway, which refuses every other spelling before a route sees the request. Each path the
// router matches then has exactly one spelling on the wire, so "which route is this" and "what was signed" are
// decided on the same text. docs/protocol.md, "Canonical request target", has the rules and a worked example.

export type TargetProblem =
  /** Not a path starting with `/` (absolute-form `http://host/...`, asterisk-form `*`, empty). */
  | 'not-a-path'
  /** A character the canonical form never holds raw: a fragment, `;`, `\`, space, control or non-ASCII. */
  | 'character'
  /** A malformed escape, lower-case hex, or an escape of a character that must be written as itself. */
  | 'escape'
  /** `//`: an empty segment, which some routers fold and others do not. */
  | 'empty-segment'
  /** `.` or `..`, which browsers resolve and routers do not. */
  | 'dot-segment';

export interface RequestTarget {
  readonly path: string;
  /** The query without its `?`; empty when there is none, so `/a?` and `/a` are one target. */
  readonly query: string;
}

export type ParsedTarget = ({ readonly ok: true } & RequestTarget) | { readonly ok: false; readonly problem: TargetProblem };

// RFC 3986 pchar and `/`, without `;` (matrix parameters some routers cut the path at).
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,=:@/%]*$/;
// Visible ASCII but `#`: what a browser's URL parser leaves unescaped in a query.
const QUERY_CHARACTERS = /^[\x21\x22\x24-\x7e]*$/;
const ESCAPE = /%(?:([0-9A-F]{2})|.{0,2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

function escapeProblem(path: string): boolean {
  for (const match of path.matchAll(ESCAPE)) {
    const hex = match[1];
    if (hex === undefined) return true;
    const code = parseInt(hex, 16);
    const char = String.fromCharCode(code);
    // An escaped unreserved character is a second spelling of it; an escaped `/` or `\` would be a segment
    // boundary to one reader and a character to another; control characters never belong in a path.
    if (UNRESERVED.test(char) || char === '/' || char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function segmentProblem(path: string): TargetProblem | undefined {
  const segments = path.split('/').slice(1);
  for (const [index, segment] of segments.entries()) {
    // The last segment may be empty: `/events/` is a page, and the router tells `/a/` from `/a` itself.
    if (segment === '' && index < segments.length - 1) return 'empty-segment';
    if (segment === '.' || segment === '..') return 'dot-segment';
  }
  return undefined;
}

/** Splits a request target into its canonical path and query, or says why it is not canonical. */
export function parseRequestTarget(target: string): ParsedTarget {
  if (!target.startsWith('/')) return { ok: false, problem: 'not-a-path' };
  // A fragment ("#") is refused by both character sets below: it never reaches a server.
  const mark = target.indexOf('?');
  const path = mark === -1 ? target : target.slice(0, mark);
  const query = mark === -1 ? '' : target.slice(mark + 1);
  if (!PATH_CHARACTERS.test(path) || !QUERY_CHARACTERS.test(query)) return { ok: false, problem: 'character' };
  if (escapeProblem(path)) return { ok: false, problem: 'escape' };
  const problem = segmentProblem(path);
  return problem === undefined ? { ok: true, path, query } : { ok: false, problem };
}

/** The text a signature covers: the path, then `?` and the query when there is one. */
export function targetText(target: RequestTarget): string {
  return target.query === '' ? target.path : `${target.path}?${target.query}`;
}
