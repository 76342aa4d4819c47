import { BITCOIN } from './wiki/bitcoin';
import { BITCOIN_HISTORY } from './wiki/bitcoin-history';
import { ETHEREUM } from './wiki/ethereum';
import { HOSTILE_MARKUP_TEST } from './wiki/hostile-markup-test';
import { WHAT_IS_A_STABLECOIN } from './wiki/stablecoin';
import type { WikiArticle } from '../../src/core/market-data';

export type { WikiArticle };

/**
 * An article id: the path after /wiki/ on the client, one to four lower-case segments separated by slashes
 * (bitcoin, bitcoin/history).
 */
export const ARTICLE_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}(\\/[a-z0-9][a-z0-9-]{0,63}){0,3}$';

export const WIKI_ARTICLES: readonly WikiArticle[] = [BITCOIN, BITCOIN_HISTORY, ETHEREUM, WHAT_IS_A_STABLECOIN];

/** Articles that exist for the client's tests: never served in production. */
export const TEST_ARTICLES: readonly WikiArticle[] = [HOSTILE_MARKUP_TEST];

/** The articles a gateway serves, by id. */
export function articleIndex(production: boolean): ReadonlyMap<string, WikiArticle> {
  const articles = production ? WIKI_ARTICLES : [...WIKI_ARTICLES, ...TEST_ARTICLES];
  return new Map(articles.map((article) => [article.id, article]));
}
