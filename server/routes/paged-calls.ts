// The paged account calls of spot and futures (order history, fills, funding payments, liquidations): newest first,
// `limit` rows (50 unless asked) below the cursor, which is the last row's id of the previous page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PageRequest } from '../../src/core/trading/contract';
import { ok } from '../envelope';
import type { PageOptions } from '../market/page-options';
import { missingBodyAsEmpty } from '../validation';

export interface PagedCall<R> {
  /** The caller's account id; throws for a caller without a session. */
  accountOf: (request: FastifyRequest) => string;
  read: (account: string, page: PageOptions) => readonly R[];
  /** The answer's data: the page's rows under their name, and the cursor of the next page. */
  answer: (rows: readonly R[], next: string | null) => object;
  cursorOf: (row: R) => string;
}

/** A row's cursor when rows are paged by their numeric id. */
export const idCursor = (row: { id: number }) => String(row.id);

/** Registers a signed paged call; a full page has a next one (whose cursor is its last row), a shorter page ends. */
export function pagedCall<R>(app: FastifyInstance, path: string, call: PagedCall<R>): void {
  app.post<{ Body: PageRequest }>(path, { schema: { body: PageRequest }, preValidation: missingBodyAsEmpty }, async (request) => {
    const account = call.accountOf(request);
    const { symbol, cursor, limit = 50 } = request.body;
    const rows = call.read(account, { symbol, cursor: cursor === undefined ? undefined : Number(cursor), limit });
    const last = rows[rows.length - 1];
    return ok(call.answer(rows, rows.length === limit && last !== undefined ? call.cursorOf(last) : null));
  });
}
