// The member profile (reference 3.9 `profile`): the name from the heading, blog / website / registered from the
// .user-information dl (dt hints first, else the evidenced order blog, website, registered — trap 5), the admin
// link and the activity table.
import { describe, expect, it } from 'vitest';
import { as, extract } from '../../../test/extract/helpers.ts';

const BLOG = '<a href="https://jdoe.example.net/blog">jdoe.example.net/blog</a>';
const SITE = '<a href="https://jdoe.example.net/">jdoe.example.net</a>';
const TWITTER = '<a href="https://twitter.example/jdoe">@jdoe</a>';
const ABBR = '<abbr title="2015-03-02T12:00:00Z">March 2, 2015</abbr>';
const REGISTERED = { value: '2015-03-02T12:00:00Z', text: 'March 2, 2015' };

function profilePage(main: string) {
  return as(extract({ body: 'page-profile', main }, '/profile/profile/jdoe'), 'profile');
}

/** The profile's dl: `[dt text or null (no dt), dd inner HTML]` pairs. */
function fields(...rows: [string | null, string][]) {
  const dl = rows.map(([dt, dd]) => `${dt === null ? '' : `<dt>${dt}</dt>`}<dd>${dd}</dd>`).join('');
  return profilePage(`<h1 class="first">View Member jdoe</h1><div class="user-information"><dl>${dl}</dl></div>`).content;
}

describe('profile: the name', () => {
  it.each([
    ['View Member jdoe', 'jdoe'],
    // the prefix without a name (the server's text with nothing after it)
    ['View Member', null],
    // a heading without the prefix (reworded portal) is the name as it stands
    ['jdoe', 'jdoe'],
  ])('heading %j → name %j', (h1, name) => {
    expect(profilePage(`<h1 class="first">${h1}</h1>`).content.name).toBe(name);
  });

  it('no heading: no name', () => {
    const p = profilePage('<div class="user-information"><dl><dt>Blog</dt><dd></dd></dl></div>');
    expect(p.content.name).toBeNull();
    expect(p.content.heading).toBeNull();
  });
});

describe('profile: blog, website, registered', () => {
  it('without dt labels: blog, website, registered by position (the blog link’s text says “blog”)', () => {
    expect(fields([null, BLOG], [null, SITE], [null, ABBR])).toMatchObject({
      blog: 'https://jdoe.example.net/blog',
      website: 'https://jdoe.example.net/',
      registered: REGISTERED,
    });
  });

  it('without a date element, the third dd is the registered date as printed', () => {
    expect(fields([null, BLOG], [null, SITE], [null, 'March 2, 2015'])).toMatchObject({
      blog: 'https://jdoe.example.net/blog',
      website: 'https://jdoe.example.net/',
      registered: { value: null, text: 'March 2, 2015' },
    });
  });

  it('a dd whose label is blank is the blog when the website is labelled', () => {
    expect(fields(['', BLOG], ['Website', SITE], ['Registered', ABBR])).toMatchObject({
      blog: 'https://jdoe.example.net/blog',
      website: 'https://jdoe.example.net/',
      registered: REGISTERED,
    });
  });

  it('a dd whose label is blank is the website when the blog is labelled', () => {
    expect(fields(['Blog', BLOG], ['', SITE], ['Registered', ABBR])).toMatchObject({
      blog: 'https://jdoe.example.net/blog',
      website: 'https://jdoe.example.net/',
      registered: REGISTERED,
    });
  });

  it('another labelled link (Twitter) is neither the blog nor the website', () => {
    expect(fields(['Website', SITE], ['Twitter', TWITTER], ['Registered', ABBR])).toMatchObject({
      blog: null,
      website: 'https://jdoe.example.net/',
    });
    expect(fields(['Blog', BLOG], ['Twitter', TWITTER], ['Registered', ABBR])).toMatchObject({
      blog: 'https://jdoe.example.net/blog',
      website: null,
    });
  });

  it('a blog link with a script URL is dropped and reported as the blog link', () => {
    const p = profilePage(
      '<h1 class="first">View Member jdoe</h1><div class="user-information"><dl><dt>Blog</dt><dd><a href="javascript:alert(1)">blog</a></dd></dl></div>',
    );
    expect(p.content.blog).toBeNull();
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what: 'blog link', scheme: 'javascript:' });
  });
});

describe('profile: admin link and activity', () => {
  it('an admin link with a script URL is dropped and reported as the admin link', () => {
    const p = profilePage(
      '<h1 class="first">View Member jdoe</h1><p><a href="javascript:open(\'/r/member/4411\')">Member record</a></p>',
    );
    expect(p.content.admin).toBeNull();
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what: 'admin link', scheme: 'javascript:' });
  });

  it('the activity table in a .recent-activity wrapper; not a copy the member wrote into a profile field', () => {
    const fake = '<div class="recent-activity"><table><tr><td>Fake</td><td>Jan 1</td></tr></table></div>';
    const c = profilePage(
      `<h1 class="first">View Member jdoe</h1><div class="user-information"><dl><dt>Blog</dt><dd>${fake}</dd></dl></div>` +
        '<div class="recent-activity"><table><tr><td>Posted in Forum</td><td>Apr 1</td></tr></table></div>',
    ).content;
    expect(c.activity).toEqual({ caption: null, head: null, rows: [['Posted in Forum', 'Apr 1']], links: [[null, null]] });
  });
});

describe('profile: fields in another order (trap 5: positions shift, dt text is a hint)', () => {
  it('a labelled website after the registered date is still the website', () => {
    expect(fields(['Blog', BLOG], ['Registered', ABBR], ['Website', SITE])).toMatchObject({
      blog: 'https://jdoe.example.net/blog',
      website: 'https://jdoe.example.net/',
      registered: REGISTERED,
    });
  });

  it('the date first, then blog and website without labels: blog and website by their order', () => {
    expect(fields([null, ABBR], [null, BLOG], [null, SITE])).toMatchObject({
      blog: 'https://jdoe.example.net/blog',
      website: 'https://jdoe.example.net/',
      registered: REGISTERED,
    });
  });
});
