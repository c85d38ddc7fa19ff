// Default English labels: every string the product writes on its own (the server's texts stay as
// the server printed them). Grouped like the predecessor theme's `portalOptions.labels` — by content
// type, plus `userNav`, `accountNav`, `primaryNav`, `search`, `layout` and `components` — so existing
// portal configs carry over (see docs/adapter.md for the mapping).
//
// Placeholders: `{{area}}`, `{{username}}`, `{{title}}`, `{{year}}`, `{{path.keys}}` … everywhere, plus
// per-label values (`{{query}}`, `{{first}}`, `{{plan}}` …) named in the comment beside the label. The
// predecessor's spellings `{{mashery.area}}` / `{{content.query}}` are accepted too. Placeholders are
// expanded by the adapter only (src/adapter/labels.ts), never inside server content.
//
// Plain text by default. Labels whose key is `main` (or ends in `Html`) may carry limited markup
// (links, emphasis, paragraphs): they become RichText and are rendered through ServerHtml, with the
// placeholder values HTML-escaped before insertion.

export const defaultLabels = {
  /** browser title: page title, then area name. {{title}} = the page title */
  title: '{{title}} | {{area}}',
  /** browser title when the page has no title of its own */
  titleAreaOnly: '{{area}}',

  layout: {
    skipLink: 'Skip to content',
    /** accessible names of the navigation landmarks */
    userNav: 'Your account',
    primaryNav: 'Main',
    secondaryNav: 'Footer',
    accountNav: 'Account sections',
    accountSettingsNav: 'Account settings',
    /** logo link's accessible name when the logo is an image */
    home: '{{area}} home',
    /** alternate layout, when the footer has no links */
    copyright: '© {{year}} {{area}}',
    /** announced after an in-place page load; {{title}} = the new page's title */
    pageLoaded: '{{title}}',
    /** placeholder shown when a page takes long to load */
    loading: 'Loading...',
    /** shown above a form that could not be sent (network error); what the user typed stays in the form */
    submitFailed: 'Your form could not be sent. Check your connection and try again; what you entered is still in the form.',
    /** shown by the head script to browsers that cannot run the theme */
    upgradeNotice: 'You are using an outdated browser. Please upgrade your browser to use this site.',
  },

  primaryNav: {
    /** the small-screen menu toggle */
    toggle: 'Menu',
  },

  userNav: {
    signin: 'Sign In',
    register: 'Register',
    account: 'My Account',
    dashboard: 'Dashboard',
    signout: 'Sign Out',
  },

  accountNav: {
    keys: 'Keys',
    apps: 'Apps',
    account: 'Account',
    changeEmail: 'Change Email',
    changePassword: 'Change Password',
    removeMembership: 'Remove Membership from {{area}}',
    viewProfile: 'View My Public Profile',
  },

  search: {
    /** header search */
    label: 'Search',
    placeholder: 'Search...',
    button: 'Search',
    /** {{query}} */
    heading: 'Search Results for "{{query}}"',
    headingNew: 'Search',
    /** {{first}} {{last}} {{total}} {{query}} */
    meta: 'Showing {{first}} to {{last}} of {{total}} results',
    /** {{query}} */
    noResults: 'Your search for "{{query}}" returned no results.',
    resultsLabel: 'Search results',
    pagePrevious: 'Previous',
    pageNext: 'Next',
    paginationLabel: 'Search result pages',
  },

  fourOhFour: {
    heading: 'Unable to find this page',
    main: '<p>We\'re unable to find this page. Sorry! Please check the URL, or <a href="{{path.contact}}">contact us</a> to report a broken link.</p>',
  },
  noAccess: {
    heading: 'You don\'t have access to this content',
    main: '<p>If you\'re not signed in yet, try <a href="{{path.signin}}">signing in</a> or <a href="{{path.register}}">registering for an account</a>.</p>',
    signin: 'Sign In',
    register: 'Register',
  },

  page: {
    /** empty: the server's heading */
    heading: '',
  },
  docs: {
    heading: '',
    /** side navigation heading */
    subheading: 'In the Docs',
  },
  ioDocs: {
    heading: '',
    main: '',
    credentials: 'Credentials',
    endpoints: 'Endpoints',
    parameters: 'Parameters',
    parameter: 'Parameter',
    value: 'Value',
    type: 'Type',
    description: 'Description',
    required: 'Required',
    send: 'Try it',
    sending: 'Sending...',
    response: 'Response',
    requestFailed: 'The request could not be sent.',
    selectApi: 'API',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    /** accessible name of the interactive console */
    console: 'API console',
    /** the request body editor (methods with a request-body schema) */
    requestBody: 'Request body',
    /** the fields the request-body schema describes */
    requestBodySchema: 'Request body fields',
    optional: 'Optional',
    allowedValues: 'Allowed values',
    /** rows of the response */
    status: 'Status',
    requestUrl: 'Request URL',
    responseHeaders: 'Response headers',
    responseBody: 'Response body',
    emptyResponse: 'The response has no body.',
    clear: 'Clear response',
    /** shown when the page has no endpoints the console can offer */
    noEndpoints: 'This API has no documented endpoints yet.',
    /** shown instead of the console when the page cannot send requests (no runtime, e.g. a preview) */
    unavailable: 'Requests cannot be sent from this preview.',
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
    /** accessible name of the topic list's pager (Newer / Older topics) */
    paginationLabel: 'Topic pages',
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
    comments: 'Comments',
    /** {{author}} */
    postedBy: 'Posted by {{author}}',
    edited: 'Edited',
    reply: 'Reply',
    breadcrumbs: 'Breadcrumb',
    noComments: 'No comments yet.',
  },

  blogAll: {
    /** empty: the server's heading (e.g. 'AREA Developer Blog') */
    heading: '',
    /** accessible name of a post's 'Read more' link; {{title}} = post title */
    readMoreLabel: 'Read more: {{title}}',
    readMore: 'Read more',
    /** after an excerpt that was cut (the excerpt is the first 250 characters of the post's text) */
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
  },

  accountKeys: {
    heading: 'My API Keys',
    noKeys: 'You don\'t have any keys yet.',
    noPlanKeys: 'You have not been issued keys for this API.',
    /** {{plan}} */
    getKeyForPlan: 'Get a Key for {{plan}}',
    getKeys: 'Get API Keys',
    showKeys: 'Show Keys & Secrets',
    hideKeys: 'Hide Keys & Secrets',
    viewReport: 'View Report',
    deleteKey: 'Delete This Key',
    /** heading for keys listed before the first plan */
    otherKeys: 'Other Keys',
    application: 'Application',
    key: 'Key',
    secret: 'Secret',
    status: 'Status',
    created: 'Created',
    limits: 'Limits',
    paginationLabel: 'Key pages',
  },
  accountApps: {
    heading: 'My Apps',
    noApps: 'You don\'t have any apps yet.',
    createApp: 'Create a New App',
    edit: 'Edit',
    delete: 'Delete',
    addApis: 'Add APIs',
    viewKeys: 'View Keys',
    created: 'Created',
    api: 'API',
    key: 'Key',
    noApis: 'No APIs have been added to this app yet.',
    paginationLabel: 'App pages',
  },
  viewKeys: {
    heading: 'Application Keys',
    noKeys: 'You don\'t have any keys.',
    created: 'Created',
    api: 'API',
    key: 'Key',
    paginationLabel: 'Application pages',
  },

  appRegister: {
    heading: 'Register an Application',
    main: '<p>Get a key and register your application using the form below to start working with our APIs.</p>',
  },
  appRegisterSuccess: {
    heading: 'Your application was registered!',
    main: '<p>An email has been sent to you with your key and application details. You can also view them at any time from the <a href="{{path.keys}}">My Account</a> page.</p><p>To get started using your API keys, dig into <a href="{{path.docs}}">our documentation</a>. We look forward to seeing what you create!</p>',
  },
  appEdit: {
    heading: 'Edit Your Application',
    main: '',
  },
  appAddAPIs: {
    heading: 'Add APIs to this Application',
    subheading: 'Add APIs',
    main: '',
    application: 'Application',
    created: 'Created',
    api: 'API',
    key: 'Key',
  },
  appAddAPIsSuccess: {
    heading: 'New Keys Issued',
    main: '<p>An email has been sent to you with your key and application details. You can also view them at any time from the <a href="{{path.keys}}">My Account</a> page.</p><p>To get started using your API keys, dig into <a href="{{path.docs}}">our documentation</a>. We look forward to seeing what you create!</p>',
  },
  appAddAPIsError: {
    heading: 'Unable to Add APIs',
    /** empty: the server's message */
    main: '',
  },
  appDelete: {
    heading: 'Delete Your Application',
    subheading: 'Confirm Deletion',
    main: '<p><strong>Are you sure you want to delete this application and all of its keys?</strong></p>',
    /** the confirm dialog's message */
    confirm: 'Are you really sure you want to delete this application?',
    /** {{application}} */
    confirmTitle: 'Delete {{application}}?',
    confirmButton: 'Delete Application',
    cancel: 'Cancel',
    application: 'Application',
    created: 'Created',
    api: 'API',
    key: 'Key',
  },
  appError: {
    heading: 'Something Went Wrong',
    main: '',
  },

  keyDelete: {
    heading: 'Delete Your Key',
    subheading: 'Confirm Deletion',
    main: '<p><strong>Are you sure you want to delete this key?</strong></p>',
    confirm: 'Are you really sure you want to delete this key?',
    /** {{key}} {{application}} */
    confirmTitle: 'Delete this key?',
    confirmButton: 'Delete Key',
    cancel: 'Cancel',
    api: 'API',
    application: 'Application',
    key: 'Key',
    secret: 'Secret',
    status: 'Status',
    created: 'Created',
    limits: 'Limits',
  },
  keyActivity: {
    heading: 'Key Activity',
    api: 'API',
    application: 'Application',
    key: 'Key',
    secret: 'Secret',
    status: 'Status',
    created: 'Created',
    limits: 'Limits',
    report: 'Report',
    dateRange: 'Date range',
    apply: 'Show',
    callsOverTime: 'Calls over time',
    callsByMethod: 'Calls by method',
    callsByResponse: 'Calls by response',
    showTable: 'Show as table',
    showChart: 'Show as chart',
    date: 'Date',
    calls: 'Calls',
    /** series names of the report (other series show the name the report gives them) */
    blocked: 'Blocked calls',
    errors: 'Errors',
    /** {{total}} {{peak}} {{peakDate}} */
    summary: '{{total}} calls in total; the busiest day was {{peakDate}} with {{peak}} calls.',
    /** summary of a breakdown chart; {{total}} {{peak}} (the largest category) {{peakValue}} */
    breakdownSummary: '{{total}} calls in total; the most were {{peak}} ({{peakValue}}).',
    /** a bar chart of the series totals, when the report has no breakdown of its own */
    totals: 'Totals for the period',
    /** summary of the totals chart; {{total}} = calls */
    totalsSummary: '{{total}} calls in the period.',
    /** table column headers of the breakdown charts */
    category: 'Category',
    method: 'Method',
    response: 'Response',
    /** {{from}} {{to}} */
    period: 'From {{from}} to {{to}}.',
    /** {{timezone}} */
    timezone: 'Times are in {{timezone}}.',
    loading: 'Loading the activity report...',
    updating: 'Updating the report...',
    /** visually hidden hint on the focusable chart */
    keyboardHint: 'Use the left and right arrow keys to read the values.',
    noData: 'No activity in this period.',
    unavailable: 'The activity report could not be loaded.',
    /** shown above the portal's own report when its scripts draw it (the data could not be read) */
    legacy: 'This report is drawn by the portal\'s own report scripts.',
  },
  keySecret: {
    heading: 'Your New Secret',
    main: '',
    api: 'API',
    application: 'Application',
    key: 'Key',
    secret: 'Secret',
    status: 'Status',
    created: 'Created',
    backToKeys: 'Back to My Keys',
  },

  verifyAccount: {
    heading: 'You\'ve been gone a while.',
    main: '<p>We need to confirm that you actually are who you say you are. This happens when you don\'t sign in for over 180 days.</p><p><strong>Please check the email address associated with this account and click on the confirmation link.</strong></p>',
  },
  resetPassword: {
    heading: 'New Password',
    main: '<p>Reset your password using the criteria below.</p>',
  },
  resetPasswordSuccess: {
    heading: 'Success!',
    main: '<p>Your password was successfully reset. <a href="{{path.account}}">Back to your account</a></p>',
  },
  resetPasswordError: {
    heading: 'Oops! There was a problem.',
    main: '',
  },
  accountManage: {
    heading: 'Manage Account',
    subheading: 'Account Information',
    main: '',
  },
  accountEmail: {
    heading: 'Change Email',
    main: '',
  },
  accountEmailSuccess: {
    heading: 'Email Successfully Changed',
    main: '<p>An email confirming your change has been sent to the address you provided with your username. Please check your spam folder if you don\'t see it in your inbox.</p>',
  },
  accountPassword: {
    heading: 'Change Password',
    main: '',
  },
  accountPasswordSuccess: {
    heading: 'Password Successfully Changed',
    main: '<p>An email confirming your change has been sent to the address you provided with your username.</p>',
  },

  register: {
    heading: 'Register for an Account',
    main: '<p>Register a new account to access {{area}}.</p>',
    signinPrompt: 'Already have an account?',
    signin: 'Sign In',
  },
  registerSent: {
    heading: 'Registration Almost Complete',
    /** {{email}} */
    sent: 'We have sent a confirmation email to you at {{email}}.',
    sentNoAddress: 'We have sent a confirmation email to you.',
    instructions: 'Please click on the link in that email to confirm your account.',
    resendPrompt: 'If you do not receive an email within the next hour, you can ask for another one.',
    resend: 'Resend the confirmation email',
    pending: 'Your registration is awaiting approval. You will receive an email once your account has been approved.',
  },
  registerResend: {
    heading: 'Resend Your Confirmation Email',
    main: '<p>Enter your username and email address to have your registration confirmation email sent again.</p>',
  },
  registerResendSuccess: {
    heading: 'Confirmation Email Sent',
    main: '<p>Your confirmation email was sent again. Please check your inbox.</p>',
  },
  join: {
    heading: 'Join {{area}}',
    main: '<p>Since you already have an account you don\'t have to register again, but we would like to know a little more about you. Please fill out the additional information below.</p>',
  },
  joinSuccess: {
    heading: 'Registration Successful',
    /** {{username}} = the registered username */
    main: '<p>You have successfully registered as <strong>{{username}}</strong>. Read our <a href="{{path.docs}}">API documentation</a> to get started. You can view your keys and applications under <a href="{{path.keys}}">My Account</a>.</p>',
  },
  memberRemove: {
    heading: 'Remove Membership from {{area}}',
    main: '<p>Removing membership disables your account and you will not be able to register again using the same username. All your keys will be deactivated.</p>',
    /** the button that opens the confirm dialog, and the dialog's confirm button */
    confirm: 'Remove Membership',
    cancel: 'Cancel',
    /** the confirm dialog's message */
    popup: 'Please confirm that you wish to permanently disable your membership with this service.',
    popupTitle: 'Remove your membership?',
  },
  memberRemoveSuccess: {
    heading: 'Your account has been removed.',
    main: '<p>Enjoy the rest of your day!</p>',
  },
  lostPassword: {
    heading: 'Recover Your Password',
    main: '<p>Enter the email address and username that you registered with and we will send you a link to reset your password.</p>',
  },
  lostPasswordReset: {
    heading: 'E-mail Sent',
    main: '<p>An email has been sent to the address you provided. Click on the link in the email to reset your password. Please check your spam folder if you don\'t see it in your inbox.</p>',
  },
  lostUsername: {
    heading: 'Recover Your Username',
    main: '<p>Enter the email address you used to register and we will send you an email with your username.</p>',
  },
  lostUsernameReset: {
    heading: 'E-mail Sent',
    main: '<p>An email has been sent containing your username details. Please check your spam folder if you don\'t see it in your inbox.</p>',
  },
  showSecret: {
    heading: 'Email Sent',
    main: '<p>An email has been sent to the email address associated with your account. Click on the link in the email to display all of your shared secrets for 30 days. Please check your spam folder if you don\'t see it in your inbox.</p>',
  },
  showSecretSuccess: {
    heading: 'Your shared secrets are now visible',
    main: '<p>Shared secrets will be visible for the next 30 days. After 30 days, they will be hidden again for card-data (PCI) compliance.</p><p><a href="{{path.keys}}">View your keys</a></p>',
  },
  showSecretError: {
    heading: 'Your shared secrets are already visible',
    main: '<p><a href="{{path.keys}}">Go to your keys</a> to view them.</p>',
  },

  profile: {
    /** empty: the member's name */
    heading: '',
    headingUserInfo: 'User Information',
    headingActivity: 'Recent Activity',
    userWebsite: 'Website',
    userBlog: 'Blog',
    userRegistered: 'Registered',
    /** {{name}} */
    adminProfile: 'View administrative profile for {{name}}',
  },

  signin: {
    heading: 'Sign In',
    main: '<p>Sign in to {{area}}.</p>',
    sso: 'Sign in with your company account',
    lostPassword: 'Forgot your password?',
    lostUsername: 'Forgot your username?',
    registerPrompt: 'Don\'t have an account yet?',
    register: 'Register',
    failedHeading: 'Login Failed',
    failedBody: 'We were unable to log you in at this time. This probably isn\'t your fault. Your account may be disabled or a system error occured. Try contacting an administrator for more information.',
    tryAgain: 'Try again',
    /** moved: heading and body come from the server; this labels its link when it has no text */
    movedLink: 'Continue to sign in',
  },
  logout: {
    heading: 'Signed Out',
    main: '<p>You have successfully signed out. Come back soon!</p>',
  },
  logoutFail: {
    heading: 'Sign Out Failed',
    main: '<p>Your attempt to sign out failed.</p>',
    retry: 'Please try again.',
  },
  contact: {
    heading: 'Contact Us',
    main: '<p>Contact us using the form below.</p>',
  },
  contactSuccess: {
    heading: 'Thanks for your submission!',
    main: '<p>Your message will be forwarded to the appropriate group.</p>',
  },

  /**
   * Strings the design-system components render on their own, grouped per component (most groups are
   * shaped like the component's `labels` prop; SecretField and charts map a few names).
   */
  components: {
    secretField: {
      /** reveal button text */
      show: 'Show',
      hide: 'Hide',
      /** what screen readers hear while the value is masked */
      hidden: 'hidden',
      copy: 'Copy',
      copied: 'Copied',
      selected: 'Selected. Press Ctrl+C to copy.',
      copyFailed: 'Copy failed. Select the text and copy it by hand.',
    },
    copyButton: {
      copy: 'Copy',
      copied: 'Copied',
      selected: 'Selected. Press Ctrl+C to copy.',
      failed: 'Copy failed. Select the text and copy it by hand.',
    },
    confirmDialog: {
      confirm: 'Confirm',
      cancel: 'Cancel',
    },
    pagination: {
      /** the nav landmark's name */
      nav: 'Pagination',
      previous: 'Previous',
      next: 'Next',
      /** {{page}} */
      page: 'Page {{page}}',
      /** {{page}} */
      currentPage: 'Page {{page}}, current page',
    },
    passwordInput: {
      /** visible toggle texts */
      show: 'Show',
      hide: 'Hide',
      /** fuller accessible names of the toggle (they contain the visible text) */
      showName: 'Show password',
      hideName: 'Hide password',
    },
    passwordChecklist: {
      heading: 'Password requirements',
      met: 'met',
      unmet: 'not met',
      /** {{minLength}} — used when the server page has no requirement list */
      length: 'At least {{minLength}} characters',
      digit: 'Contains a number',
      letter: 'Contains a letter',
      lowercase: 'Contains a lowercase letter',
      uppercase: 'Contains an uppercase letter',
      special: 'Contains a symbol',
      classes: 'Uses at least three of: lowercase letters, uppercase letters, numbers, symbols',
      confirm: 'Both passwords match',
      /** announced (politely) when every requirement is met */
      allMet: 'All password requirements are met.',
    },
    formField: {
      /** accessible text of the required mark */
      required: 'required',
    },
    serverForm: {
      required: 'required',
      showPassword: 'Show',
      hidePassword: 'Hide',
      errorSummary: 'Please correct the following:',
      /** submit text when the server form has no submit control of its own */
      submit: 'Submit',
    },
    codeBlock: {
      /** accessible name of the scrollable code region */
      region: 'Code sample',
      copy: 'Copy code',
      copied: 'Copied',
      selected: 'Selected. Press Ctrl+C to copy.',
      failed: 'Copy failed. Select the text and copy it by hand.',
    },
    table: {
      region: 'Scrollable table',
    },
    chart: {
      showTable: 'Show as table',
      showChart: 'Show as chart',
      /** shown instead of a chart without data */
      noData: 'No data to show.',
      dateColumn: 'Date',
      categoryColumn: 'Category',
      valueColumn: 'Calls',
      loading: 'Loading chart...',
      keyboardHint: 'Use the left and right arrow keys to read the values.',
    },
    breadcrumbs: {
      label: 'Breadcrumb',
    },
    navList: {
      /** accessible name of a menu item's sub-menu toggle; {{label}} = the item */
      submenu: '{{label}} submenu',
    },
    skeleton: {
      loading: 'Loading...',
    },
    tooltip: {
      /** accessible name of a tooltip trigger that has no text of its own */
      more: 'More information',
    },
    markdown: {
      loading: 'Loading...',
      /** screen-reader state of GFM task-list items in Markdown bodies (pages, docs) */
      taskDone: 'Done:',
      taskOpen: 'To do:',
    },
  },
};

/** Widens every leaf to `string` so admins can override any label with their own text. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type Labels = Widen<typeof defaultLabels>;

export type DeepPartial<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly unknown[]
    ? T
    : { [K in keyof T]?: DeepPartial<T[K]> };
