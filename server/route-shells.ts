// The HTML a first visit to a trading page gets. It is the app's index.html with two additions:
// - modulepreload links for the page's own chunks, so a phone downloads them beside the app's scripts instead of
//   after those have run and the router has asked for the page (one round trip less before the first render);
// - the page's heading already in the root element, so the first paint shows which market this is while the
//   scripts are still on their way (on a slow phone that is seconds). React replaces it with the same heading.
// - the page's heading already in the root element, in the visitor's language (the locale of the URL, else that
//   of the preference cookie, as the app decides it), with <html lang> and <html dir> to match.
// Only symbols the gateway lists get a heading: nothing from the URL reaches the HTML unless it is one of them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localeFromUrl, stripLocaleSegment } from '../src/core/locale-url';
import { findLocale, resolveLocale, type LocaleInfo } from '../src/core/locales';
import { parsePrefs, PREFS_COOKIE_NAME } from '../src/core/prefs-cookie';
import { parseCookies } from './cookies';
import { ENGLISH_PAGE_TEXTS, type PageText, type PageTexts } from './i18n/page-texts';

/** What Vite's build manifest (`dist/.vite/manifest.json`) says of one module. */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

interface RoutePage {
  /** The page's path after its locale segment; the first group is the symbol. */
  readonly pattern: RegExp;
  /** The page module's key in the build manifest. */
  readonly module: string;
  /** The page's class, as the page component sets it on its `main`. */
  readonly pageClass: string;
  /** The heading the page component renders, from the same catalog text. */
  readonly heading: (symbol: string, text: PageText) => string;
}

export const ROUTE_PAGES: readonly RoutePage[] = [
  { pattern: /^\/spot\/([A-Z0-9]{2,20})$/, module: 'src/pages/spot/SpotPage.tsx', pageClass: 'spot', heading: (symbol) => symbol },
  {
    pattern: /^\/futures\/usdt\/([A-Z0-9]{2,20})$/,
    module: 'src/pages/futures/FuturesPage.tsx',
    pageClass: 'futures',
    heading: (symbol, text) => text.futuresHeading.replaceAll('{{symbol}}', symbol),
  },
];

/** The files a module needs loaded, its own first: its chunk and the chunks it imports, and their styles. */
export function chunkFiles(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (chunk === undefined || seen.has(name)) return;
    seen.add(name);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}

const ROOT = '<div id="root"></div>';
const HTML_TAG = /<html[^>]*>/;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);
}

/** The heading the page renders first, inside the same frame the app draws, so nothing moves when it takes over. */
function headingMarkup(heading: string, pageClass: string): string {
  return (
    '<div class="shell"><header class="header"><span class="header__brand"><img src="/favicon.svg" alt="" width="24" height="24"></span></header>' +
    `<div class="shell__page"><main class="page ${pageClass}" id="main"><h1>${escapeHtml(heading)}</h1></main></div></div>`
  );
}

/** What the gateway knows of a page request. */
export interface PageRequest {
  readonly pathname: string;
  /** The query, with its `?` (or empty). */
  readonly search?: string;
  /** The Cookie header, if any. */
  readonly cookie?: string;
}

/**
 * The locale the app will start in, as far as the gateway can tell: the URL's, else the preference cookie's
 * (store/preferences.load.ts also reads local storage, which only the browser sees; then the app corrects it).
 */
function pageLocale({ pathname, search = '', cookie }: PageRequest): LocaleInfo {
  const fromUrl = localeFromUrl({ pathname, search }, 'app');
  if (fromUrl !== undefined) return fromUrl;
  const raw = parseCookies(cookie).get(PREFS_COOKIE_NAME);
  let decoded: string | undefined;
  try {
    decoded = raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    decoded = undefined;
  }
  return findLocale(parsePrefs(decoded, 'app').language) ?? resolveLocale(undefined);
}

export interface RouteShells {
  /** The HTML for a page request (locale segment allowed), or undefined where index.html serves as it is. */
  htmlFor(request: PageRequest): string | undefined;
}

/**
 * Reads index.html and the build manifest of `staticDir` once. Without a manifest (a build made without one) every
 * page gets index.html as it is.
 */
export function loadRouteShells(staticDir: string, symbols: readonly string[], texts: PageTexts = ENGLISH_PAGE_TEXTS): RouteShells {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(indexFile)) return { htmlFor: () => undefined };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const index = readFileSync(indexFile, 'utf8');
  if (!index.includes(ROOT)) return { htmlFor: () => undefined };
  const listed = new Set(symbols);

  const hints = new Map<RoutePage, string>();
  for (const page of ROUTE_PAGES) {
    const { scripts, styles } = chunkFiles(manifest, page.module);
    // The entry's own chunks are preloaded by the build already; a second link would only be noise.
    const links = [
      ...styles.filter((file) => !index.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...scripts.filter((file) => !index.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    hints.set(page, links.join(''));
  }

  const cache = new Map<string, string>();
  return {
    htmlFor(request) {
      const route = stripLocaleSegment(request.pathname, 'app');
      for (const page of ROUTE_PAGES) {
        const symbol = page.pattern.exec(route)?.[1];
        if (symbol === undefined || !listed.has(symbol)) continue;
        const locale = pageLocale(request);
        // Bounded: pages x listed symbols x locales.
        const key = `${page.module}:${symbol}:${locale.code}`;
        let html = cache.get(key);
        if (html === undefined) {
          const text = texts.get(locale.catalog) ?? ENGLISH_PAGE_TEXTS.get('en')!;
          html = index
            .replace(HTML_TAG, `<html lang="${locale.htmlLang}" dir="${locale.dir}">`)
            .replace('</head>', `${hints.get(page) ?? ''}</head>`)
            .replace(ROOT, `<div id="root">${headingMarkup(page.heading(symbol, text), page.pageClass)}</div>`);
          cache.set(key, html);
        }
        return html;
      }
      return undefined;
    },
  };
}
