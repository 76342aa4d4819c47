import DOMPurify from 'dompurify';
import { HTML_POLICY_NAME, sanitizeHtml, sanitizeToString } from '../../src/core/sanitize-html';
import { setUnsafeUrlReporter, type UnsafeUrlReport } from '../../src/core/unsafe-url-reporter';

let warn: jest.SpyInstance;
let reports: UnsafeUrlReport[];

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  reports = [];
  setUnsafeUrlReporter((report) => reports.push(report));
});

afterEach(() => setUnsafeUrlReporter(null));

/** The sanitised markup as the page would hold it after `innerHTML`. */
function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeToString(html);
  return host;
}

function eventHandlerAttributes(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
  );
}

describe('removed with their content', () => {
  test.each([
    ['a leading script', '<script>alert("s")</script><p>kept</p>'],
    ['a script inside a paragraph', '<p>kept<script>alert("s")</script></p>'],
    ['an unclosed script', '<p>kept</p><script>alert("s")'],
    ['a leading noscript', '<noscript><p>alert("s")</p></noscript><p>kept</p>'],
    ['a noscript inside a div', '<div><p>kept</p><noscript><img src="/x.png" alt="alert(&quot;s&quot;)"></noscript></div>'],
    ['a script in a table', '<table><tr><td>kept<script>alert("s")</script></td></tr></table>'],
  ])('%s', (_name, html) => {
    const host = render(html);
    expect(host.querySelector('script, noscript, img')).toBeNull();
    expect(host.innerHTML).not.toContain('alert');
    expect(host.textContent).toContain('kept');
  });

  test('a tag outside the allow-list goes with everything inside it', () => {
    expect(sanitizeToString('<p>kept</p><iframe src="https://example.com"></iframe><section>gone</section>')).toBe(
      '<p>kept</p>',
    );
  });
});

test.each([
  '<p>kept<!-- a comment --></p>',
  '<!-- leading --><p>kept</p>',
  '<p>kept</p><!--[if IE]><script>alert(1)</script><![endif]-->',
  '<p>kept</p><!-- <img src=x onerror=alert(1)> -->',
])('comments are removed: %s', (html) => {
  const clean = sanitizeToString(html);
  expect(clean).toBe('<p>kept</p>');
});

test.each([
  '<img src="/a.png" onerror="alert(1)" alt="a">',
  '<p onclick="alert(1)" onmouseover="alert(1)">kept</p>',
  '<a href="/x" onfocus="alert(1)" autofocus>kept</a>',
  '<div ONLOAD="alert(1)">kept</div>',
  '<svg onload="alert(1)"><circle r="4"/></svg><p>kept</p>',
  '<body onload="alert(1)"><p>kept</p></body>',
])('event handlers never survive: %s', (html) => {
  const host = render(html);
  expect(eventHandlerAttributes(host)).toEqual([]);
  expect(host.innerHTML).not.toContain('alert');
});

test('style attributes and style elements never survive, classes do', () => {
  const clean = sanitizeToString(
    '<p class="note" style="position:fixed;inset:0">a</p><style>p{display:none}</style><span style="x">b</span>',
  );
  expect(clean).toBe('<p class="note">a</p><span>b</span>');
});

test('data-* and aria-* attributes are outside the explicit allow-list', () => {
  expect(sanitizeToString('<p data-x="1" aria-hidden="true" id="a" name="b" lang="en" dir="rtl">a</p>')).toBe(
    '<p lang="en" dir="rtl">a</p>',
  );
});

describe('URL attributes', () => {
  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    '%6A%61vascript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    'java&#x200D;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.com',
    '/\\evil.com',
    'spot/BTCUSDT',
  ])('href %j is removed from the link and reported', (href) => {
    const host = render(`<a href="${href}">prize</a>`);
    const link = host.querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.textContent).toBe('prize');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toBe('rich-text-href');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test.each([
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'javascript:alert(1)',
    'x',
    'blob:https://evil.com/1',
  ])('img src %j is removed and reported', (src) => {
    const host = render(`<img src="${src}" alt="a">`);
    expect(host.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(reports).toEqual([expect.objectContaining({ context: 'rich-text-src' })]);
  });

  test.each([
    ['a', 'href', 'https://example.com/a'],
    ['a', 'href', 'mailto:support@exchange.com'],
    ['a', 'href', 'tel:+15550100'],
    ['a', 'href', 'exchange://trade/BTCUSDT'],
    ['a', 'href', '/wiki/bitcoin'],
    ['a', 'href', '#section-2'],
    ['a', 'href', 'blob:http://localhost/550e8400'],
    ['img', 'src', '/static/wiki/btc.svg'],
    ['img', 'src', 'data:image/png;base64,iVBORw0KGgo='],
    ['img', 'src', 'blob:http://localhost/550e8400'],
  ])('<%s %s=%j> keeps its URL', (tag, attribute, url) => {
    const host = render(`<${tag} ${attribute}="${url}">x</${tag}>`);
    expect(host.firstElementChild?.getAttribute(attribute)).toBe(url);
    expect(reports).toEqual([]);
  });

  test('data:image/ is an image source only, never a link', () => {
    const host = render('<a href="data:image/png;base64,iVBORw0KGgo=">x</a>');
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});

describe('mXSS shapes', () => {
  test.each([
    '<svg><p><style><img src=x onerror=alert(1)>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<math><mi><table><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
    '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
    '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
    '<template><img src=x onerror=alert(1)></template>',
    '<a href="/x" title="<img src=x onerror=alert(1)>">ok</a>',
  ])('%s leaves nothing that can run, even after another parse', (html) => {
    const once = sanitizeToString(html);
    const host = render(html);
    expect(eventHandlerAttributes(host)).toEqual([]);
    expect(host.querySelector('script, style, svg, math, noscript, template, textarea, xmp, form')).toBeNull();
    // Sanitising the output again changes nothing: the markup means the same to every later parse.
    expect(sanitizeToString(once)).toBe(once);
    expect(host.innerHTML).toBe(once);
  });
});

describe('targets', () => {
  test('a link opening a new window gets rel="noopener noreferrer"', () => {
    expect(sanitizeToString('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  test('rel tokens are kept, except opener', () => {
    const link = render('<a href="https://example.com" target="_BLANK" rel="nofollow opener">x</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  });

  test.each(['_self', '_top', '_parent', 'named-window', ''])('target %j is removed', (target) => {
    const link = render(`<a href="/x" target="${target}">x</a>`).querySelector('a');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  test('a _blank target written with spaces around it still opens a new window without an opener', () => {
    expect(sanitizeToString('<a href="https://example.com" target=" _blank ">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  test('target is only kept on links', () => {
    expect(sanitizeToString('<div target="_blank">x</div>')).toBe('<div>x</div>');
  });
});

test('every allowed tag survives with its allowed attributes', () => {
  const html =
    '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>' +
    '<p><strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s><small>g</small><sub>h</sub><sup>i</sup>' +
    '<code>j</code><span class="k">k</span><br></p><hr>' +
    '<blockquote>q</blockquote><pre>p</pre><ul><li>u</li></ul><ol><li>o</li></ol>' +
    '<div lang="fr" dir="ltr"><a href="/a" title="t">a</a></div>' +
    '<figure><img src="/i.png" alt="i" width="10" height="10"><figcaption>f</figcaption></figure>' +
    '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead>' +
    '<tbody><tr><td rowspan="1">1</td><td>2</td></tr></tbody></table>';
  expect(sanitizeToString(html)).toBe(html);
});

test('a fresh load of the module keeps every allowed tag and attribute, and the exchange-html policy name', async () => {
  const html =
    '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>' +
    '<p><strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s><small>g</small><sub>h</sub><sup>i</sup>' +
    '<code>j</code><span class="k">k</span><br></p><hr>' +
    '<blockquote>q</blockquote><pre>p</pre><ul><li>u</li></ul><ol><li>o</li></ol>' +
    '<div lang="fr" dir="ltr"><a href="/a" title="t" target="_blank" rel="noopener noreferrer">a</a></div>' +
    '<figure><img src="/i.png" alt="i" width="10" height="10"><figcaption>f</figcaption></figure>' +
    '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead>' +
    '<tbody><tr><td rowspan="1">1</td><td>2</td></tr></tbody></table>';
  // The allow-lists are module constants: loaded afresh, the module is judged by them as it defines them.
  await jest.isolateModulesAsync(async () => {
    const fresh = await import('../../src/core/sanitize-html');
    expect(fresh.sanitizeToString(html)).toBe(html);
    expect(fresh.HTML_POLICY_NAME).toBe('exchange-html');
  });
});

test.each([null, undefined, 42, {}, ['<p>x</p>']])('non-string input %p gives an empty string', (value) => {
  expect(sanitizeToString(value)).toBe('');
  expect(sanitizeHtml(value as unknown as string)).toBe('');
});

test('without a DOM to sanitise with, markup gives an empty string instead of passing through', () => {
  jest.replaceProperty(DOMPurify, 'isSupported', false);

  expect(sanitizeToString('<p>a<script>b</script></p>')).toBe('');
  expect(sanitizeHtml('<p>a</p>')).toBe('');
});

test('without Trusted Types sanitizeHtml returns the sanitised string', () => {
  expect(sanitizeHtml('<p onclick="x()">a<script>b</script></p>')).toBe('<p>a</p>');
});

test('the hooks act only on this module’s calls, not on other users of DOMPurify', () => {
  sanitizeToString('<p>install the hooks</p>');
  expect(DOMPurify.sanitize('<a href="spot/BTCUSDT">x</a>')).toBe('<a href="spot/BTCUSDT">x</a>');
  const withTargets = { ADD_ATTR: ['target'] };
  expect(DOMPurify.sanitize('<a href="/a" target="_self">x</a>', withTargets)).toBe('<a href="/a" target="_self">x</a>');
  expect(DOMPurify.sanitize('<a href="/a" target="_blank">x</a>', withTargets)).toBe('<a href="/a" target="_blank">x</a>');
  expect(reports).toEqual([]);
});

describe('under Trusted Types', () => {
  class FakeTrustedHTML {
    constructor(readonly html: string) {}
    toString(): string {
      return this.html;
    }
  }

  type Rules = { createHTML(input: string): string };

  function installTrustedTypes(createPolicy: (name: string, rules: Rules) => unknown): void {
    Object.defineProperty(globalThis, 'trustedTypes', { value: { createPolicy }, configurable: true });
  }

  afterEach(() => {
    delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  });

  test('it returns the value of one lazily created exchange-html policy that sanitises', async () => {
    const createPolicy = jest.fn((_name: string, rules: Rules) => ({
      createHTML: (input: string) => new FakeTrustedHTML(rules.createHTML(input)),
      createScriptURL: (input: string) => input,
    }));
    installTrustedTypes(createPolicy);

    await jest.isolateModulesAsync(async () => {
      const purifier = (await import('dompurify')).default;
      const addHook = jest.spyOn(purifier, 'addHook');
      const isolated = await import('../../src/core/sanitize-html');
      const exchangePolicies = () => createPolicy.mock.calls.filter(([name]) => name === HTML_POLICY_NAME);
      expect(exchangePolicies()).toHaveLength(0);

      const first = isolated.sanitizeHtml('<p onclick="x()">a<script>alert(1)</script></p>');
      const second = isolated.sanitizeHtml('<a href="javascript:alert(1)" target="_blank">b</a>');

      expect(first).toBeInstanceOf(FakeTrustedHTML);
      expect(String(first)).toBe('<p>a</p>');
      expect(String(second)).toBe('<a target="_blank" rel="noopener noreferrer">b</a>');
      expect(exchangePolicies()).toHaveLength(1);
      expect(addHook).toHaveBeenCalledTimes(2);

      // Holding the policy grants nothing: whatever it is handed comes out sanitised.
      const rules = exchangePolicies()[0]?.[1];
      expect(rules?.createHTML('<img src=x onerror=alert(1)>')).toBe('<img>');
    });
  });

  test('a policy that cannot be created is reported once and not retried', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const createPolicy = jest.fn(() => {
      throw new TypeError('Policy "exchange-html" disallowed.');
    });
    await jest.isolateModulesAsync(async () => {
      const isolated = await import('../../src/core/sanitize-html');
      installTrustedTypes(createPolicy);
      expect(isolated.sanitizeHtml('<b>a</b>')).toBe('<b>a</b>');
      expect(isolated.sanitizeHtml('<b>b</b>')).toBe('<b>b</b>');
    });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      '[sanitize-html] the Trusted Types policy "exchange-html" could not be created',
      expect.any(TypeError),
    );
  });
});
