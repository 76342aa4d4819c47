// The perpetuals' public calls (docs/futures.md "Calls"): exchange info, depth, trades, klines, mark and funding.
import { FuturesPaths, MarkQuery } from '../../src/core/trading/contract';
import { ok } from '../envelope';
import { accountModeOf } from '../paper-mode';
import type { RoutePlugin } from '../route-plugin';
import { marketDataCalls } from './market-data-calls';

const futuresMarket: RoutePlugin = async (app) => {
  const { futures } = app;
  app.addHook('onRequest', async () => futures.start());

  const publicMarket = marketDataCalls(app, FuturesPaths, futures, () => futures.symbols.map((spec) => spec.rules));

  app.get<{ Querystring: MarkQuery }>(FuturesPaths.mark, { schema: { querystring: MarkQuery } }, async (request) => {
    const { symbol } = request.query;
    const now = futures.clock();
    const markets = symbol === undefined ? futures.allMarkets(accountModeOf(request)) : [publicMarket(request, symbol)];
    return ok(markets.map((market) => market.markView(now)));
  });
};

export default futuresMarket;
