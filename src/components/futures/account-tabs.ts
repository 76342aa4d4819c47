/** The futures account's tabs, in their order; each one's panel is in FuturesAccountPanels.tsx. */
export const FUTURES_ACCOUNT_TABS = ['positions', 'openOrders', 'orderHistory', 'fills', 'funding', 'liquidations', 'balance'] as const;

export type FuturesAccountTab = (typeof FUTURES_ACCOUNT_TABS)[number];
