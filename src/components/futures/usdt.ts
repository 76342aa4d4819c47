// How the futures workspace writes and reads USDT, the margin asset of every perpetual.

/**
 * Shown to the cent, as exchanges show margins, PnL and balances: the exact figure (a PnL is size x price
 * difference, often eight decimals or more) is kept for the sums and the checks, not printed.
 */
export const USDT_DECIMALS = 2;

/** The most decimals a USDT amount sent to the gateway may have: its wallets count in atoms of 10^-18 USDT. */
export const USDT_AMOUNT_DECIMALS = 18;
