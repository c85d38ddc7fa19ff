// The content pages' labels (pages, docs, terms, forum, blog, profile, not found, no access). Their
// defaults: src/labels/en/content.ts (the deploy build's `content` file). The interactive docs' labels are
// a part of their own (ioDocs.ts). Part of the shape of the labels: src/model/labels.ts puts the parts
// together and explains the comments (placeholders, rich labels).

/** The label groups of the content pages' types. */
export interface ContentPartLabels {
  fourOhFour: {
    heading: string;
    main: string;
  };
  noAccess: {
    heading: string;
    main: string;
    signin: string;
    register: string;
  };

  page: {
    /** empty: the server's heading */
    heading: string;
  };
  docs: {
    heading: string;
    /** side navigation heading (also the toggle that opens it on small screens) */
    subheading: string;
    /** heading and landmark name of the "On this page" list (headings of the doc, wide screens) */
    toc: string;
    /** accessible name of a heading's copy-link button; `{{heading}}`: the heading's text */
    copyLink: string;
    /** announced (politely) after a heading's link was copied */
    linkCopied: string;
    /** announced when the link could not be copied */
    linkCopyFailed: string;
    /** landmark name of the previous / next page links */
    pagerLabel: string;
    /** small text above the previous page's title */
    previous: string;
    /** small text above the next page's title */
    next: string;
  };

  tos: {
    heading: string;
  };

  forumAll: {
    /** the page menu's link to the recent topics */
    recentTopics: string;
    /** a category's edit link (editors); {{title}} = the category */
    editCategory: string;
    heading: string;
    category: string;
    topics: string;
    comments: string;
    lastTopic: string;
    lastActive: string;
    rss: string;
    noCategories: string;
  };
  forumTopics: {
    /** before a topic's category link on recent topics: 'in' General */
    inCategory: string;
    /** before the last comment's author: 'by' jdoe */
    lastBy: string;
    heading: string;
    topic: string;
    comments: string;
    lastActive: string;
    newTopic: string;
    editTopic: string;
    rss: string;
    noTopics: string;
    breadcrumbs: string;
    /** accessible name of the topic list's pager (Newer / Older topics) */
    paginationLabel: string;
  };
  forumRecent: {
    heading: string;
    topic: string;
    comments: string;
    lastActive: string;
    noTopics: string;
  };
  forumAddTopic: {
    heading: string;
    main: string;
    breadcrumbs: string;
  };
  forumSingle: {
    heading: string;
    /** the heading over a topic's replies (every post after the opening one, which is the topic's own) */
    replies: string;
    /** a topic whose opening post has no reply yet */
    noReplies: string;
    /** {{author}} */
    postedBy: string;
    edited: string;
    reply: string;
    breadcrumbs: string;
    noComments: string;
  };

  blogAll: {
    /** empty: the server's heading (e.g. 'AREA Developer Blog') */
    heading: string;
    /** accessible name of a post's 'Read more' link; {{title}} = post title */
    readMoreLabel: string;
    readMore: string;
    /** after an excerpt that was cut (the excerpt is the first 250 characters of the post's text) */
    ellipsis: string;
    postedBy: string;
    postedOn: string;
    rss: string;
    noPosts: string;
    paginationLabel: string;
  };
  blogSingle: {
    heading: string;
    editPost: string;
    postedBy: string;
    postedOn: string;
    comments: string;
    /** heading of the comment form, when the server offers one */
    addComment: string;
  };

  profile: {
    /** empty: the member's name */
    heading: string;
    headingUserInfo: string;
    headingActivity: string;
    userWebsite: string;
    userBlog: string;
    userRegistered: string;
    /** {{name}} */
    adminProfile: string;
  };
}
