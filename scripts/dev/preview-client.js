// The page's side of the `npm start` live preview (scripts/dev/preview.ts), served as /__dev/client.js by
// the simulated portal in dev mode only — never part of dist/portal. A file, not an inline script, so it
// runs under the simulator's strict CSP (`--csp`) too. Builds its overlay with DOM calls (no HTML strings).
//   css       { href }  swap the /__dev/theme.css link (the new one loads before the old one goes)
//   reload    { reason } labels or settings changed, or dist/portal was rebuilt: reload the page
//   problems  { text }  show the overlay with the same text as the terminal
//   ok                  remove the overlay
(function () {
  'use strict';
  if (typeof window.EventSource !== 'function') return;
  var OVERLAY_ID = 'portal-dev-overlay';

  function currentLink() {
    return document.getElementById('portal-dev-theme');
  }

  function swapStylesheet(href) {
    var old = currentLink();
    if (old && old.getAttribute('href') === href) return;
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    var done = function () {
      if (old && old.parentNode) old.parentNode.removeChild(old);
      link.id = 'portal-dev-theme';
      document.documentElement.setAttribute('data-portal-dev-theme', href);
    };
    link.onload = done;
    link.onerror = done;
    if (old && old.parentNode) old.parentNode.insertBefore(link, old.nextSibling);
    else document.head.appendChild(link);
  }

  function hideProblems() {
    var host = document.getElementById(OVERLAY_ID);
    if (host && host.parentNode) host.parentNode.removeChild(host);
  }

  function showProblems(text) {
    hideProblems();
    var host = document.createElement('div');
    host.id = OVERLAY_ID;
    var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
    var box = document.createElement('section');
    box.setAttribute('role', 'alert');
    box.setAttribute('aria-label', 'Theme problems (npm start)');
    var s = box.style;
    s.position = 'fixed';
    s.zIndex = '2147483647';
    s.left = '16px';
    s.right = '16px';
    s.bottom = '16px';
    s.maxHeight = '60vh';
    s.overflow = 'auto';
    s.padding = '16px';
    s.background = '#1b1b1f';
    s.color = '#fdfdfd';
    s.border = '3px solid #e5484d';
    s.borderRadius = '8px';
    s.boxShadow = '0 8px 32px rgba(0, 0, 0, 0.4)';
    s.font = '14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
    var title = document.createElement('strong');
    title.textContent = 'npm start: the theme has problems — the page keeps its last good look';
    title.style.display = 'block';
    title.style.marginBottom = '8px';
    title.style.color = '#ff9592';
    var pre = document.createElement('pre');
    pre.className = 'problems';
    pre.textContent = text;
    pre.style.margin = '0';
    pre.style.whiteSpace = 'pre-wrap';
    pre.style.font = 'inherit';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Hide';
    close.style.float = 'right';
    close.style.minWidth = '48px';
    close.style.minHeight = '32px';
    close.onclick = hideProblems;
    box.appendChild(close);
    box.appendChild(title);
    box.appendChild(pre);
    root.appendChild(box);
    (document.body || document.documentElement).appendChild(host);
  }

  var events = new window.EventSource('/__dev/events');
  var parse = function (e) {
    try {
      return JSON.parse(e.data);
    } catch (err) {
      return {};
    }
  };
  events.addEventListener('css', function (e) {
    var data = parse(e);
    if (data.href) swapStylesheet(data.href);
  });
  events.addEventListener('reload', function () {
    window.location.reload();
  });
  events.addEventListener('problems', function (e) {
    showProblems(String(parse(e).text || ''));
  });
  events.addEventListener('ok', hideProblems);
})();
