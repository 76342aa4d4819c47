import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../src/core/user-info';

export interface Balance {
  coin: string;
  available: string;
  frozen: string;
}

export interface AccountEntry {
  userId: string;
  loginName: string;
}

/** The accounts the user can switch between (SPEC 6). */
export interface SwitchableAccounts {
  current: string;
  main: AccountEntry;
  subAccounts: AccountEntry[];
}

export interface UserState {
  accounts: SwitchableAccounts | null;
  info: UserInfo | null;
  /** The wallet of the current mode (real or paper), from a signed call; null until it answered. */
  balances: Balance[] | null;
  /**
   * 'unreachable': the user-info call of a browser that holds a session cannot get through (offline, the gateway
   * down or busy) and is being tried again; neither logged in nor out until it answers.
   */
  status: 'idle' | 'loading' | 'anonymous' | 'loggedIn' | 'failed' | 'unreachable';
}

/** A spot wallet row as the trading calls and the stream write it. */
export interface WalletRow {
  asset: string;
  available: string;
  frozen: string;
}

/** Wallet rows and the account they were read or streamed for; `whole` for a read of every coin. */
export interface SpotWalletRows {
  userId: string;
  rows: readonly WalletRow[];
  whole: boolean;
}

/**
 * The spot trading page's wallet rows (its REST read, then the stream's `balances` frames, which carry only the coins
 * that changed) written into the wallet the header shows: it is the same ledger (/v1/asset/balance), in the same
 * mode, so the header follows each trade instead of showing the balance of the last signed read. Only the rows of
 * the account the session is in now are written: a row still arriving after a logout, or from the stream of the
 * account a sub-account switch just left, is not this account's.
 */
function followSpotWallet(state: UserState, { userId, rows, whole }: SpotWalletRows) {
  if (userId === '' || userId !== state.info?.userId) return;
  // A frame's few coins are not a wallet: until a read gave the whole of it, the header waits for one.
  const wallet = whole ? [] : state.balances;
  if (wallet === null) return;
  for (const { asset, available, frozen } of rows) {
    const held = wallet.find((balance) => balance.coin === asset);
    if (held) Object.assign(held, { available, frozen });
    else wallet.push({ coin: asset, available, frozen });
  }
  state.balances = wallet;
}

const initialState: UserState = { info: null, balances: null, accounts: null, status: 'idle' };

const user = createSlice({
  name: 'user',
  initialState,
  reducers: {
    userInfoRequested(state) {
      state.status = 'loading';
    },
    userInfoLoaded(state, action: PayloadAction<UserInfo | null>) {
      // Another account's (a sub-account switch, a login in another tab): the wallet held is not its wallet.
      if (action.payload?.userId !== state.info?.userId) state.balances = null;
      state.info = action.payload;
      state.status = action.payload ? 'loggedIn' : 'anonymous';
    },
    userInfoUnreachable(state) {
      state.status = 'unreachable';
    },
    userInfoFailed(state) {
      state.info = null;
      state.status = 'failed';
    },
    userCleared(state) {
      state.info = null;
      state.balances = null;
      state.accounts = null;
      state.status = 'anonymous';
    },
    balancesLoaded(state, action: PayloadAction<Balance[]>) {
      state.balances = action.payload;
    },
    /**
     * The spot stream's wallet (sagas/market-stream.saga.ts): `whole` for a read of every coin, otherwise a frame's
     * changed coins. Put by the stream rather than read from the trading actions, so the store every page loads
     * carries none of them.
     */
    spotWalletFollowed(state, action: PayloadAction<SpotWalletRows>) {
      followSpotWallet(state, action.payload);
    },
    accountsLoaded(state, action: PayloadAction<SwitchableAccounts>) {
      state.accounts = action.payload;
    },
    /** The gateway moved the session: the switcher shows it now, not when the account list is next read. */
    accountSwitched(state, action: PayloadAction<string>) {
      if (state.accounts) state.accounts.current = action.payload;
    },
  },
  selectors: {
    selectUser: (state) => state.info,
    selectUserStatus: (state) => state.status,
    // Logged in is a non-empty user id (SPEC 4).
    selectIsLoggedIn: (state) => (state.info?.userId ?? '') !== '',
    selectBalances: (state) => state.balances,
    selectAccounts: (state) => state.accounts,
  },
});

export const {
  userInfoRequested,
  userInfoLoaded,
  userInfoUnreachable,
  userInfoFailed,
  userCleared,
  balancesLoaded,
  spotWalletFollowed,
  accountsLoaded,
  accountSwitched,
} = user.actions;
export const { selectUser, selectUserStatus, selectIsLoggedIn, selectBalances, selectAccounts } = user.selectors;
export const userSlice = user;

export const subAccountSwitchRequested = createAction<{ userId: string; back: boolean }>('user/subAccountSwitchRequested');
