// Globex API Hub (developer.globex.test): XHTML doctype, upper-case frame tags, logo image, no footer list,
// mashery_info as a bare assignment after #page, logout form after the footer; admin user gina.
import { X } from './frames.mjs';
import { acctNav, pwBlock, pwFields } from './parts.mjs';

export default [
  {
    file: 'globex-home-admin.html',
    login: 'admin',
    url: '/',
    contentType: 'page',
    bodyClass: 'page-page',
    rawTitle: 'Globex API Hub',
    desc: 'home as admin; author script setting globals (dotted, bracket, string with ;) inside the body',
    main: `<H1 class="first">Globex APIs</H1>
<DIV class="section"><DIV class="section-body">
<P>One key for payments, shipping &amp; identity.</P>
<script type="text/javascript">mashery.globals.pageFullWidth = true; mashery.globals["tagline"] = "fast; safe"; mashery.globals.bad = function () { return 1; };</script>
<P>Status: <SPAN class="mashtip" title="Updated every minute">all systems normal</SPAN></P>
</DIV></DIV>`,
    visible: ['Globex APIs', 'One key for payments, shipping & identity.', 'all systems normal'],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'globex-docs.html',
    login: 'out',
    url: '/docs',
    contentType: 'docs',
    bodyClass: 'page-docs',
    active: 'Docs',
    title: 'Docs',
    desc: 'docs landing, sidebar with absolute, trailing-slash and hash hrefs',
    main: `<H1 class="first">Payments Docs</H1>
<DIV class="section"><DIV class="section-body"><P>Charge cards with a single call.</P><TABLE><TR><TD>POST /charges</TD><TD>Create a charge</TD></TR></TABLE></DIV></DIV>`,
    sub: `<H2>Docs Navigation</H2>
<UL><LI><A href="__ORIGIN__/docs/read/Home/">Home</A></LI><LI><A href="/docs/read/Charges#create">Charges</A><UL><LI><A href="/docs/read/Charges/Refunds">Refunds</A></LI></UL></LI></UL>`,
    visible: ['Payments Docs', 'Charge cards with a single call.', 'Create a charge', 'Refunds'],
    next: { text: 'Community', url: '/forum' },
  },
  {
    file: 'globex-docs-notfound-title.html',
    login: 'out',
    url: '/docs/read/Errors/Handling_Not_Found',
    contentType: 'docs',
    bodyClass: 'page-docs',
    title: 'Handling Not Found errors',
    desc: 'a doc titled "Handling Not Found errors" must stay docs; no sidebar',
    main: `<H1 class="first">Handling Not Found errors</H1>
<DIV class="section"><DIV class="section-body"><P>A 404 answer means the charge id is unknown.</P><pre class="brush: sql;">SELECT * FROM charges WHERE id = 'x';</pre></DIV></DIV>`,
    bodyEnd: '\n<SCRIPT type="text/javascript">SyntaxHighlighter.all();</SCRIPT>',
    visible: [
      'Handling Not Found errors',
      'A 404 answer means the charge id is unknown.',
      "SELECT * FROM charges WHERE id = 'x';",
    ],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'globex-blog.html',
    login: 'admin',
    url: '/blog',
    contentType: 'blogAll',
    bodyClass: 'page-blog browse',
    active: 'Blog',
    title: 'Blog',
    desc: 'blog list (browse class) for an editor: edit links, two posts, no #paging',
    main: `<H1 class="first">Globex API Hub Developer Blog</H1><A class="rss" href="/blog/rss">RSS Feed</A>
<DIV class="section"><H2><A href="/blog/read/Q3_Roadmap">Q3 roadmap</A></H2>
<DIV class="section-meta"><UL><LI class="user-reference">by <A href="/profile/profile/gina">gina</A></LI><LI class="timestamp"><ABBR title="2024-07-01T09:00:00Z">1 July 2024</ABBR></LI></UL></DIV>
<DIV class="section-body"><P>Shipping labels arrive in August.</P></DIV>
<DIV class="section-menu"><UL><LI><A class="edit" href="/r/blog/edit/9">Edit</A></LI></UL></DIV></DIV>
<DIV class="section"><H2><A href="/blog/read/Identity_GA">Identity is GA</A></H2>
<DIV class="section-meta"><UL><LI class="user-reference">by <A href="/profile/profile/omar">omar</A></LI></UL></DIV>
<DIV class="section-body"><P>Identity verification leaves beta.</P></DIV></DIV>`,
    visible: ['Q3 roadmap', 'Identity is GA', 'Shipping labels arrive in August.'],
    next: { selector: 'a[href$="/blog/read/Q3_Roadmap"]', url: '/blog/read/Q3_Roadmap' },
  },
  {
    file: 'globex-blog-post.html',
    login: 'admin',
    url: '/blog/read/Q3_Roadmap',
    contentType: 'blogSingle',
    bodyClass: 'page-blog',
    title: 'Q3 roadmap',
    desc: 'single post, title without a link, edit link, hostile comment',
    main: `<DIV class="section"><H2>Q3 roadmap</H2>
<DIV class="section-meta"><UL><LI class="user-reference">by <A href="/profile/profile/gina">gina</A></LI><LI class="timestamp">July 2024</LI></UL></DIV>
<DIV class="section-body"><P>Shipping labels arrive in August; webhooks in September.</P></DIV>
<DIV class="section-menu"><UL><LI><A class="edit" href="/r/blog/edit/9">Edit Post</A></LI></UL></DIV></DIV>
<OL class="comments"><LI><UL class="comment-meta"><LI class="user-reference"><A href="/profile/profile/omar">omar</A></LI></UL>
<DIV class="comment-body"><P>Nice! <IMG src="data:image/gif;base64,R0lGODlh" onerror="${X('globex-blog-img')}" onload="${X('globex-blog-img-load')}"> {{area}}</P></DIV></LI></OL>`,
    visible: ['Q3 roadmap', 'webhooks in September'],
    next: { text: 'Community', url: '/forum' },
  },
  {
    file: 'globex-forum.html',
    login: 'member',
    url: '/forum',
    contentType: 'forumAll',
    bodyClass: 'page-forum',
    active: 'Community',
    title: 'Community',
    desc: 'forum index, one category, editor links',
    main: `<H1 class="first">Community</H1>
<OL class="categories"><LI class="category"><H3 class="subject"><A href="/forum/topics/Announcements">Announcements</A></H3><P class="description">News from the Globex team</P>
<SPAN class="topic-count"><SPAN>0</SPAN></SPAN><SPAN class="comment-count"><SPAN>0</SPAN></SPAN><A class="edit-category" href="/r/forum/cat/2">edit</A></LI></OL>`,
    visible: ['Announcements', 'News from the Globex team'],
    next: { text: 'Announcements', url: '/forum/topics/Announcements' },
  },
  {
    file: 'globex-forum-topics-empty.html',
    login: 'member',
    url: '/forum/topics/Announcements',
    contentType: 'forumTopics',
    bodyClass: 'page-forum topics',
    title: 'Announcements',
    desc: 'empty category (.no-topics) with a create-new link',
    main: `<UL class="breadcrumbs"><LI><A href="/forum">Community</A></LI><LI>Announcements</LI></UL>
<DIV class="section-menu"><UL><LI><A class="create-new" href="/forum/topic-add/Announcements">Start a topic</A></LI></UL></DIV>
<P class="no-topics">No topics in Announcements yet.</P>`,
    visible: ['No topics in Announcements yet.'],
    next: { selector: 'a[href$="/forum/topic-add/Announcements"]', url: '/forum/topic-add/Announcements' },
  },
  {
    file: 'globex-forum-add-topic.html',
    login: 'member',
    url: '/forum/topic-add/Announcements',
    contentType: 'forumAddTopic',
    bodyClass: 'page-forum topic-add',
    title: 'New topic',
    desc: 'add-topic form (proposed markup) re-rendered with a subject error',
    main: `<UL class="breadcrumbs"><LI><A href="/forum">Community</A></LI><LI>Announcements</LI></UL>
<H1 class="first">New topic</H1>
<DIV class="section"><DIV class="section-body">
<FORM id="topic-add" method="post" action="/forum/topic-add/Announcements" enctype="multipart/form-data"><UL class="failure"><LI>Please correct the noted errors.</LI></UL>
<UL><LI><LABEL class="require" for="topics-subject">Subject</LABEL><INPUT class="require failure" id="topics-subject" name="subject" /><UL class="error"><LI>This value is not allowed to be blank.</LI></UL></LI>
<LI><LABEL class="require" for="topics-body">Message</LABEL><TEXTAREA class="require" id="topics-body" name="body">Draft &lt;b&gt;text&lt;/b&gt;</TEXTAREA></LI>
<LI><LABEL for="topics-tags">Tags</LABEL><INPUT id="topics-tags" name="tags" /></LI>
<LI><INPUT type="hidden" name="token" value="f00" /><INPUT type="submit" id="process" value="Post" /></LI></UL></FORM>
</DIV></DIV>`,
    visible: ['Subject', 'Message', 'This value is not allowed to be blank.'],
    next: { text: 'Community', url: '/forum' },
  },
  {
    file: 'globex-forum-recent.html',
    login: 'member',
    url: '/forum/recent',
    contentType: 'forumRecent',
    bodyClass: 'page-forum recent',
    title: 'Recent topics',
    desc: 'recent topics from two categories',
    main: `<H1 class="first">Recent topics</H1>
<OL class="topics"><LI class="topic"><A class="subject" href="/forum/read/77">Webhook retries &amp; back-off</A> <SPAN class="comment-count">2</SPAN></LI>
<LI class="topic"><A class="subject" href="/forum/read/78">Sandbox cards</A> <SPAN class="comment-count">5</SPAN></LI></OL>`,
    visible: ['Webhook retries & back-off', 'Sandbox cards'],
    next: { selector: 'a[href$="/forum/read/77"]', url: '/forum/read/77' },
  },
  {
    file: 'globex-forum-topic.html',
    login: 'member',
    url: '/forum/read/77',
    contentType: 'forumSingle',
    bodyClass: 'page-forum read',
    title: 'Webhook retries',
    desc: 'topic with one edited comment; hostile markup escaped and raw',
    main: `<UL class="breadcrumbs"><LI><A href="/forum">Community</A></LI><LI><A href="/forum/topics/Announcements">Announcements</A></LI></UL>
<H3 class="subject">Webhook retries &amp; back-off</H3>
<OL class="comments"><LI><DIV class="comment-header"><UL class="comment-meta"><LI class="user-reference"><A href="/profile/profile/gina">gina</A></LI><LI class="timestamp"><ABBR title="2024-06-02T10:00:00Z">2 June</ABBR></LI></UL></DIV>
<DIV class="comment-body"><P>We retry 5 times with exponential back-off.</P><P><A href="jav&#x09;ascript:${X('globex-comment-tab-js')}">details</A> <A href="&#106;avascript:${X('globex-comment-entity-js')}">more</A></P>
<P>&lt;a href=&quot;javascript:${X('globex-comment-escaped-a')}&quot;&gt;escaped link&lt;/a&gt;</P></DIV>
<DIV class="edit-timestamp">Edited <ABBR title="2024-06-02T11:00:00Z">2 June</ABBR></DIV><DIV class="comment-tags">webhooks</DIV></LI></OL>`,
    visible: ['We retry 5 times with exponential back-off.', 'escaped link'],
    next: { text: 'Community', url: '/forum' },
  },
  {
    file: 'globex-profile-admin.html',
    login: 'admin',
    url: '/profile/profile/gina',
    contentType: 'profile',
    bodyClass: 'page-profile',
    title: 'View Member gina',
    desc: 'own profile seen by an admin: blog dd missing (positions shift), admin /r/member/ link',
    main: `<H1 class="first">View Member gina</H1>
<DIV class="user-information"><DL><DT>Website</DT><DD><A href="https://gina.globex.example">gina.globex.example</A></DD><DT>Registered</DT><DD><ABBR title="2012-01-09T12:00:00Z">January 9, 2012</ABBR></DD></DL></DIV>
<P><A href="https://admin.globex.example/r/member/4411">Member record</A></P>
<TABLE class="recent-activity"><TR><TD>Created topic Webhook retries</TD><TD>June 2</TD></TR></TABLE>`,
    visible: ['gina', 'Created topic Webhook retries'],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'globex-apps-none.html',
    login: 'admin',
    url: '/apps/myapps',
    contentType: 'accountApps',
    bodyClass: 'page-apps myapps',
    active: 'My Apps',
    title: 'My Apps',
    desc: 'no apps yet: only the create-app link',
    main: `<H1 class="first">My Account</H1>
${acctNav('apps')}
<DIV class="section"><DIV class="section-body"><P>You have not registered any application.</P>
<DIV class="actions"><A class="add-app action" href="/apps/register">Register an application</A></DIV></DIV></DIV>`,
    visible: [],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'globex-keys-none.html',
    login: 'admin',
    url: '/apps/mykeys',
    contentType: 'accountKeys',
    bodyClass: 'page-apps mykeys',
    title: 'My Keys',
    desc: 'no plans at all and no new-key link; no page-info',
    main: `<H1 class="first">My Account</H1>
${acctNav('keys')}
<DIV class="section"><DIV class="section-body"><P>No keys yet.</P></DIV></DIV>`,
    visible: [],
    next: { text: 'Apps', url: '/apps/myapps' },
  },
  {
    file: 'globex-account-oidc.html',
    login: 'admin',
    url: '/member/edit',
    contentType: 'accountManage',
    bodyClass: 'page-member edit',
    title: 'My Account',
    desc: 'manage account for an OIDC user (only delete-self), profile link present',
    main: `<H1 class="first">My Account</H1>
${acctNav('account')}
<DIV class="section-menu actions"><UL><LI><A class="public-profile action" href="/profile/profile/gina">Public profile</A></LI><LI><A class="delete-self action" href="/member/remove">Remove membership</A></LI></UL></DIV>
<DIV id="myaccount"><FORM id="member-edit" method="post" action="/member/edit" enctype="multipart/form-data"><LEGEND>Account Information</LEGEND>
<UL><LI><LABEL for="members-company">Company</LABEL><INPUT id="members-company" name="members[company]" value="Globex" /></LI><LI><INPUT type="submit" id="process" value="Save" /></LI></UL></FORM></DIV>`,
    visible: ['Company'],
    next: { text: 'Apps', url: '/apps/myapps' },
  },
  {
    file: 'globex-email.html',
    login: 'member',
    url: '/member/email',
    contentType: 'accountEmail',
    bodyClass: 'page-member email',
    title: 'Change e-mail',
    desc: 'change e-mail form re-rendered with an address-in-use error',
    main: `<H1 class="first">Change e-mail</H1>
${acctNav('account')}
<DIV id="myaccount"><FORM method="post" action="/member/email"><UL class="failure"><LI>That address is already in use.</LI></UL>
<UL><LI><LABEL class="require" for="members-email">New e-mail address</LABEL><INPUT class="require failure" id="members-email" name="members[email]" value="gina@globex.example" /></LI>
<LI><INPUT type="submit" id="process" value="Change" /></LI></UL></FORM></DIV>`,
    visible: ['That address is already in use.', 'New e-mail address'],
    next: { text: 'Apps', url: '/apps/myapps' },
  },
  {
    file: 'globex-email-done.html',
    login: 'member',
    url: '/member/email?saved=1',
    contentType: 'accountEmailSuccess',
    bodyClass: 'page-member email',
    title: 'Change e-mail',
    desc: 'e-mail changed (#myaccount .success)',
    main: `<H1 class="first">Change e-mail</H1>
<DIV id="myaccount"><UL class="success"><LI>Your e-mail address was updated to g.ina@globex.example.</LI></UL></DIV>`,
    visible: [],
    wording: ['Your e-mail address was updated to g.ina@globex.example.'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'globex-passwd.html',
    login: 'member',
    url: '/member/passwd',
    contentType: 'accountPassword',
    bodyClass: 'page-member passwd',
    title: 'Change password',
    desc: 'change password with a current-password field and a four-item requirement list (12 characters)',
    main: `<H1 class="first">Change password</H1>
<DIV id="myaccount"><FORM method="post" action="/member/passwd">
${pwBlock(['Contains a lowercase letter', 'Contains an uppercase letter', 'Contains a symbol', 'At least 12 characters'])}
<UL><LI><LABEL class="require" for="passwd_old">Current password</LABEL><INPUT type="password" id="passwd_old" name="passwd_old" class="require" /></LI>
${pwFields()}
<LI><INPUT type="submit" id="process" value="Change password" /></LI></UL></FORM></DIV>`,
    visible: ['Current password', 'At least 12 characters'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'globex-passwd-done.html',
    login: 'member',
    url: '/member/passwd?saved=1',
    contentType: 'accountPasswordSuccess',
    bodyClass: 'page-member passwd',
    title: 'Change password',
    desc: 'password changed',
    main: `<H1 class="first">Change password</H1>
<DIV id="myaccount"><UL class="success"><LI>Your password was changed.</LI></UL></DIV>`,
    visible: [],
    wording: ['Your password was changed.'],
    next: { text: 'Apps', url: '/apps/myapps' },
  },
  {
    file: 'globex-remove.html',
    login: 'member',
    url: '/member/remove',
    contentType: 'memberRemove',
    bodyClass: 'page-member remove',
    title: 'Remove membership',
    desc: 'remove membership form with a hidden input named action',
    main: `<H1 class="first">Remove membership</H1>
<DIV class="section"><DIV class="section-body"><P>Removal disables your account and deactivates all keys.</P>
<FORM method="post" action="/member/remove"><INPUT type="hidden" name="action" value="removeMember" /><INPUT type="submit" id="process" value="Remove" /></FORM></DIV></DIV>`,
    visible: [],
    wording: ['Removal disables your account and deactivates all keys.'],
    next: { text: 'Apps', url: '/apps/myapps' },
  },
  {
    file: 'globex-remove-done.html',
    login: 'stale',
    url: '/member/remove?action=removeMember',
    contentType: 'memberRemoveSuccess',
    bodyClass: 'page-member remove',
    title: 'Removed',
    desc: 'membership removed: no logout form, stale mashery_info naming gina (must show signed out); links from here load fully (spec)',
    main: `<H1 class="first">Goodbye</H1>
<DIV class="section"><DIV class="section-body"><P>You have been removed!</P></DIV></DIV>`,
    visible: [],
    wording: ['You have been removed!'],
    next: null,
  },
  {
    file: 'globex-signin-failed.html',
    login: 'out',
    url: '/login/failed',
    contentType: 'signin',
    state: 'failed',
    bodyClass: 'page-login failed',
    title: 'Sign in failed',
    desc: 'sign-in failed (proposed markup), the spec text as server message',
    main: `<H1 class="first">Login Failed</H1>
<DIV class="section"><DIV class="section-body"><P>We were unable to log you in at this time. This probably isn't your fault. Your account may be disabled or a system error occured. Try contacting an administrator for more information.</P></DIV></DIV>`,
    visible: [],
    wording: ['We were unable to log you in at this time.'],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'globex-permission-denied.html',
    login: 'member',
    url: '/page/Beta_Program',
    contentType: 'noAccess',
    bodyClass: 'permission-denied',
    title: 'Beta program',
    desc: 'permission-denied alone, signed in',
    main: `<H1 class="first">Access denied</H1>
<DIV class="section"><DIV class="section-body"><P>Your role cannot view this page.</P></DIV></DIV>`,
    visible: [],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'globex-wiki.html',
    login: 'out',
    url: '/wiki/Main_Page',
    contentType: 'fourOhFour',
    bodyClass: 'page-wiki',
    title: 'Wiki',
    desc: 'page-wiki (no content type in the product) → not found, HTTP 200',
    main: `<H1 class="first">Wiki</H1><DIV class="section"><DIV class="section-body"><P>Legacy wiki home.</P></DIV></DIV>`,
    visible: [],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'globex-show-secret.html',
    login: 'member',
    url: '/member/request-display-key-info',
    contentType: 'showSecret',
    bodyClass: 'page-member request-display-key-info',
    title: 'Display secrets',
    desc: 'request secret display: a mail was sent',
    main: `<H1 class="first">Check your e-mail</H1>
<DIV class="section"><DIV class="section-body"><P>Follow the link we sent to gina@globex.example to display your secrets.</P></DIV></DIV>`,
    visible: [],
    wording: ['Follow the link we sent to gina@globex.example to display your secrets.'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'globex-show-secret-done.html',
    login: 'member',
    url: '/member/reset-key-info/3f9a',
    contentType: 'showSecretSuccess',
    bodyClass: 'page-member reset-key-info',
    title: 'Secrets displayed',
    desc: 'secret display success',
    main: `<H1 class="first">Secrets displayed</H1>
<DIV class="section"><DIV class="section-body"><P>Your shared secrets are visible on the keys page for the next 30 days.</P></DIV></DIV>`,
    visible: [],
    wording: ['Your shared secrets are visible on the keys page for the next 30 days.'],
    next: { text: 'Keys', url: '/apps/mykeys' },
  },
  {
    file: 'globex-show-secret-error.html',
    login: 'member',
    url: '/member/error',
    contentType: 'showSecretError',
    bodyClass: 'page-member error',
    title: 'Shared secrets',
    desc: 'secrets already visible (proposed markup) with an absolute link to the keys',
    main: `<H1 class="first">Shared secrets</H1>
<DIV class="section"><DIV class="section-body"><P>Secrets are currently displayed for your account. <A href="__ORIGIN__/apps/mykeys">Go to your keys</A></P></DIV></DIV>`,
    visible: [],
    wording: ['Secrets are currently displayed for your account.'],
    next: { selector: 'a[href$="/apps/mykeys"]', url: '/apps/mykeys' },
  },
  {
    file: 'globex-reset-error.html',
    login: 'out',
    url: '/member/reset/expired',
    contentType: 'resetPasswordError',
    bodyClass: 'page-member error',
    title: 'Reset Password',
    desc: 'password reset error with #errors',
    main: `<H1 class="first">Reset Password</H1>
<DIV id="errors"><UL class="failure"><LI>This reset link has expired.</LI><LI>Request a new one from the sign-in page.</LI></UL></DIV>`,
    visible: ['This reset link has expired.', 'Request a new one from the sign-in page.'],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'globex-verify.html',
    login: 'out',
    url: '/member/verify-email',
    contentType: 'verifyAccount',
    bodyClass: 'page-member verify-email',
    title: 'Verify your account',
    desc: 'idle account must verify by e-mail',
    main: `<H1 class="first">Please verify your account</H1>
<DIV class="section"><DIV class="section-body"><P>You have not signed in for a while. We sent a confirmation link to g***@globex.example.</P></DIV></DIV>`,
    visible: [],
    wording: ['We sent a confirmation link to g***@globex.example.'],
    next: { text: 'Blog', url: '/blog' },
  },
  {
    file: 'globex-search-first-page.html',
    login: 'member',
    url: '/search?q=webhook',
    contentType: 'search',
    state: 'results',
    bodyClass: 'page-search',
    title: 'Search',
    desc: 'results, first page (Next only), absolute result URL, fewer than four b',
    main: `<H1 class="first">Search</H1>
<DIV class="section"><DIV class="section-body">
<FORM class="search-form" method="get" action="/search"><TABLE><TR><TD><INPUT type="text" name="q" value="webhook" /></TD><TD><INPUT type="submit" value="Search" /></TD></TR></TABLE></FORM>
<P class="result-info">Showing <B>1</B> - <B>1</B> for <B>webhook</B></P>
<DIV class="result"><A href="__ORIGIN__/forum/read/77">Webhook retries &amp; back-off</A><P class="result-summary">We retry <STRONG>webhook</STRONG> calls 5 times.</P></DIV>
<P class="result-paging"><A href="/search?q=webhook&amp;page=2">Next &raquo;</A></P>
</DIV></DIV>`,
    visible: ['Webhook retries & back-off', 'calls 5 times'],
    next: { selector: 'a[href$="/forum/read/77"]', url: '/forum/read/77' },
  },
];
