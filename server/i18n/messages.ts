// The gateway's messages in the user's language. A catalog maps the English msg of a code (server/codes.ts and the
// other code tables) to its translation: keyed by the English text rather than by code, because several meanings
// share a code (00022 expired or replayed, 40401 for each kind of missing thing) and because a code added anywhere
// needs no registration here to be answered, in English until its translations arrive. The test
// tests/server/message-catalogs.test.ts lists every code message a catalog lacks.
import type { CatalogCode } from '../../src/core/locales';
import { catalogOfLanguage } from './request-language';
import bg from './messages/bg.json';
import ja from './messages/ja.json';
import vi from './messages/vi.json';
import ru from './messages/ru.json';
import es from './messages/es.json';
import esES from './messages/es-ES.json';
import tr from './messages/tr.json';
import it from './messages/it.json';
import fr from './messages/fr.json';
import de from './messages/de.json';
import zhCN from './messages/zh-CN.json';
import zhTW from './messages/zh-TW.json';
import pt from './messages/pt.json';
import ptPT from './messages/pt-PT.json';
import id from './messages/id.json';
import th from './messages/th.json';
import pl from './messages/pl.json';
import uk from './messages/uk.json';
import uz from './messages/uz.json';
import ar from './messages/ar.json';
import ph from './messages/ph.json';
import nl from './messages/nl.json';
import sv from './messages/sv.json';

export type MessageCatalog = Readonly<Record<string, string>>;

export type TranslatedCatalog = Exclude<CatalogCode, 'en'>;

// Keyed by the client's catalog codes, so the compiler rejects a catalog the client has and the gateway lacks.
export const MESSAGE_CATALOGS: Readonly<Record<TranslatedCatalog, MessageCatalog>> = {
  bg,
  ja,
  vi,
  ru,
  es,
  'es-ES': esES,
  tr,
  it,
  fr,
  de,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  pt,
  'pt-PT': ptPT,
  id,
  th,
  pl,
  uk,
  uz,
  ar,
  ph,
  nl,
  sv,
};

/** Separates a code's message from the detail some answers add ("Invalid parameter: pwd must be a string"). */
const DETAIL_SEPARATOR = ': ';

function lookUp(catalog: MessageCatalog, english: string): string | undefined {
  return Object.hasOwn(catalog, english) ? catalog[english] : undefined;
}

/**
 * `msg` in the language of a `language` header. A code's message is translated; one followed by a detail keeps
 * the detail as written (field names and formats, which are the same in every language); a message the catalog
 * does not have, and every message for an English or unreadable header, stays English.
 */
export function serverMessage(msg: string, language: unknown): string {
  const code = catalogOfLanguage(language);
  if (code === 'en') return msg;
  const catalog = MESSAGE_CATALOGS[code];
  const whole = lookUp(catalog, msg);
  if (whole !== undefined) return whole;
  const cut = msg.indexOf(DETAIL_SEPARATOR);
  if (cut <= 0) return msg;
  const head = lookUp(catalog, msg.slice(0, cut));
  return head === undefined ? msg : `${head}${msg.slice(cut)}`;
}
