// Screen builders of the community group's pages that show a post in full with its comments: blogSingle and
// forumSingle. Their bodies are split for rendering here (../bodySegments.ts), string work the group's list
// pages never need: a module of its own, loaded with the page (../lazy.ts). Shared parts: community.ts.
import type { ForumComment } from '../../model/pageData.ts';
import type { CommentModel } from '../../model/screenModel.ts';
import { segmentBody } from '../bodySegments.ts';
import { pathOf } from '../urls.ts';
import { breadcrumbTrail, post } from './community.ts';
import { dateModel, heading, link, nonEmpty, serverLinks, expandLabel, type Builders } from './helpers.ts';

function comment(c: ForumComment): CommentModel {
  const authorName = nonEmpty(c.author);
  return {
    author: authorName ? link(authorName, c.authorUrl) : null,
    authorName,
    created: dateModel(c.created),
    edited: dateModel(c.edited),
    body: c.bodyHtml ? { html: c.bodyHtml } : null,
    // a comment's headings are its own: no page heading to repeat, only the one-h1 demotion
    // Stryker disable next-line ObjectLiteral: equivalent — segmentBody reads an absent markdown as false, and an absent pageHeading as none
    bodySegments: segmentBody(c.bodyHtml, { markdown: false }),
  };
}

export const postPageBuilders = {
  forumSingle: (input) => {
    const c = input.content;
    const comments = c.comments.map((x) => comment(x));
    const title = heading(input, c.subject ?? c.heading);
    return {
      ...title,
      breadcrumbs: breadcrumbTrail(serverLinks(c.breadcrumbs), title.heading, input.url),
      comments,
      form: c.form,
      empty: comments.length ? null : expandLabel(input, input.labels.forumSingle.noComments),
    };
  },
  blogSingle: (input) => {
    const c = input.content;
    const b = input.labels.blogSingle;
    const p = c.post ? post(input, { ...c.post, url: c.post.url ?? pathOf(input.url) }, false) : null;
    const title = heading(input, p?.title ?? c.heading);
    return {
      ...title,
      // the post's title is the page heading: a first body heading repeating it is dropped
      post: p && {
        ...p,
        // Stryker disable next-line OptionalChaining: equivalent — this runs only with a post (p is null without c.post)
        bodySegments: segmentBody(c.post?.contentHtml, {
          markdown: false,
          pageHeading: title.headingHidden ? null : title.heading,
        }),
      },
      comments: c.comments.map((x) => comment(x)),
      bylineLabels: { postedBy: expandLabel(input, b.postedBy), postedOn: expandLabel(input, b.postedOn) },
      commentsHeading: expandLabel(input, b.comments),
      form: c.form ?? null,
      formHeading: expandLabel(input, b.addComment),
    };
  },
} satisfies Partial<Builders>;
