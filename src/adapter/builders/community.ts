// Screen builders of the community content group: forumAll, forumTopics, forumRecent, forumAddTopic, and the
// parts the group's other builders share (posts, comments, breadcrumb trails, pagers): the pages that cut
// or split post bodies have modules of their own (blogList.ts: blogAll; postPages.ts: blogSingle,
// forumSingle), so the forum lists do not load that string work. Shared helpers and rules: helpers.ts. The
// deploy bundle loads this module with the group's extractors (one chunk per group: ../lazy.ts,
// vite.portal.config.ts).
import type { ContentMap, ContentType } from '../../model/pageData.ts';
import { isQueryPagination } from '../urls.ts';
import type { BreadcrumbModel, LinkModel, PostModel, TopicModel } from '../../model/screenModel.ts';
import {
  dateModel,
  form,
  heading,
  link,
  nonEmpty,
  serverLinks,
  expandLabel,
  type Builders,
  type ScreenInput,
} from './helpers.ts';

export function post(input: ScreenInput<ContentType>, p: ContentMap['blogAll']['posts'][number], readMore: boolean): PostModel {
  const title = nonEmpty(p.title);
  const authorName = nonEmpty(p.author);
  const b = input.labels.blogAll;
  const bs = input.labels.blogSingle;
  return {
    title,
    url: p.url,
    author: authorName ? link(authorName, p.authorUrl) : null,
    authorName,
    published: dateModel(p.published),
    body: p.contentHtml ? { html: p.contentHtml } : null,
    // the list shows an excerpt, the post page the whole body (set by their builders: blogList.ts, postPages.ts)
    bodySegments: [],
    excerpt: null,
    edit: link(expandLabel(input, bs.editPost), p.edit),
    commentCount: nonEmpty(p.commentCount),
    readMore:
      readMore && p.url
        ? {
            label: expandLabel(input, b.readMore),
            url: p.url,
            ariaLabel: title ? expandLabel(input, b.readMoreLabel, { title }) : undefined,
          }
        : null,
  };
}

function topics(input: ScreenInput<ContentType>, list: ContentMap['forumTopics']['topics']): TopicModel[] {
  return list
    .filter((x) => x.title)
    .map((x) => ({
      title: x.title,
      url: x.url,
      commentCount: x.commentCount,
      lastActive: dateModel(x.lastActive),
      category: x.category ? link(x.category.label, x.category.url) : null,
      lastBy: x.lastBy ? link(x.lastBy.label, x.lastBy.url) : null,
      edit: link(expandLabel(input, input.labels.forumTopics.editTopic), x.edit, {
        ariaLabel: `${expandLabel(input, input.labels.forumTopics.editTopic)}: ${x.title}`,
      }),
    }));
}

const pathKey = (url: string, base: string): string | null => {
  try {
    return decodeURI(new URL(url, base).pathname).replace(/\/+$/, '').toLowerCase();
    // Stryker disable next-line BlockStatement: equivalent — an unreadable URL's key would be undefined instead of null: it still differs from every readable path and equals every other unreadable one
  } catch {
    return null;
  }
};

/**
 * The forum's breadcrumb trail, whose last item is the current page. When the server's last crumb is not
 * this page (the add-topic form ends its trail with the category), the page's own heading is added as the
 * current, unlinked item.
 */
export function breadcrumbTrail(crumbs: readonly LinkModel[], heading: string | null, pageUrl: string): BreadcrumbModel[] {
  const items: BreadcrumbModel[] = crumbs.map((c) => ({ label: c.label, url: c.url }));
  const last = crumbs[crumbs.length - 1];
  const here = pathKey(pageUrl, pageUrl);
  if (heading && (!last || pathKey(last.url, pageUrl) !== here)) items.push({ label: heading, url: null });
  return items;
}

/**
 * A list pager (blog, forum topics) from the server's #paging links. Paging by path (/blog/browse/2)
 * loads in place; paging by query (`?page=2`) is a full load.
 */
export function pager(links: readonly { label: string; url: string }[]): LinkModel[] {
  return links
    .map((l) => ({ label: l.label, url: l.url, reloadDocument: isQueryPagination(l.url) }))
    .filter((l) => l.label && l.url);
}

export const communityBuilders = {
  forumAll: (input) => {
    const c = input.content;
    const f = input.labels.forumAll;
    return {
      ...heading(input, c.heading),
      categories: c.categories
        .filter((x) => x.title)
        .map((x) => ({
          title: x.title,
          url: x.url,
          description: x.descriptionHtml ? { html: x.descriptionHtml } : null,
          topicCount: x.topicCount,
          commentCount: x.commentCount,
          lastTopic: x.lastTopic ? link(x.lastTopic.label, x.lastTopic.url) : null,
          lastActive: dateModel(x.lastActive),
          edit: link(expandLabel(input, f.editCategory, { title: x.title }), x.edit ?? null),
        })),
      rss: link(expandLabel(input, f.rss), c.rss),
      recent: link(expandLabel(input, f.recentTopics), c.recent ?? null),
      empty: c.categories.length ? null : expandLabel(input, f.noCategories),
    };
  },
  forumTopics: (input) => {
    const c = input.content;
    const f = input.labels.forumTopics;
    const list = topics(input, c.topics);
    const title = heading(input, c.heading ?? c.category);
    return {
      ...title,
      breadcrumbs: breadcrumbTrail(serverLinks(c.breadcrumbs), title.heading, input.url),
      category: nonEmpty(c.category),
      topics: list,
      createTopic: link(expandLabel(input, f.newTopic), c.createTopic),
      rss: link(expandLabel(input, f.rss), c.rss),
      empty: list.length ? null : (nonEmpty(c.emptyMessage) ?? expandLabel(input, f.noTopics)),
      // Stryker disable next-line ArrayDeclaration: equivalent — pager drops entries without a label and URL (a string has neither)
      pagination: pager(c.pagination ?? []),
      paginationLabel: expandLabel(input, f.paginationLabel),
    };
  },
  forumRecent: (input) => {
    const c = input.content;
    const f = input.labels.forumRecent;
    const list = topics(input, c.topics);
    const title = heading(input, c.heading);
    return {
      ...title,
      breadcrumbs: breadcrumbTrail(serverLinks(c.breadcrumbs), title.heading, input.url),
      category: nonEmpty(c.category),
      topics: list,
      createTopic: link(expandLabel(input, input.labels.forumTopics.newTopic), c.createTopic),
      rss: link(expandLabel(input, input.labels.forumTopics.rss), c.rss),
      empty: list.length ? null : (nonEmpty(c.emptyMessage) ?? expandLabel(input, f.noTopics)),
      // Stryker disable next-line ArrayDeclaration: equivalent — pager drops entries without a label and URL (a string has neither)
      pagination: pager(c.pagination ?? []),
      paginationLabel: expandLabel(input, input.labels.forumTopics.paginationLabel),
    };
  },
  forumAddTopic: (input) => {
    const screen = form(input, input.content);
    return {
      ...screen,
      breadcrumbs: breadcrumbTrail(serverLinks(input.content.breadcrumbs), screen.heading, input.url),
      category: nonEmpty(input.content.category),
    };
  },
} satisfies Partial<Builders>;
