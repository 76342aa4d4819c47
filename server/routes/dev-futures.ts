// POST /__dev/futures/mark: pins (or releases) a perpetual's mark price so a test can move PnL and liquidate a
// position on cue (docs/futures.md "Development: pinning the mark price"). Development and test gateways only.
import { DevFundingRequest, DevMarkRequest } from '../../src/core/trading/contract';
import { LookupCodes } from '../data/lookup-codes';
import { GatewayError, ok } from '../envelope';
import { toUnits } from '../market/amounts';
import { refuse } from '../market/trading-error';
import type { RoutePlugin } from '../route-plugin';

const devFutures: RoutePlugin = async (app) => {
  app.post<{ Body: DevMarkRequest }>('/futures/mark', { schema: { body: DevMarkRequest } }, async (request) => {
    const { symbol, markPrice, account } = request.body;
    const market = app.futures.market(account ?? 'real', symbol);
    if (market === undefined) throw new GatewayError(LookupCodes.UNKNOWN_SYMBOL);
    let ticks: number | undefined;
    if (markPrice !== null) {
      const units = toUnits(markPrice, market.spec.priceDecimals);
      if (units === undefined) throw refuse('PRICE_OFF_TICK', `tick size ${market.futures.rules.tickSize}`);
      if (units <= 0n || units > 2n ** 50n) throw refuse('BAD_ORDER_PARAMETERS', 'price out of range');
      ticks = Number(units);
    }
    const now = app.futures.clock();
    market.pin(ticks, now);
    return ok(market.markView(now));
  });

  // Settles funding of one perpetual now, at the rate predicted so far (a browser test need not wait an interval).
  app.post<{ Body: DevFundingRequest }>('/futures/funding', { schema: { body: DevFundingRequest } }, async (request) => {
    const market = app.futures.market(request.body.account ?? 'real', request.body.symbol);
    if (market === undefined) throw new GatewayError(LookupCodes.UNKNOWN_SYMBOL);
    const now = app.futures.clock();
    market.settleFunding(now);
    return ok(market.markView(now));
  });
};

export default devFutures;
