import type { FastifyInstance } from 'fastify';
import { FIAT_CURRENCIES } from '../../server/data/fiat-rates';
import { postJson, testGateway } from './support';

const URL = '/v1/mix/public/usdtRate';

// SPEC 3's rate keys plus the default currencies of the locales (uk UAH, uz UZS, ar AED).
const EXPECTED = {
  USD: '$',
  CNY: 'CN¥',
  EUR: '€',
  HKD: 'HK$',
  JPY: '¥',
  PHP: '₱',
  RUB: '₽',
  THB: '฿',
  TRY: '₺',
  TWD: 'NT$',
  VND: '₫',
  KRW: '₩',
  IDR: 'Rp',
  UAH: '₴',
  UZS: 'soʻm',
  AED: 'د.إ',
};

interface RatesAnswer {
  supported: Array<{ name: string; symbol: string; value: string }>;
  rates: Record<string, string>;
}

describe('POST /v1/mix/public/usdtRate', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testGateway();
  });

  afterAll(async () => {
    await app.close();
  });

  it('covers every currency with a name, a distinct symbol and a decimal-string rate', async () => {
    const response = await postJson(app, URL, { locale: 'en' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ code: string; data: RatesAnswer }>();
    expect(body.code).toBe('00000');
    const { supported, rates } = body.data;

    expect(Object.fromEntries(supported.map((entry) => [entry.value, entry.symbol]))).toEqual(EXPECTED);
    expect(Object.keys(rates).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(new Set(supported.map((entry) => entry.symbol)).size).toBe(supported.length);
    for (const entry of supported) {
      expect(Object.keys(entry).sort()).toEqual(['name', 'symbol', 'value']);
      expect(entry.name).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(rates[entry.value]).toMatch(/^\d+(\.\d+)?$/);
      expect(Number(rates[entry.value])).toBeGreaterThan(0);
    }
    expect(supported[0]).toEqual({ name: 'US Dollar', symbol: '$', value: 'USD' });
    expect(rates.USD).toBe('1');
  });

  it('gives realistic magnitudes', async () => {
    const { rates } = (await postJson(app, URL, { locale: 'en' })).json<{ data: RatesAnswer }>().data;
    const rate = (code: string) => Number(rates[code]);
    expect(rate('EUR')).toBeGreaterThan(0.7);
    expect(rate('EUR')).toBeLessThan(1.1);
    expect(rate('CNY')).toBeGreaterThan(6);
    expect(rate('CNY')).toBeLessThan(8);
    expect(rate('JPY')).toBeGreaterThan(100);
    expect(rate('VND')).toBeGreaterThan(20_000);
    expect(rate('IDR')).toBeGreaterThan(14_000);
    expect(rate('KRW')).toBeGreaterThan(1_000);
  });

  it('keeps the table and the answer in step', () => {
    expect(FIAT_CURRENCIES.map((currency) => currency.value)).toEqual(Object.keys(EXPECTED));
  });

  it('accepts no body and refuses a bad locale', async () => {
    expect((await postJson(app, URL)).json()).toMatchObject({ code: '00000' });
    const bad = await postJson(app, URL, { locale: 'x'.repeat(17) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: '40002', msg: expect.stringContaining('locale') });
  });
});
