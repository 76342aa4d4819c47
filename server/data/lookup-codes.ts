import type { CodeDefinition } from '../codes';

// Codes of the public market, wiki and events calls, in the format of the catalogue in codes.ts. 40401 is the
// gateway family's "not found" (HTTP 404) narrowed to "the path is known, the thing the query names is not",
// so a client can tell a missing article from a missing API path (40400).
export const LookupCodes = {
  UNKNOWN_SYMBOL: { code: '40401', httpStatus: 404, msg: 'Unknown symbol' },
  ARTICLE_NOT_FOUND: { code: '40401', httpStatus: 404, msg: 'Article not found' },
  EVENT_NOT_FOUND: { code: '40401', httpStatus: 404, msg: 'Event not found' },
} as const satisfies Record<string, CodeDefinition>;
