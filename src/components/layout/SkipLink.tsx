import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * The first stop of the keyboard on every page: past the header (a dozen links and pickers) straight to the page's
 * content, every page's `<main id="main">` (WCAG 2.4.1). Hidden until focused. The focus is moved by hand rather
 * than by the fragment, which would add `#main` to the address the router and the page views read.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.tabIndex = -1;
    main.focus();
  };
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      {t('app.skipToContent')}
    </a>
  );
}
