// Acme Developer Portal (127.0.0.1): the "textbook" frame; keys/apps area, forum, blog, search, sign-in.
import { X } from './frames.mjs';
import { acctNav, keyBlock, appBlock, pwBlock, pwFields, TERMS, section } from './parts.mjs';

const K1 = '7q2kx9w4mzb8r3tp';
const K2 = 'h4n8c2v6b1m5x9zq';
const IO_HEAD = `
  <link rel="stylesheet" href="/public/Mashery/styles/Iodocs/style.css">
  <link rel="stylesheet" href="/public/Mashery/scripts/vendor/alpaca.min.css">
  <script type="text/javascript" src="/public/Mashery/scripts/vendor/jquery-1.11.3.min.js"></script>`;

export default [
  // ------------------------------------------------------------------ content
  {
    file: 'acme-page-home.html',
    login: 'out',
    url: '/',
    contentType: 'page',
    bodyClass: 'page-page',
    active: 'Home',
    rawTitle: 'Acme Developer Portal',
    desc: 'home page (title is just the area), table without thead, relative image',
    main: `      <h1 class="first">Welcome to the Acme Weather Platform</h1>
      ${section(`        <p>Build <em>weather-aware</em> apps with hourly forecasts &amp; alerts for 40,000 cities.</p>
        <p><img src="/files/hero-map.png" alt="Coverage map"></p>
        <table><tbody><tr><td>Forecast API</td><td>Hourly and daily data</td></tr><tr><td>Alerts API</td><td>Severe-weather push notices</td></tr></tbody></table>`)}`,
    visible: ['Welcome to the Acme Weather Platform', 'forecasts & alerts for 40,000 cities', 'Severe-weather push notices'],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'acme-page-terms-admin.html',
    login: 'admin',
    url: '/page/Terms',
    contentType: 'page',
    bodyClass: 'page-page',
    title: 'Terms of Use',
    desc: 'custom page, admin (dashboard toggle), a.edit in h1, section-meta, brush blocks, SyntaxHighlighter.all() call, javascript: link in body',
    main: `      <h1 class="first">Terms of Use <a class="edit" href="/r/content/page/17">Edit</a></h1>
      <div class="section">
        <div class="section-meta"><ul><li>Last updated by admin on <abbr title="2023-11-02T08:00:00Z">Nov 2</abbr></li></ul></div>
        <div class="section-body">
          <h2>1. Acceptable use</h2>
          <p>You may call the API at most <span class="mashtip" title="Per key, per second">2 times per second</span>.</p>
          <pre class="brush: js;">fetch('/v1/ping?api_key=KEY')</pre>
          <pre class="brush: python; gutter: false;">requests.get("https://api.acme.example/v1/ping")</pre>
          <p>Questions? <a href="javascript:${X('acme-terms-jslink')}">Ask legal</a> or <a href="/contact">contact us</a>.</p>
        </div>
        <div class="section-menu"><ul><li><a class="edit" href="/r/content/page/17">Edit page</a></li></ul></div>
      </div>`,
    bodyEnd: `\n<script type="text/javascript">SyntaxHighlighter.all();</script>`,
    visible: ['Terms of Use', 'Acceptable use', "fetch('/v1/ping?api_key=KEY')", 'Ask legal'],
    next: { text: 'Forum', url: '/forum' },
  },
  {
    file: 'acme-docs-landing.html',
    login: 'out',
    url: '/docs',
    contentType: 'docs',
    bodyClass: 'page-docs',
    active: 'Documentation',
    title: 'Documentation',
    desc: 'docs landing reached as /docs with a two-level sidebar',
    main: `      <h1 class="first">Developer Documentation</h1>
      ${section(`        <p>Start with <a href="/docs/read/Getting_Started">Getting Started</a>, then read about request signing.</p>
        <ul><li>REST over HTTPS</li><li>JSON responses</li></ul>`)}`,
    sub: `      <h2>Docs Navigation</h2>
      <ul>
        <li><a href="/docs/read/Home">Home</a></li>
        <li><a href="/docs/read/Getting_Started">Getting Started</a>
          <ul><li><a href="/docs/read/Getting_Started/Signing">Request signing</a></li></ul></li>
        <li><a href="/docs/read/Authentication">Authentication</a></li>
      </ul>`,
    visible: ['Developer Documentation', 'JSON responses', 'Request signing'],
    next: { text: 'Forum', url: '/forum' },
  },
  {
    file: 'acme-iodocs-one.html',
    login: 'member',
    url: '/io-docs',
    contentType: 'ioDocs',
    bodyClass: 'page-ioDocs',
    title: 'I/O Docs',
    active: 'API Explorer',
    desc: 'interactive docs, one API, schema JSON containing ");" and "})" and a </script> string',
    headLinks: IO_HEAD,
    main: `<h1>API Explorer</h1>
<p class="introText">Call the Acme Weather API from your browser.</p>
<div class="servicesIodocs" style="margin-top: 0">
<h2>Choose an API</h2>
<select id="apiId" name="apiId"><option value="">Select an API</option><option value="712" selected="selected">Weather API</option></select>
<h2 id="apiTitle">Weather API</h2>
<div id="controls"><ul><li><a id="toggleEndpoints" href="#">Toggle All Endpoints</a></li><li><a id="toggleMethods" href="#">Toggle All Methods</a></li></ul></div>
<div class="credentials" id="credentials"><div id="apiKeyContainer"><label for="apiKey">Key</label> <input id="apiKey" name="apiKey" type="text"></div><div id="apiSecretContainer"></div><div id="apiKeySecretListContainer"></div><div id="apiOAuth2PresetKeysContainer"></div></div>
<input type="hidden" name="enable_high_security_secret_management" value="false">
<ul class="endpointList" id="apiId712">
 <li class="endpoint">
  <h3 class="title"><span class="name">Forecast</span></h3>
  <ul class="actions"><li class="list-methods"><a href="#">List Methods</a></li><li class="expand-methods"><a href="#">Expand Methods</a></li></ul>
  <ul class="methods">
   <li class="method get">
    <div class="title"><span class="http-method">GET</span> <span class="name">Daily forecast</span> <span class="uri">/v1/forecast/daily</span> <span class="description"><p>Returns one entry per day.</p></span></div>
    <form class="get"><table class="parameters"><thead><tr><th>Parameter</th><th>Value</th></tr></thead><tbody>
     <tr class="required"><td class="name">city</td><td class="parameter"><input name="params[city]" value="Berlin"></td></tr>
     <tr class="hidden"><td class="name">format</td><td class="parameter"><input name="params[format]" value="json"></td></tr></tbody></table>
     <input type="submit" value="Try it!"> <a class="clear-results" href="#">Clear Results</a></form>
   </li>
   <li class="method post">
    <div class="title"><span class="http-method">POST</span> <span class="name">Subscribe to alerts</span> <span class="uri">/v1/alerts</span></div>
    <form class="post"><div class="requestBodySchemaContainer" data-request-body-schema-id="AlertRequest" data-request-body-default-value="{}"></div><input type="submit" value="Try it!"></form>
   </li>
  </ul>
 </li>
 <script type="text/javascript">(function() {
  var apiRootElement = $("#apiId712").get(0);
  $.data(apiRootElement, 'apiSchemas', {"AlertRequest":{"type":"object","properties":{"note":{"type":"string","default":"a);b})"},"label":{"type":"string","default":"<\\/script><script>${X('acme-iodocs-schema')}<\\/script>"}}}});
 })();</script>
</ul>
<div class="apiDescriptionList"></div>
<pre class="response"></pre>
</div>`,
    bodyEnd: `\n<script type="text/javascript" src="/public/Mashery/scripts/Iodocs/iodocs.js"></script>`,
    visible: ['API Explorer', 'Call the Acme Weather API from your browser', 'Daily forecast', '/v1/forecast/daily'],
    next: { text: 'Blog', url: '/blog' },
  },

  // ------------------------------------------------------------------ forum
  {
    file: 'acme-forum-all.html',
    login: 'out',
    url: '/forum',
    contentType: 'forumAll',
    bodyClass: 'page-forum',
    active: 'Forum',
    title: 'Forum',
    desc: 'forum index: two categories, HTML in a description, zero-topic category',
    main: `      <h1 class="first">Community Forum</h1>
      <div class="section-menu"><ul><li><a class="rss" href="/forum/rss">RSS</a></li></ul></div>
      <ol class="categories">
        <li class="category">
          <h3 class="subject"><a href="/forum/topics/General">General</a></h3><p class="description">Anything about the <em>Weather</em> API</p>
          <span class="topic-count"><span>12</span> topics</span> <span class="comment-count"><span>48</span> comments</span>
          <div class="last-topic"><a href="/forum/read/331">Rate limits per key?</a></div><div class="last-active"><abbr title="2019-04-02T10:00:00Z">Apr 2</abbr></div>
        </li>
        <li class="category">
          <h3 class="subject"><a href="/forum/topics/SDKs">SDKs &amp; Libraries</a></h3><p class="description">Client libraries</p>
          <span class="topic-count"><span>0</span></span> <span class="comment-count"><span>0</span></span>
        </li>
      </ol>`,
    visible: ['Community Forum', 'General', 'SDKs & Libraries', 'Client libraries'],
    next: { text: 'General', url: '/forum/topics/General' },
  },
  {
    file: 'acme-forum-topics.html',
    login: 'out',
    url: '/forum/topics/General',
    contentType: 'forumTopics',
    bodyClass: 'page-forum topics',
    title: 'General',
    desc: 'topic list signed out (no create-new); user-controlled subjects with escaped markup and braces',
    main: `      <h1 class="first">General</h1>
      <ul class="breadcrumbs"><li><a href="/forum">Forum</a></li><li>General</li></ul>
      <ol class="topics">
        <li class="topic"><a class="subject" href="/forum/read/331">Rate limits per key?</a> <span class="comment-count">3</span> <span class="last-active"><abbr title="2019-04-02T10:00:00Z">Apr 2</abbr></span></li>
        <li class="topic"><a class="subject" href="/forum/read/332">Why does &lt;img src=x onerror=&quot;${X('acme-topic-escaped')}&quot;&gt; show up?</a> <span class="comment-count">0</span></li>
        <li class="topic"><a class="subject" href="/forum/read/333">Hello {{area}} and {{constructor.constructor('${X('acme-topic-braces')}')()}}</a> <span class="comment-count">1</span></li>
      </ol>
      <div class="section-menu"><ul><li><a class="rss" href="/forum/topics/General/rss">RSS</a></li></ul></div>`,
    visible: ['Rate limits per key?', 'Why does <img src=x onerror=', 'Hello {{area}} and {{constructor'],
    next: { selector: 'a[href$="/forum/read/331"]', url: '/forum/read/331' },
  },
  {
    file: 'acme-forum-single.html',
    login: 'out',
    url: '/forum/read/331',
    contentType: 'forumSingle',
    bodyClass: 'page-forum read',
    title: 'Rate limits per key?',
    desc: 'topic with three comments, raw and escaped hostile content (reached in place from the topic list)',
    main: `      <ul class="breadcrumbs"><li><a href="/forum">Forum</a></li><li><a href="/forum/topics/General">General</a></li><li>Rate limits per key?</li></ul>
      <h3 class="subject">Rate limits per key?</h3>
      <ol class="comments">
        <li>
          <ul class="comment-meta"><li class="user-reference"><a href="/profile/profile/jdoe">jdoe</a></li><li class="timestamp"><abbr title="2019-04-01T08:00:00Z">Apr 1</abbr></li></ul>
          <div class="comment-body"><p>What is the per-second limit on the free plan? &lt;script&gt;${X('acme-comment-escaped-script')}&lt;/script&gt;</p></div>
        </li>
        <li>
          <ul class="comment-meta"><li class="user-reference"><a href="/profile/profile/mallory">mallory</a></li><li class="timestamp"><abbr title="2019-04-01T09:30:00Z">Apr 1</abbr></li><li class="edit-timestamp">edited <abbr title="2019-04-01T09:45:00Z">Apr 1</abbr></li></ul>
          <div class="comment-body"><p>Try this <a href="javascript:${X('acme-comment-jslink')}">handy link</a> or <a href=" JaVaScRiPt:${X('acme-comment-jslink2')}">this one</a>.</p>
            <img src="/nonexistent-avatar.png" onerror="${X('acme-comment-img')}" alt="">
            <p>mashery.globals.noMarkdown = true; &lt;/script&gt;&lt;script&gt;${X('acme-comment-breakout')}&lt;/script&gt;</p>
            <script>${X('acme-comment-script')}</script></div>
        </li>
        <li>
          <ul class="comment-meta"><li class="user-reference"><a href="/profile/profile/amy">amy</a></li><li class="timestamp"><abbr title="2019-04-02T10:00:00Z">Apr 2</abbr></li></ul>
          <div class="comment-body"><p>It is 2 calls per second and 5,000 per day.</p></div>
        </li>
      </ol>`,
    visible: [
      'Rate limits per key?',
      'What is the per-second limit on the free plan?',
      'It is 2 calls per second and 5,000 per day.',
      '<script>',
    ],
    next: { selector: 'a[href$="/profile/profile/jdoe"]', url: '/profile/profile/jdoe' },
  },
  {
    file: 'acme-profile.html',
    login: 'out',
    url: '/profile/profile/jdoe',
    contentType: 'profile',
    bodyClass: 'page-profile',
    title: 'View Member jdoe',
    desc: 'profile seen by a visitor: javascript: website, activity table',
    main: `      <h1 class="first">View Member jdoe</h1>
      <div class="user-information"><dl>
        <dt>Blog</dt><dd><a href="https://jdoe.example.net/blog">jdoe.example.net/blog</a></dd>
        <dt>Website</dt><dd><a href="javascript:${X('acme-profile-website')}">my site</a></dd>
        <dt>Registered</dt><dd><abbr title="2015-03-02T12:00:00Z">March 2, 2015</abbr></dd></dl></div>
      <h2>Recent activity</h2>
      <table class="recent-activity"><tr><td>Posted in Rate limits per key?</td><td>Apr 1</td></tr><tr><td>Commented on Launching v2</td><td>Mar 30</td></tr></table>`,
    visible: ['jdoe', 'Posted in Rate limits per key?'],
    next: { text: 'Forum', url: '/forum' },
  },

  // ------------------------------------------------------------------ blog
  {
    file: 'acme-blog-index.html',
    login: 'out',
    url: '/blog',
    contentType: 'blogAll',
    bodyClass: 'page-blog',
    active: 'Blog',
    title: 'Blog',
    desc: '/blog without the browse class: three posts (structural detection), #paging',
    main: `      <h1 class="first">Acme Developer Portal Developer Blog</h1><a class="rss" href="/blog/rss">RSS Feed</a>
      <div class="section">
        <h2><a href="/blog/read/Launching_v2">Launching v2</a></h2>
        <div class="section-meta"><ul><li class="user-reference">By <a href="/profile/profile/amy">amy</a></li>
          <li class="timestamp"><abbr title="2017-09-21T10:00:00Z">September 21, 2017</abbr></li>
          <li class="comment-count"><a href="/blog/read/Launching_v2#comments">2 comments</a></li></ul></div>
        <div class="section-body"><p>Version 2 of the forecast API is live, with hourly data.</p></div>
      </div>
      <div class="section">
        <h2><a href="/blog/read/Deprecating_v0">Deprecating v0</a></h2>
        <div class="section-meta"><ul><li class="user-reference">By <a href="/profile/profile/jdoe">jdoe</a></li>
          <li class="timestamp"><abbr title="2017-06-01T10:00:00Z">June 1, 2017</abbr></li></ul></div>
        <div class="section-body"><p>The v0 endpoints stop answering on 1 December.</p></div>
      </div>
      <div class="section">
        <h2><a href="/blog/read/Hello">Hello, developers</a></h2>
        <div class="section-meta"><ul><li class="user-reference">By amy</li></ul></div>
        <div class="section-body"><p>Welcome to our new blog.</p></div>
      </div>
      <div id="paging"><p><a href="/blog/browse/2">Older posts</a></p></div>`,
    visible: ['Launching v2', 'Deprecating v0', 'Hello, developers', 'amy'],
    next: { text: 'Older posts', url: '/blog/browse/2' },
  },
  {
    file: 'acme-blog-browse-last.html',
    login: 'out',
    url: '/blog/browse/2',
    contentType: 'blogAll',
    bodyClass: 'page-blog browse',
    title: 'Blog',
    desc: 'last blog page (browse class, one post, only a newer-posts link)',
    main: `      <h1 class="first">Acme Developer Portal Developer Blog</h1>
      <div class="section">
        <h2><a href="/blog/read/Beta_Opens">Beta opens</a></h2>
        <div class="section-meta"><ul><li class="user-reference">By <a href="/profile/profile/amy">amy</a></li></ul></div>
        <div class="section-body"><p>Our private beta is open to the first 100 teams.</p></div>
      </div>
      <div id="paging"><p><a href="/blog">Newer posts</a></p></div>`,
    visible: ['Beta opens', 'first 100 teams'],
    next: { text: 'Newer posts', url: '/blog' },
  },
  {
    file: 'acme-blog-post.html',
    login: 'out',
    url: '/blog/read/Launching_v2',
    contentType: 'blogSingle',
    bodyClass: 'page-blog',
    title: 'Launching v2',
    desc: 'single post with comments (user-controlled, hostile)',
    main: `      <div class="section">
        <h2><a href="/blog/read/Launching_v2">Launching v2</a></h2>
        <div class="section-meta"><ul><li class="user-reference">By <a href="/profile/profile/amy">amy</a></li>
          <li class="timestamp"><abbr title="2017-09-21T10:00:00Z">September 21, 2017</abbr></li></ul></div>
        <div class="section-body"><p>Version 2 of the forecast API is live, with hourly data.</p><p>Migrate by <strong>March</strong>.</p></div>
      </div>
      <h3 id="comments">2 comments</h3>
      <ol class="comments">
        <li><ul class="comment-meta"><li class="user-reference"><a href="/profile/profile/jdoe">jdoe</a></li></ul>
          <div class="comment-body"><p>Great news! <svg onload="${X('acme-blog-svg')}"><circle r="1"></circle></svg></p></div></li>
        <li><ul class="comment-meta"><li class="user-reference"><a href="/profile/profile/eve">eve</a></li></ul>
          <div class="comment-body"><p>&lt;iframe src=&quot;javascript:${X('acme-blog-escaped-iframe')}&quot;&gt;&lt;/iframe&gt; Does v1 keep working?</p></div></li>
      </ol>`,
    visible: ['Launching v2', 'Migrate by March', 'Does v1 keep working?'],
    next: { text: 'Forum', url: '/forum' },
  },

  // ------------------------------------------------------------------ search
  {
    file: 'acme-search-results.html',
    login: 'out',
    url: '/search?q=forecast+%26+rain&page=2',
    contentType: 'search',
    state: 'results',
    bodyClass: 'page-search',
    title: 'Search',
    desc: 'search results, middle page (Previous and Next), query with &',
    main: `      <h1 class="first">Search</h1>
      ${section(`        <form class="search-form" method="get" action="/search"><table><tr><td><input type="text" name="q" value="forecast &amp; rain"></td><td><input type="submit" value="Search"></td></tr></table></form>
        <p class="result-info">Results <b>11</b> - <b>12</b> of <b>22</b> for <b>forecast &amp; rain</b></p>
        <div class="result"><a class="title" href="/blog/read/Launching_v2">Launching v2</a>
          <p class="result-summary">Version 2 of the <strong>forecast</strong> API is live, with hourly <strong>rain</strong> data.</p></div>
        <div class="result"><a class="title" href="/docs/read/Getting_Started">Getting Started</a>
          <p class="result-summary">Request a <strong>forecast</strong> for any city.</p></div>
        <p class="result-paging"><a href="/search?q=forecast+%26+rain&amp;page=1">Previous</a> <a href="/search?q=forecast+%26+rain&amp;page=3">Next</a></p>`)}`,
    visible: ['Launching v2', 'Getting Started', 'forecast & rain', 'with hourly'],
    next: { selector: 'a[href$="/blog/read/Launching_v2"]', url: '/blog/read/Launching_v2' },
  },
  {
    file: 'acme-search-none.html',
    login: 'out',
    url: '/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    contentType: 'search',
    state: 'noResults',
    bodyClass: 'page-search',
    title: 'Search',
    desc: 'no results; the query (escaped markup) is echoed in .no-result b',
    main: `      <h1 class="first">Search</h1>
      ${section(`        <form class="search-form" method="get" action="/search"><table><tr><td><input type="text" name="q" value="&lt;script&gt;alert(1)&lt;/script&gt;"></td><td><input type="submit" value="Search"></td></tr></table></form>
        <p class="no-result">Nothing found for <b>&lt;script&gt;${X('acme-search-query')}&lt;/script&gt;</b>.</p>`)}`,
    visible: ['<script>'],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'acme-search-blank.html',
    login: 'out',
    url: '/search',
    contentType: 'search',
    state: 'blank',
    bodyClass: 'page-search',
    title: 'Search',
    desc: 'blank search page (form only)',
    main: `      <h1 class="first">Search</h1>
      ${section(`        <form class="search-form" method="get" action="/search"><table><tr><td><input type="text" name="q" value=""></td><td><input type="submit" value="Search"></td></tr></table></form>`)}`,
    visible: [],
    next: { text: 'Forum', url: '/forum' },
  },

  // ------------------------------------------------------------------ sign-in and member mail flows (signed out)
  {
    file: 'acme-signin.html',
    login: 'out',
    url: '/login/login?r=%2Fapps%2Fmykeys&h=9f8e7d6c',
    contentType: 'signin',
    state: 'normal',
    bodyClass: 'page-login login',
    title: 'Sign In',
    desc: 'sign-in page with the Mashery ID form on another host, SSO option, recovery links',
    main: `      <h2 class="signin">Sign In</h2>
      <div class="signin_member_mashery">
        <div class="signin" id="signin"><h3>Sign in with your Mashery ID</h3>
          <form method="post" action="https://secure.mashery.example/login/developer.acme.example/">
            <ul><li><label class="require" for="handle">Username</label><input id="handle" name="handle"></li>
                <li><label class="require" for="passwd">Password</label><input type="password" id="passwd" name="passwd"></li>
                <li><input type="submit" id="process-login" value="Sign In"></li></ul>
            <p>Forgot your <a href="/member/lost/">password</a> or <a href="/member/lost-username/">username</a>?</p></form></div>
        <div class="options"><h3>New here?</h3><p><a href="/member/register">Register for an account</a></p>
          <div class="sign-in-method"><a href="/login/sso?r=%2Fdocs">Use your company login</a></div></div>
      </div>`,
    visible: ['Username', 'Password'],
    next: { selector: 'a[href$="/member/lost/"]', url: '/member/lost/' },
  },
  {
    file: 'acme-lost-password.html',
    login: 'out',
    url: '/member/lost/',
    contentType: 'lostPassword',
    bodyClass: 'page-member lost',
    title: 'Lost Password',
    desc: 'lost password form (trailing-slash URL)',
    main: `      <h1 class="first">Lost your password?</h1>
      <div id="lost"><form method="post" action="/member/lost"><legend>Lost Password</legend>
        <ul><li><label class="require" for="members-email">E-mail address</label><input class="require" id="members-email" name="email"></li>
            <li><label class="require" for="members-handle">Username</label><input class="require" id="members-handle" name="handle"></li>
            <li><input type="submit" id="process" value="Send reset link"></li></ul></form></div>`,
    visible: ['E-mail address', 'Username'],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'acme-lost-password-sent.html',
    login: 'out',
    url: '/member/lost',
    contentType: 'lostPasswordReset',
    bodyClass: 'page-member lost',
    title: 'Lost Password',
    desc: 'lost password result: first #main h2 says E-mail Sent; the header holds an earlier h2',
    main: `      <h2>  E-mail Sent </h2>
      <p>Check your inbox for a link to reset your password. It expires in 24 hours.</p>`,
    visible: [],
    wording: ['Check your inbox for a link to reset your password'],
    next: { text: 'Forum', url: '/forum' },
  },
  {
    file: 'acme-register.html',
    login: 'out',
    url: '/member/register',
    contentType: 'register',
    bodyClass: 'page-member register',
    title: 'Register',
    desc: 'registration form with password block, terms paragraph and reCAPTCHA',
    main: `      <h1 class="first">Create your account</h1>
      ${section(`        <form id="member-register" method="post" action="/member/register" enctype="multipart/form-data">
          <ul>
            <li><label class="require" for="members-handle">Username</label><input class="require" id="members-handle" name="members[handle]"><div class="descr"><p>Letters and digits only.</p></div></li>
            <li><label class="require" for="members-email">E-mail</label><input class="require" id="members-email" name="members[email]" type="email"></li>
            <li>${pwBlock()}</li>
            ${pwFields()}
            <li><div class="g-recaptcha" data-sitekey="6Lc-holdout-demo"></div></li>
            <li><input type="hidden" name="token" value="r3g"><input type="submit" id="process" value="Register"></li>
          </ul>
        </form>
        <p>${TERMS}</p>`)}`,
    visible: ['Letters and digits only.'],
    wording: ['Create your account'],
    next: { text: 'Forum', url: '/forum' },
  },
  {
    file: 'acme-register-sent.html',
    login: 'out',
    url: '/member/register?step=2',
    contentType: 'registerSent',
    bodyClass: 'page-member register',
    title: 'Registration Almost Complete',
    desc: 'registration sent, notifications on (sent text + resend link)',
    main: `      <h1 class="first">Registration Almost Complete</h1>
      ${section(`        <p>We have sent a confirmation e-mail to you at this address: new.dev+weather@example.com</p>
        <p>Not received? <a href="/member/resend-confirmation">Send it again</a>.</p>`)}`,
    visible: ['new.dev+weather@example.com'],
    next: { selector: 'a[href$="/member/resend-confirmation"]', url: '/member/resend-confirmation' },
  },
  {
    file: 'acme-register-resend.html',
    login: 'out',
    url: '/member/resend-confirmation',
    contentType: 'registerResend',
    bodyClass: 'page-member resend-confirmation',
    title: 'Resend confirmation',
    desc: 'resend confirmation form',
    main: `      <h1 class="first">Resend confirmation</h1>
      ${section(`        <form id="resend-confirmation" method="post" action="/member/resend-confirmation"><legend>Resend your account confirmation email.</legend>
          <ul><li><label class="require" for="rc-handle">Username</label><input class="require" id="rc-handle" name="handle"></li>
              <li><label class="require" for="rc-email">E-mail</label><input class="require" id="rc-email" name="email"></li>
              <li><input type="submit" id="process" value="Resend"></li></ul></form>`)}`,
    visible: [],
    wording: ['Resend confirmation'],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'acme-register-resend-done.html',
    login: 'out',
    url: '/member/resend-confirmation?sent=1',
    contentType: 'registerResendSuccess',
    bodyClass: 'page-member resend-confirmation',
    title: 'Resend confirmation',
    desc: 'confirmation resent (ul.success in #main)',
    main: `      <h1 class="first">Confirmation sent</h1>
      <ul class="success"><li>A new confirmation e-mail is on its way to n***@example.com.</li></ul>`,
    visible: ['A new confirmation e-mail is on its way'],
    next: { text: 'Forum', url: '/forum' },
  },
  {
    file: 'acme-contact.html',
    login: 'out',
    url: '/contact',
    contentType: 'contact',
    bodyClass: 'page-contact',
    title: 'Contact',
    desc: 'contact form with reCAPTCHA',
    main: `      <h1 class="first">Contact the API team</h1>
      <form method="post" action="/contact" enctype="multipart/form-data"><ul>
        <li><label class="require" for="contact-name">Your name</label><input class="require" id="contact-name" name="name"></li>
        <li><label class="require" for="contact-email">E-mail</label><input class="require" id="contact-email" name="email"></li>
        <li><label class="require" for="contact-message">How can we help?</label><textarea class="require" id="contact-message" name="message"></textarea></li>
      </ul><div class="g-recaptcha" data-sitekey="6Lc-holdout-demo"></div><input type="submit" value="Send message"></form>`,
    visible: ['How can we help?'],
    wording: ['Contact the API team'],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'acme-contact-sent.html',
    login: 'out',
    url: '/contact?sent=1',
    contentType: 'contactSuccess',
    bodyClass: 'page-contact',
    title: 'Contact',
    desc: 'contact success (no form in #main)',
    main: `      <h1 class="first">Thank you</h1>
      <p>We received your message and answer within two business days.</p>`,
    visible: [],
    wording: ['We received your message and answer within two business days.'],
    next: { text: 'Forum', url: '/forum' },
  },
  {
    file: 'acme-noaccess-page.html',
    login: 'out',
    url: '/page/Partners_Only',
    contentType: 'noAccess',
    bodyClass: 'page-page please-login',
    title: 'Partners',
    desc: 'restricted custom page for a visitor (page-page please-login)',
    main: `      <h1 class="first">Please sign in</h1>
      ${section('        <p>This content requires a partner account.</p>')}`,
    visible: [],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'acme-404-docs.html',
    login: 'out',
    url: '/docs/read/No_Such_Doc',
    status: 404,
    contentType: 'fourOhFour',
    bodyClass: 'not-found',
    title: 'Not Found',
    desc: 'not-found class alone, HTTP 404',
    main: `      <h1 class="first">Not Found</h1>
      ${section('        <p>The page you requested does not exist.</p>')}`,
    visible: [],
    next: { text: 'Forum', url: '/forum' },
  },

  // ------------------------------------------------------------------ signed in: keys, apps, key pages (jdoe)
  {
    file: 'acme-keys-masked.html',
    login: 'member',
    url: '/apps/mykeys',
    contentType: 'accountKeys',
    bodyClass: 'page-apps mykeys',
    title: 'My Keys',
    desc: 'keys masked (show-keys link), 5 and 4 dd blocks, two plans, pagination disabled, new-key link',
    main: `      <h1 class="first">My Account</h1>
      ${acctNav('keys')}
      ${section(`        <div class="page-info" style="display: none;">false-1-1-</div>
        <div class="actions"><a class="show-keys action" href="/apps/mykeys?showKeys=true">Show keys &amp; secrets</a></div>
        <h2>Weather API &mdash; Basic plan</h2>
        ${keyBlock({ app: 'Storm Tracker', key: '************' + K1.slice(-4), secret: '********ab12', status: 'active', created: 'Aug 21, 2017', createdTitle: '2017-08-21T09:30:00Z', report: `/key/key-activity/${K1}`, del: `/key/delete-key/${K1}` })}
        <h2>Maps API</h2>
        ${keyBlock({ app: 'Route Planner', key: '************' + K2.slice(-4), status: 'waiting', created: 'Jan 5, 2018', createdTitle: '2018-01-05T12:00:00Z', limits: [['Calls per day', '1,000']], del: `/key/delete-key/${K2}` })}
        <a class="action new-key" href="/apps/register">Get another key</a>`)}`,
    visible: ['Weather API', 'Basic plan', 'Storm Tracker', 'Route Planner', 'Maps API'],
    next: { text: 'Apps', url: '/apps/myapps' },
  },
  {
    file: 'acme-keys-shown.html',
    login: 'member',
    url: '/apps/mykeys?showKeys=true',
    contentType: 'accountKeys',
    bodyClass: 'page-apps mykeys',
    title: 'My Keys',
    desc: 'keys shown (hide-keys link), secret visible, key before the first h2, plan h2 with a message instead of keys, pagination on (search with hyphens)',
    main: `      <h1 class="first">My Account</h1>
      ${acctNav('keys')}
      ${section(`        <div class="page-info" style="display: none;">true-3-2-storm-tracker</div>
        <div class="actions"><a class="hide-keys action" href="/apps/mykeys">Hide keys &amp; secrets</a></div>
        ${keyBlock({ app: 'Legacy Widget', key: 'lg0000legacy7777', status: 'disabled', created: 'May 1, 2014', createdTitle: '2014-05-01T00:00:00Z', limits: false })}
        <h2>Weather API &mdash; Basic plan</h2>
        ${keyBlock({ app: 'Storm Tracker', key: K1, secret: 'Zr8sT2uV', status: 'active', created: 'Aug 21, 2017', createdTitle: '2017-08-21T09:30:00Z', report: `/key/key-activity/${K1}`, del: `/key/delete-key/${K1}` })}
        <h2>Alerts API</h2>
        <p>You have not been issued keys for this API.</p>
        <a class="action new-key" href="/apps/register">Get another key</a>`)}`,
    visible: [K1, 'Zr8sT2uV', 'Storm Tracker', 'Legacy Widget', 'Alerts API'],
    next: { selector: `a[href$="/key/key-activity/${K1}"]`, url: `/key/key-activity/${K1}` },
  },
  {
    file: 'acme-apps.html',
    login: 'member',
    url: '/apps/myapps',
    contentType: 'accountApps',
    bodyClass: 'page-apps myapps',
    title: 'My Apps',
    desc: 'two apps, user-controlled names (escaped markup, braces), view-keys links, create-app link',
    main: `      <h1 class="first">My Account</h1>
      ${acctNav('apps')}
      ${section(`        ${appBlock({
        name: 'Storm Tracker',
        descr: 'Tracks storms',
        created: 'Aug 21, 2017',
        createdTitle: '2017-08-21T09:30:00Z',
        apis: [
          ['Weather API', K1],
          ['Alerts API', 'al3rt0000kkkk9999'],
        ],
        edit: '/apps/edit/1041',
        del: '/apps/delete/1041',
        add: '/apps/select/1041',
        view: '/apps/view-keys/1041',
      })}
        ${appBlock({ name: `Route &lt;img src=x onerror=&quot;${X('acme-app-name')}&quot;&gt; Planner {{username}}`, descr: '&lt;b&gt;bold&lt;/b&gt; claims', created: 'Jan 5, 2018', createdTitle: '2018-01-05T12:00:00Z', apis: [['Maps API', K2]], edit: '/apps/edit/1042', del: '/apps/delete/1042', add: '/apps/select/1042', view: '/apps/view-keys/1042' })}
        <div class="actions"><a class="add-app action" href="/apps/register">New application</a></div>`)}`,
    visible: ['Storm Tracker', 'Weather API', 'Alerts API', 'Planner {{username}}', 'Route <img src=x'],
    next: { selector: 'a[href$="/apps/view-keys/1041"]', url: '/apps/view-keys/1041' },
  },
  {
    file: 'acme-view-keys.html',
    login: 'member',
    url: '/apps/view-keys/1041',
    contentType: 'viewKeys',
    bodyClass: 'page-apps view-keys',
    title: 'Application keys',
    desc: 'keys of one app (proposed markup)',
    main: `      <h1 class="first">Keys for Storm Tracker</h1>
      ${acctNav('apps')}
      ${section(`        <div class="page-info" style="display: none;">false-1-1-</div>
        ${appBlock({
          name: 'Storm Tracker',
          descr: 'Tracks storms',
          created: 'Aug 21, 2017',
          createdTitle: '2017-08-21T09:30:00Z',
          apis: [
            ['Weather API', K1],
            ['Alerts API', 'al3rt0000kkkk9999'],
          ],
        })}`)}`,
    visible: ['Storm Tracker', K1, 'al3rt0000kkkk9999'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'acme-key-activity.html',
    login: 'member',
    url: `/key/key-activity/${K1}`,
    contentType: 'keyActivity',
    bodyClass: 'page-key key-activity',
    title: 'Key activity',
    desc: 'key activity with date selector, report areas and an inline initCharts call (arguments with ")" and ";")',
    headExtra: '\n  <script type="text/javascript" src="/public/Mashery/scripts/MasheryDeveloperReports.js"></script>',
    main: `      <h1 class="first">Key Activity</h1>
      ${acctNav('keys')}
      ${section(`        <h2>Weather API</h2>
        ${keyBlock({ app: 'Storm Tracker', key: K1, secret: 'Zr8sT2uV', status: 'active', created: 'Aug 21, 2017', createdTitle: '2017-08-21T09:30:00Z' })}
        <div id="date_selector"><form method="get" action="/key/key-activity/${K1}"><label for="range">Period</label><select id="range" name="range"><option value="7">Last 7 days</option><option value="30">Last 30 days</option></select><input type="submit" value="Update"></form></div>
        <ul class="nav"><li class="active"><a href="#calls">Calls</a></li><li class="options"><a href="#methods">Methods</a></li></ul>
        <div class="reports"><div class="report"><div class="chart loading" id="chart_calls"></div></div></div>
        <div id="quota"><div class="warning"></div><div class="full"></div></div>
        <div id="detailTables_container" class="loading"><div id="detailTables"></div><div id="detailTables_multicontainer"></div></div>
        <script type="text/javascript">initCharts("${K1}", "2017-08-01", "2017-08-31", {"label": "calls); done;"});</script>`)}`,
    visible: ['Weather API', 'Storm Tracker', K1],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'acme-key-delete.html',
    login: 'member',
    url: `/key/delete-key/${K2}`,
    contentType: 'keyDelete',
    bodyClass: 'page-key delete-key',
    title: 'Delete key',
    desc: 'delete-key confirmation, 4 dd (no secret)',
    main: `      <h1 class="first">Delete key</h1>
      ${acctNav('keys')}
      ${section(`        <h2>Maps API</h2>
        ${keyBlock({ app: 'Route Planner', key: K2, status: 'active', created: 'Jan 5, 2018', createdTitle: '2018-01-05T12:00:00Z', limits: false })}
        <form method="post" action="/key/delete-key/${K2}"><input type="hidden" name="token" value="z9"><input type="submit" id="process" value="Delete"></form>`)}`,
    visible: ['Maps API', 'Route Planner', K2],
    next: { text: 'Apps', url: '/apps/myapps' },
  },
  {
    file: 'acme-key-secret.html',
    login: 'member',
    url: `/key/regenerateSecret/${K1}`,
    contentType: 'keySecret',
    bodyClass: 'page-key regenerate-secret',
    title: 'New secret',
    desc: 'secret reveal after regenerating (proposed markup), five dd',
    main: `      <h1 class="first">New shared secret</h1>
      ${section(`        <h2>Weather API</h2>
        <div class="key"><dl><dt>Application</dt><dd>Storm Tracker</dd><dt>Key</dt><dd>${K1}</dd><dt>Secret</dt><dd>n3wS3cr3tQ</dd><dt>Status</dt><dd>active</dd><dt>Created</dt><dd><abbr title="2017-08-21T09:30:00Z">Aug 21</abbr></dd></dl></div>
        <p>Store this secret now; it is shown only once.</p>`)}`,
    visible: ['n3wS3cr3tQ', 'Storm Tracker'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'acme-app-register.html',
    login: 'member',
    url: '/apps/register',
    contentType: 'appRegister',
    bodyClass: 'page-apps register',
    title: 'Register an application',
    desc: 'app registration re-rendered with form-level and field errors',
    main: `      <h1 class="first">Register an application</h1>
      ${acctNav('apps')}
      ${section(`        <div class="process-1"></div>
        <form id="application-edit" method="post" action="/apps/register" enctype="multipart/form-data">
          <ul class="failure"><li>Please correct the noted errors.</li></ul>
          <ul>
            <li><label class="require" for="applications-name">Application name</label><input class="require failure" id="applications-name" name="applications[name]">
              <ul class="error"><li>This value is not allowed to be blank.</li></ul></li>
            <li><label for="applications-uri">Web site</label><input id="applications-uri" name="applications[uri]"><div class="descr"><p>Optional.</p></div></li>
            <li><input type="submit" id="process" value="Register application"></li>
          </ul></form>`)}`,
    visible: ['Please correct the noted errors.', 'This value is not allowed to be blank.', 'Application name'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'acme-app-register-done.html',
    login: 'member',
    url: '/apps/register?done=1',
    contentType: 'appRegisterSuccess',
    bodyClass: 'page-apps register',
    title: 'Application registered',
    desc: 'app registered (no #application-edit), message with a link to the keys',
    main: `      <h1 class="first">Application registered</h1>
      ${section('        <p>Your key for Weather API was sent by e-mail. <a href="/apps/mykeys">View keys</a></p>')}`,
    visible: [],
    wording: ['Your key for Weather API was sent by e-mail.'],
    next: { selector: 'a[href$="/apps/mykeys"]', url: '/apps/mykeys' },
  },
  {
    file: 'acme-app-edit.html',
    login: 'member',
    url: '/apps/edit/1041',
    contentType: 'appEdit',
    bodyClass: 'page-apps edit',
    title: 'Edit application',
    desc: 'edit app form with the exact legend',
    main: `      <h1 class="first">Edit application</h1>
      ${acctNav('apps')}
      ${section(`        <form id="application-edit" method="post" action="/apps/edit/1041" enctype="multipart/form-data"><legend>Edit Your Application</legend>
          <ul><li><label class="require" for="applications-name">Name</label><input class="require" id="applications-name" name="applications[name]" value="Storm Tracker"></li>
              <li><label for="applications-description">Description</label><textarea id="applications-description" name="applications[description]">Tracks storms</textarea></li>
              <li><input type="hidden" name="action" value="edit"><input type="submit" id="process" value="Save"></li></ul></form>`)}`,
    visible: ['Description'],
    wording: ['Edit application'],
    next: { text: 'Apps', url: '/apps/myapps' },
  },
  {
    file: 'acme-app-add-apis.html',
    login: 'member',
    url: '/apps/select/1041',
    contentType: 'appAddAPIs',
    bodyClass: 'page-apps select',
    title: 'Add APIs',
    desc: 'add-APIs form with the app summary and plan checkboxes',
    main: `      <h1 class="first">Add APIs to Storm Tracker</h1>
      ${acctNav('apps')}
      ${section(`        ${appBlock({ name: 'Storm Tracker', descr: 'Tracks storms', created: 'Aug 21, 2017', createdTitle: '2017-08-21T09:30:00Z', apis: [['Weather API', K1]] })}
        <form method="post" action="/apps/select/1041"><dl>
          <dt><input type="checkbox" name="plans[]" value="31" id="plan-31"> <label for="plan-31">Maps API</label></dt><dd>Basic plan &ndash; 1,000 calls a day</dd>
          <dt><input type="checkbox" name="plans[]" value="32" id="plan-32"> <label for="plan-32">Alerts API</label></dt><dd>Free plan</dd></dl>
          <input type="submit" id="process" value="Add"></form>`)}`,
    visible: ['Storm Tracker', 'Maps API', 'Alerts API'],
    next: { text: 'Apps', url: '/apps/myapps' },
  },
  {
    file: 'acme-app-add-apis-done.html',
    login: 'member',
    url: '/apps/select/1041?issued=1',
    contentType: 'appAddAPIsSuccess',
    bodyClass: 'page-apps select',
    title: 'New Keys Issued',
    desc: 'add-APIs success, heading with surrounding whitespace',
    main: `      <h1 class="first">
        New Keys Issued
      </h1>
      ${section('        <p>The new keys for Maps API were sent by e-mail.</p>')}`,
    visible: [],
    wording: ['The new keys for Maps API were sent by e-mail.'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'acme-app-add-apis-error.html',
    login: 'member',
    url: '/apps/error?app=1041',
    contentType: 'appAddAPIsError',
    bodyClass: 'page-apps error',
    title: 'Error',
    desc: 'add-APIs error (link back to /apps/select)',
    main: `      <h1 class="first">Error</h1>
      ${section(`        <ul class="failure"><li>No plan was selected.</li></ul>
        <p><a href="/apps/select/1041">Back to the plans</a></p>`)}`,
    visible: ['No plan was selected.'],
    next: { selector: 'a[href$="/apps/select/1041"]', url: '/apps/select/1041' },
  },
  {
    file: 'acme-app-error.html',
    login: 'member',
    url: '/apps/error',
    contentType: 'appError',
    bodyClass: 'page-apps error',
    title: 'Error',
    desc: 'generic apps error (no /apps/select link)',
    main: `      <h1 class="first">Something went wrong</h1>
      ${section(`        <ul class="failure"><li>The application could not be found.</li></ul>
        <p><a href="/apps/myapps">Back to your applications</a></p>`)}`,
    visible: ['The application could not be found.'],
    next: { selector: 'a[href$="/apps/myapps"]', url: '/apps/myapps' },
  },
  {
    file: 'acme-app-delete.html',
    login: 'member',
    url: '/apps/delete/1042',
    contentType: 'appDelete',
    bodyClass: 'page-apps delete',
    title: 'Delete application',
    desc: 'delete-app confirmation with summary and #process',
    main: `      <h1 class="first">Delete application</h1>
      ${acctNav('apps')}
      ${section(`        ${appBlock({ name: 'Route Planner', descr: '', created: 'Jan 5, 2018', createdTitle: '2018-01-05T12:00:00Z', apis: [['Maps API', K2]] })}
        <form method="post" action="/apps/delete/1042"><input type="hidden" name="token" value="q1"><input type="submit" id="process" value="Delete"></form>`)}`,
    visible: ['Route Planner', 'Maps API'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'acme-tos.html',
    login: 'member',
    url: '/apps/tos',
    contentType: 'tos',
    bodyClass: 'page-apps tos',
    title: 'Terms',
    desc: 'API terms of service (proposed markup)',
    main: `      <h1 class="first">Weather API Terms</h1>
      ${section(`        <p>By using the Weather API you agree to attribute Acme in your app.</p>
        <ol><li>No resale of raw data.</li><li>Cache for at most one hour.</li></ol>`)}`,
    visible: ['Weather API Terms', 'No resale of raw data.', 'Cache for at most one hour.'],
    next: { text: 'Apps', url: '/apps/myapps' },
  },
  {
    file: 'acme-account.html',
    login: 'member',
    url: '/member/edit',
    contentType: 'accountManage',
    bodyClass: 'page-member edit',
    title: 'My Account',
    desc: 'manage account, all four member action links (normal user); a hidden input named action',
    main: `      <h1 class="first">My Account</h1>
      ${acctNav('account')}
      <div class="section-menu actions"><ul>
        <li><a class="change-email action" href="/member/email">Update e-mail</a></li>
        <li><a class="change-password action" href="/member/passwd">Update password</a></li>
        <li><a class="public-profile action" href="/profile/profile/jdoe">Your public profile</a></li>
        <li><a class="delete-self action" href="/member/remove">Delete account</a></li></ul></div>
      <div id="myaccount"><form id="member-edit" method="post" action="/member/edit" enctype="multipart/form-data">
        <legend>Account Information</legend>
        <ul><li><label for="members-display_name">Display name</label><input id="members-display_name" name="members[display_name]" value="Jane Doe"></li>
            <li><label for="members-uri">Web site</label><input id="members-uri" name="members[uri]" value="https://jdoe.example.net"></li>
            <li><input type="hidden" name="action" value="save"><input type="submit" id="process" value="Save"></li></ul></form></div>`,
    visible: ['Display name', 'Web site'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'acme-logout.html',
    login: 'stale',
    url: '/logout/logout',
    contentType: 'logout',
    bodyClass: 'page-logout',
    title: 'Signed out',
    desc: 'logout page: no logout form but a stale mashery_info naming the user (must show signed out)',
    main: `      <h1 class="first">You are signed out</h1>
      <ul><li><a href="/blog">Read the blog</a></li><li><a href="/login/login?r=%2F&amp;h=ab12">Sign in again</a></li></ul>`,
    visible: ['Read the blog'],
    wording: ['You are signed out'],
    next: { selector: 'a[href$="/blog"]', url: '/blog' },
  },
  {
    file: 'acme-logout-failed.html',
    login: 'member',
    url: '/logout/logout?retry=1',
    contentType: 'logoutFail',
    bodyClass: 'page-logout',
    title: 'Sign out',
    desc: 'logout failed: #user-nav .account still present with the logout form',
    main: `      <h1 class="first">Sign out</h1>
      ${section('        <p>We could not end your session.</p>')}`,
    visible: [],
    next: { text: 'My Account', url: '/member/edit' },
  },
  {
    file: 'acme-404-unknown-action.html',
    login: 'member',
    url: '/apps/frobnicate',
    contentType: 'fourOhFour',
    bodyClass: 'page-apps frobnicate',
    title: 'Apps',
    desc: 'known section, unknown action class (status 200) → not found',
    main: `      <h1 class="first">Applications</h1>
      ${section('        <p>Frobnicating your applications.</p>')}`,
    visible: [],
    next: { text: 'My Account', url: '/member/edit' },
  },
];
