// Applies the saved theme before the first paint, so a light-theme user never
// sees a dark frame. A classic script (CSP script-src 'self', no inline code),
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
})();
