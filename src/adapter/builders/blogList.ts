// Screen builder of the blog's post list (blogAll): each post with an excerpt of its text (250 characters,
// docs/screens-content.md › Blog excerpts; cut here: src/lib/excerpt.ts), string work the group's other pages never
// need: a module of its own, loaded with the page (../lazy.ts). Shared parts: community.ts.
import { excerpt } from '../../lib/excerpt.ts';
import { pager, post } from './community.ts';
import { BLOG_EXCERPT_LENGTH, heading, link, expandLabel, type Builders } from './helpers.ts';

export const blogListBuilders = {
  blogAll: (input) => {
    const c = input.content;
    const b = input.labels.blogAll;
    const posts = c.posts
      .filter((p) => p.title || p.contentHtml)
      .map((p) => ({ ...post(input, p, true), excerpt: excerpt(p.contentHtml, BLOG_EXCERPT_LENGTH) }));
    return {
      ...heading(input, c.heading),
      posts,
      excerptLength: BLOG_EXCERPT_LENGTH,
      // 'Older posts' (/blog/browse/2) loads in place; only query pagination is a full load
      pagination: pager(c.pagination),
      paginationLabel: expandLabel(input, b.paginationLabel),
      rss: link(expandLabel(input, b.rss), c.rss),
      empty: posts.length ? null : expandLabel(input, b.noPosts),
      bylineLabels: { postedBy: expandLabel(input, b.postedBy), postedOn: expandLabel(input, b.postedOn) },
    };
  },
} satisfies Partial<Builders>;
