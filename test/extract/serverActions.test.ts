// "Never drop what the server offers" (issue 12 item 5): links and form actions that the themed screens
// used to lose are now read into the page data. The browser checks (test/browser/portal-actions.ts over
// every fixture, test/e2e/layout-matrix.spec.ts over the simulated portal) found them; these pin the extraction.
import { describe, expect, it } from 'vitest';
import { as, extract, SIGNED_IN } from './helpers.ts';

describe('server actions kept by extraction', () => {
  it("an editor's edit link: in the heading, else #header-edit (a link or a box holding one)", () => {
    const inHeading = extract({ main: '<h1 class="first">Pricing <a class="edit" href="/r/content/page/17">Edit</a></h1>' });
    expect(inHeading.context.edit).toBe('/r/content/page/17');
    expect(as(inHeading, 'page').content.heading).toBe('Pricing');
    const box = extract({
      main: '<h1 class="first">Docs</h1>',
      page: '<div id="header-edit"><a href="/r/content/docs/44">Edit this page</a></div>',
    });
    expect(box.context.edit).toBe('/r/content/docs/44');
    const plain = extract({
      main: '<h1 class="first">Docs</h1>',
      page: '<a id="header-edit" href="/r/content/docs/61">Edit</a>',
    });
    expect(plain.context.edit).toBe('/r/content/docs/61');
    expect(extract({ main: '<h1 class="first">Docs</h1>' }).context.edit).toBeNull();
    // never a scripted URL
    expect(
      extract({ main: '<h1 class="first">X <a class="edit" href="javascript:alert(1)">Edit</a></h1>' }).context.edit,
    ).toBeNull();
  });

  it("a help block's links (a plan's Terms) are kept beside its text", () => {
    const page = extract(
      {
        body: 'page-apps register',
        userNav: SIGNED_IN,
        main:
          '<h1 class="first">Register an Application</h1><div class="section"><div class="section-body">' +
          '<form id="application-edit" method="post" action="/apps/register"><ul>' +
          '<li><label for="a">Name</label><input id="a" name="applications[name]"></li>' +
          '<li><input type="checkbox" id="plans-31" name="plans[]" value="31"> <label for="plans-31">Weather — Basic</label>' +
          '<div class="descr"><p>2 calls per second. <a href="/apps/tos/31">Terms</a></p></div></li>' +
          '</ul><input type="submit" value="Register"></form></div></div>',
      },
      '/apps/register',
    );
    const form = as(page, 'appRegister').content.form!;
    const plan = form.fields.find((f) => f.name === 'plans[]')!;
    expect(plan.help).toBe('2 calls per second. Terms');
    expect(plan.helpLinks).toEqual([{ label: 'Terms', url: '/apps/tos/31', at: 20 }]);
    expect(form.fields.find((f) => f.name === 'applications[name]')!.helpLinks).toBeUndefined();
  });

  it('My Keys: the secrets-request link', () => {
    const page = extract(
      {
        body: 'page-apps mykeys',
        userNav: SIGNED_IN,
        main:
          '<h1 class="first">My Keys</h1><div class="actions"><a class="show-keys action" href="/apps/mykeys?showKeys=true">Show</a> ' +
          '<a class="request-secrets action" href="/member/request-display-key-info">Display shared secrets</a></div>',
      },
      '/apps/mykeys',
    );
    expect(as(page, 'accountKeys').content.requestSecrets).toBe('/member/request-display-key-info');
    const byPath = extract(
      {
        body: 'page-apps mykeys',
        userNav: SIGNED_IN,
        main: '<h1 class="first">My Keys</h1><p><a href="/member/request-display-key-info">secrets</a></p>',
      },
      '/apps/mykeys',
    );
    expect(as(byPath, 'accountKeys').content.requestSecrets).toBe('/member/request-display-key-info');
  });

  it('forum: recent-topics link, category edit, topic category and last commenter', () => {
    const all = extract(
      {
        body: 'page-forum',
        main:
          '<h1 class="first">Forum</h1><div class="section-menu"><ul><li class="recent-topics"><a href="/forum/recent">Recent topics</a></li></ul></div>' +
          '<ol class="categories"><li class="category"><h3 class="subject"><a href="/forum/topics/General">General</a></h3>' +
          '<a class="edit-category" href="/r/forum/category/2">Edit</a></li></ol>',
      },
      '/forum',
    );
    const content = as(all, 'forumAll').content;
    expect(content.recent).toBe('/forum/recent');
    expect(content.categories[0]!.edit).toBe('/r/forum/category/2');
    const recent = extract(
      {
        body: 'page-forum recent',
        main:
          '<h1 class="first">Recent topics</h1><ol class="topics"><li class="topic"><a class="subject" href="/forum/read/3">Rate limits?</a>' +
          ' <span class="category">in <a href="/forum/topics/General">General</a></span>' +
          '<span class="last-comment">by <a href="/profile/profile/amy">amy</a></span></li></ol>',
      },
      '/forum/recent',
    );
    const topic = as(recent, 'forumRecent').content.topics[0]!;
    expect(topic.category).toEqual({ label: 'General', url: '/forum/topics/General' });
    expect(topic.lastBy).toEqual({ label: 'amy', url: '/profile/profile/amy' });
  });

  it("a blog post's comment form", () => {
    const page = extract(
      {
        body: 'page-blog',
        userNav: SIGNED_IN,
        main:
          '<h1 class="first">Blog</h1><div class="section"><h2><a href="/blog/read/Launch">Launch</a></h2><div class="section-body"><p>Hi</p></div></div>' +
          '<form id="comment-add" method="post" action="/blog/read/Launch"><textarea name="comment"></textarea><input type="submit" value="Post"></form>',
      },
      '/blog/read/Launch',
    );
    const form = as(page, 'blogSingle').content.form!;
    expect(form.action).toBe('/blog/read/Launch');
    expect(form.fields.map((f) => f.name)).toEqual(['comment']);
  });

  it("a profile's activity table keeps each cell's link (through the URL rule)", () => {
    const page = extract(
      {
        body: 'page-profile',
        main:
          '<h1 class="first">View Member amy</h1><table class="recent-activity"><tr><td><a href="/forum/read/9">Cannot sign in</a></td>' +
          '<td>Sep 21</td></tr><tr><td><a href="javascript:alert(1)">x</a></td><td>Sep 20</td></tr></table>',
      },
      '/profile/profile/amy',
    );
    const activity = as(page, 'profile').content.activity!;
    expect(activity.rows[0]).toEqual(['Cannot sign in', 'Sep 21']);
    expect(activity.links).toEqual([
      ['/forum/read/9', null],
      [null, null],
    ]);
  });
});
