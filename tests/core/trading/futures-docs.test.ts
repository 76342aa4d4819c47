// Recomputes every worked example of docs/futures.md: each result there is written as `label: value`, and this
// test writes the same label with the value the code computes, so the document and the code cannot drift apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Big from 'big.js';
import { fundingPayment, fundingRate, markPrice, premiumIndex } from '../../../src/core/trading/futures/funding';
import { liquidationPrice } from '../../../src/core/trading/futures/liquidation-price';
import { initialMargin, marginRatio, roePercent, unrealizedPnl } from '../../../src/core/trading/futures/position-math';
import { BTCUSDT_BRACKETS, PERPETUAL_BRACKETS } from '../../../src/core/trading/futures/reference-tiers';
import { maintenanceMargin, maxNotionalForLeverage, withMaintenanceAmounts } from '../../../src/core/trading/futures/risk-tiers';

const doc = readFileSync(join(__dirname, '../../../docs/futures.md'), 'utf8');
const tiers = withMaintenanceAmounts(BTCUSDT_BRACKETS);
const up = (value: Big | null) => (value as Big).toFixed(2, Big.roundUp);
const down = (value: Big | null) => (value as Big).toFixed(2, Big.roundDown);

describe('docs/futures.md worked examples', () => {
  /** The rows of the table that follows `**SYMBOL**` in the document. */
  function tableOf(symbol: string): string[] {
    const start = doc.indexOf(`**${symbol}**`);
    expect(start).toBeGreaterThanOrEqual(0);
    const lines = doc.slice(start).split('\n').slice(1);
    const first = lines.findIndex((line) => line.startsWith('| 1 |'));
    const rows: string[] = [];
    for (const line of lines.slice(first)) {
      if (!line.startsWith('|')) break;
      rows.push(line);
    }
    return rows;
  }

  const percent = (rate: string) => `${new Big(rate).times(100).toString()} %`;
  const grouped = (amount: string) => Number(amount).toLocaleString('en-US');

  it.each(Object.keys(PERPETUAL_BRACKETS))('writes the risk tiers of %s as the code lists them, each cum by the continuity formula', (symbol) => {
    const brackets = PERPETUAL_BRACKETS[symbol] ?? [];
    // The formula written out again, independently of withMaintenanceAmounts.
    let cum = new Big(0);
    const expected = brackets.map((bracket, index) => {
      const previous = brackets[index - 1];
      if (previous !== undefined) cum = cum.plus(new Big(bracket.notionalFloor).times(new Big(bracket.maintenanceMarginRate).minus(previous.maintenanceMarginRate)));
      return `| ${index + 1} | ${grouped(bracket.notionalFloor)} – ${grouped(bracket.notionalCap)} | ${bracket.maxLeverage}x | ${percent(bracket.maintenanceMarginRate)} | ${grouped(cum.toString())} |`;
    });
    expect(tableOf(symbol)).toEqual(expected);
    expect(withMaintenanceAmounts(brackets).map((tier) => tier.maintenanceAmount)).toEqual(
      expected.map((row) => (row.split('|')[5] ?? '').trim().replace(/,/g, '')),
    );
  });

  it.each(Object.entries(PERPETUAL_BRACKETS))('keeps the maintenance margin of %s continuous at every bracket boundary', (_symbol, brackets) => {
    const symbolTiers = withMaintenanceAmounts(brackets);
    for (const [index, tier] of symbolTiers.entries()) {
      const next = symbolTiers[index + 1];
      if (next === undefined) continue;
      const atCap = new Big(tier.notionalCap);
      const below = atCap.times(tier.maintenanceMarginRate).minus(tier.maintenanceAmount);
      const above = atCap.times(next.maintenanceMarginRate).minus(next.maintenanceAmount);
      expect(above.toString()).toBe(below.toString());
      // Leverage falls, and the rate rises, from one tier to the next.
      expect(next.maxLeverage).toBeLessThan(tier.maxLeverage);
      expect(new Big(next.maintenanceMarginRate).gt(tier.maintenanceMarginRate)).toBe(true);
    }
  });

  it.each([
    ['max notional at 10x', () => maxNotionalForLeverage(tiers, 10).toString()],
    ['max notional at 20x', () => maxNotionalForLeverage(tiers, 20).toString()],
    ['max notional at 100x', () => maxNotionalForLeverage(tiers, 100).toString()],
    ['max notional ETHUSDT at 100x', () => maxNotionalForLeverage(withMaintenanceAmounts(PERPETUAL_BRACKETS['ETHUSDT'] ?? []), 100).toString()],
    ['max notional SOLUSDT at 20x', () => maxNotionalForLeverage(withMaintenanceAmounts(PERPETUAL_BRACKETS['SOLUSDT'] ?? []), 20).toString()],
    ['max notional BNBUSDT at 50x', () => maxNotionalForLeverage(withMaintenanceAmounts(PERPETUAL_BRACKETS['BNBUSDT'] ?? []), 50).toString()],
    ['initial margin A', () => initialMargin('0.5', '60000', 10).toString()],
    ['PnL A at 61000', () => unrealizedPnl('LONG', '0.5', '60000', '61000').toString()],
    ['ROE A at 61000', () => `${roePercent('LONG', '0.5', '60000', '61000', 10).toFixed(2)} %`],
    ['PnL short A at 61000', () => unrealizedPnl('SHORT', '0.5', '60000', '61000').toString()],
    [
      'margin ratio A at 58000',
      () => {
        const maintenance = maintenanceMargin(tiers, new Big('0.5').times('58000'));
        const balance = new Big(3000).plus(unrealizedPnl('LONG', '0.5', '60000', '58000'));
        return `${marginRatio(maintenance, balance).times(100).toString()} %`;
      },
    ],
    ['liquidation price A', () => up(liquidationPrice({ side: 'LONG', size: '0.5', entryPrice: '60000', walletBalance: '3000', tiers }))],
    ['liquidation price B', () => down(liquidationPrice({ side: 'SHORT', size: '2', entryPrice: '60000', walletBalance: '6000', tiers }))],
    ['liquidation price C', () => up(liquidationPrice({ side: 'LONG', size: '5', entryPrice: '60000', walletBalance: '60000', tiers }))],
    [
      'liquidation price D',
      () =>
        up(
          liquidationPrice({
            side: 'LONG', size: '1', entryPrice: '60000', walletBalance: '10000', tiers, otherMaintenance: '100', otherUnrealizedPnl: '-200',
          }),
        ),
    ],
    ['premium E', () => premiumIndex('60000', '60030', '60040').toString()],
    ['funding rate E', () => fundingRate(premiumIndex('60000', '60030', '60040')).toString()],
    ['payment long E', () => fundingPayment('LONG', '0.5', '60010', '0.0001').toString()],
    ['payment short E', () => fundingPayment('SHORT', '0.5', '60010', '0.0001').toString()],
    ['funding rate F', () => fundingRate('0.002').toString()],
    ['funding rate F2', () => fundingRate('-0.0001').toString()],
    [
      'mark G',
      () =>
        markPrice({ index: '60000', fundingRate: '0.0001', msToFunding: 2 * 3600_000, intervalMs: 8 * 3600_000, basisAverage: '12', lastPrice: '60005' }).toString(),
    ],
  ])('%s', (label, compute) => {
    expect(doc).toContain(`\`${label}: ${compute()}\``);
  });
});
