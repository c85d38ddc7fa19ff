// Umbrella APIs (portal.umbrella.test): minimal single-line frame, logo image only, #local outside #header,
// absolute and bare hrefs, mashery_info as {username: 'alice'} after #page or absent; user alice.
import { X } from './frames.mjs';
import { pwBlock, pwFields, section } from './parts.mjs';

export default [
  {
    file: 'umbrella-home-noheading.html',
    login: 'out',
    url: '/',
    contentType: 'page',
    bodyClass: 'page-page',
    rawTitle: 'Umbrella APIs',
    desc: 'home without h1.first, noHeading global set by an author script (bracket form)',
    main: `${section(`<script type="text/javascript">mashery.globals['noHeading'] = true;</script>
<p>Umbrella APIs give you <strong>antiviral</strong> research data.</p>
<p><a href="__ORIGIN__/blog">Read the announcements</a> &middot; <a href="Getting_started">Getting started</a></p>`)}`,
    visible: ['research data', 'Read the announcements'],
    next: { text: 'Announcements', url: '/blog' },
  },
  {
    file: 'umbrella-page-markdown.html',
    login: 'out',
    url: '/page/Getting%20Started',
    contentType: 'page',
    bodyClass: 'page-page',
    title: 'Getting Started',
    desc: 'page body typed as markdown (HTML-escaped by the editor) with escaped HTML and a javascript: markdown link',
    main: `<h1 class="first">Getting Started</h1>
<div class="section"><div class="section-body">
## Step one

&gt; Note: keys expire after 90 days.

* Request a key
* Call &#96;/v1/samples&#96;

[Umbrella status](javascript:${X('umbrella-md-link')}) and [our blog](/blog).

&lt;img src=x onerror=&quot;${X('umbrella-md-img')}&quot;&gt;

&lt;script&gt;${X('umbrella-md-script')}&lt;/script&gt;
</div></div>`,
    visible: ['Step one', 'keys expire after 90 days', 'Request a key', 'Umbrella status'],
    next: { text: 'Questions', url: '/forum' },
  },
  {
    file: 'umbrella-blog-two.html',
    login: 'out',
    url: '/blog',
    contentType: 'blogAll',
    bodyClass: 'page-blog',
    active: 'Announcements',
    title: 'Announcements',
    desc: '/blog without browse, two posts (h2 a) → list; plain-text author, no abbr',
    main: `<h1 class="first">Umbrella APIs Developer Blog</h1>
<div class="section"><h2><a href="/blog/read/Spring_Update">Spring update</a></h2><div class="section-meta"><ul><li class="user-reference">Posted by Alice</li><li class="timestamp">April 2024</li></ul></div><div class="section-body"><p>New samples endpoint and lower latency.</p></div></div>
<div class="section"><h2><a href="__ORIGIN__/blog/read/Winter_Maintenance">Winter maintenance</a></h2><div class="section-body"><p>Planned downtime on 12 January.</p></div></div>`,
    visible: ['Spring update', 'Winter maintenance', 'New samples endpoint and lower latency.'],
    next: { selector: 'a[href$="/blog/read/Spring_Update"]', url: '/blog/read/Spring_Update' },
  },
  {
    file: 'umbrella-blog-post.html',
    login: 'out',
    url: '/blog/read/Spring_Update',
    contentType: 'blogSingle',
    bodyClass: 'page-blog',
    title: 'Spring update',
    desc: 'single post, no edit link, a comment with a raw script and braces',
    main: `<div class="section"><h2><a href="/blog/read/Spring_Update">Spring update</a></h2><div class="section-meta"><ul><li class="user-reference"><a href="/profile/profile/alice">Alice</a></li></ul></div>
<div class="section-body"><p>New samples endpoint and lower latency.</p><p>Latency dropped from 300&nbsp;ms to 120&nbsp;ms.</p></div></div>
<ol class="comments"><li><ul class="comment-meta"><li class="user-reference"><a href="/profile/profile/wesker">wesker</a></li></ul><div class="comment-body"><p>{{username}} is {{area}} <script>${X('umbrella-comment-script')}</script></p></div></li></ol>`,
    visible: ['Spring update', 'Latency dropped from 300', '{{username}} is {{area}}'],
    next: { text: 'Questions', url: '/forum' },
  },
  {
    file: 'umbrella-forum-empty.html',
    login: 'out',
    url: '/forum',
    contentType: 'forumAll',
    bodyClass: 'page-forum',
    active: 'Questions',
    title: 'Questions',
    desc: 'forum index with no categories',
    main: `<h1 class="first">Questions</h1><ol class="categories"></ol><p>The forum has no categories yet.</p>`,
    visible: [],
    next: { text: 'Announcements', url: '/blog' },
  },
  {
    file: 'umbrella-profile-own.html',
    login: 'member',
    url: '/profile/profile/alice',
    contentType: 'profile',
    bodyClass: 'page-profile',
    title: 'View Member alice',
    desc: 'own profile: empty blog dd, javascript: website with whitespace and case, no activity table',
    main: `<h1 class="first">View Member   alice </h1>
<div class="user-information"><dl><dt>Blog</dt><dd></dd><dt>Website</dt><dd><a href="  JAVASCRIPT:${X('umbrella-profile-website')}">alice.dev</a></dd><dt>Registered</dt><dd><abbr title="2019-10-10T10:10:10Z">Oct 10, 2019</abbr></dd></dl></div>`,
    visible: ['alice'],
    next: { text: 'Questions', url: '/forum' },
  },
  {
    file: 'umbrella-search-last.html',
    login: 'out',
    url: '/search?q=samples&page=3',
    contentType: 'search',
    state: 'results',
    bodyClass: 'page-search',
    title: 'Search',
    desc: 'last results page (Previous only), summary with several strong',
    main: `<h1 class="first">Search</h1>
${section(`<form class="search-form" action="/search"><table><tr><td><input type="text" name="q" value="samples"></td><td><input type="submit" value="Search"></td></tr></table></form>
<p class="result-info">Results <b>21</b> - <b>21</b> of <b>21</b> for <b>samples</b></p>
<div class="result"><a class="title" href="/blog/read/Spring_Update">Spring update</a><div class="result-summary">New <strong>samples</strong> endpoint; more <strong>samples</strong> soon.</div></div>
<p class="result-paging"><a href="/search?q=samples&amp;page=2">&laquo; Previous</a></p>`)}`,
    visible: ['Spring update', 'endpoint; more'],
    next: { selector: 'a[href$="/blog/read/Spring_Update"]', url: '/blog/read/Spring_Update' },
  },
  {
    file: 'umbrella-register.html',
    login: 'out',
    noRegister: true,
    url: '/member/register',
    contentType: 'register',
    bodyClass: 'page-member register',
    title: 'Create account',
    desc: 'registration without terms paragraph, requirement list without numbers; no register item in the user nav',
    main: `<h1 class="first">Create account</h1>
${section(`<form id="member-register" action="__ORIGIN__/member/register" method="post" enctype="multipart/form-data"><ul>
<li><label class="require" for="members-handle">Username</label><input class="require" id="members-handle" name="members[handle]"></li>
<li><label class="require" for="members-email">Email</label><input class="require" id="members-email" name="members[email]"></li>
<li>${pwBlock(['Use letters', 'Use digits', 'Make it long'])}</li>
${pwFields()}
<li><input type="submit" value="Register" id="process"></li></ul></form>`)}`,
    visible: ['Use letters'],
    wording: ['Create account'],
    next: { text: 'Announcements', url: '/blog' },
  },
  {
    file: 'umbrella-register-sent.html',
    login: 'out',
    url: '/member/register?sent=1',
    contentType: 'registerSent',
    bodyClass: 'page-member register',
    title: 'Registration Almost Complete',
    desc: 'registration sent, address wrapped in a tag with an entity, absolute resend link',
    main: `<h1 class="first">Registration Almost Complete</h1>
${section('<p>We have sent a confirmation e-mail to you at this address: <em>r&amp;d+alice@umbrella.example</em></p><p><a href="__ORIGIN__/member/resend-confirmation">Resend</a></p>')}`,
    visible: ['r&d+alice@umbrella.example'],
    next: { selector: 'a[href$="/member/resend-confirmation"]', url: '/member/resend-confirmation' },
  },
  {
    file: 'umbrella-register-resend-errors.html',
    login: 'out',
    url: '/member/resend-confirmation',
    contentType: 'registerResend',
    bodyClass: 'page-member resend-confirmation',
    title: 'Resend',
    desc: 'resend confirmation re-rendered with errors (ul.failure inside the form, not ul.success)',
    main: `<h1 class="first">Resend confirmation</h1>
<form id="resend-confirmation" method="post" action="/member/resend-confirmation"><legend>Resend your account confirmation email.</legend><ul class="failure"><li>Unknown username.</li></ul>
<ul><li><label class="require" for="h">Username</label><input class="require failure" id="h" name="handle"></li><li><label class="require" for="e">Email</label><input class="require" id="e" name="email"></li><li><input type="submit" value="Send"></li></ul></form>`,
    visible: ['Unknown username.'],
    next: { text: 'Announcements', url: '/blog' },
  },
  {
    file: 'umbrella-lost.html',
    login: 'out',
    url: '/member/lost',
    contentType: 'lostPassword',
    bodyClass: 'page-member lost',
    title: 'Lost password',
    desc: 'lost password form without legend',
    main: `<h1 class="first">Reset your password</h1><div id="lost"><form method="post" action="/member/lost"><ul><li><label for="le">Email</label><input id="le" name="email"></li><li><label for="lh">Username</label><input id="lh" name="handle"></li><li><input type="submit" value="Send"></li></ul></form></div>`,
    visible: [],
    wording: ['Reset your password'],
    next: { text: 'Announcements', url: '/blog' },
  },
  {
    file: 'umbrella-lost-sent.html',
    login: 'out',
    url: '/member/lost/',
    contentType: 'lostPasswordReset',
    bodyClass: 'page-member lost',
    title: 'Lost password',
    desc: 'lost password sent, reworded h2 (structure decides)',
    main: `<h1 class="first">Reset your password</h1><h2>Message on its way</h2><p>Look for an e-mail from Umbrella.</p>`,
    visible: [],
    wording: ['Look for an e-mail from Umbrella.'],
    next: { text: 'Announcements', url: '/blog' },
  },
  {
    file: 'umbrella-logout-failed.html',
    login: 'member',
    url: '/logout/logout',
    contentType: 'logoutFail',
    bodyClass: 'page-logout',
    title: 'Logout',
    desc: 'logout failed: account item and logout form still present',
    main: `<h1 class="first">Logout</h1><p>Something went wrong. <a href="__ORIGIN__/logout/logout">Try again</a></p>`,
    visible: [],
    next: { text: 'Announcements', url: '/blog' },
  },
  {
    file: 'umbrella-contact-done.html',
    login: 'out',
    url: '/contact?thanks=1',
    contentType: 'contactSuccess',
    bodyClass: 'page-contact',
    title: 'Contact',
    desc: 'contact success',
    main: `<h1 class="first">Message sent</h1><div class="section"><div class="section-body"><p>Ticket #4411 was opened for you.</p></div></div>`,
    visible: [],
    wording: ['Ticket #4411 was opened for you.'],
    next: { text: 'Announcements', url: '/blog' },
  },
  {
    file: 'umbrella-signin.html',
    login: 'out',
    url: '/login/login?r=%2F&h=u1',
    contentType: 'signin',
    state: 'normal',
    bodyClass: 'page-login login',
    title: 'Login',
    desc: 'sign-in without SSO and without recovery links',
    main: `<h2 class="signin">Login</h2><div class="signin_member_mashery"><div class="signin" id="signin"><form method="post" action="/login/login?r=%2F&amp;h=u1"><ul><li><label for="handle">Username</label><input id="handle" name="handle"></li><li><label for="passwd">Password</label><input id="passwd" name="passwd" type="password"></li><li><input type="submit" id="process-login" value="Login"></li></ul></form></div></div>`,
    visible: ['Username', 'Password'],
    next: { text: 'Announcements', url: '/blog' },
  },
  {
    file: 'umbrella-404-text.html',
    login: 'out',
    url: '/nothing/here',
    status: 404,
    contentType: 'fourOhFour',
    bodyClass: '',
    title: 'Page Not Found',
    desc: 'no body class at all; h1.first contains Not Found and the status is 404 (text fallback)',
    main: `<h1 class="first">Page Not Found</h1><p>Sorry.</p>`,
    visible: [],
    next: { text: 'Announcements', url: '/blog' },
  },
  {
    file: 'umbrella-confirm.html',
    login: 'out',
    url: '/member/confirm',
    contentType: 'join',
    bodyClass: 'page-member confirm',
    title: 'Confirm',
    desc: 'join via the confirm class, no terms paragraph',
    main: `<h1 class="first">Complete your profile</h1><form id="member-edit" method="post" action="/member/confirm"><legend>Additional Information</legend><ul><li><label for="mh">Username</label><input id="mh" name="members[handle]"></li><li><input type="submit" value="Continue"></li></ul></form>`,
    visible: [],
    wording: ['Complete your profile'],
    next: { text: 'Announcements', url: '/blog' },
  },
  {
    file: 'umbrella-tos.html',
    login: 'member',
    url: '/apps/tos',
    contentType: 'tos',
    bodyClass: 'page-apps tos',
    active: 'Terms',
    title: 'Terms',
    desc: 'terms page for a member',
    main: `<h1 class="first">Umbrella API terms</h1>${section('<p>Research use only. No bioweapons.</p>')}`,
    visible: ['Umbrella API terms', 'Research use only.'],
    next: { text: 'Questions', url: '/forum' },
  },
  {
    file: 'umbrella-account.html',
    login: 'dash',
    url: '/member/edit',
    contentType: 'accountManage',
    bodyClass: 'page-member edit',
    title: 'Account',
    desc: 'manage account; member with li.dashboard but no toggle (not an admin)',
    main: `<h1 class="first">Account</h1><div class="navigation"><ul><li><a href="/apps/mykeys">Keys</a></li><li><a href="/apps/myapps">Apps</a></li><li class="active"><a href="/member/edit">Account</a></li></ul></div>
<div class="section-menu actions"><ul><li><a class="change-email action" href="/member/email">E-mail</a></li><li><a class="change-password action" href="/member/passwd">Password</a></li><li><a class="public-profile action" href="/profile/profile/alice">Profile</a></li><li><a class="delete-self action" href="/member/remove">Leave</a></li></ul></div>
<div id="myaccount"><form id="member-edit" method="post" action="/member/edit"><legend>Account Information</legend><ul><li><label for="mf">First name</label><input id="mf" name="members[first_name]" value="Alice"></li><li><input type="submit" value="Save"></li></ul></form></div>`,
    visible: ['First name'],
    next: { text: 'Questions', url: '/forum' },
  },
];
