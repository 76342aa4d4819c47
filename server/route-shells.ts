// The HTML a first visit to a trading page gets. It is the app's index.html with two additions:
// - modulepreload links for the page's own chunks, so a phone downloads them beside the app's scripts instead of
//   after those have run and the router has asked for the page (one round trip less before the first render);
// - the page's heading already in the root element, so the first paint shows which market this is while the
//   scripts are still on their way (on a slow phone that is seconds). React replaces it with the same heading.
// Only symbols the gateway lists get a heading: nothing from the URL reaches the HTML unless it is one of them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripLocaleSegment } from '../src/core/locale-url';

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
}

export const ROUTE_PAGES: readonly RoutePage[] = [
  { pattern: /^\/spot\/([A-Z0-9]{2,20})$/, module: 'src/pages/spot/SpotPage.tsx', pageClass: 'spot' },
  { pattern: /^\/futures\/usdt\/([A-Z0-9]{2,20})$/, module: 'src/pages/futures/FuturesPage.tsx', pageClass: 'futures' },
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

/** The heading the page renders first, inside the same frame the app draws, so nothing moves when it takes over. */
function headingMarkup(symbol: string, pageClass: string): string {
  return (
    '<div class="shell"><header class="header"><span class="header__brand"><img src="/favicon.svg" alt="" width="24" height="24"></span></header>' +
    `<div class="shell__page"><main class="page ${pageClass}" id="main"><h1>${symbol}</h1></main></div></div>`
  );
}

export interface RouteShells {
  /** The HTML for a page path (locale segment allowed), or undefined where index.html serves as it is. */
  htmlFor(pathname: string): string | undefined;
}

/**
 * Reads index.html and the build manifest of `staticDir` once. Without a manifest (a build made without one) every
 * page gets index.html as it is.
 */
export function loadRouteShells(staticDir: string, symbols: readonly string[]): RouteShells {
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
    htmlFor(pathname) {
      const route = stripLocaleSegment(pathname, 'app');
      for (const page of ROUTE_PAGES) {
        const symbol = page.pattern.exec(route)?.[1];
        if (symbol === undefined || !listed.has(symbol)) continue;
        const key = `${page.module}:${symbol}`;
        let html = cache.get(key);
        if (html === undefined) {
          html = index
            .replace('</head>', `${hints.get(page) ?? ''}</head>`)
            .replace(ROOT, `<div id="root">${headingMarkup(symbol, page.pageClass)}</div>`);
          cache.set(key, html);
        }
        return html;
      }
      return undefined;
    },
  };
}
