// Four "portals", each written the way a different author / server version might emit the common frame
// (server-markup.md). Written from the reference only; the pages on disk are what the runner uses.
//
// Placeholders resolved by the hold-out server at serve time (never `{{…}}`, which is a hostile payload
// marker): `__ORIGIN__` → the origin the page is served from (scheme://host:port).

/** JavaScript that records a hostile payload firing. Every payload sets window.__xss. */
export const X = (id) => `window.__xss=(window.__xss||'')+'|${id}'`;

export const PORTALS = {
  acme: { host: '127.0.0.1', area: 'Acme Developer Portal', user: 'jdoe' },
  globex: { host: 'developer.globex.test', area: 'Globex API Hub', user: 'gina' },
  initech: { host: 'api.initech.test', area: 'Initech & Co Developers', user: 'pete' },
  umbrella: { host: 'portal.umbrella.test', area: 'Umbrella APIs', user: 'alice' },
};

const nav = (items, active, indent = '') =>
  items
    .map(([label, href, children]) => {
      const isActive = active === label;
      const kids = children ? `\n${indent}  <ul>${nav(children, active, indent + '    ')}</ul>\n${indent}` : '';
      return `\n${indent}<li${isActive ? ' class="active"' : ''}><a href="${href}">${label}</a>${kids}</li>`;
    })
    .join('');

const NAV_FLAGS_OUT = new Set(['out', 'stale']);
const isOut = (login) => NAV_FLAGS_OUT.has(login);

// ---------------------------------------------------------------- Acme: the "textbook" portal
export function acme(p) {
  const u = PORTALS.acme.user;
  const out = isOut(p.login);
  const info =
    p.info !== undefined
      ? p.info
      : out && p.login !== 'stale'
        ? ''
        : `<script type="text/javascript">var mashery_info = {"username": "${u}"};</script>`;
  const items = out
    ? `<li class="sign-in"><a href="/login/login?r=${encodeURIComponent(p.path ?? '/')}&amp;h=9f8e7d6c">Sign In</a></li>${p.noRegister ? '' : '\n        <li class="register"><a href="/member/register">Register</a></li>'}`
    : `<li class="account"><a href="/member/edit">My Account</a></li>${p.login === 'admin' ? '\n        <li class="dashboard toggle"><a href="https://admin.acme.example/dashboard">Dashboard</a></li>' : p.login === 'dash' ? '\n        <li class="dashboard"><a href="/page/Dashboard_Help">Dashboard</a></li>' : ''}
        <li class="sign-out"><a href="/logout/logout">Sign Out</a></li>`;
  const logoutForm =
    out || p.noLogoutForm
      ? ''
      : `\n      <form id="mashery-logout-form" method="post" action="/logout/logout">\n        <input type="hidden" name="token" value="a1b2c3d4">\n      </form>`;
  const local = nav(
    [
      ['Home', '/'],
      [
        'Documentation',
        '/docs',
        [
          ['Getting Started', '/docs/read/Getting_Started'],
          ['Authentication', '/docs/read/Authentication'],
        ],
      ],
      ['API Explorer', '/io-docs'],
      ['Blog', '/blog'],
      ['Forum', '/forum'],
    ],
    p.active,
    '        ',
  );
  return `<!-- HOLD-OUT SYNTHETIC: ${p.desc} -->
<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${p.rawTitle ?? `Acme Developer Portal - ${p.title}`}</title>
  <link rel="stylesheet" href="/public/Mashery/styles/Mashery-base.css">
  <link rel="stylesheet" href="/public/Mashery/styles/mashery-blue.css">
  <link rel="stylesheet" media="print" href="/public/Mashery/styles/print-defaults.css">
  <!--[if IE 7]><link rel="stylesheet" href="/public/Mashery/styles/IE7.css"><![endif]-->${p.headLinks ?? ''}
  <link rel="stylesheet" href="/files/portal.css">
  <script src="/files/portal-head.js"></script>
  <script type="text/javascript">
  //<![CDATA[
  mashery.globals.github = false;
  //]]>
  </script>
  ${info}${p.headExtra ?? ''}
</head>
<body class="${p.bodyClass}">
<div id="page" class="page">
  <div id="header">
    <div id="branding-logo" onclick="window.location.href=&quot;/&quot;">Acme Developer Portal</div>
    <div id="user-nav">
      <ul>
        ${items}
      </ul>${logoutForm}
    </div>
    <div id="user-menu"></div>
    <div id="search">
      <form method="get" action="/search">
        <input type="text" id="search-box" name="q">
        <input type="submit" value="Search">
      </form>
    </div>
    <div id="local">
      <ul>${local}
      </ul>
    </div>
  </div>
  <div id="content" class="content${p.sub ? '' : ' no_sub'}">
    <div id="main" class="main">
${p.main}
    </div>${p.sub ? `\n    <div id="sub" class="sub">\n${p.sub}\n    </div>` : ''}
  </div>
  <div id="footer">
    <ul>
      <li class="first"><a href="/page/Terms">Terms of Use</a></li>
      <li><a href="/contact">Contact Us</a></li>
      <li><a href="Privacy_policy">Privacy</a></li>
    </ul>
    <div id="siteinfo">&copy; 2024 Acme Inc. <img src="/public/Mashery/images/masherymade.png" alt="Mashery made"></div>
  </div>
</div>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_trackPageview']);</script>${p.bodyEnd ?? ''}
<script src="/files/portal.js"></script>
</body>
</html>
`;
}

// ---------------------------------------------------------------- Globex: XHTML, upper-case frame tags
export function globex(p) {
  const u = PORTALS.globex.user;
  const out = isOut(p.login);
  const info =
    p.info !== undefined
      ? p.info
      : out && p.login !== 'stale'
        ? '<SCRIPT type="text/javascript">var mashery_info = null;</SCRIPT>'
        : `<SCRIPT type="text/javascript">mashery_info = {username: '${u}', locale: 'en_US'};</SCRIPT>`;
  const items = out
    ? `<LI class="sign-in"><A href="__ORIGIN__/login/login?r=__ORIGIN__%2F&amp;h=0aa1bb2cc">Log in</A></LI>${p.noRegister ? '' : '\n<LI class="register"><A href="/member/register">Join now</A></LI>'}`
    : `<LI class="account"><A href="/member/edit">${u}</A></LI>${p.login === 'admin' ? '\n<LI class="dashboard toggle"><A href="https://admin.globex.example/control">Admin</A></LI>' : p.login === 'dash' ? '\n<LI class="dashboard"><A href="/page/Status">Status</A></LI>' : ''}
<LI class="sign-out"><A href="/logout/logout">Log out</A></LI>
<LI class="status">Signed in as ${u}</LI>`;
  const logoutForm =
    out || p.noLogoutForm
      ? ''
      : `\n<FORM method="post" action="/logout/logout" id="mashery-logout-form"><INPUT name="csrf" type="hidden" value="g7h8" /></FORM>`;
  const local = nav(
    [
      ['Docs', '__ORIGIN__/docs'],
      ['Blog', '/blog'],
      ['Community', '/forum', [['Recent posts', '/forum/recent']]],
      ['My Apps', '/apps/myapps'],
    ],
    p.active,
  );
  return `<!-- HOLD-OUT SYNTHETIC: ${p.desc} -->
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<HEAD>
<META http-equiv="Content-Type" content="text/html; charset=utf-8" />
<TITLE>${p.rawTitle ?? `Globex API Hub - ${p.title}`}</TITLE>
<LINK type="text/css" href="/public/Mashery/styles/Mashery-base.css?v=2" rel="stylesheet" />
<LINK type="text/css" href="/public/Mashery/styles/mashery-blue.css?v=2" rel="stylesheet" />
<LINK media="print" type="text/css" href="/public/Mashery/styles/print-default.css" rel="stylesheet" />
<!--[if lte IE 8]><LINK href="/public/Mashery/styles/IE8.css" rel="stylesheet" type="text/css" /><![endif]-->${p.headLinks ?? ''}
<LINK href="/files/portal.css" rel="stylesheet" type="text/css" />
<SCRIPT type="text/javascript" src="/files/portal-head.js"></SCRIPT>
<SCRIPT type="text/javascript" src="/public/Mashery/scripts/Mashery-Base.js"></SCRIPT>${p.headExtra ?? ''}
</HEAD>
<BODY class="${p.bodyClass}">
<DIV id="page" class="page">
<DIV id="header">
<DIV onclick="window.location.href=&quot;__ORIGIN__/&quot;" id="branding-logo"><IMG alt="Globex API Hub" src="/files/globex-logo.png" /></DIV>
<DIV id="user-nav"><UL>
${items}
</UL></DIV>
<DIV id="user-menu"><UL></UL></DIV>
<FORM id="search" action="/search" method="get"><INPUT id="search-box" type="text" name="q" value="" /> <INPUT value="Find" type="submit" /></FORM>
<DIV id="local"><UL>${local}
</UL></DIV>
</DIV>
<DIV class="content${p.sub ? '' : ' no_sub'}" id="content">
<DIV class="main" id="main">
${p.main}
</DIV>${p.sub ? `\n<DIV class="sub" id="sub">\n${p.sub}\n</DIV>` : ''}
</DIV>
<DIV id="footer">
<DIV id="siteinfo">Globex Corporation &middot; All rights reserved &middot; <A href="/page/Legal">Legal</A></DIV>
</DIV>${logoutForm}
</DIV>
${info}
<SCRIPT type="text/javascript">window.globexChat = { enabled: false };</SCRIPT>${p.bodyEnd ?? ''}
<SCRIPT type="text/javascript" src="/files/portal.js"></SCRIPT>
</BODY>
</html>
`;
}

// ---------------------------------------------------------------- Initech: wrappers, tabs, CRLF, entity area
export function initech(p) {
  const u = PORTALS.initech.user;
  const out = isOut(p.login);
  const info =
    p.info !== undefined
      ? p.info
      : out && p.login !== 'stale'
        ? '<script>var mashery_info = {};</script>'
        : `<script>var mashery_info={"username":"${u}","email":"${u}@initech.test"};</script>`;
  const items = out
    ? `<li class="sign-in"><a href="https://secure.initech-login.example/login/api.initech.test/?r=https%3A%2F%2Fapi.initech.test%2F&amp;h=77aa">Sign in</a></li>${p.noRegister ? '' : '\n\t\t\t\t<li class="register"><a href="/member/register">Sign up</a></li>'}`
    : `<li class="account first"><a href="/member/edit">Account settings</a></li>${p.login === 'admin' ? '\n\t\t\t\t<li class="dashboard toggle"><a href="https://control.initech.example/">Dashboard</a></li>' : p.login === 'dash' ? '\n\t\t\t\t<li class="dashboard"><a href="/page/Reports">Reports</a></li>' : ''}
\t\t\t\t<li class="sign-out last"><a href="/logout/logout">Sign out</a></li>`;
  const logoutForm =
    out || p.noLogoutForm
      ? ''
      : `\n\t\t<form action="/logout/logout" id="mashery-logout-form" method="post"><input name="token" value="in1t3ch" type="hidden"></form>`;
  const local = nav(
    [
      [
        'Guides',
        '/docs/',
        [
          ['Paging', '/docs/read/Guides/Paging'],
          ['Errors', '/docs/read/Errors/Not_Found'],
        ],
      ],
      ['News', '/blog'],
      ['Keys', '/apps/mykeys'],
      ['Support', '/contact'],
    ],
    p.active,
    '\t\t\t\t',
  );
  const html = `<!-- HOLD-OUT SYNTHETIC: ${p.desc} -->
<!doctype html>
<html>
<head>
\t<meta http-equiv="X-UA-Compatible" content="IE=edge">
\t<meta charset="UTF-8">
\t<title>${p.rawTitle ?? `Initech &amp; Co Developers - ${p.title}`}</title>
\t${info}
\t<link href="/public/Mashery/styles/Mashery-base.css" type="text/css" rel="stylesheet">
\t<link href="/public/Mashery/styles/mashery-blue.css" type="text/css" rel="stylesheet">
\t<link href="/public/Mashery/styles/print-defaults.css?v=3" media="print" rel="stylesheet">${p.headLinks ?? ''}
\t<link href="/files/portal.css" rel="stylesheet">
\t<script type="text/javascript" src="/files/portal-head.js"></script>
\t<script type="text/javascript">
\t//<![CDATA[
\tmashery.globals['pageWide'] = "wide"; mashery.globals.fullWidth = true;
\t//]]>
\t</script>${p.headExtra ?? ''}
</head>
<body class="${p.bodyClass}" id="body">
\t<div id="page" class="page">
\t<div class="container">
\t\t<div id="header" class="header">
\t\t\t<div id="branding-logo" onclick="window.location.href=&quot;https://api.initech.test/&quot;">
\t\t\t\tInitech &amp; Co Developers
\t\t\t</div>
\t\t\t<div id="user-nav" class="nav">
\t\t\t\t<ul>
\t\t\t\t${items}
\t\t\t\t</ul>
\t\t\t</div>${logoutForm}
\t\t\t<div id="search"><form action="/search" method="get" class="search"><label for="search-box">Search the portal</label> <input id="search-box" type="search" name="q" placeholder="Search"> <button type="submit">Go</button></form></div>
\t\t\t<div id="local"><ul>${local}
\t\t\t</ul></div>
\t\t</div>${p.headerEdit ? '\n\t\t<div id="header-edit"><a href="/r/content/edit">Edit this page</a></div>' : ''}
\t\t<div class="body-wrap">
\t\t<div id="content" class="content${p.sub ? '' : ' no_sub'}">
\t\t\t<div class="main" id="main">
${p.main}
\t\t\t</div>${p.sub ? `\n\t\t\t<div class="sub" id="sub">\n${p.sub}\n\t\t\t</div>` : ''}
\t\t</div>
\t\t</div>
\t\t<div id="footer">
\t\t\t<ul><li class="first"><a href="Api_terms_of_use">API terms</a></li><li><a href="/contact">Contact</a></li></ul>
\t\t\t<div id="siteinfo"><p>Copyright &copy; Initech &amp; Co. <script type="text/javascript">var initechYear = 2024;</script></p></div>
\t\t</div>
\t</div>
\t</div>${p.bodyEnd ?? ''}
\t<script src="/files/portal.js"></script>
</body>
</html>
`;
  return html.replace(/\r?\n/g, '\r\n');
}

// ---------------------------------------------------------------- Umbrella: minimal, absolute and bare links
export function umbrella(p) {
  const out = isOut(p.login);
  const info =
    p.info !== undefined ? p.info : out && p.login !== 'stale' ? '' : `<script>mashery_info = {username: 'alice'};</script>`;
  const items = out
    ? `<li class="sign-in"><a href="/login/login?r=%2F&h=u1">Login</a></li>${p.noRegister ? '' : '<li class="register"><a href="__ORIGIN__/member/register">Create account</a></li>'}`
    : `<li class="account"><a href="__ORIGIN__/member/edit">Account</a></li>${p.login === 'admin' ? '<li class="dashboard toggle"><a href="https://dashboard.umbrella.example/">Dashboard</a></li>' : p.login === 'dash' ? '<li class="dashboard"><a href="/page/Dash">Dashboard</a></li>' : ''}<li class="sign-out"><a href="__ORIGIN__/logout/logout">Logout</a></li>`;
  const logoutForm =
    out || p.noLogoutForm
      ? ''
      : `<form id="mashery-logout-form" action="__ORIGIN__/logout/logout" method="POST"><input type="hidden" name="t" value="umb"/></form>`;
  const local = nav(
    [
      ['Reference', '__ORIGIN__/io-docs'],
      ['Announcements', '/blog'],
      ['Questions', '/forum'],
      ['Terms', '/apps/tos'],
    ],
    p.active,
  );
  return `<!-- HOLD-OUT SYNTHETIC: ${p.desc} -->
<!DOCTYPE html>
<html>
<head>
<title>${p.rawTitle ?? `Umbrella APIs - ${p.title}`}</title>
<link rel="stylesheet" type="text/css" href="/public/Mashery/styles/Mashery-base.css?v=20190401">
<link rel=stylesheet href=/public/Mashery/styles/mashery-blue.css>${p.headLinks ?? ''}
<link rel="stylesheet" href="/files/portal.css">
<script src="/files/portal-head.js"></script>${p.headExtra ?? ''}
</head>
<body class="${p.bodyClass}">
<div class="page" id="page"><div id="header"><div id="branding-logo" onclick="window.location.href=&quot;__ORIGIN__/&quot;"> <img src="/files/umbrella.svg" alt="Umbrella APIs"> </div><div id="user-nav"><ul>${items}</ul>${logoutForm}</div><div id="search"><form action="/search"><input id="search-box" name="q"><input type="submit" value="&#128269;" aria-label="Search"></form></div></div>
<div id="local"><ul>${local}</ul></div>
<div id="content" class="content${p.sub ? '' : ' no_sub'}"><div id="main" class="main">
${p.main}
</div>${p.sub ? `<div id="sub" class="sub">${p.sub}</div>` : ''}</div>
<div id="footer"><ul><li class="first"><a href="Api_terms_of_use">Terms of use</a></li><li><a href="__ORIGIN__/contact">Contact</a></li></ul></div>
</div>
${info}${p.bodyEnd ?? ''}
<script src="/files/portal.js"></script>
</body>
</html>
`;
}

export const FRAMES = { acme, globex, initech, umbrella };
