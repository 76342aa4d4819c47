// Loaded with the first page that shows market data: the market API joins the store then.
import { dynamicMiddleware } from './dynamic-middleware';
import { marketApi } from './market.api.definition';
import { rootReducer } from './root-reducer';

export { TICKER_POLL_MS, useTickerQuery, useWikiArticleQuery, useWikiCoinsQuery } from './market.api.definition';

rootReducer.inject(marketApi);
dynamicMiddleware.addMiddleware(marketApi.middleware);
