// Default labels of the content pages (pages, docs, forum, blog, terms, profile, not found, no access): in
// the deploy build they travel in the `content` file with those screens (src/labels/defaults.ts). The
// interactive docs' labels are a part of their own (en/ioDocs.ts), with the console.
// Part of the default English labels: src/labels/en.ts puts the parts together and explains the rules
// (placeholders, rich labels); src/model/labels/content.ts has the shape.

import type { Labels } from '../../model/labels.ts';
import type { ContentLabelGroup } from '../groups.ts';

export const contentLabels = {
  fourOhFour: {
    heading: 'Unable to find this page',
    main: '<p>We\'re unable to find this page. Sorry! Please check the URL, or <a href="{{path.contact}}">contact us</a> to report a broken link.</p>',
  },
  noAccess: {
    heading: "You don't have access to this content",
    main: '<p>If you\'re not signed in yet, try <a href="{{path.signin}}">signing in</a> or <a href="{{path.register}}">registering for an account</a>.</p>',
    signin: 'Sign In',
    register: 'Register',
  },

  page: {
    heading: '',
  },
  docs: {
    heading: '',
    subheading: 'In the Docs',
    toc: 'On this page',
    copyLink: 'Copy link to section {{heading}}',
    linkCopied: 'Link copied',
    linkCopyFailed: 'Could not copy the link',
    pagerLabel: 'Previous and next page',
    previous: 'Previous',
    next: 'Next',
  },
  tos: {
    heading: '',
  },

  forumAll: {
    heading: '',
    category: 'Category',
    topics: 'Topics',
    comments: 'Comments',
    lastTopic: 'Latest topic',
    lastActive: 'Last activity',
    rss: 'RSS Feed',
    noCategories: 'There are no forum categories yet.',
    recentTopics: 'Recent topics',
    editCategory: 'Edit {{title}}',
  },
  forumTopics: {
    heading: '',
    topic: 'Topic',
    comments: 'Comments',
    lastActive: 'Last activity',
    newTopic: 'New Topic',
    editTopic: 'Edit',
    rss: 'RSS Feed',
    noTopics: 'There are no topics in this category yet.',
    breadcrumbs: 'Breadcrumb',
    paginationLabel: 'Topic pages',
    inCategory: 'in',
    lastBy: 'by',
  },
  forumRecent: {
    heading: 'Recent Topics',
    topic: 'Topic',
    comments: 'Comments',
    lastActive: 'Last activity',
    noTopics: 'There are no recent topics.',
  },
  forumAddTopic: {
    heading: 'New Topic',
    main: '',
    breadcrumbs: 'Breadcrumb',
  },
  forumSingle: {
    heading: '',
    replies: 'Replies',
    noReplies: 'No replies yet.',
    postedBy: 'Posted by {{author}}',
    edited: 'Edited',
    reply: 'Reply',
    breadcrumbs: 'Breadcrumb',
    noComments: 'No comments yet.',
  },

  blogAll: {
    heading: '',
    readMoreLabel: 'Read more: {{title}}',
    readMore: 'Read more',
    ellipsis: '…',
    postedBy: 'By',
    postedOn: 'on',
    rss: 'RSS Feed',
    noPosts: 'There are no posts yet.',
    paginationLabel: 'Blog pages',
  },
  blogSingle: {
    heading: '',
    editPost: 'Edit Post',
    postedBy: 'By',
    postedOn: 'on',
    comments: 'Comments',
    addComment: 'Add a comment',
  },

  profile: {
    heading: '',
    headingUserInfo: 'User Information',
    headingActivity: 'Recent Activity',
    userWebsite: 'Website',
    userBlog: 'Blog',
    userRegistered: 'Registered',
    adminProfile: 'View administrative profile for {{name}}',
  },
} satisfies Pick<Labels, ContentLabelGroup>;
