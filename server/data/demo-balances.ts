import type { AccountMode } from '../paper-mode';

export interface Balance {
  readonly coin: string;
  readonly available: string;
  readonly frozen: string;
}

// Fixed wallets: the gateway keeps no ledger. The paper wallet is deliberately larger and different, so the two
// modes are told apart at a glance.
export const DEMO_BALANCES: Readonly<Record<AccountMode, readonly Balance[]>> = {
  real: [
    { coin: 'USDT', available: '10000.00', frozen: '0.00' },
    { coin: 'BTC', available: '0.50000000', frozen: '0.00000000' },
    { coin: 'ETH', available: '4.00000000', frozen: '0.00000000' },
  ],
  paper: [
    { coin: 'USDT', available: '100000.00', frozen: '0.00' },
    { coin: 'BTC', available: '2.00000000', frozen: '0.00000000' },
    { coin: 'ETH', available: '25.00000000', frozen: '0.00000000' },
  ],
};
