// Every message a code of the gateway can answer exists in every catalog (server/i18n/messages/). The code tables
// are found on disk, not listed here: a table added anywhere under server/ in the usual form
// (`... as const satisfies Record<string, CodeDefinition>`) is checked as soon as it exists, and this test then
// names each translation it still lacks.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CATALOGS } from '../../src/core/locales';
import { MESSAGE_CATALOGS, serverMessage } from '../../server/i18n/messages';
import type { TranslatedCatalog } from '../../server/i18n/messages';
import { catalogOfLanguage } from '../../server/i18n/request-language';

const SERVER_DIR = join(__dirname, '../../server');
const MESSAGES_DIR = join(SERVER_DIR, 'i18n/messages');
const TABLE_MARK = 'satisfies Record<string, CodeDefinition>';

interface Definition {
  readonly code: string;
  readonly msg: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function isDefinition(value: unknown): value is Definition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Definition>;
  return typeof candidate.code === 'string' && typeof candidate.msg === 'string';
}

/** Every code definition of every code table under server/, with the file it comes from. */
function codeDefinitions(): Array<Definition & { readonly where: string }> {
  const tables = sourceFiles(SERVER_DIR).filter((file) => readFileSync(file, 'utf8').includes(TABLE_MARK));
  return tables.flatMap((file) => {
    const exported = jest.requireActual<Record<string, unknown>>(file);
    return Object.entries(exported)
      .filter(([, table]) => typeof table === 'object' && table !== null)
      .flatMap(([name, table]) =>
        Object.entries(table as Record<string, unknown>)
          .filter((entry): entry is [string, Definition] => isDefinition(entry[1]))
          .map(([key, { code, msg }]) => ({ code, msg, where: `${relative(SERVER_DIR, file)} ${name}.${key}` })),
      );
  });
}

function readCatalog(code: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(MESSAGES_DIR, `${code}.json`), 'utf8')) as Record<string, unknown>;
}

const DEFINITIONS = codeDefinitions();
const ENGLISH = [...new Set(DEFINITIONS.map((definition) => definition.msg))];
const TRANSLATED = CATALOGS.filter((code): code is TranslatedCatalog => code !== 'en');

describe('the code tables', () => {
  it('are found on disk, each of their codes with its message', () => {
    const wheres = DEFINITIONS.map((definition) => definition.where);
    expect(wheres).toEqual(expect.arrayContaining([
      'codes.ts GatewayCodes.RATE_LIMITED',
      'codes.ts WireCodes.SIGNATURE_INVALID',
      'login/login-codes.ts LoginCodes.BAD_CREDENTIALS',
      'data/lookup-codes.ts LookupCodes.EVENT_NOT_FOUND',
    ]));
  });

  it('use no ": " inside a message, which would read as the start of a detail', () => {
    expect(ENGLISH.filter((msg) => msg.includes(': '))).toEqual([]);
  });
});

describe('the message catalogs', () => {
  it('exist for exactly the client catalogs other than English, each loaded', () => {
    const files = readdirSync(MESSAGES_DIR).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(TRANSLATED.map((code) => `${code}.json`).sort());
    for (const code of TRANSLATED) expect(MESSAGE_CATALOGS[code]).toEqual(readCatalog(code));
  });
});

describe.each(TRANSLATED)('message catalog %s', (code) => {
  const catalog = readCatalog(code);

  it('translates the message of every code', () => {
    const missing = DEFINITIONS.filter(({ msg }) => !Object.hasOwn(catalog, msg)).map(({ code: wire, msg, where }) => `${wire} ${JSON.stringify(msg)} (${where})`);
    expect(missing).toEqual([]);
  });

  it('has no message that no code answers any more', () => {
    expect(Object.keys(catalog).filter((english) => !ENGLISH.includes(english))).toEqual([]);
  });

  it('holds non-empty translations, none a copy of the English', () => {
    const bad = Object.entries(catalog).filter(([english, text]) => typeof text !== 'string' || text.trim() === '' || text === english);
    expect(bad).toEqual([]);
  });
});

describe('serverMessage', () => {
  it('translates a message for a language the catalogs have', () => {
    expect(serverMessage('Not logged in', 'de_DE')).toBe(MESSAGE_CATALOGS.de['Not logged in']);
  });

  it('keeps English for English, for an unknown message and for an unreadable header', () => {
    expect(serverMessage('Not logged in', 'en_GB')).toBe('Not logged in');
    expect(serverMessage('Something new', 'de_DE')).toBe('Something new');
    expect(serverMessage('Not logged in', 42)).toBe('Not logged in');
  });

  it('translates the message before a detail and keeps the detail', () => {
    const de = MESSAGE_CATALOGS.de['Invalid parameter'];
    expect(serverMessage('Invalid parameter: email has an invalid format', 'de')).toBe(`${de}: email has an invalid format`);
    expect(serverMessage('Unknown thing: x', 'de')).toBe('Unknown thing: x');
    expect(serverMessage(': x', 'de')).toBe(': x');
  });

  it('is not fooled by keys every object has', () => {
    expect(serverMessage('constructor', 'de')).toBe('constructor');
    expect(serverMessage('__proto__: x', 'de')).toBe('__proto__: x');
  });
});

describe('catalogOfLanguage', () => {
  it.each([
    ['en_US', 'en'], ['es_MX', 'es'], ['es_ES', 'es-ES'], ['pt_BR', 'pt'], ['pt_PT', 'pt-PT'], ['zh_CN', 'zh-CN'],
    ['zh_TW', 'zh-TW'], ['zh_HK', 'zh-TW'], ['fil_PH', 'ph'], ['ar_AE', 'ar'], ['nl_NL', 'nl'], ['ja', 'ja'],
    ['zh-Hant-TW', 'zh-TW'], ['de-AT', 'de'], ['ES-es', 'es-ES'], ['asia', 'en'],
  ])('reads %s as the %s catalog', (header, catalog) => {
    expect(catalogOfLanguage(header)).toBe(catalog);
  });

  it.each([undefined, null, 7, ['ja'], '', 'j', 'xx', 'ja jp', 'ja;q=1', `ja_${'A'.repeat(40)}`, 'ja_JP_a_b_c'])(
    'reads %p as English',
    (header) => {
      expect(catalogOfLanguage(header)).toBe('en');
    },
  );
});
