// es/es-ES and pt/pt-PT are catalogs of the same language for different regions (docs/i18n.md). The key checks in
// catalogs.test.ts cannot tell a Spain catalog from a Latin-American one, so these pin each region's usual words:
// a catalog copied from its sibling, or drifting back to the other region's wording, fails here. The gateway's
// messages for the same region are held to the same words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { leaves } from './catalog-tree';

function textOf(code: string): string {
  const catalog: unknown = JSON.parse(readFileSync(join(__dirname, '../../src/i18n/locales', `${code}.json`), 'utf8'));
  return [...leaves(catalog).values()].join('\n');
}

/** The gateway's messages for the same catalog (server/i18n/messages), which follow the same regional wording. */
function gatewayTextOf(code: string): string {
  const catalog = JSON.parse(readFileSync(join(__dirname, '../../server/i18n/messages', `${code}.json`), 'utf8')) as Record<string, string>;
  return Object.values(catalog).join('\n');
}

// \b only knows ASCII letters (it never matches after the ê of você), so word edges are Unicode letters here.
function word(text: string): RegExp {
  return new RegExp(`(?<!\\p{L})${text}(?!\\p{L})`, 'iu');
}

function stem(text: string): RegExp {
  return new RegExp(`(?<!\\p{L})${text}`, 'iu');
}

interface Region {
  readonly catalog: string;
  /** Words the region uses: each must appear somewhere in the catalog. */
  readonly uses: readonly RegExp[];
  /** The other region's words for the same things: none may appear. */
  readonly avoids: readonly RegExp[];
}

const REGIONS: readonly Region[] = [
  {
    catalog: 'es',
    uses: [word('celular'), word('computadora'), word('ingresa'), word('contraseña')],
    avoids: [word('móvil'), word('ordenador'), word('introduce'), word('vosotros'), word('habéis'), word('caducado')],
  },
  {
    catalog: 'es-ES',
    uses: [word('móvil'), word('ordenador'), word('introduce'), word('contraseña'), word('se ha')],
    avoids: [word('celular'), word('computadora'), word('ingresa'), word('ustedes')],
  },
  {
    catalog: 'pt',
    uses: [word('celular'), word('usuário'), word('senha'), stem('cadastr'), word('configurações'), /\w+ndo…/],
    avoids: [word('telemóvel'), word('utilizador'), word('palavra-passe'), word('registar'), word('definições'), word('a carregar')],
  },
  {
    catalog: 'pt-PT',
    uses: [word('telemóvel'), word('utilizador'), word('palavra-passe'), word('regist(?:ar|e|o)'), word('definições'), word('a carregar')],
    avoids: [
      word('celular'), word('usuário'), word('senha'), stem('cadastr'), word('configurações'), word('você'), word('baixar'),
      word('gerenciamento'), word('tela'),
      // Portugal says "a carregar", not "carregando": no gerund before the ellipsis of a progress text.
      /\w+ndo…/,
    ],
  },
];

describe.each(REGIONS)('the $catalog catalog', ({ catalog, uses, avoids }) => {
  const text = textOf(catalog);

  it.each(uses.map((pattern) => [String(pattern)] as const))('uses the region’s word %s', (source) => {
    expect(text).toMatch(uses.find((pattern) => String(pattern) === source) as RegExp);
  });

  it('uses none of the other region’s words', () => {
    expect(avoids.filter((pattern) => pattern.test(text)).map(String)).toEqual([]);
  });

  it('has gateway messages that use none of the other region’s words either', () => {
    const gateway = gatewayTextOf(catalog);
    expect(avoids.filter((pattern) => pattern.test(gateway)).map(String)).toEqual([]);
  });
});
