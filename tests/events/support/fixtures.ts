import type { EventDetail, EventSummary } from '../../../src/api/endpoints';

// Shaped like the gateway's answers (tests/server/events.test.ts holds the gateway to the client's guards).
export const CHAMPIONSHIP: EventSummary = {
  id: 'btc-spot-championship',
  title: 'BTC Spot Trading Championship',
  summary: 'Trade BTC/USDT on spot and compete for a share of a 100,000 USDT prize pool.',
  startsAt: Date.UTC(2026, 0, 5),
  endsAt: Date.UTC(2026, 0, 15),
  status: 'live',
  coverAlt: 'A golden trophy',
  prizePoolUsdt: 100_000,
  locale: 'en',
};

export const FEE_HOLIDAY: EventSummary = {
  id: 'futures-fee-holiday',
  title: 'Futures fee holiday',
  summary: 'Pay no maker fee on USDT-M perpetuals.',
  startsAt: Date.UTC(2025, 11, 26),
  endsAt: Date.UTC(2026, 0, 5),
  status: 'ended',
  coverAlt: 'A beach chair',
  prizePoolUsdt: null,
  locale: 'en',
};

export const CHAMPIONSHIP_DETAIL: EventDetail = {
  id: CHAMPIONSHIP.id,
  title: CHAMPIONSHIP.title,
  summary: CHAMPIONSHIP.summary,
  startsAt: CHAMPIONSHIP.startsAt,
  endsAt: CHAMPIONSHIP.endsAt,
  status: 'live',
  prizePoolUsdt: 100_000,
  locale: 'en',
  html:
    '<h2>Compete for 100,000 USDT</h2><p>Trade to rank.</p><script>window.__pwned = true</script>' +
    '<p><a href="javascript:alert(1)">rules</a> <img src="x" onerror="window.__pwned = true"></p>',
  cta: { label: 'Trade BTC now', url: '/spot/BTCUSDT' },
};

/** The rate table of the gateway's usdtRate answer for the currencies these tests show. */
export const RATES = {
  table: {
    USD: { symbol: '$', rate: 1, fiatName: 'US Dollar' },
    JPY: { symbol: '¥', rate: 149.5, fiatName: 'Japanese Yen' },
    EUR: { symbol: '€', rate: 0.862, fiatName: 'Euro' },
    CNY: { symbol: 'CN¥', rate: 7.185, fiatName: 'Chinese Yuan' },
  },
  supported: [
    { name: 'US Dollar', symbol: '$', value: 'USD' },
    { name: 'Japanese Yen', symbol: '¥', value: 'JPY' },
    { name: 'Euro', symbol: '€', value: 'EUR' },
    { name: 'Chinese Yuan', symbol: 'CN¥', value: 'CNY' },
  ],
  fetchedAt: 1,
  status: 'ready' as const,
};
