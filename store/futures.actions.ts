// The futures workspace's actions, named as events (STYLE 3). Stream data arrives in the spot workspace's batches;
// what only futures carry (mark price and funding) arrives here.
import { createAction } from '@reduxjs/toolkit';

/** The mark price strip of a perpetual: decimal strings, times in epoch ms. */
export interface MarkView {
  symbol: string;
  markPrice: string;
  indexPrice: string;
  /** The funding rate that applies at the next funding, as a fraction ("0.0001" is 0.01 %). */
  fundingRate: string;
  nextFundingTime: number;
}

export const markReceived = createAction<MarkView>('futures/markReceived');
