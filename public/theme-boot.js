// Applies the saved theme before the first paint, so a light-theme user never
// sees a dark frame, and starts Intl early (below). A classic script (CSP script-src 'self', no inline code),
// kept tiny; tests/core/theme-boot.test.ts holds it to the rules of
// src/core/theme.ts and store/preferences.load.ts so the two cannot drift.
(function () {
  var root = document.documentElement;
  var events = /^\/events(\/|$)/.test(location.pathname);
  var saved;
  try {
    saved = JSON.parse(localStorage.getItem('theme') || '""');
  } catch {
    saved = '';
  }
  if (typeof saved !== 'string' || saved === '') {
    try {
      var match = document.cookie.match(/(?:^|; )exchange_prefs=([^;]*)/);
      saved = match ? JSON.parse(decodeURIComponent(match[1])).theme || '' : '';
    } catch {
      saved = '';
    }
  }
  // Nothing saved reads as the preference record's default theme, black.
  saved = String(saved || 'black').trim().toLowerCase();
  var light = events ? saved !== 'black' : saved === 'white' || saved === 'light' || saved === 'standard';
  var forced = (new URLSearchParams(location.search).get('appTheme') || '').trim().toLowerCase();
  if (forced === 'dark' || forced === 'light') light = forced === 'light';
  var theme = light ? 'light' : 'dark';
  root.classList.add('theme-' + theme);
  root.setAttribute('data-theme', theme);

  // The first Intl formatter a page makes starts the browser's ICU data, 40-80 ms of CPU once (docs/benchmarks.md,
  // "First load"). Made here, in a task of its own while the app's scripts download, that is paid when the main
  // thread would otherwise wait, instead of inside the render of the first prices.
  setTimeout(function () {
    try {
      new Intl.NumberFormat(root.lang || undefined).format(0);
      new Intl.DateTimeFormat().resolvedOptions();
    } catch {
      // No Intl: the app formats as it can; this was only ever an early start.
    }
  }, 0);
})();
