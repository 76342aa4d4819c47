// The first page of a paged list (order history, fills, funding payments, liquidations: each newest first, "Load
// more" reading older pages by cursor) read again after the stream was down, against the rows held.

/**
 * Whether the page reaches the rows held: it holds one of them, or it is the whole list. Then the page merges into
 * them and the held cursor stays, so the older pages already loaded are kept; when it does not (more rows came while
 * away than a page holds), the page starts the list again with its own cursor, and "Load more" reads on from there
 * rather than leaving a hole. (Nothing held: a page with a cursor reaches nothing, and a whole list merged into no
 * rows is that list, with no cursor either way.)
 */
export function pageReaches<T>(held: readonly T[], page: readonly T[], pageNext: string | null, idOf: (row: T) => string): boolean {
  if (pageNext === null) return true;
  const ids = new Set(held.map(idOf));
  return page.some((row) => ids.has(idOf(row)));
}
