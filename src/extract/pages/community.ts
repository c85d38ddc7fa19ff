// Forum (§3.4, §4.7) and blog (§3.5). All of this is user-controlled content: text stays text, HTML
// stays in *Html fields for the sanitiser, links go through the URL rule.

import { detachedCopy, html, intIn, kids, q, qa, text, textOrNull } from '../dom.ts';
import { dateOf, hrefOf, linkOf, safe, selfUrl, type X } from '../ctx.ts';
import { formContent, formOf, prose } from './common.ts';
import { mainForm } from '../detect.ts';
import type {
  BlogListContent, BlogPost, BlogSingleContent, ForumAddTopicContent, ForumAllContent, ForumCategory, ForumComment,
  ForumSingleContent, ForumTopic, ForumTopicsContent, Link,
} from '../types.ts';

function rss(x: X): string | null {
  return hrefOf(x, q(x.main, 'a.rss') ?? q(x.main, '.rss'), 'rss link');
}

/** Breadcrumb items; an item without a link is the current page. */
function breadcrumbs(x: X): Link[] {
  return qa(x.main, '.breadcrumbs li').map((li) => linkOf(x, li) ?? { label: text(li), url: selfUrl(x) }).filter((l) => l.label);
}

/** Items of a list container: its direct li children (any list tag), else matching descendants. */
function items(x: X, list: string, item: string): Element[] {
  const lists = qa(x.main, list);
  const found = lists.flatMap((l) => kids(l, 'LI'));
  return found.length ? found : qa(x.main, item);
}

function count(el: Element | null): number | null {
  return el ? intIn(text(el)) : null;
}

export function forumAll(x: X): ForumAllContent {
  const categories: ForumCategory[] = [];
  items(x, 'ol.categories, ul.categories', 'li.category, .category').forEach((li, i) =>
    safe(x, `category ${i + 1}`, () => {
      const subject = q(li, '.subject') ?? q(li, 'h3, h2');
      const a = subject ? q(subject, 'a[href]') ?? (subject.matches('a[href]') ? subject : null) : null;
      categories.push({
        title: text(subject) || text(a),
        url: hrefOf(x, a, 'category link'),
        descriptionHtml: html(q(li, '.description')),
        topicCount: count(q(li, '.topic-count')),
        commentCount: count(q(li, '.comment-count')),
        lastTopic: linkOf(x, q(li, '.last-topic')),
        lastActive: dateOf(q(li, '.last-active')),
      });
    }, undefined),
  );
  return { ...prose(x), categories, rss: rss(x) };
}

/** The blog's and the forum topic list's pager: the links of `#paging` (text + href), in order. */
function paging(x: X): Link[] {
  const box = q(x.main, '#paging') ?? x.doc.getElementById('paging');
  return qa(box, 'a[href]').map((a) => linkOf(x, a)).filter((l): l is Link => !!l);
}

export function forumTopics(x: X): ForumTopicsContent {
  const topics: ForumTopic[] = [];
  items(x, 'ol.topics, ul.topics', 'li.topic').forEach((li, i) =>
    safe(x, `topic ${i + 1}`, () => {
      const subject = q(li, '.subject') ?? q(li, 'a[href]');
      topics.push({
        title: text(subject),
        url: hrefOf(x, subject, 'topic link'),
        commentCount: count(q(li, '.comment-count')),
        lastActive: dateOf(q(li, '.last-active') ?? q(li, '.last-comment')),
        edit: hrefOf(x, q(li, '.edit-topic'), 'edit link'),
      });
    }, undefined),
  );
  const crumbs = breadcrumbs(x);
  return {
    ...prose(x),
    breadcrumbs: crumbs,
    category: crumbs.length > 1 ? crumbs[crumbs.length - 1]!.label : null,
    topics,
    createTopic: hrefOf(x, q(x.main, '.create-new'), 'new-topic link'),
    rss: rss(x),
    emptyMessage: textOrNull(q(x.main, '.no-topics')),
    pagination: paging(x),
  };
}

export function forumAddTopic(x: X): ForumAddTopicContent {
  const crumbs = breadcrumbs(x);
  return {
    ...formContent(x, 'form#topic-add'),
    breadcrumbs: crumbs,
    category: crumbs.length ? crumbs[crumbs.length - 1]!.label : null,
  };
}

function comments(x: X): ForumComment[] {
  const out: ForumComment[] = [];
  items(x, 'ol.comments, ul.comments', '.comment').forEach((li, i) =>
    safe(x, `comment ${i + 1}`, () => {
      const who = q(li, '.user-reference');
      const body = q(li, '.comment-body');
      const stamp = q(li, '.timestamp');
      let bodyHtml = html(body);
      if (!body) {
        const c = detachedCopy(li);
        for (const r of qa(c, '.comment-meta, .comment-header, .user-reference, .timestamp, .edit-timestamp, .comment-tags, .subject')) r.remove();
        bodyHtml = html(c);
      }
      out.push({
        author: textOrNull(q(who, 'a') ?? who),
        authorUrl: hrefOf(x, who, 'author link'),
        created: dateOf(stamp ?? q(li, '.comment-meta abbr, .comment-meta time')),
        edited: dateOf(q(li, '.edit-timestamp')),
        bodyHtml,
      });
    }, undefined),
  );
  return out;
}

export function forumSingle(x: X): ForumSingleContent {
  const form = mainForm(x.main);
  return {
    ...prose(x),
    breadcrumbs: breadcrumbs(x),
    subject: textOrNull(q(x.main, 'h3.subject') ?? q(x.main, '.subject')),
    comments: comments(x),
    form: formOf(x, form),
  };
}

// -------------------------------------------------------------------------------------------------
// Blog

function postOf(x: X, section: Element): BlogPost {
  const h = q(section, 'h2') ?? q(section, 'h3');
  const a = q(h, 'a[href]');
  const who = q(section, '.user-reference');
  const meta = q(section, '.section-meta');
  return {
    title: textOrNull(h),
    url: hrefOf(x, a, 'post link'),
    author: textOrNull(q(who, 'a') ?? who),
    authorUrl: hrefOf(x, who, 'author link'),
    contentHtml: html(q(section, '.section-body')),
    published: dateOf(q(section, '.timestamp') ?? q(meta, 'abbr, time')),
    edit: hrefOf(x, q(section, '.section-menu a.edit') ?? q(section, 'a.edit'), 'edit link'),
    commentCount: textOrNull(q(section, '.comment-count')),
  };
}

function posts(x: X): Element[] {
  return qa(x.main, '.section').filter((s) => !s.parentElement?.closest('.section') && (q(s, 'h2, h3') || q(s, '.section-body')));
}

export function blogAll(x: X): BlogListContent {
  const list: BlogPost[] = [];
  posts(x).forEach((s, i) => safe(x, `post ${i + 1}`, () => list.push(postOf(x, s)), undefined));
  return { ...prose(x), posts: list, pagination: paging(x), rss: rss(x) };
}

export function blogSingle(x: X): BlogSingleContent {
  const section = posts(x)[0];
  const post = section ? safe(x, 'post', () => postOf(x, section), null) : null;
  if (post && !post.url) post.url = selfUrl(x);
  if (!section) x.problems.push('no blog post section');
  return { ...prose(x), post, comments: comments(x) };
}
