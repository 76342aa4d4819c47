/** The spot account's tabs, in their order; each one's panel is in AccountPanels.tsx. */
export const SPOT_ACCOUNT_TABS = ['openOrders', 'orderHistory', 'fills', 'balances'] as const;

export type SpotAccountTab = (typeof SPOT_ACCOUNT_TABS)[number];
