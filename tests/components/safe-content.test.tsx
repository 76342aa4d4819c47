import { StrictMode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { RichText } from '../../src/components/safe-content/RichText';
import { SafeLink } from '../../src/components/safe-content/SafeLink';
import { setUnsafeUrlReporter, type UnsafeUrlReport } from '../../src/core/unsafe-url-reporter';

let warn: jest.SpyInstance;
let reports: UnsafeUrlReport[];

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  reports = [];
  setUnsafeUrlReporter((report) => reports.push(report));
});

afterEach(() => {
  cleanup();
  setUnsafeUrlReporter(null);
});

describe('SafeLink', () => {
  test.each(['https://example.com/a', '/spot/BTCUSDT', '#top', 'mailto:support@exchange.com', 'exchange://trade'])(
    'renders a link for the safe href %s',
    (href) => {
      render(<SafeLink href={href}>Go</SafeLink>);
      expect(screen.getByRole('link', { name: 'Go' }).getAttribute('href')).toBe(href);
      expect(warn).not.toHaveBeenCalled();
      expect(reports).toEqual([]);
    },
  );

  test.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', '//evil.com', 'data:text/html,<b>x</b>', null, undefined])(
    'renders text, not a link, for the unsafe href %p, and warns and reports once',
    (href) => {
      const { container } = render(
        <SafeLink href={href} className="note">
          Claim your prize
        </SafeLink>,
      );
      expect(screen.queryByRole('link')).toBeNull();
      expect(container.querySelector('a')).toBeNull();
      const text = screen.getByText('Claim your prize');
      expect(text.tagName).toBe('SPAN');
      expect(text.className).toBe('note');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(reports).toEqual([{ value: expect.any(String), context: 'link', reason: expect.any(String) }]);
    },
  );

  test('an unsafe href is reported once across re-renders and StrictMode’s second effect run', () => {
    const { rerender } = render(
      <StrictMode>
        <SafeLink href="javascript:alert(1)">x</SafeLink>
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <SafeLink href="javascript:alert(1)">y</SafeLink>
      </StrictMode>,
    );
    expect(reports).toHaveLength(1);

    rerender(
      <StrictMode>
        <SafeLink href="vbscript:msgbox(1)">y</SafeLink>
      </StrictMode>,
    );
    expect(reports.map((report) => report.value)).toEqual(['javascript:alert(1)', 'vbscript:msgbox(1)']);
  });

  test('a link opening a new window gets noopener and noreferrer, keeping its other rel tokens', () => {
    render(
      <SafeLink href="https://example.com" target="_blank" rel="nofollow opener">
        Out
      </SafeLink>,
    );
    const link = screen.getByRole('link', { name: 'Out' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  });

  test('a link staying in this window keeps its rel as given and passes other anchor props through', () => {
    render(
      <SafeLink href="/wiki" rel="help" title="Wiki" aria-current="page">
        Wiki
      </SafeLink>,
    );
    const link = screen.getByRole('link', { name: 'Wiki' });
    expect(link.getAttribute('rel')).toBe('help');
    expect(link.getAttribute('title')).toBe('Wiki');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});

describe('RichText', () => {
  test('renders sanitised markup with no script element, handler or unsafe link', () => {
    const { container } = render(
      <RichText
        className="article__body"
        html={
          '<h2>Title</h2><script>alert("s")</script><p onclick="alert(1)">Body <a href="javascript:alert(1)">prize</a>' +
          ' <a href="https://example.com" target="_blank">out</a></p><img src=x onerror=alert(1)>'
        }
      />,
    );
    const root = container.firstElementChild;
    expect(root?.tagName).toBe('DIV');
    expect(root?.className).toBe('article__body');
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick], [onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('alert');
    expect(screen.getByText('prize').hasAttribute('href')).toBe(false);
    expect(screen.getByRole('link', { name: 'out' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(reports.map((report) => report.context)).toEqual(['rich-text-href', 'rich-text-src']);
  });

  test('renders into the element named by `as`', () => {
    const { container } = render(<RichText as="section" html="<p>a</p>" />);
    expect(container.innerHTML).toBe('<section><p>a</p></section>');
  });

  test('sanitises again only when the markup changes', () => {
    const html = '<a href="javascript:alert(1)">x</a>';
    const { rerender } = render(<RichText html={html} />);
    rerender(<RichText html={html} className="again" />);
    expect(reports).toHaveLength(1);
    rerender(<RichText html="<p>new</p>" />);
    expect(screen.getByText('new').tagName).toBe('P');
  });
});
