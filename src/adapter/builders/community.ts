// Screen builders of the community content group: forumAll, forumTopics, forumRecent, forumAddTopic,
// forumSingle, blogAll, blogSingle. Shared helpers and rules: ../screens.ts. The deploy bundle loads this
// module with the group's extractors (one chunk per group: ../lazy.ts, vite.portal.config.ts).
import type { ContentMap, ContentType, ForumComment } from '../../extract/types.ts';
import { isQueryPagination, pathOf } from '../urls.ts';
import type { CommentModel, LinkModel, PostModel, TopicModel } from '../types.ts';
import { BLOG_EXCERPT_LENGTH, dateModel, form, heading, link, nonEmpty, serverLinks, t, type Builders, type ScreenInput } from '../screens.ts';

function comment(input: ScreenInput<ContentType>, c: ForumComment): CommentModel {
  const authorName = nonEmpty(c.author);
  return {
    author: authorName ? link(authorName, c.authorUrl) : null,
    authorName,
    created: dateModel(c.created),
    edited: dateModel(c.edited),
    body: c.bodyHtml ? { html: c.bodyHtml } : null,
  };
}

function post(input: ScreenInput<ContentType>, p: ContentMap['blogAll']['posts'][number], readMore: boolean): PostModel {
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
    edit: link(t(input, bs.editPost), p.edit),
    commentCount: nonEmpty(p.commentCount),
    readMore: readMore && p.url
      ? { label: t(input, b.readMore), url: p.url, ariaLabel: title ? t(input, b.readMoreLabel, { title }) : undefined }
      : null,
  };
}

function topics(input: ScreenInput<ContentType>, list: ContentMap['forumTopics']['topics']): TopicModel[] {
  return list.filter((x) => x.title).map((x) => ({
    title: x.title,
    url: x.url,
    commentCount: x.commentCount,
    lastActive: dateModel(x.lastActive),
    edit: link(t(input, input.labels.forumTopics.editTopic), x.edit, { ariaLabel: `${t(input, input.labels.forumTopics.editTopic)}: ${x.title}` }),
  }));
}

/**
 * A list pager (blog, forum topics) from the server's #paging links. Paging by path (/blog/browse/2)
 * loads in place; paging by query (`?page=2`, spec §7) is a full load.
 */
function pager(links: readonly { label: string; url: string }[]): LinkModel[] {
  return links.map((l) => ({ label: l.label, url: l.url, reloadDocument: isQueryPagination(l.url) })).filter((l) => l.label && l.url);
}

export const communityBuilders = {
  forumAll: (input) => {
    const c = input.content;
    const f = input.labels.forumAll;
    return {
      ...heading(input, c.heading),
      categories: c.categories.filter((x) => x.title).map((x) => ({
        title: x.title,
        url: x.url,
        description: x.descriptionHtml ? { html: x.descriptionHtml } : null,
        topicCount: x.topicCount,
        commentCount: x.commentCount,
        lastTopic: x.lastTopic ? link(x.lastTopic.label, x.lastTopic.url) : null,
        lastActive: dateModel(x.lastActive),
      })),
      rss: link(t(input, f.rss), c.rss),
      empty: c.categories.length ? null : t(input, f.noCategories),
    };
  },
  forumTopics: (input) => {
    const c = input.content;
    const f = input.labels.forumTopics;
    const list = topics(input, c.topics);
    return {
      ...heading(input, c.heading ?? c.category),
      breadcrumbs: serverLinks(c.breadcrumbs),
      category: nonEmpty(c.category),
      topics: list,
      createTopic: link(t(input, f.newTopic), c.createTopic),
      rss: link(t(input, f.rss), c.rss),
      empty: list.length ? null : nonEmpty(c.emptyMessage) ?? t(input, f.noTopics),
      pagination: pager(c.pagination ?? []),
      paginationLabel: t(input, f.paginationLabel),
    };
  },
  forumRecent: (input) => {
    const c = input.content;
    const f = input.labels.forumRecent;
    const list = topics(input, c.topics);
    return {
      ...heading(input, c.heading),
      breadcrumbs: serverLinks(c.breadcrumbs),
      category: nonEmpty(c.category),
      topics: list,
      createTopic: link(t(input, input.labels.forumTopics.newTopic), c.createTopic),
      rss: link(t(input, input.labels.forumTopics.rss), c.rss),
      empty: list.length ? null : nonEmpty(c.emptyMessage) ?? t(input, f.noTopics),
      pagination: pager(c.pagination ?? []),
      paginationLabel: t(input, input.labels.forumTopics.paginationLabel),
    };
  },
  forumAddTopic: (input) => ({
    ...form(input, input.content),
    breadcrumbs: serverLinks(input.content.breadcrumbs),
    category: nonEmpty(input.content.category),
  }),
  forumSingle: (input) => {
    const c = input.content;
    const comments = c.comments.map((x) => comment(input, x));
    return {
      ...heading(input, c.subject ?? c.heading),
      breadcrumbs: serverLinks(c.breadcrumbs),
      comments,
      form: c.form,
      empty: comments.length ? null : t(input, input.labels.forumSingle.noComments),
    };
  },
  blogAll: (input) => {
    const c = input.content;
    const b = input.labels.blogAll;
    const posts = c.posts.filter((p) => p.title || p.contentHtml).map((p) => post(input, p, true));
    return {
      ...heading(input, c.heading),
      posts,
      excerptLength: BLOG_EXCERPT_LENGTH,
      // 'Older posts' (/blog/browse/2) loads in place; only query pagination (spec §7) is a full load
      pagination: pager(c.pagination),
      paginationLabel: t(input, b.paginationLabel),
      rss: link(t(input, b.rss), c.rss),
      empty: posts.length ? null : t(input, b.noPosts),
      bylineLabels: { postedBy: t(input, b.postedBy), postedOn: t(input, b.postedOn) },
    };
  },
  blogSingle: (input) => {
    const c = input.content;
    const b = input.labels.blogSingle;
    const p = c.post ? post(input, { ...c.post, url: c.post.url ?? pathOf(input.url) }, false) : null;
    return {
      ...heading(input, p?.title ?? c.heading),
      post: p,
      comments: c.comments.map((x) => comment(input, x)),
      bylineLabels: { postedBy: t(input, b.postedBy), postedOn: t(input, b.postedOn) },
      commentsHeading: t(input, b.comments),
    };
  },
} satisfies Partial<Builders>;
