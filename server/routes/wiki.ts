import { itemQuerySchema, LOCALE_QUERY_SCHEMA } from '../data/content-locales';
import type { ItemQuery, LocaleQuery } from '../data/content-locales';
import { LookupCodes } from '../data/lookup-codes';
import { ARTICLE_ID_PATTERN, articleIndex } from '../data/wiki-articles';
import type { WikiArticle } from '../data/wiki-articles';
import { WIKI_IMAGES, WIKI_IMAGE_PREFIX } from '../data/wiki-images';
import { GatewayError, ok } from '../envelope';
import { coinSummaries, livePrices } from '../market/coin-summary';
import type { CoinPrices } from '../market/coin-summary';
import type { RoutePlugin } from '../route-plugin';

/** An article as answered; `locale` is always en, articles being written in English only. */
export interface ArticleAnswer extends WikiArticle {
  locale: 'en';
}

const ARTICLE_QUERY_SCHEMA = itemQuerySchema(ARTICLE_ID_PATTERN);

// Not fingerprinted, so cached for a while rather than forever.
const IMAGE_CACHE = 'public, max-age=86400';

/**
 * The price wiki, its articles and their images. The coins' prices are read, on each call, from `prices`: the live
 * spot markets of the gateway unless told otherwise.
 */
export function wikiRoutes(prices?: () => CoinPrices): RoutePlugin {
  return async (app, { production }) => {
    const articles = articleIndex(production);
    const readPrices = prices ?? (() => livePrices(app.exchange));

    // Coin names are the same in every language the client offers, so `locale` is only validated.
    app.get<{ Querystring: LocaleQuery }>(
      '/v1/wiki/coins',
      { schema: { querystring: LOCALE_QUERY_SCHEMA } },
      async () => ok(coinSummaries(readPrices())),
    );

    app.get<{ Querystring: ItemQuery }>(
      '/v1/wiki/article',
      { schema: { querystring: ARTICLE_QUERY_SCHEMA } },
      async (request) => {
        const article = articles.get(request.query.id);
        if (article === undefined) throw new GatewayError(LookupCodes.ARTICLE_NOT_FOUND);
        const { id, title, summary, html, updatedAt } = article;
        const answer: ArticleAnswer = { id, title, summary, html, updatedAt, locale: 'en' };
        return ok(answer);
      },
    );

    for (const [name, svg] of WIKI_IMAGES) {
      app.get(`${WIKI_IMAGE_PREFIX}${name}`, async (_request, reply) =>
        reply.header('cache-control', IMAGE_CACHE).type('image/svg+xml').send(svg),
      );
    }
  };
}

export default wikiRoutes();
