// The user's text of a refused margin change. Most codes read the same for every futures call (refusal-text.ts);
// two need the margin call's own words: 31012, which this call answers only for its amount, would otherwise show as
// "the setting could not be changed (code 31012)", and 33007 speaks of an order where here margin was being added.
import type { Translate } from '../../i18n/translator';
import type { Refusal } from '../../../store/trading.actions';
import { refusalText } from '../trading/refusal-text';

const MARGIN_WORDS: ReadonlyMap<string, string> = new Map([
  ['31012', 'futuresAccount.margin.refusal.31012'],
  ['33007', 'futuresAccount.margin.refusal.33007'],
]);

export function marginRefusalText(t: Translate, refusal: Refusal): string {
  const own = refusal.code === undefined ? undefined : MARGIN_WORDS.get(refusal.code);
  return own === undefined ? refusalText(t, refusal, 'settings') : t(own);
}
