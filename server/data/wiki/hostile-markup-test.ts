import type { WikiArticle } from '../../../src/core/market-data';

/**
 * An article made of markup the client's sanitiser must neutralise, one shape per paragraph. It exists for the
 * client's tests and is served only outside production. Every script in it calls alert() with a label, so a
 * test that sees a dialog knows which shape got through.
 */
export const HOSTILE_MARKUP_TEST: WikiArticle = {
  id: 'hostile-markup-test',
  title: 'Sanitizer test article',
  summary: 'This article exists to test the sanitizer.',
  updatedAt: Date.UTC(2026, 0, 1),
  html: `<h2>Sanitizer test</h2>
<p>This article exists to test the sanitizer.</p>
<script>alert('script')</script>
<noscript><p>Your browser has JavaScript turned off.</p></noscript>
<p><img src=x onerror="alert('img-onerror')" alt="broken image"></p>
<p><a href="javascript:alert('javascript-link')">Claim your prize</a></p>
<p><a href=" JaVaScRiPt:alert('javascript-link-mixed-case')">Claim your other prize</a></p>
<p><a target="_blank" href="https://example.com">An external site in a new tab</a></p>
<iframe src="https://example.com/embed" title="Embedded page"></iframe>
<svg onload="alert('svg-onload')" width="10" height="10"><circle cx="5" cy="5" r="4"/></svg>
<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:#f00">A paragraph styled to cover the page.</p>
<!-- An HTML comment that must not reach the page. -->
<noscript><p title="</noscript><img src=x onerror=alert('mxss-noscript')>"></p></noscript>
<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert('mxss-math')>`,
};
