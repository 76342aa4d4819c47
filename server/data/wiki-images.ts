/** Images the wiki articles embed, served by the gateway so they load under the CSP's img-src 'self'. */
export const WIKI_IMAGE_PREFIX = '/static/wiki/';

// The Bitcoin mark, drawn with plain shapes: no script, no external reference, nothing a browser could run
// when the file is opened on its own.
const BTC_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"
 role="img" aria-label="Bitcoin">
<circle cx="32" cy="32" r="32" fill="#f7931a"/>
<path fill="#fff" d="M24 14h4v5h4v-5h4v5.3c4.6.9 8 3.8 8 8.2 0 2.6-1.3 4.6-3.4 5.8 3 1.1 4.9 3.6 4.9 6.8 0 5-4 8.4-9.5 8.9V50h-4v-5h-4v5h-4v-5h-5v-4h3V23h-3v-4h5zm6 9v7h6c2.1 0 3.5-1.4 3.5-3.5S38.1 23 36 23zm0 11v7h7.5c2.2 0 3.7-1.5 3.7-3.5S39.7 34 37.5 34z"/>
</svg>
`;

export const WIKI_IMAGES: ReadonlyMap<string, string> = new Map([['btc.svg', BTC_SVG]]);
