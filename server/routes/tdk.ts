import { PAGE_METADATA } from '../data/tdk';
import type { PageMetadata } from '../data/tdk';
import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { LOCALE_PROPERTY, missingBodyAsEmpty } from '../validation';

interface TdkQuery {
  locale?: string;
  pages?: string[];
}

const BODY_SCHEMA = {
  type: 'object',
  properties: {
    locale: LOCALE_PROPERTY,
    pages: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 64 } },
  },
} as const;

const BY_PAGE = new Map(PAGE_METADATA.map((entry) => [entry.page, entry]));

/** The requested pages in the order asked, those without metadata left out; every page when none is named. */
export function selectPages(pages: readonly string[] | undefined): PageMetadata[] {
  if (pages === undefined) return [...PAGE_METADATA];
  const found = new Set<PageMetadata>();
  for (const page of pages) {
    const entry = BY_PAGE.get(page);
    if (entry !== undefined) found.add(entry);
  }
  return [...found];
}

const tdk: RoutePlugin = async (app) => {
  app.post<{ Body: TdkQuery }>(
    '/v1/mix/public/getTdkMltQueryList',
    { schema: { body: BODY_SCHEMA }, preValidation: missingBodyAsEmpty },
    async (request) => ok(selectPages(request.body.pages)),
  );
};

export default tdk;
