// Forum (§3.4, §4.7) and blog (§3.5). All of this is user-controlled content: text stays text, HTML
// stays in *Html fields for the sanitiser, links go through the URL rule.

import { detachedCopy, html, intIn, kids, queryOne, queryAll, text, textOrNull, USER_CONTENT } from '../dom.ts';
import { dateOf, hrefOf, linkOf, safe, selfUrl, type ExtractionContext } from '../extractionContext.ts';
import { formContent, formOf, prose } from './common.ts';
import { mainForm } from '../detect.ts';
import type {
  BlogListContent,
  BlogPost,
  BlogSingleContent,
  ForumAddTopicContent,
  ForumAllContent,
  ForumCategory,
  ForumComment,
  ForumSingleContent,
  ForumTopic,
  ForumTopicsContent,
  Link,
} from '../../model/pageData.ts';
import type { ExtractorTable } from '../contentExtractor.ts';

function rss(context: ExtractionContext): string | null {
  return hrefOf(context, queryOne(context.main, 'a.rss') ?? queryOne(context.main, '.rss'), 'rss link');
}

/** Breadcrumb items; an item without a link is the current page. */
function breadcrumbs(context: ExtractionContext): Link[] {
  return queryAll(context.main, '.breadcrumbs li')
    .map((li) => linkOf(context, li) ?? { label: text(li), url: selfUrl(context) })
    .filter((l) => l.label);
}

/** Items of a list container: its direct li children (any list tag), else matching descendants. */
function items(context: ExtractionContext, list: string, item: string): Element[] {
  const lists = queryAll(context.main, list);
  const found = lists.flatMap((l) => kids(l, 'LI'));
  return found.length ? found : queryAll(context.main, item);
}

function count(el: Element | null): number | null {
  return el ? intIn(text(el)) : null;
}

export function forumAll(context: ExtractionContext): ForumAllContent {
  const categories: ForumCategory[] = [];
  items(context, 'ol.categories, ul.categories', 'li.category, .category').forEach((li, i) =>
    safe(
      context,
      `category ${i + 1}`,
      () => {
        const subject = queryOne(li, '.subject') ?? queryOne(li, 'h3, h2');
        const a = subject ? (queryOne(subject, 'a[href]') ?? (subject.matches('a[href]') ? subject : null)) : null;
        categories.push({
          title: text(subject) || text(a),
          url: hrefOf(context, a, 'category link'),
          descriptionHtml: html(queryOne(li, '.description')),
          topicCount: count(queryOne(li, '.topic-count')),
          commentCount: count(queryOne(li, '.comment-count')),
          lastTopic: linkOf(context, queryOne(li, '.last-topic')),
          lastActive: dateOf(queryOne(li, '.last-active')),
          edit: hrefOf(context, queryOne(li, '.edit-category') ?? queryOne(li, 'a.edit'), 'edit link'),
        });
      },
      undefined,
    ),
  );
  const recent =
    queryOne(context.main, '.section-menu .recent-topics a[href]') ??
    queryOne(context.main, '.section-menu a[href*="/forum/recent"]');
  return { ...prose(context), categories, rss: rss(context), recent: hrefOf(context, recent, 'recent topics link') };
}

/** The blog's and the forum topic list's pager: the links of `#paging` (text + href), in order. */
function paging(context: ExtractionContext): Link[] {
  const box = queryOne(context.main, '#paging') ?? context.doc.getElementById('paging');
  return queryAll(box, 'a[href]')
    .map((a) => linkOf(context, a))
    .filter((l): l is Link => !!l);
}

export function forumTopics(context: ExtractionContext): ForumTopicsContent {
  const topics: ForumTopic[] = [];
  items(context, 'ol.topics, ul.topics', 'li.topic').forEach((li, i) =>
    safe(
      context,
      `topic ${i + 1}`,
      () => {
        const subject = queryOne(li, '.subject') ?? queryOne(li, 'a[href]');
        topics.push({
          title: text(subject),
          url: hrefOf(context, subject, 'topic link'),
          commentCount: count(queryOne(li, '.comment-count')),
          lastActive: dateOf(queryOne(li, '.last-active') ?? queryOne(li, '.last-comment')),
          edit: hrefOf(context, queryOne(li, '.edit-topic'), 'edit link'),
          category: linkOf(context, queryOne(li, '.category a[href]')),
          lastBy: linkOf(context, queryOne(li, '.last-comment a[href]')),
        });
      },
      undefined,
    ),
  );
  const crumbs = breadcrumbs(context);
  return {
    ...prose(context),
    breadcrumbs: crumbs,
    category: crumbs.length > 1 ? crumbs[crumbs.length - 1]!.label : null,
    topics,
    createTopic: hrefOf(context, queryOne(context.main, '.create-new'), 'new-topic link'),
    rss: rss(context),
    emptyMessage: textOrNull(queryOne(context.main, '.no-topics')),
    pagination: paging(context),
  };
}

export function forumAddTopic(context: ExtractionContext): ForumAddTopicContent {
  const crumbs = breadcrumbs(context);
  return {
    ...formContent(context, 'form#topic-add'),
    breadcrumbs: crumbs,
    category: crumbs.length ? crumbs[crumbs.length - 1]!.label : null,
  };
}

function comments(context: ExtractionContext): ForumComment[] {
  const out: ForumComment[] = [];
  items(context, 'ol.comments, ul.comments', '.comment').forEach((li, i) =>
    safe(
      context,
      `comment ${i + 1}`,
      () => {
        const who = queryOne(li, '.user-reference');
        const body = queryOne(li, '.comment-body');
        const stamp = queryOne(li, '.timestamp');
        let bodyHtml = html(body);
        if (!body) {
          const c = detachedCopy(li);
          for (const r of queryAll(
            c,
            '.comment-meta, .comment-header, .user-reference, .timestamp, .edit-timestamp, .comment-tags, .subject',
          ))
            r.remove();
          bodyHtml = html(c);
        }
        out.push({
          author: textOrNull(queryOne(who, 'a') ?? who),
          authorUrl: hrefOf(context, who, 'author link'),
          created: dateOf(stamp ?? queryOne(li, '.comment-meta abbr, .comment-meta time')),
          edited: dateOf(queryOne(li, '.edit-timestamp')),
          bodyHtml,
        });
      },
      undefined,
    ),
  );
  return out;
}

export function forumSingle(context: ExtractionContext): ForumSingleContent {
  const form = mainForm(context.main);
  return {
    ...prose(context),
    breadcrumbs: breadcrumbs(context),
    subject: textOrNull(queryOne(context.main, 'h3.subject') ?? queryOne(context.main, '.subject')),
    comments: comments(context),
    form: formOf(context, form),
  };
}

// -------------------------------------------------------------------------------------------------
// Blog

function postOf(context: ExtractionContext, section: Element): BlogPost {
  const h = queryOne(section, 'h2') ?? queryOne(section, 'h3');
  const a = queryOne(h, 'a[href]');
  const who = queryOne(section, '.user-reference');
  const meta = queryOne(section, '.section-meta');
  return {
    title: textOrNull(h),
    url: hrefOf(context, a, 'post link'),
    author: textOrNull(queryOne(who, 'a') ?? who),
    authorUrl: hrefOf(context, who, 'author link'),
    contentHtml: html(queryOne(section, '.section-body')),
    published: dateOf(queryOne(section, '.timestamp') ?? queryOne(meta, 'abbr, time')),
    // the editor's link: in the post's menu, else any a.edit of the post's own markup — not one in its body
    // or in comments (content: a link there named "edit" is no editor action)
    edit: hrefOf(
      context,
      queryOne(section, '.section-menu a.edit') ?? queryAll(section, 'a.edit').find((a) => !a.closest(USER_CONTENT)) ?? null,
      'edit link',
    ),
    commentCount: textOrNull(queryOne(section, '.comment-count')),
  };
}

function posts(context: ExtractionContext): Element[] {
  return queryAll(context.main, '.section').filter(
    (s) => !s.parentElement?.closest('.section') && (queryOne(s, 'h2, h3') || queryOne(s, '.section-body')),
  );
}

export function blogAll(context: ExtractionContext): BlogListContent {
  const list: BlogPost[] = [];
  posts(context).forEach((s, i) => safe(context, `post ${i + 1}`, () => list.push(postOf(context, s)), undefined));
  return { ...prose(context), posts: list, pagination: paging(context), rss: rss(context) };
}

export function blogSingle(context: ExtractionContext): BlogSingleContent {
  const section = posts(context)[0];
  const post = section ? safe(context, 'post', () => postOf(context, section), null) : null;
  if (post && !post.url) post.url = selfUrl(context);
  if (!section) context.problems.push({ kind: 'missing', what: 'blog post section' });
  return { ...prose(context), post, comments: comments(context), form: formOf(context, mainForm(context.main)) };
}

// ---------------------------------------------------------------------------------------------
// The group's extractors (contentExtractor.ts)

export const extractors: ExtractorTable<'community'> = {
  forumAll,
  forumTopics,
  forumAddTopic,
  forumSingle,
  forumRecent: forumTopics,
  blogAll,
  blogSingle,
};
