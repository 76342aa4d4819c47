// The user's text of a failed order call, one rule for the spot and the futures forms and the open-orders tab:
// the gateway's code when the client has its own words for it, else the request layer's text of a transport failure,
// else the generic text of the action that failed. An internal kind ("http", "network") is never shown.
import type { Translate } from '../../i18n/translator';
import type { Refusal } from '../../../store/trading.actions';

/** What the user tried: place an order, cancel one (or all), or change a setting (leverage, margin mode). */
export type RefusedAction = 'place' | 'cancel' | 'settings';

/** The generic text of each action, without and with the gateway's (unknown) code, which support can look up. */
const GENERIC: Readonly<Record<RefusedAction, { plain: string; withCode: string }>> = {
  place: { plain: 'trading.failure.place', withCode: 'trading.refusal.other' },
  cancel: { plain: 'trading.failure.cancel', withCode: 'trading.failure.cancelCode' },
  settings: { plain: 'trading.failure.settings', withCode: 'trading.failure.settingsCode' },
};

// Gateway codes are numbers (31xxx spot, 33xxx futures); only those are looked up, so no code can reach a catalog
// key that is not a code's text (trading.refusal.other). A code's own words are in English parts a session loads
// (orderAnswers, futuresOrders: docs/i18n.md); the generic texts stay in the core, so a refusal always reads.
const GATEWAY_CODE = /^\d+$/;

export function refusalText(t: Translate, refusal: Refusal, action: RefusedAction): string {
  const { code, messageKey, values } = refusal;
  if (code !== undefined && GATEWAY_CODE.test(code)) {
    // A setting's own words first: 33007 refusing a leverage change speaks of the leverage, not of an order.
    const own =
      (action === 'settings' ? t(`futuresOrders.settingsRefusal.${code}`, { defaultValue: '' }) : '') ||
      t(`futuresOrders.refusal.${code}`, { defaultValue: '' }) ||
      t(`orderAnswers.refusal.${code}`, { defaultValue: '' });
    if (own) return own;
  }
  if (messageKey) return t(messageKey, values ?? {});
  const generic = GENERIC[action];
  return code ? t(generic.withCode, { code }) : t(generic.plain);
}
