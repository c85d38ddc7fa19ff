// The content screens' props: prose pages (not found, no access, page, terms), docs, interactive docs,
// search, blog, forum and profile — the screens of the deploy build's `content` file (vite.portal.config.ts ›
// CONTENT_SCREENS). Part of the ScreenModel: src/model/screenModel.ts puts the parts together
// (ScreenPropsMap names each content type's props).
import type { FormModel, IoDocsContent, SearchState, TableData } from '../pageData.ts';
import type {
  BodySegment,
  BreadcrumbModel,
  DateModel,
  FormScreen,
  LinkModel,
  NavModel,
  RichText,
  ScreenHeading,
  TextTemplate,
} from './shared.ts';
import type { SearchBoxModel } from './layout.ts';

/** fourOhFour, noAccess (and page, tos, docs: ContentPageScreen): heading and a body (server HTML, or a rich label). */
export interface ProseScreen extends ScreenHeading {
  body: RichText | null;
  /** render `body` as Markdown (settings.markdown and no `noMarkdown` global) */
  markdown: boolean;
}

/** page, tos: a prose page whose body is rendered by parts (Markdown, server HTML, code samples). */
export interface ContentPageScreen extends ProseScreen {
  /**
   * `body` split for rendering: with the page's one h1 kept (a first body heading repeating the heading is
   * dropped, body headings move down a level when the body has an h1 of its own); [] without a body
   */
  bodySegments: BodySegment[];
}

export interface NoAccessScreen extends ProseScreen {
  signin: LinkModel | null;
  register: LinkModel | null;
}

export interface DocsScreen extends ContentPageScreen {
  /** side navigation ('In the Docs'), current page marked by cleaned-URL comparison */
  nav: NavModel;
  /** the pages before and after this one in the docs navigation (null at the ends, both null when not listed) */
  pager: { label: string; previousLabel: string; nextLabel: string; previous: LinkModel | null; next: LinkModel | null };
  /** the body's headings: "On this page" list and copy-link buttons */
  headings: HeadingAnchorsModel;
}

/** Labels of the heading anchors and the "On this page" list of a content body. */
export interface HeadingAnchorsModel {
  /** heading and landmark name of the list */
  toc: string;
  /** copy-link button name, split at `heading` (the heading's text, known when rendered) */
  copyLink: TextTemplate<'heading'>;
  copied: string;
  failed: string;
}

export interface IoDocsScreen extends ScreenHeading {
  intro: RichText | null;
  /** the extracted console data: APIs → endpoints → methods, schemas, credentials */
  data: IoDocsContent;
}

export interface SearchResultModel {
  title: string;
  url: string | null;
  summary: string;
}

export interface SearchScreen extends ScreenHeading {
  state: SearchState;
  form: SearchBoxModel;
  results: SearchResultModel[];
  /** terms to highlight in summaries: the query's words and the terms the server marked */
  terms: string[];
  /** 'Showing 11 to 20 of 42 results' (null when the counts are unknown or there are no results) */
  meta: string | null;
  /** position of the first result on this page in the whole result set (numbers the list); null when unknown */
  first: number | null;
  /** 'Your search for "x" returned no results.' (noResults state only) */
  noResults: string | null;
  previous: LinkModel | null;
  next: LinkModel | null;
  resultsLabel: string;
  paginationLabel: string;
}

export interface PostModel {
  title: string | null;
  url: string | null;
  /** author as a profile link when the server linked it */
  author: LinkModel | null;
  authorName: string | null;
  published: DateModel | null;
  body: RichText | null;
  /** the blog post page: `body` split for rendering, below the post's title; [] in the blog list */
  bodySegments: BodySegment[];
  /** the blog list: the start of the post's text (excerptLength characters); null on the post's own page */
  excerpt: ExcerptModel | null;
  edit: LinkModel | null;
  commentCount: string | null;
  /** 'Read more' (accessible name 'Read more: <title>') */
  readMore: LinkModel | null;
}

export interface ExcerptModel {
  /** the start of the post's visible text, as text */
  text: string;
  /** the text goes on: the screen adds labels.blogAll.ellipsis */
  truncated: boolean;
}

export interface BlogAllScreen extends ScreenHeading {
  posts: PostModel[];
  /** excerpt length in characters (spec: 250) */
  excerptLength: number;
  pagination: LinkModel[];
  paginationLabel: string;
  rss: LinkModel | null;
  empty: string | null;
  bylineLabels: { postedBy: string; postedOn: string };
}

export interface CommentModel {
  author: LinkModel | null;
  authorName: string | null;
  created: DateModel | null;
  edited: DateModel | null;
  body: RichText | null;
  /** `body` split for rendering */
  bodySegments: BodySegment[];
}

export interface BlogSingleScreen extends ScreenHeading {
  post: PostModel | null;
  comments: CommentModel[];
  bylineLabels: { postedBy: string; postedOn: string };
  commentsHeading: string;
  /** the server's comment form (when it offers one) and its heading */
  form: FormModel | null;
  formHeading: string;
}

export interface ForumAllScreen extends ScreenHeading {
  categories: {
    title: string;
    url: string | null;
    description: RichText | null;
    topicCount: number | null;
    commentCount: number | null;
    lastTopic: LinkModel | null;
    lastActive: DateModel | null;
    /** editors: the category's edit link */
    edit: LinkModel | null;
  }[];
  rss: LinkModel | null;
  /** the server's link to the recent topics of every category */
  recent: LinkModel | null;
  empty: string | null;
}

export interface TopicModel {
  title: string;
  url: string | null;
  commentCount: number | null;
  lastActive: DateModel | null;
  edit: LinkModel | null;
  /** the topic's category (recent topics list every category's) */
  category: LinkModel | null;
  /** the last comment's author (a profile link) */
  lastBy: LinkModel | null;
}

export interface ForumTopicsScreen extends ScreenHeading {
  /** the server's trail, ending with this page (its heading added when the server's trail ends elsewhere) */
  breadcrumbs: BreadcrumbModel[];
  category: string | null;
  topics: TopicModel[];
  createTopic: LinkModel | null;
  rss: LinkModel | null;
  empty: string | null;
  /** 'Newer topics' / 'Older topics' from the server's pager ([] on a single page), like the blog's */
  pagination: LinkModel[];
  paginationLabel: string;
}

export interface ForumAddTopicScreen extends FormScreen {
  /** the server's trail (ending with the category), then this page */
  breadcrumbs: BreadcrumbModel[];
  category: string | null;
}

export interface ForumSingleScreen extends ScreenHeading {
  /** the server's trail, ending with this topic */
  breadcrumbs: BreadcrumbModel[];
  comments: CommentModel[];
  form: FormModel | null;
  empty: string | null;
}

export interface ProfileScreen extends ScreenHeading {
  name: string | null;
  admin: LinkModel | null;
  website: LinkModel | null;
  blog: LinkModel | null;
  registered: DateModel | null;
  activity: TableData | null;
}
