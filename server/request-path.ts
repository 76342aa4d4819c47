/** The path of a URL without its query string or fragment: query values may hold tokens, codes or addresses. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
