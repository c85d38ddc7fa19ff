// Initech & Co Developers (api.initech.test): extra wrapper divs, tabs, CRLF line ends, entity in the area
// name, mashery_info before the theme's head file, sign-in on another host; user pete.
import { X } from './frames.mjs';
import { acctNav, keyBlock, appBlock, pwBlock, pwFields, TERMS, section } from './parts.mjs';

const nav = (a) => acctNav(a, { cls: 'navigation' });
const KI = 'in1t3chK3y00aa11';

export default [
  {
    file: 'initech-docs-nested.html',
    login: 'member',
    url: '/docs/read/Guides/Paging',
    contentType: 'docs',
    bodyClass: 'page-docs',
    active: 'Paging',
    title: 'Guides - Paging',
    headerEdit: true,
    desc: 'docs page whose title part contains " - ", #header-edit, sidebar with absolute/trailing-slash hrefs, brush: bash; gutter: false;, unsupported brush: text',
    main: `\t\t\t\t<h1 class="first">
\t\t\t\t\tPaging &amp; cursors
\t\t\t\t</h1>
\t\t\t\t<div class="section"><div class="section-body">
\t\t\t\t<p>Every list endpoint returns a <code>next_cursor</code>.</p>
\t\t\t\t<pre class="brush: bash; gutter: false;">curl "https://api.initech.test/v2/reports?cursor=abc"</pre>
\t\t\t\t<pre class="brush: text;">cursor=abc&amp;limit=50</pre>
\t\t\t\t</div></div>`,
    sub: `\t\t\t\t<h2>Docs Navigation</h2>
\t\t\t\t<ul><li><a href="__ORIGIN__/docs/read/Guides/">Guides</a><ul><li><a href="__ORIGIN__/docs/read/Guides/Paging/">Paging</a></li><li><a href="/docs/read/Guides/Errors">Errors</a></li></ul></li></ul>`,
    bodyEnd: '\n\t<script type="text/javascript">SyntaxHighlighter.all();</script>',
    visible: ['Paging & cursors', 'next_cursor', 'curl "https://api.initech.test/v2/reports?cursor=abc"'],
    next: { text: 'My Account', url: '/member/edit' },
  },
  {
    file: 'initech-docs-404.html',
    login: 'member',
    url: '/docs/read/Old/Removed_Guide',
    status: 404,
    contentType: 'fourOhFour',
    bodyClass: 'page-docs not-found',
    title: 'Not Found',
    desc: 'page-docs not-found (must still be 404), HTTP 404',
    main: `\t\t\t\t<h1 class="first">Page Not Found</h1>
\t\t\t\t<div class="section"><div class="section-body"><p>This guide moved.</p></div></div>`,
    visible: [],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-iodocs-multi.html',
    login: 'out',
    url: '/io-docs',
    contentType: 'ioDocs',
    bodyClass: 'page-ioDocs',
    title: 'API Explorer',
    desc: 'interactive docs with two APIs: one schema with odd whitespace, one list without script and one with invalid JSON',
    headLinks: `\n\t<link href="/public/Mashery/styles/Iodocs/style.css?v=7" rel="stylesheet">\n\t<link href="/public/Mashery/scripts/vendor/alpaca.min.css" rel="stylesheet">\n\t<script src="/public/Mashery/scripts/vendor/jquery.min.js"></script>`,
    main: `\t\t\t\t<h1>Try the Initech APIs</h1>
\t\t\t\t<div class="introText"><p>Pick an API, enter your key and press <b>Try it</b>.</p></div>
\t\t\t\t<div class="servicesIodocs"><h2>APIs</h2>
\t\t\t\t<select id="apiId"><option value="">Select an API</option><option value="1">Reports API</option><option value="2">TPS API</option></select>
\t\t\t\t<div class="credentials" id="credentials"><div id="apiKeyContainer"><input id="apiKey" name="apiKey"></div></div>
\t\t\t\t<ul class="endpointList" id="endpoints-1" style="display:block">
\t\t\t\t\t<li class="endpoint"><h3 class="title"><span class="name">Reports</span><ul class="actions"><li><a href="#">List</a></li></ul></h3>
\t\t\t\t\t<ul class="methods"><li class="method delete"><div class="title"><span class="http-method">DELETE</span><span class="name">Remove report</span><span class="uri">/v2/reports/{id}</span></div><form><table class="parameters"><tr><td>id</td><td><input name="params[id]"></td></tr></table></form></li></ul></li>
\t\t\t\t\t<script>
(function() {
\tvar apiRootElement = $("#endpoints-1").get(0);

\t$.data(apiRootElement,  'apiSchemas', 
\t\t{ "Report" : { "type" : "object", "properties" : { "cover" : { "type" : "string", "default" : "new cover sheet);" } } } }
\t);
})();
\t\t\t\t\t</script>
\t\t\t\t</ul>
\t\t\t\t<ul class="endpointList" id="endpoints-2"><li class="endpoint"><h3 class="title"><span class="name">TPS</span></h3><ul class="methods"><li class="method patch"><div class="title"><span class="http-method">PATCH</span><span class="name">Update cover sheet</span><span class="uri">/v1/tps/{id}</span></div></li></ul></li>
\t\t\t\t\t<script>(function() { var apiRootElement = $("#endpoints-2").get(0); $.data(apiRootElement, 'apiSchemas', {broken: 'valid JavaScript, not JSON', "n": 0x1F}); })();</script>
\t\t\t\t</ul>
\t\t\t\t<ul class="endpointList" id="endpoints-3"><li class="endpoint"><h3 class="title"><span class="name">Legacy</span></h3></li></ul>
\t\t\t\t<div class="result"></div><pre class="error"></pre></div>`,
    visible: ['Try the Initech APIs', 'Remove report', '/v2/reports/{id}'],
    next: null,
  },
  {
    file: 'initech-blog-empty.html',
    login: 'member',
    url: '/blog',
    contentType: 'blogAll',
    bodyClass: 'page-blog browse',
    active: 'News',
    title: 'News',
    desc: 'blog list with zero posts',
    main: `\t\t\t\t<h1 class="first">Initech &amp; Co Developers Developer Blog</h1>
\t\t\t\t<a class="rss" href="/blog/rss">RSS Feed</a>
\t\t\t\t<p>No posts yet.</p>`,
    visible: [],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'initech-keys.html',
    login: 'member',
    url: '/apps/mykeys',
    contentType: 'accountKeys',
    bodyClass: 'page-apps mykeys',
    active: 'Keys',
    title: 'Keys',
    desc: 'keys: masked, created dd without abbr, limits table with a nested ul, pagination on last page, search with hyphens, no report link',
    main: `\t\t\t\t<h1 class="first">Your keys</h1>
\t\t\t\t${nav('keys')}
\t\t\t\t${section(`<div class="page-info" style="display: none;">true-4-4-tps-cover-sheet</div>
<div class="actions"><a class="show-keys action" href="/apps/mykeys?showKeys=true">Show keys</a></div>
<h2>TPS API</h2>
${keyBlock({ app: 'Cover Sheet Bot', key: '************a11', secret: '************', status: 'active', created: '2020-02-29', limits: [['Throttle', '<ul><li>10/s</li><li>1000/day</li></ul>']], del: `/key/delete-key/${KI}` })}`)}`,
    visible: ['TPS API', 'Cover Sheet Bot'],
    next: { text: 'Apps', url: '/apps/myapps' },
  },
  {
    file: 'initech-apps.html',
    login: 'member',
    url: '/apps/myapps',
    contentType: 'accountApps',
    bodyClass: 'page-apps myapps',
    title: 'Apps',
    desc: 'apps: one app with three APIs (one key cell missing), one app with an empty tbody, no view-keys links, pagination',
    main: `\t\t\t\t<h1 class="first">Applications</h1>
\t\t\t\t${nav('apps')}
\t\t\t\t${section(`<div class="page-info" style="display: none;">1-2-1-</div>
${appBlock({ name: 'Cover Sheet Bot', descr: 'Staples cover sheets', created: 'Feb 29, 2020', createdTitle: '2020-02-29T00:00:00Z', apis: [['TPS API', KI], ['Reports API', 'r3p0rtK3y99'], ['Printer API']], edit: '/apps/edit/5521', del: '/apps/delete/5521', add: '/apps/select/5521' })}
${appBlock({ name: 'Milton&#39;s Stapler &amp; Co', descr: '', created: 'Mar 1, 2020', createdTitle: '2020-03-01T00:00:00Z', apis: [], edit: '/apps/edit/5522' })}
<div class="actions"><a class="add-app action" href="/apps/register">Create a new app</a></div>`)}`,
    visible: ['Cover Sheet Bot', 'TPS API', 'Reports API', 'Printer API', "Milton's Stapler & Co"],
    next: { selector: 'a[href$="/apps/edit/5521"]', url: '/apps/edit/5521' },
  },
  {
    file: 'initech-app-edit-errors.html',
    login: 'member',
    url: '/apps/edit/5521',
    contentType: 'appEdit',
    bodyClass: 'page-apps edit',
    title: 'Edit',
    desc: 'edit app without legend, with validation errors',
    main: `\t\t\t\t<h1 class="first">Edit Cover Sheet Bot</h1>
\t\t\t\t${section(`<form id="application-edit" method="post" action="" enctype="multipart/form-data"><ul class="failure"><li>Please correct the noted errors.</li></ul>
<ul><li><label class="require" for="applications-name">Name</label><input class="require failure" id="applications-name" name="applications[name]" value=""><ul class="error"><li>This value is not allowed to be blank.</li></ul></li>
<li><label for="applications-uri">Callback URL</label><input id="applications-uri" name="applications[uri]" value="https://bot.initech.test/cb"></li>
<li><input type="submit" id="process" value="Save changes"></li></ul></form>`)}`,
    visible: ['Please correct the noted errors.', 'Callback URL'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'initech-add-apis.html',
    login: 'member',
    url: '/apps/select/5521',
    contentType: 'appAddAPIs',
    bodyClass: 'page-apps select',
    title: 'Add APIs',
    desc: 'add APIs to an app that has none yet (no tbody rows)',
    main: `\t\t\t\t<h1 class="first">Add APIs</h1>
\t\t\t\t${section(`${appBlock({ name: 'Milton&#39;s Stapler &amp; Co', created: 'Mar 1, 2020', createdTitle: '2020-03-01T00:00:00Z', apis: [] })}
<form method="post" action="/apps/select/5522"><ul><li><input type="checkbox" name="plans[]" value="7" id="p7"><label for="p7">TPS API &ndash; Gold</label></li></ul><input type="submit" id="process" value="Get keys"></form>`)}`,
    visible: ["Milton's Stapler & Co", 'TPS API'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'initech-add-apis-done.html',
    login: 'member',
    url: '/apps/select/5521?ok=1',
    contentType: 'appAddAPIsSuccess',
    bodyClass: 'page-apps select',
    title: 'Keys issued',
    desc: 'add-APIs success with a reworded heading (structure must win)',
    main: `\t\t\t\t<h1 class="first">Your keys are ready</h1>
\t\t\t\t${section('<p>Two new keys were issued for Milton&#39;s Stapler &amp; Co.</p>')}`,
    visible: [],
    wording: ["Two new keys were issued for Milton's Stapler & Co."],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'initech-app-register.html',
    login: 'member',
    url: '/apps/register',
    contentType: 'appRegister',
    bodyClass: 'page-apps register',
    title: 'New app',
    desc: 'app registration with a plan table, dt/dd plan checkboxes (MasheryApiSelection.js) and reCAPTCHA',
    headExtra: '\n\t<script src="/public/Mashery/scripts/MasheryApiSelection.js"></script>',
    main: `\t\t\t\t<h1 class="first">Register a new application</h1>
\t\t\t\t${section(`<table><tr><td>Plan</td><td>Calls per day</td></tr><tr><td>TPS Gold</td><td>10,000</td></tr></table>
<form id="application-edit" method="post" action="/apps/register" enctype="multipart/form-data">
<ul><li><label class="require" for="applications-name">Application name</label><input class="require" id="applications-name" name="applications[name]"></li>
<li><label for="applications-uri">Web site</label><input id="applications-uri" name="applications[uri]"></li>
<li><dl><dt><input type="checkbox" name="plans[]" value="7" id="rp7"> <label for="rp7">TPS API</label></dt><dd>Gold plan</dd></dl></li>
<li><div class="g-recaptcha" data-sitekey="6Lc-holdout-demo"></div></li>
<li><input type="submit" id="process" value="Register"></li></ul></form>`)}`,
    visible: ['TPS Gold', 'Application name'],
    wording: ['Register a new application'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'initech-app-delete.html',
    login: 'member',
    url: '/apps/delete/5522',
    contentType: 'appDelete',
    bodyClass: 'page-apps delete',
    title: 'Delete app',
    desc: 'delete app: summary without key, form without #process',
    main: `\t\t\t\t<h1 class="first">Delete Milton&#39;s Stapler &amp; Co?</h1>
\t\t\t\t${section(`${appBlock({ name: 'Milton&#39;s Stapler &amp; Co', created: 'Mar 1, 2020', createdTitle: '2020-03-01T00:00:00Z', table: false })}
<form method="post" action="/apps/delete/5522"><input type="hidden" name="id" value="5522"><button type="submit">Delete application</button></form>`)}`,
    visible: ["Milton's Stapler & Co"],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'initech-account-platform.html',
    login: 'member',
    url: '/member/edit',
    contentType: 'accountManage',
    bodyClass: 'page-member edit',
    title: 'Account',
    desc: 'manage account for a platform user: no member action links, no profile link',
    main: `\t\t\t\t<h1 class="first">Account</h1>
\t\t\t\t${nav('account')}
\t\t\t\t<div id="myaccount"><form id="member-edit" method="post" action="/member/edit"><legend>Account Information</legend><ul><li><label for="members-phone">Phone</label><input id="members-phone" name="members[phone]"></li><li><input type="submit" id="process" value="Update"></li></ul></form></div>`,
    visible: ['Phone'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'initech-key-delete.html',
    login: 'member',
    url: `/key/delete-key/${KI}`,
    contentType: 'keyDelete',
    bodyClass: 'page-key delete-key',
    title: 'Delete key',
    desc: 'delete key with five dd (secret shown) and no h2',
    main: `\t\t\t\t<h1 class="first">Delete this key?</h1>
\t\t\t\t${section(`${keyBlock({ app: 'Cover Sheet Bot', key: KI, secret: 'tps-s3cr3t', status: 'active', created: 'Feb 29, 2020', createdTitle: '2020-02-29T00:00:00Z', limits: false })}
<form method="post" action="/key/delete-key/${KI}"><input type="hidden" name="token" value="t"><input type="submit" id="process" value="Yes, delete"></form>`)}`,
    visible: ['Cover Sheet Bot', KI],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'initech-key-activity.html',
    login: 'member',
    url: `/key/key-activity/${KI}/2020-03`,
    contentType: 'keyActivity',
    bodyClass: 'page-key key-activity',
    title: 'Activity',
    desc: 'key activity without initCharts call and without limits table, 4 dd',
    main: `\t\t\t\t<h1 class="first">Activity</h1>
\t\t\t\t${section(`<h2>TPS API</h2>
${keyBlock({ app: 'Cover Sheet Bot', key: KI, status: 'active', created: 'Feb 29, 2020', createdTitle: '2020-02-29T00:00:00Z', limits: false })}
<div id="date_selector"><form method="get"><select name="month"><option>2020-03</option></select></form></div>
<div class="reports"><div class="report"><div class="chart" id="c1"></div></div></div>`)}`,
    visible: ['TPS API', 'Cover Sheet Bot', KI],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'initech-key-secret-url.html',
    login: 'member',
    url: `/key/regenerateSecret/${KI}`,
    contentType: 'keySecret',
    bodyClass: 'page-key',
    title: 'Secret',
    desc: 'secret reveal detected from the URL only (no regenerate-secret class), four dd (secret missing → server notice)',
    main: `\t\t\t\t<h1 class="first">Shared secret</h1>
\t\t\t\t${section(`<h2>TPS API</h2>
<div class="key"><dl><dt>Application</dt><dd>Cover Sheet Bot</dd><dt>Key</dt><dd>${KI}</dd><dt>Status</dt><dd>active</dd><dt>Created</dt><dd>2020-02-29</dd></dl></div>
<p>A new secret was generated and e-mailed to you.</p>`)}`,
    visible: [],
    wording: ['A new secret was generated and e-mailed to you.'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'initech-reset-password.html',
    login: 'out',
    url: '/member/reset?code=x1',
    contentType: 'resetPassword',
    bodyClass: 'page-member reset',
    title: 'Reset',
    desc: 'reset password; requirement list outside the form',
    main: `\t\t\t\t<h1 class="first">Choose a new password</h1>
\t\t\t\t<div id="myaccount">${pwBlock(['A letter', 'A digit', 'At least 10 characters'])}
<form method="post" action="/member/reset?code=x1"><legend>Reset Password</legend><ul>${pwFields()}<li><input type="submit" id="process" value="Reset"></li></ul></form></div>`,
    visible: ['At least 10 characters'],
    wording: ['Choose a new password'],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-reset-password-done.html',
    login: 'out',
    url: '/member/reset?code=x1&done=1',
    contentType: 'resetPasswordSuccess',
    bodyClass: 'page-member reset',
    title: 'Reset',
    desc: 'password reset success',
    main: `\t\t\t\t<h1 class="first">Password reset</h1>
\t\t\t\t<div id="myaccount"><ul class="success"><li>Your new password is active. Sign in with it now.</li></ul></div>`,
    visible: [],
    wording: ['Your new password is active. Sign in with it now.'],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-reset-error-empty.html',
    login: 'out',
    url: '/member/error',
    contentType: 'resetPasswordError',
    bodyClass: 'page-member error',
    title: 'Error',
    desc: 'resetPasswordError with an empty #errors',
    main: `\t\t\t\t<h1 class="first">Reset Password</h1>
\t\t\t\t<div id="errors"></div>
\t\t\t\t<p>Please request a new reset e-mail.</p>`,
    visible: [],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-join.html',
    login: 'out',
    url: '/member/join',
    contentType: 'join',
    bodyClass: 'page-member join',
    title: 'Join',
    desc: 'join for an existing platform user, terms paragraph',
    main: `\t\t\t\t<h1 class="first">Join Initech &amp; Co Developers</h1>
\t\t\t\t${section(`<form id="member-edit" method="post" action="/member/join"><legend>Additional Information</legend><ul><li><label class="require" for="members-handle">Username</label><input class="require" id="members-handle" name="members[handle]"></li><li><input type="submit" id="process" value="Join"></li></ul></form>
<p>${TERMS}</p>`)}`,
    visible: ['Username'],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-join-done.html',
    login: 'out',
    url: '/member/confirm?done=1',
    contentType: 'joinSuccess',
    bodyClass: 'page-member confirm',
    title: 'Welcome',
    desc: 'join success showing the username in <strong>',
    main: `\t\t\t\t<h1 class="first">Registration Successful</h1>
\t\t\t\t${section('<p>You have successfully registered as <strong>pete_the_dev</strong>.</p>')}`,
    visible: ['pete_the_dev'],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-lost-username.html',
    login: 'out',
    url: '/member/lost-username/',
    contentType: 'lostUsername',
    bodyClass: 'page-member lost-username',
    title: 'Lost username',
    desc: 'lost username form',
    main: `\t\t\t\t<h1 class="first">Forgot your username?</h1>
\t\t\t\t<div id="lost"><form method="post" action="/member/lost-username"><legend>E-mail yourself your username</legend><ul><li><label class="require" for="lu-email">Registered e-mail</label><input class="require" id="lu-email" name="email"></li><li><input type="submit" id="process" value="Send"></li></ul></form></div>`,
    visible: ['Registered e-mail'],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-lost-username-sent.html',
    login: 'out',
    url: '/member/lost-username',
    contentType: 'lostUsernameReset',
    bodyClass: 'page-member lost-username',
    title: 'Lost username',
    desc: 'lost username sent (E-mail Sent in the first #main h2; the sidebar-less page has other h2s elsewhere)',
    main: `\t\t\t\t<h2>E-mail Sent</h2>
\t\t\t\t<p>Your username is on its way to the address on file.</p>`,
    visible: [],
    wording: ['Your username is on its way to the address on file.'],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-signin-moved.html',
    login: 'out',
    url: '/login/moved',
    contentType: 'signin',
    state: 'moved',
    bodyClass: 'page-login moved',
    title: 'Sign-in moved',
    desc: 'sign-in moved to a cloud platform (link on another host)',
    main: `\t\t\t\t<h1 class="first">Your sign-in has moved</h1>
\t\t\t\t${section('<p>Your account now signs in through the Initech Cloud platform. <a href="https://cloud.initech.example/login?portal=api">Continue to sign in</a></p>')}`,
    visible: ['Your account now signs in through the Initech Cloud platform.', 'Your sign-in has moved'],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-signin-error.html',
    login: 'out',
    url: '/login/login?r=https%3A%2F%2Fapi.initech.test%2Fapps%2Fmykeys',
    contentType: 'signin',
    state: 'normal',
    bodyClass: 'page-login login',
    title: 'Sign in',
    desc: 'sign-in re-rendered after a wrong password (ul.failure), no SSO option',
    main: `\t\t\t\t<h2 class="signin">Sign in</h2>
\t\t\t\t<div class="signin_member_mashery"><div id="signin" class="signin"><h3>Sign in with your Mashery ID</h3>
<form method="post" action="https://secure.initech-login.example/login/api.initech.test/"><ul class="failure"><li>Invalid username or password.</li></ul>
<ul><li><label class="require" for="handle">Username</label><input id="handle" name="handle" value="pete"></li><li><label class="require" for="passwd">Password</label><input type="password" id="passwd" name="passwd"></li><li><input type="submit" id="process-login" value="Sign in"></li></ul></form></div>
<div class="options"><p>No account? <a href="/member/register">Register</a></p></div></div>`,
    visible: ['Invalid username or password.'],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-search-braces.html',
    login: 'out',
    url: '/search?q=%7B%7Barea%7D%7D',
    contentType: 'search',
    state: 'noResults',
    bodyClass: 'page-search',
    title: 'Search',
    desc: 'no results for a query made of template braces (must be shown literally, never expanded)',
    main: `\t\t\t\t<h1 class="first">Search</h1>
\t\t\t\t${section('<form class="search-form" action="/search"><table><tr><td><input type="text" name="q" value="{{area}}"></td><td><input type="submit" value="Search"></td></tr></table></form><div class="no-result">No results for <b>{{area}}</b></div>')}`,
    visible: ['{{area}}'],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-noaccess-docs.html',
    login: 'out',
    url: '/docs/read/Internal/Roadmap',
    contentType: 'noAccess',
    bodyClass: 'page-docs please-login',
    title: 'Roadmap',
    desc: 'page-docs please-login, signed out',
    main: `\t\t\t\t<h1 class="first">Sign in required</h1>`,
    visible: [],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-logout.html',
    login: 'out',
    url: '/logout/logout',
    contentType: 'logout',
    bodyClass: 'page-logout',
    title: 'Signed out',
    desc: 'logout success, no stale data',
    main: `\t\t\t\t<h1 class="first">See you soon</h1>
\t\t\t\t<ul><li><a href="/blog">Latest news</a></li><li><a href="/docs/read/Guides/Paging">Paging guide</a></li></ul>`,
    visible: ['Latest news'],
    wording: ['See you soon'],
    next: { selector: 'a[href$="/blog"]', url: '/blog' },
  },
  {
    file: 'initech-register-pending.html',
    login: 'out',
    url: '/member/register?pending=1',
    contentType: 'registerSent',
    bodyClass: 'page-member register',
    title: 'Registration Almost Complete',
    desc: 'registration sent with notifications off (pending approval, no resend link)',
    main: `\t\t\t\t<h1 class="first">Registration Almost Complete</h1>
\t\t\t\t${section('<p>Your registration is awaiting approval by an administrator.</p>')}`,
    visible: [],
    wording: ['Your registration is awaiting approval by an administrator.'],
    next: { text: 'News', url: '/blog' },
  },
  {
    file: 'initech-tos-long.html',
    login: 'member',
    url: '/apps/tos/31',
    contentType: 'tos',
    bodyClass: 'page-apps tos',
    title: 'TPS API terms',
    desc: 'terms without h1.first, long body with headings and lists',
    main: `\t\t\t\t${section(`<h2>TPS API Terms of Service</h2>
<p>These terms govern access to the TPS API.</p>
<h3>1. Cover sheets</h3><ul><li>Every report needs a cover sheet.</li><li>Use the new cover sheet.</li></ul>
<h3>2. Staplers</h3><p>Red staplers remain the property of their owners.</p>`)}`,
    visible: [
      'TPS API Terms of Service',
      'Every report needs a cover sheet.',
      'Red staplers remain the property of their owners.',
    ],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'initech-contact-hostile.html',
    login: 'member',
    url: '/contact',
    contentType: 'contact',
    bodyClass: 'page-contact',
    active: 'Support',
    title: 'Support',
    desc: "contact form re-rendered with the user's hostile input kept in the fields",
    main: `\t\t\t\t<h1 class="first">Support</h1>
\t\t\t\t<form method="post" action="/contact"><ul class="failure"><li>Please correct the noted errors.</li></ul><ul>
<li><label class="require" for="c-subject">Subject</label><input class="require" id="c-subject" name="subject" value="&quot;&gt;&lt;img src=x onerror=${X('initech-contact-value')}&gt;"></li>
<li><label class="require" for="c-body">Message</label><textarea class="require failure" id="c-body" name="body">&lt;/textarea&gt;&lt;script&gt;${X('initech-contact-textarea')}&lt;/script&gt;</textarea><ul class="error"><li>This value is not allowed to be blank.</li></ul></li>
</ul><input type="submit" value="Send"></form>`,
    visible: ['Subject', 'This value is not allowed to be blank.'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
];
