// "Never drop what the server offers" (issue 12 item 5): the links and form actions in a server page's main
// content (#main and the #sub sidebar) must all be reachable in the themed page, or be listed in
// ACTION_ALLOW_LIST with the reason. Shared by the fixture check (test/browser/portal-actions.ts) and the
// simulated-portal e2e check (test/e2e/layout-matrix.spec.ts, on its 1280 px load).
//
// COLLECT is JavaScript source (a string, so tsx cannot wrap it in helpers the page lacks). Evaluated in the
// themed page after `html.complete` as `(COLLECT)(serverHtml, serverUrl)`, it returns
//   { server: Action[], themed: string[] }
// server: every action of the server page's #main/#sub (parsed from the HTML the server sent, so nothing the
//   theme did can hide one), each { key, kind, text };
// themed: the keys of every action the themed UI offers outside the hidden server page (#page): a[href],
//   form[action], button[formaction], and elements that carry a server action for a dialog or a script
//   (data-href, data-action).
// Each server action also says where it sat: 'body' (a .section-body: the author's HTML), 'sub' (the
// sidebar), 'heading' (h1) or 'main'. `self` is the page's own key (a link to the page you are on is not an
// action).
// A key is the URL without its fragment: path + query for the page's own site (the fixture's host and the
// test server's are the same site), the full URL elsewhere; a form's key is "form:" + method + " " + URL.

export const COLLECT = `(function (serverHtml, serverUrl) {
  var here = location.href;
  var serverHost = new URL(serverUrl).host;
  function key(raw, base) {
    if (raw == null) return null;
    var value = String(raw).trim();
    if (!value || value.charAt(0) === '#') return null;
    if (/^(javascript|data|vbscript):/i.test(value)) return null;
    var url;
    try { url = new URL(value, base); } catch (e) { return null; }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol + url.pathname;
    var same = url.host === serverHost || url.host === location.host;
    var path = url.pathname.replace(/\\/+$/, '') || '/';
    return same ? path + url.search : url.origin + path + url.search;
  }
  function formKey(form, base) {
    var method = String(form.getAttribute('method') || 'get').toLowerCase();
    var action = form.getAttribute('action');
    var k = key(action == null || action.trim() === '' ? base : action, base);
    return k ? 'form:' + method + ' ' + k : null;
  }
  function text(el) {
    return String(el.textContent || el.getAttribute('value') || el.getAttribute('title') || '').replace(/\\s+/g, ' ').trim().slice(0, 60);
  }
  var doc = new DOMParser().parseFromString(serverHtml, 'text/html');
  var server = [];
  var seen = {};
  var regions = doc.querySelectorAll('#main, #sub');
  for (var r = 0; r < regions.length; r++) {
    var found = regions[r].querySelectorAll('a[href], form');
    for (var i = 0; i < found.length; i++) {
      var el = found[i];
      if (el.closest('noscript, template, script, style')) continue;
      var k = el.tagName === 'FORM' ? formKey(el, serverUrl) : key(el.getAttribute('href'), serverUrl);
      if (!k || seen[k]) continue;
      seen[k] = true;
      var where = el.closest('#sub') ? 'sub' : el.closest('.section-body') ? 'body' : el.closest('h1') ? 'heading' : 'main';
      server.push({ key: k, kind: el.tagName === 'FORM' ? 'form' : 'link', text: text(el), where: where });
    }
  }
  var page = document.getElementById('page');
  var themed = {};
  var all = document.querySelectorAll('a[href], form, [formaction], [data-href], [data-action]');
  for (var j = 0; j < all.length; j++) {
    var t = all[j];
    if (page && page.contains(t)) continue;
    var tk = null;
    if (t.tagName === 'FORM') tk = formKey(t, here);
    else if (t.hasAttribute('href')) tk = key(t.getAttribute('href'), here);
    if (tk) themed[tk] = true;
    var extra = t.getAttribute('formaction') || t.getAttribute('data-href') || t.getAttribute('data-action');
    if (extra) {
      var ek = key(extra, here);
      if (ek) { themed[ek] = true; themed['form:post ' + ek] = true; themed['form:get ' + ek] = true; }
    }
  }
  return { server: server, themed: Object.keys(themed), self: key(serverUrl, serverUrl) };
})`;

/**
 * Server actions the themed page may leave out, each with the reason. `key` matches the action's key
 * (see above); `types` and `where`, when given, limit the entry to those content types / page regions.
 * docs/runtime.md ("No server action is lost") lists the same entries for readers.
 * @type {{ key: RegExp, types?: string[], where?: string[], reason: string }[]}
 */
export const ACTION_ALLOW_LIST = [
  {
    key: /^form:(get|post) \/io-docs(\/|\?|$)/,
    types: ['ioDocs'],
    reason:
      "each I/O Docs method form is sent by the console (fetch to /io-docs/call-api with the page's token, the " +
      "portal's own protocol), not submitted as a page form: its fields are the console's fields; the " +
      'credentials form (form#credentials: key, secret, the token) is read by the console the same way',
  },
  {
    key: /./,
    types: ['fourOhFour'],
    where: ['body', 'main', 'sub'],
    reason:
      'spec: a missing page shows the labels.fourOhFour message (with the contact link) instead of the server body; ' +
      "an admin who wants the server's own suggestions sets labels.fourOhFour.main to '' and the body is rendered",
  },
  {
    key: /./,
    types: ['blogAll'],
    where: ['body'],
    reason:
      "the blog list shows each post as an excerpt (text) with a link to the post; the post's page renders its whole " +
      'body, every link included, one click away',
  },
];

/**
 * The server's actions that the themed page does not offer and no allow-list entry excuses.
 * @param {{ server: { key: string, kind: string, text: string, where: string }[], themed: string[], self: string | null }} found
 * @param {string} contentType
 */
export function lostActions(found, contentType) {
  const themed = new Set(found.themed);
  return found.server.filter((a) => {
    if (themed.has(a.key) || a.key === found.self) return false;
    // a GET form is also reachable as a link to its action; a link is reachable as a form to the same URL
    // (a sign-out link the theme turns into the logout form's button)
    if (a.kind === 'form' && themed.has(a.key.replace(/^form:get /, ''))) return false;
    if (a.kind === 'link' && (themed.has(`form:post ${a.key}`) || themed.has(`form:get ${a.key}`))) return false;
    return !ACTION_ALLOW_LIST.some(
      (e) => e.key.test(a.key) && (!e.types || e.types.includes(contentType)) && (!e.where || e.where.includes(a.where)),
    );
  });
}
