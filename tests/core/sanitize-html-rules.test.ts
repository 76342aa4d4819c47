// The sanitiser's rules as its module defines them when it loads: the allowed tags and attributes, the DOMPurify
// options and the URI pattern are module-level values, built once at load time. Every test here loads the module
// (and DOMPurify with it) afresh, so that it judges the values of that load; a module imported once at the top of
// a file would keep the values it was first loaded with, whatever a later change to them did.
import type { UnsafeUrlReport } from '../../src/core/unsafe-url-reporter';
import type { AppEnv } from '../setup/env.stub';

interface Sanitizer {
  sanitizeToString(html: unknown): string;
  sanitizeHtml(html: string): TrustedHTML | string;
  readonly reports: UnsafeUrlReport[];
}

/** The sanitiser from a fresh load of its module, with the unsafe-URL reports of that load collected. */
async function freshSanitizer(env?: Partial<AppEnv>): Promise<Sanitizer> {
  let sanitizer: Sanitizer | undefined;
  await jest.isolateModulesAsync(async () => {
    if (env) {
      const { env: base } = await import('../setup/env.stub');
      jest.doMock('../../src/config/env', () => ({ env: { ...base, ...env } }));
    }
    const reporter = await import('../../src/core/unsafe-url-reporter');
    const module = await import('../../src/core/sanitize-html');
    const reports: UnsafeUrlReport[] = [];
    reporter.setUnsafeUrlReporter((report) => reports.push(report));
    sanitizer = { sanitizeToString: module.sanitizeToString, sanitizeHtml: module.sanitizeHtml, reports };
  });
  if (!sanitizer) throw new Error('the sanitiser did not load');
  return sanitizer;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.dontMock('../../src/config/env');
});

describe('allowed tags', () => {
  test.each([
    ['p', '<p>x</p>'],
    ['br', '<p>x<br>y</p>'],
    ['hr', '<p>x</p><hr>'],
    ['h1', '<h1>x</h1>'],
    ['h2', '<h2>x</h2>'],
    ['h3', '<h3>x</h3>'],
    ['h4', '<h4>x</h4>'],
    ['h5', '<h5>x</h5>'],
    ['h6', '<h6>x</h6>'],
    ['strong', '<strong>x</strong>'],
    ['b', '<b>x</b>'],
    ['em', '<em>x</em>'],
    ['i', '<i>x</i>'],
    ['u', '<u>x</u>'],
    ['s', '<s>x</s>'],
    ['small', '<small>x</small>'],
    ['sub', '<sub>x</sub>'],
    ['sup', '<sup>x</sup>'],
    ['blockquote', '<blockquote>x</blockquote>'],
    ['code', '<code>x</code>'],
    ['pre', '<pre>x</pre>'],
    ['ul and li', '<ul><li>x</li></ul>'],
    ['ol and li', '<ol><li>x</li></ol>'],
    ['a', '<a href="/x">x</a>'],
    ['img', '<img src="/x.png" alt="x">'],
    ['table, thead, tbody, tr, th, td and caption', '<table><caption>c</caption><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>'],
    ['figure and figcaption', '<figure><figcaption>x</figcaption></figure>'],
    ['span', '<span>x</span>'],
    ['div', '<div>x</div>'],
  ])('%s is kept with its text', async (_tags, html) => {
    const { sanitizeToString } = await freshSanitizer();
    expect(sanitizeToString(html)).toBe(html);
  });

  test('text outside any element is kept', async () => {
    const { sanitizeToString } = await freshSanitizer();
    expect(sanitizeToString('plain text, <b>bold</b> and more')).toBe('plain text, <b>bold</b> and more');
  });
});

describe('tags outside the allow-list', () => {
  test.each([
    'section',
    'article',
    'iframe',
    'form',
    'button',
    'select',
    'textarea',
    'video',
    'audio',
    'object',
    'details',
    'nav',
    'label',
    'font',
    'marquee',
    'svg',
    'math',
    'style',
    'template',
    'title',
  ])('<%s> is removed together with everything inside it', async (tag) => {
    const { sanitizeToString } = await freshSanitizer();
    expect(sanitizeToString(`<p>kept</p><${tag}>gone</${tag}><p>also kept</p>`)).toBe(
      '<p>kept</p><p>also kept</p>',
    );
  });

  test('an element outside the allow-list takes allowed markup inside it along', async () => {
    const { sanitizeToString } = await freshSanitizer();
    expect(sanitizeToString('<p>kept</p><section><p><b>gone</b></p><a href="/x">gone</a></section>')).toBe('<p>kept</p>');
  });

  test.each([
    ['a leading script', '<script>alert("s")</script><p>kept</p>'],
    ['a script inside a paragraph', '<p>kept<script>alert("s")</script></p>'],
    ['a leading noscript holding markup', '<noscript><p>alert("s")</p></noscript><p>kept</p>'],
    ['a noscript inside a div', '<div><p>kept</p><noscript><p>alert("s")</p></noscript></div>'],
    ['a leading noscript holding an image', '<noscript><img src="/x.png" alt="alert"></noscript><p>kept</p>'],
  ])('%s leaves neither the element nor its content', async (_name, html) => {
    const { sanitizeToString } = await freshSanitizer();
    const clean = sanitizeToString(html);
    expect(clean).not.toMatch(/alert|script|<img/);
    expect(clean).toContain('kept');
  });
});

describe('attributes', () => {
  test.each([
    ['href', '<a href="/x">x</a>'],
    ['src and alt', '<img src="/x.png" alt="x">'],
    ['title', '<p title="t">x</p>'],
    ['width and height', '<img width="10" height="20">'],
    ['colspan', '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>'],
    ['rowspan', '<table><tbody><tr><td rowspan="2">x</td></tr></tbody></table>'],
    ['target and rel', '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>'],
    ['rel on a link that opens no new window', '<a href="/x" rel="nofollow">x</a>'],
    ['lang', '<p lang="fr">x</p>'],
    ['dir', '<p dir="rtl">x</p>'],
    ['class', '<p class="note">x</p>'],
  ])('%s is kept', async (_name, html) => {
    const { sanitizeToString } = await freshSanitizer();
    expect(sanitizeToString(html)).toBe(html);
  });

  test.each([
    ['style', 'style="color:red"'],
    ['id', 'id="a"'],
    ['name', 'name="a"'],
    ['a data attribute', 'data-x="1"'],
    ['an aria attribute', 'aria-hidden="true"'],
    ['role', 'role="button"'],
    ['an event handler', 'onclick="alert(1)"'],
    ['tabindex', 'tabindex="1"'],
  ])('%s is removed, the element kept', async (_name, attribute) => {
    const { sanitizeToString } = await freshSanitizer();
    expect(sanitizeToString(`<p ${attribute} lang="en">x</p>`)).toBe('<p lang="en">x</p>');
  });

  // DOMPurify's URI filter (the second layer) judges every allowed attribute that is not URI-safe, not only href
  // and src; its pattern ignores case, so a capital letter does not carry a script scheme past it.
  test.each([
    ['lang', '<p lang="JavaScript:alert(1)" dir="rtl">x</p>', '<p dir="rtl">x</p>'],
    ['width', '<img width="VBScript:msgbox(1)" alt="a">', '<img alt="a">'],
    ['rel', '<a href="/x" rel="Data:text/html,x">x</a>', '<a href="/x">x</a>'],
  ])('a script or data URL in %s, written with capitals, is removed', async (_attribute, html, clean) => {
    const { sanitizeToString } = await freshSanitizer();
    expect(sanitizeToString(html)).toBe(clean);
  });
});

describe('link and image URLs', () => {
  test.each([
    'https://example.com/a',
    'http://example.com/a',
    'HTTPS://EXAMPLE.COM/A',
    'ftp://files.example.com/a.txt',
    'mailto:support@exchange.com',
    'Mailto:support@exchange.com',
    'tel:+15550100',
    'exchange://trade/BTCUSDT',
    'EXCHANGE://trade/BTCUSDT',
    'blob:http://localhost/550e8400',
    '/wiki/bitcoin',
    './wiki/bitcoin',
    '../wiki/bitcoin',
    '#section-2',
  ])('a link to %s is kept', async (href) => {
    const { sanitizeToString, reports } = await freshSanitizer();
    expect(sanitizeToString(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    expect(reports).toEqual([]);
  });

  test.each(['/static/btc.svg', 'https://img.example.com/a.png', 'data:image/png;base64,iVBORw0KGgo=', 'blob:http://localhost/1'])(
    'an image from %s is kept',
    async (src) => {
      const { sanitizeToString, reports } = await freshSanitizer();
      expect(sanitizeToString(`<img src="${src}">`)).toBe(`<img src="${src}">`);
      expect(reports).toEqual([]);
    },
  );

  test.each(['javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,x', 'file:///etc/passwd', '//evil.com', 'spot/BTCUSDT'])(
    'a link to %s is removed and reported',
    async (href) => {
      const { sanitizeToString, reports } = await freshSanitizer();
      expect(sanitizeToString(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
      expect(reports).toEqual([expect.objectContaining({ context: 'rich-text-href' })]);
    },
  );

  test.each(['my-app://trade/1', 'my.app://trade/1', 'my+app://trade/1', 'desk://trade/1'])(
    'a link to the configured app scheme of %s is kept, whatever the scheme holds',
    async (href) => {
      const { sanitizeToString, reports } = await freshSanitizer({ appSchemes: ['my-app', 'my.app', 'my+app', 'desk'] });
      expect(sanitizeToString(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
      expect(reports).toEqual([]);
    },
  );
});

describe('where the browser has Trusted Types', () => {
  class FakeTrustedHTML {
    constructor(readonly html: string) {}
    toString(): string {
      return this.html;
    }
  }

  beforeEach(() => {
    // As in browsers, a policy hands its rule the text of whatever it is given.
    const createPolicy = (_name: string, rules: { createHTML(input: string): string }) => ({
      createHTML: (input: unknown) => new FakeTrustedHTML(rules.createHTML(String(input))),
      createScriptURL: (input: string) => input,
    });
    Object.defineProperty(globalThis, 'trustedTypes', { value: { createPolicy }, configurable: true });
  });

  afterEach(() => {
    delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  });

  test('sanitizeToString still returns plain text markup, and sanitizeHtml wraps it once', async () => {
    const { sanitizeToString, sanitizeHtml } = await freshSanitizer();
    expect(sanitizeToString('<p onclick="x()">a</p>')).toBe('<p>a</p>');
    const trusted = sanitizeHtml('<p onclick="x()">a</p>');
    expect(trusted).toBeInstanceOf(FakeTrustedHTML);
    expect((trusted as unknown as FakeTrustedHTML).html).toBe('<p>a</p>');
  });

  test('markup that is not a string gives empty markup, not the text of the value', async () => {
    const { sanitizeHtml } = await freshSanitizer();
    const value = { toString: () => '<b>bold</b>' };
    expect(String(sanitizeHtml(value as unknown as string))).toBe('');
  });
});

test('without Trusted Types sanitizeHtml returns the sanitised string and reports no failed policy', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { sanitizeHtml } = await freshSanitizer();
  expect(sanitizeHtml('<p onclick="x()">a</p>')).toBe('<p>a</p>');
  expect(error).not.toHaveBeenCalled();
});
