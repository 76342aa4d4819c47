import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { loadPageTexts, type PageTexts } from '../../server/i18n/page-texts';
import { chunkFiles, loadRouteShells } from '../../server/route-shells';
import { CATALOGS } from '../../src/core/locales';
import ar from '../../src/i18n/locales/ar.json';
import de from '../../src/i18n/locales/de.json';
import ja from '../../src/i18n/locales/ja.json';
import { makeTempDir, removeDir, testGateway } from './support';

// The shape Vite writes: the entry preloads its own chunks; the pages are dynamic entries with their imports.
const MANIFEST = {
  'index.html': { file: 'assets/app-1.js', imports: ['_framework-1.js'], css: ['assets/app-1.css'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_big-1.js': { file: 'assets/big-1.js' },
  '_trading-1.js': { file: 'assets/trading-1.js', imports: ['_big-1.js', '_framework-1.js'], css: ['assets/trading-1.css'] },
  'src/pages/spot/SpotPage.tsx': { file: 'assets/SpotPage-1.js', imports: ['_trading-1.js', '_framework-1.js'] },
  'src/pages/futures/FuturesPage.tsx': { file: 'assets/FuturesPage-1.js', imports: ['_trading-1.js'], css: ['assets/futures-1.css'] },
};

// As long as the real one (its modulepreload list), so compression pays for it.
const INDEX =
  '<!doctype html><html><head><title>Exchange</title>' +
  '<meta name="description" content="Trade Bitcoin, Ethereum and other crypto assets.">'.repeat(20) +
  '<script type="module" crossorigin src="/assets/app-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/app-1.css">' +
  '</head><body><div id="root"></div></body></html>';

function writeBuild(dir: string, manifest: unknown = MANIFEST): void {
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'events.html'), '<!doctype html><title>events</title><div id="root"></div>');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

describe('the chunks a page needs', () => {
  it('its own first, then what it imports, each once, with their styles', () => {
    expect(chunkFiles(MANIFEST, 'src/pages/spot/SpotPage.tsx')).toEqual({
      scripts: ['assets/SpotPage-1.js', 'assets/trading-1.js', 'assets/big-1.js', 'assets/framework-1.js'],
      styles: ['assets/trading-1.css'],
    });
  });

  it('nothing for a module the build does not know', () => {
    expect(chunkFiles(MANIFEST, 'src/pages/none.tsx')).toEqual({ scripts: [], styles: [] });
  });
});

describe('a trading page served with its chunks preloaded and its heading in place', () => {
  let dir: string;

  beforeAll(() => {
    dir = makeTempDir('route-shells-');
    writeBuild(dir);
  });

  afterAll(() => removeDir(dir));

  it('names the page chunks the entry does not preload already, and the listed symbol as the heading', () => {
    const html = loadRouteShells(dir, ['BTCUSDT']).htmlFor({ pathname: '/spot/BTCUSDT' }) ?? '';
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/SpotPage-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/trading-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/big-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/trading-1.css">');
    expect(html.match(/framework-1\.js/g)).toHaveLength(1);
    expect(html.indexOf('SpotPage-1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<main class="page spot" id="main"><h1>BTCUSDT</h1></main>');
  });

  it('the futures page gets its own chunks and class', () => {
    const html = loadRouteShells(dir, ['ETHUSDT']).htmlFor({ pathname: '/futures/usdt/ETHUSDT' }) ?? '';
    expect(html).toContain('href="/assets/FuturesPage-1.js"');
    expect(html).toContain('href="/assets/futures-1.css"');
    expect(html).not.toContain('SpotPage-1.js');
    expect(html).toContain('<main class="page futures" id="main"><h1>ETHUSDT perpetual</h1></main>');
  });

  it('behind a locale segment too', () => {
    expect(loadRouteShells(dir, ['BTCUSDT']).htmlFor({ pathname: '/ja/spot/BTCUSDT' })).toContain('<h1>BTCUSDT</h1>');
  });

  it('only for a listed symbol: anything else the URL says never reaches the HTML', () => {
    const shells = loadRouteShells(dir, ['BTCUSDT']);
    for (const pathname of [
      '/spot/DOGEUSDT',
      '/spot/btcusdt',
      '/spot/BTCUSDT/',
      '/spot/%3Cscript%3E',
      '/spot/<img src=x onerror=alert(1)>',
      '/spot/BTCUSDT/extra',
      '/wiki',
      '/',
    ]) {
      expect(shells.htmlFor({ pathname: pathname })).toBeUndefined();
    }
  });

  it('serves index.html as it is when the build wrote no manifest', () => {
    const bare = makeTempDir('route-shells-bare-');
    try {
      writeFileSync(path.join(bare, 'index.html'), INDEX);
      expect(loadRouteShells(bare, ['BTCUSDT']).htmlFor({ pathname: '/spot/BTCUSDT' })).toBeUndefined();
    } finally {
      removeDir(bare);
    }
  });
});

describe("a trading page's first HTML in the visitor's language", () => {
  let dir: string;
  let texts: PageTexts;

  beforeAll(async () => {
    dir = makeTempDir('route-shells-locale-');
    writeBuild(dir);
    texts = await loadPageTexts();
  });

  afterAll(() => removeDir(dir));

  const prefsCookie = (language: string) => `exchange_prefs=${encodeURIComponent(JSON.stringify({ v: 1, language }))}`;
  const futuresHeading = (catalog: { pages: { futures: { heading: string } } }, symbol: string) =>
    `<h1>${catalog.pages.futures.heading.replace('{{symbol}}', symbol)}</h1>`;

  it('the locale segment of the URL chooses the heading and <html lang>', () => {
    const html = loadRouteShells(dir, ['ETHUSDT'], texts).htmlFor({ pathname: '/ja/futures/usdt/ETHUSDT' }) ?? '';
    expect(html).toContain(futuresHeading(ja, 'ETHUSDT'));
    expect(html).toMatch(/^<!doctype html><html lang="ja" dir="ltr">/);
  });

  it('without one in the URL, the language of the preference cookie', () => {
    const html = loadRouteShells(dir, ['ETHUSDT'], texts).htmlFor({ pathname: '/futures/usdt/ETHUSDT', cookie: `a=1; ${prefsCookie('de')}` }) ?? '';
    expect(html).toContain(futuresHeading(de, 'ETHUSDT'));
    expect(html).toContain('<html lang="de" dir="ltr">');
  });

  it('the locale query parameter wins over the cookie, as in the app', () => {
    const html =
      loadRouteShells(dir, ['ETHUSDT'], texts).htmlFor({ pathname: '/futures/usdt/ETHUSDT', search: '?locale=ar', cookie: prefsCookie('de') }) ?? '';
    expect(html).toContain(futuresHeading(ar, 'ETHUSDT'));
    expect(html).toContain('<html lang="ar" dir="rtl">');
  });

  it('English for a cookie that is malformed, badly encoded or names no locale', () => {
    const shells = loadRouteShells(dir, ['ETHUSDT'], texts);
    for (const cookie of ['exchange_prefs=%E0%A4%A', 'exchange_prefs=not-json', prefsCookie('xx'), prefsCookie('<script>')]) {
      const html = shells.htmlFor({ pathname: '/futures/usdt/ETHUSDT', cookie }) ?? '';
      expect(html).toContain('<h1>ETHUSDT perpetual</h1>');
      expect(html).toContain('<html lang="en" dir="ltr">');
    }
  });

  it('the same shell twice for the same page and language, another for another language', () => {
    const shells = loadRouteShells(dir, ['ETHUSDT'], texts);
    const first = shells.htmlFor({ pathname: '/futures/usdt/ETHUSDT', cookie: prefsCookie('de') });
    expect(shells.htmlFor({ pathname: '/futures/usdt/ETHUSDT', cookie: prefsCookie('de') })).toBe(first);
    expect(shells.htmlFor({ pathname: '/futures/usdt/ETHUSDT' })).not.toBe(first);
  });

  it('a catalog heading is written as text, never as markup', () => {
    const hostile: PageTexts = new Map([['en', { futuresHeading: '<img src=x onerror=alert(1)> {{symbol}} & "more"' }]]);
    const html = loadRouteShells(dir, ['ETHUSDT'], hostile).htmlFor({ pathname: '/futures/usdt/ETHUSDT' }) ?? '';
    expect(html).toContain('<h1>&lt;img src=x onerror=alert(1)&gt; ETHUSDT &amp; &quot;more&quot;</h1>');
  });

  it('every catalog has a futures heading with the symbol in it', () => {
    expect([...texts.keys()].sort()).toEqual([...CATALOGS].sort());
    for (const text of texts.values()) expect(text.futuresHeading).toContain('{{symbol}}');
  });
});

describe('the gateway answers a trading page with its shell', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = makeTempDir('route-shells-gateway-');
    writeBuild(dir);
    app = await testGateway({ staticDir: dir });
  });

  afterAll(async () => {
    await app.close();
    removeDir(dir);
  });

  it('compressed, revalidated, as HTML, for a listed market', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/spot/BTCUSDT',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers['vary']).toLowerCase()).toContain('cookie');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('<h1>BTCUSDT</h1>');
    expect(html).toContain('href="/assets/SpotPage-1.js"');
  });

  it("in the language of the visitor's preference cookie", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/futures/usdt/BTCUSDT?x=1',
      headers: { accept: 'text/html', cookie: `exchange_prefs=${encodeURIComponent(JSON.stringify({ v: 1, language: 'de' }))}` },
    });
    expect(response.body).toContain(`<h1>${de.pages.futures.heading.replace('{{symbol}}', 'BTCUSDT')}</h1>`);
    expect(response.body).toContain('<html lang="de" dir="ltr">');
  });

  it('the plain index.html for a market it does not list', async () => {
    const response = await app.inject({ method: 'GET', url: '/spot/NOPEUSDT', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });
});
