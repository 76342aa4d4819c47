import { FIAT_CURRENCIES } from '../data/fiat-rates';
import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { LOCALE_BODY_SCHEMA, missingBodyAsEmpty } from '../validation';

export interface UsdtRates {
  supported: Array<{ name: string; symbol: string; value: string }>;
  rates: Record<string, string>;
}

// Built once: the table is constant. The names are English whatever the locale; the client translates.
const ANSWER: UsdtRates = {
  supported: FIAT_CURRENCIES.map(({ name, symbol, value }) => ({ name, symbol, value })),
  rates: Object.fromEntries(FIAT_CURRENCIES.map(({ value, rate }) => [value, rate])),
};

const rates: RoutePlugin = async (app) => {
  app.post(
    '/v1/mix/public/usdtRate',
    { schema: { body: LOCALE_BODY_SCHEMA }, preValidation: missingBodyAsEmpty },
    async () => ok(ANSWER),
  );
};

export default rates;
