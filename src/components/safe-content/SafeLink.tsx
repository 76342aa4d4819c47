import { useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { checkUrl, opensNewWindow, relForNewWindow, reportUnsafeUrl } from '../../core/url-safety';

export type SafeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Checked with isSafeUrl; anything unsafe renders as plain text. */
  href: string | null | undefined;
  children?: ReactNode;
};

/** An anchor for a URL that came from data: unsafe URLs become text, new windows get no opener and no referrer. */
export function SafeLink({ href, target, rel, children, className, ...anchorProps }: SafeLinkProps) {
  const check = checkUrl(href, 'href');
  const reason = check.ok ? null : check.reason;
  // The last value reported, so a re-render (or StrictMode's second effect run) does not report it again.
  const reported = useRef<{ value: unknown } | null>(null);

  useEffect(() => {
    if (reason === null) {
      reported.current = null;
      return;
    }
    if (reported.current && reported.current.value === href) return;
    reported.current = { value: href };
    reportUnsafeUrl(href, 'link', reason);
  }, [href, reason]);

  if (!check.ok) return <span className={className}>{children}</span>;
  return (
    <a
      {...anchorProps}
      className={className}
      href={href ?? undefined}
      target={target}
      rel={opensNewWindow(target) ? relForNewWindow(rel) : rel}
    >
      {children}
    </a>
  );
}
