// Forum and blog. All of this is user-controlled content: text stays text, HTML
// stays in *Html fields for the sanitiser, links go through the URL rule. And the page's own parts (the
// reply form, breadcrumbs, the new-topic, recent-topics, RSS and pager links, a comment's author and dates) are read
// outside what users wrote: markup posted into a comment, a topic subject or a post body is content, never
// the page's (a comment's <form> became the reply form, its <ol class="comments"> a comment of its own).

/** What users write on forum pages: comments, topic subjects, category descriptions. */
const FORUM_CONTENT = `${COMMENTS}, .topic .subject, .category .description`;
/** … and on blog pages: the posts' bodies too. */
const BLOG_CONTENT = `${COMMENTS}, .section-body`;

import {
  COMMENTS,
  detachedCopy,
  html,
  intIn,
  kids,
  queryAllOutside,
  queryOne,
  queryOneOutside,
  queryAll,
  text,
  textOrNull,
  USER_CONTENT,
} from '../dom.ts';
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

function rss(context: ExtractionContext, content: string): string | null {
  const { main } = context;
  return hrefOf(context, queryOneOutside(main, 'a.rss', content) ?? queryOneOutside(main, '.rss', content), 'rss link');
}

/** Breadcrumb items (the page's own trail); an item without a link is the current page. */
function breadcrumbs(context: ExtractionContext): Link[] {
  const trail = queryOneOutside(context.main, '.breadcrumbs', FORUM_CONTENT);
  return queryAllOutside(trail, 'li', FORUM_CONTENT)
    .map((li) => linkOf(context, li) ?? { label: text(li), url: selfUrl(context) })
    .filter((l) => l.label);
}

/**
 * Items of the page's list: the direct li children of the outermost lists (any list tag), else the
 * outermost matching elements — a list a user wrote into an item is part of that item.
 */
function items(context: ExtractionContext, list: string, item: string): Element[] {
  const lists = queryAllOutside(context.main, list, `${list}, ${FORUM_CONTENT}`);
  const found = lists.flatMap((l) => kids(l, 'LI'));
  return found.length ? found : queryAllOutside(context.main, item, `${item}, ${FORUM_CONTENT}`);
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
        // the category's own parts: not those in its description
        const own = (sel: string) => queryOneOutside(li, sel, '.description');
        const subject = own('.subject') ?? own('h3, h2');
        const a = subject ? (queryOne(subject, 'a[href]') ?? (subject.matches('a[href]') ? subject : null)) : null;
        categories.push({
          title: text(subject) || text(a),
          url: hrefOf(context, a, 'category link'),
          descriptionHtml: html(queryOne(li, '.description')),
          topicCount: count(own('.topic-count')),
          commentCount: count(own('.comment-count')),
          lastTopic: linkOf(context, own('.last-topic')),
          lastActive: dateOf(own('.last-active')),
          edit: hrefOf(context, own('.edit-category, a.edit'), 'edit link'),
        });
      },
      undefined,
    ),
  );
  const recent =
    queryOneOutside(context.main, '.section-menu .recent-topics a[href]', FORUM_CONTENT) ??
    queryOneOutside(context.main, '.section-menu a[href*="/forum/recent"]', FORUM_CONTENT);
  return {
    ...prose(context),
    categories,
    rss: rss(context, FORUM_CONTENT),
    recent: hrefOf(context, recent, 'recent topics link'),
  };
}

/** The blog's and the forum topic list's pager: the links of `#paging` (text + href), in order. */
function paging(context: ExtractionContext, content: string): Link[] {
  const anywhere = context.doc.getElementById('paging');
  const box =
    queryOneOutside(context.main, '#paging', content) ?? (anywhere && !context.main?.contains(anywhere) ? anywhere : null);
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
        // the topic's own parts: not those in its subject (what the member typed)
        const own = (sel: string) => queryOneOutside(li, sel, '.subject');
        const subject = queryOne(li, '.subject') ?? queryOne(li, 'a[href]');
        topics.push({
          title: text(subject),
          url: hrefOf(context, subject, 'topic link'),
          commentCount: count(own('.comment-count')),
          lastActive: dateOf(own('.last-active') ?? own('.last-comment')),
          edit: hrefOf(context, own('.edit-topic'), 'edit link'),
          category: linkOf(context, own('.category a[href]')),
          lastBy: linkOf(context, own('.last-comment a[href]')),
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
    createTopic: hrefOf(context, queryOneOutside(context.main, '.create-new', FORUM_CONTENT), 'new-topic link'),
    rss: rss(context, FORUM_CONTENT),
    emptyMessage: textOrNull(queryOneOutside(context.main, '.no-topics', FORUM_CONTENT)),
    pagination: paging(context, FORUM_CONTENT),
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
        // the comment's own parts: not those inside its body or a list nested in it
        const own = (sel: string) => queryOneOutside(li, sel, COMMENTS);
        const who = own('.user-reference');
        const body = queryOneOutside(li, '.comment-body', COMMENTS);
        const stamp = own('.timestamp');
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
          created: dateOf(stamp ?? own('.comment-meta abbr, .comment-meta time')),
          edited: dateOf(own('.edit-timestamp')),
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
    subject: textOrNull(
      queryOneOutside(context.main, 'h3.subject', COMMENTS) ?? queryOneOutside(context.main, '.subject', COMMENTS),
    ),
    comments: comments(context),
    form: formOf(context, form),
  };
}

// -------------------------------------------------------------------------------------------------
// Blog

function postOf(context: ExtractionContext, section: Element): BlogPost {
  // the post's own title and meta: not a heading or a "By …" in its body or in a comment
  const own = (sel: string) => queryOneOutside(section, sel, BLOG_CONTENT);
  const h = own('h2') ?? own('h3');
  const a = queryOne(h, 'a[href]');
  const who = own('.user-reference');
  const meta = own('.section-meta');
  return {
    title: textOrNull(h),
    url: hrefOf(context, a, 'post link'),
    author: textOrNull(queryOne(who, 'a') ?? who),
    authorUrl: hrefOf(context, who, 'author link'),
    contentHtml: html(queryOneOutside(section, '.section-body', BLOG_CONTENT)),
    published: dateOf(own('.timestamp') ?? queryOne(meta, 'abbr, time')),
    // the editor's link: in the post's menu, else any a.edit of the post's own markup — not one in its body
    // or in comments (content: a link there named "edit" is no editor action)
    edit: hrefOf(
      context,
      own('.section-menu a.edit') ?? queryAll(section, 'a.edit').find((a) => !a.closest(USER_CONTENT)) ?? null,
      'edit link',
    ),
    commentCount: textOrNull(own('.comment-count')),
  };
}

/** The posts: the outermost `.section`s of #main that are not in a comment. */
function posts(context: ExtractionContext): Element[] {
  return queryAllOutside(context.main, '.section', `.section, ${COMMENTS}`).filter(
    (s) => queryOne(s, 'h2, h3') || queryOne(s, '.section-body'),
  );
}

export function blogAll(context: ExtractionContext): BlogListContent {
  const list: BlogPost[] = [];
  posts(context).forEach((s, i) => safe(context, `post ${i + 1}`, () => list.push(postOf(context, s)), undefined));
  return { ...prose(context), posts: list, pagination: paging(context, BLOG_CONTENT), rss: rss(context, BLOG_CONTENT) };
}

export function blogSingle(context: ExtractionContext): BlogSingleContent {
  const section = posts(context)[0];
  const post = section ? safe(context, 'post', () => postOf(context, section), null) : null;
  if (post && !post.url) post.url = selfUrl(context);
  if (!section) context.problems.push({ kind: 'missing', what: 'blog post section' });
  return {
    ...prose(context),
    post,
    comments: comments(context),
    form: formOf(context, mainForm(context.main, '.section-body')),
  };
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
