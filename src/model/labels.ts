// The shape of the labels: every string the product writes on its own, grouped like the predecessor theme's
// `portalOptions.labels` (by content type, plus `userNav`, `accountNav`, `primaryNav`, `search`, `layout` and
// `components`). The English defaults (src/labels/en.ts) are checked against it by the compiler; overrides
// (theme.config.ts, portalOptions.labels) are typed as DeepPartial<Labels>. The comment on a label names
// what it is for and the per-label placeholders it takes ({{query}}, {{plan}} …) beside the global ones
// ({{area}}, {{username}}, {{title}}, {{year}}, {{path.*}}). Labels named `main` or ending in `Html` may
// carry limited markup (rendered through ServerHtml); all others are plain text.

export interface Labels {
  /** browser title: page title, then area name. {{title}} = the page title */
  title: string;
  /** browser title when the page has no title of its own */
  titleAreaOnly: string;

  layout: {
    skipLink: string;
    /** accessible names of the navigation landmarks */
    userNav: string;
    primaryNav: string;
    secondaryNav: string;
    accountNav: string;
    accountSettingsNav: string;
    /** logo link's accessible name when the logo is an image */
    home: string;
    /** alternate layout, when the footer has no links */
    copyright: string;
    /** announced after an in-place page load; {{title}} = the new page's title */
    pageLoaded: string;
    /** placeholder shown when a page takes long to load */
    loading: string;
    /** shown above a form that could not be sent (network error); what the user typed stays in the form */
    submitFailed: string;
    /** shown atop a page whose content was too large to show in full (very many items, very deep nesting, a huge text): only its first part is shown */
    contentCapped: string;
    /** shown by the head script to browsers that cannot run the theme */
    upgradeNotice: string;
    /** editors only: the server's link to edit this page (a.edit in the heading, #header-edit) */
    editPage: string;
    /** accessible name of the editor's tools above the page */
    pageTools: string;
    /** the I/O Docs authorization pop-up, back on any portal page, when it could not close itself (a layout
     *  label: that page may be of any type, and only the layout's labels are on every page) */
    oauthPopupDone: string;
  };

  primaryNav: {
    /** the small-screen menu toggle (also the menu panel's title) */
    toggle: string;
    /** the menu panel's close button */
    close: string;
  };

  /** the reader's colour scheme switch in the header (settings.colorSchemeSwitch) */
  colorScheme: {
    /** the group's accessible name */
    label: string;
    light: string;
    dark: string;
    /** follow the operating system's setting (prefers-color-scheme) */
    system: string;
  };

  userNav: {
    signin: string;
    register: string;
    account: string;
    dashboard: string;
    signout: string;
  };

  accountNav: {
    keys: string;
    apps: string;
    account: string;
    accountInfo: string;
    changeEmail: string;
    changePassword: string;
    removeMembership: string;
    viewProfile: string;
  };

  search: {
    /** header search */
    label: string;
    placeholder: string;
    button: string;
    /** {{query}} */
    heading: string;
    headingNew: string;
    /** {{first}} {{last}} {{total}} {{query}} */
    meta: string;
    /** {{query}} */
    noResults: string;
    resultsLabel: string;
    pagePrevious: string;
    pageNext: string;
    paginationLabel: string;
    /** not-found and no-results pages: a way on (issue 35) — the search field's label on the not-found page */
    wayOnSearch: string;
    /** the heading over the suggestions (the docs navigation's pages) */
    wayOnSuggestions: string;
    /** the link home */
    wayOnHome: string;
  };

  /** quick search: the Ctrl/⌘-K dialog over the portal's /search page */
  quickSearch: {
    /** the header trigger's text and shortcut hints */
    open: string;
    shortcut: string;
    shortcutMac: string;
    /** the dialog's name */
    title: string;
    /** the search field's label */
    field: string;
    placeholder: string;
    /** shown before anything is typed */
    hint: string;
    searching: string;
    /** {{count}} */
    results: string;
    resultsOne: string;
    /** {{query}} */
    noResults: string;
    error: string;
    /** {{query}}: the link to the full search page */
    allResults: string;
    close: string;
    /** the keyboard help line */
    keys: string;
  };

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
  ioDocs: {
    heading: string;
    main: string;
    credentials: string;
    endpoints: string;
    parameters: string;
    parameter: string;
    value: string;
    type: string;
    description: string;
    required: string;
    send: string;
    sending: string;
    response: string;
    requestFailed: string;
    selectApi: string;
    expandAll: string;
    collapseAll: string;
    /** accessible name of the interactive console */
    console: string;
    /** the request body editor (methods with a request-body schema) */
    requestBody: string;
    /** the fields the request-body schema describes */
    requestBodySchema: string;
    optional: string;
    allowedValues: string;
    /** rows of the response */
    status: string;
    requestUrl: string;
    responseHeaders: string;
    responseBody: string;
    emptyResponse: string;
    clear: string;
    /** shown when the page has no endpoints the console can offer */
    noEndpoints: string;
    /** shown instead of the console when the page cannot send requests (no runtime, e.g. a preview) */
    unavailable: string;
    /** credentials (docs/io-docs.md) */
    key: string;
    secret: string;
    /** key picker option: {{application}}, {{last4}} (the key's last four characters); the secret is never shown */
    keyOption: string;
    /** hint of the typed secret under high-security secret management */
    secretHint: string;
    basicAuthUser: string;
    basicAuthPassword: string;
    soapUser: string;
    soapPassword: string;
    wssUser: string;
    wssToken: string;
    /** OAuth 2 */
    accessToken: string;
    oauthFlow: string;
    flowClientCred: string;
    flowPasswordCred: string;
    flowAuthCode: string;
    flowImplicit: string;
    clientId: string;
    clientSecret: string;
    username: string;
    password: string;
    getToken: string;
    authorize: string;
    authorizationCode: string;
    exchangeCode: string;
    tokenReceived: string;
    tokenFailed: string;
    /** the pop-up is open; its result comes back to the console by itself */
    popupOpened: string;
    /** the pop-up is open, but its return cannot be recognised (no storage): the user pastes the result */
    popupPaste: string;
    popupBlocked: string;
    /** an authorization code came back (no automatic exchange) */
    codeReceived: string;
    /** the authorize server answered with an error; {{error}}: its code and description */
    authorizeFailed: string;
    /** after tokenReceived when catchOauth2ImplicitToken did not answer success */
    tokenNotRecorded: string;
    /** {{message}}: the JSON parser's message */
    invalidJson: string;
    /** {{file}}, {{size}}, {{limit}} (bytes) */
    fileTooLarge: string;
    /** {{status}}: the API's status line */
    apiError: string;
    /** {{status}}: the proxy's HTTP status */
    proxyError: string;
    requestHeaders: string;
    requestBodySent: string;
    /** code samples */
    samples: string;
    sampleLanguage: string;
    sampleCurl: string;
    sampleJavascript: string;
    samplePython: string;
    copySample: string;
    /** note under a sample that shows a masked key */
    sampleMasked: string;
    /** the answer's request URL and headers: reveal and hide the masked key, copy the URL in full */
    showKey: string;
    hideKey: string;
    copyRequestUrl: string;
    /**
     * the API's base URL for samples before an answer tells it (e.g. `https://api.example.com/v1`); empty:
     * unknown, the samples name `sampleHostPlaceholder` and say what to fill in
     */
    sampleBaseUrl: string;
    /** stands for the API's host in samples while it is unknown; visibly not a real host */
    sampleHostPlaceholder: string;
    /** says what to fill in while the host is unknown: a comment in the sample and a note under it ({{placeholder}}) */
    sampleFillIn: string;
    /** a required parameter left empty ({{name}}): the call is not sent */
    requiredMissing: string;
    /** a required request-body field absent ({{name}}): the call is not sent */
    requiredBodyField: string;
    /**
     * why a call failed, in plain words, and what to do next (src/lib/gatewayErrors.ts, from the proxy's
     * status, X-Mashery-Error-Code and message text): the box's title, then per reason a `why…` and a
     * `next…` line; slots {{status}}, {{api}}, {{flows}}
     */
    whyTitle: string;
    whyInactive: string;
    nextInactive: string;
    whyNotAuthorized: string;
    nextNotAuthorized: string;
    whyForbidden: string;
    nextForbidden: string;
    whyOverQps: string;
    nextOverQps: string;
    whyOverRate: string;
    nextOverRate: string;
    whyServiceBusy: string;
    nextServiceBusy: string;
    whyServiceNotFound: string;
    nextServiceNotFound: string;
    whyOAuth: string;
    nextOAuth: string;
    whyBasicAuth: string;
    nextBasicAuth: string;
    whyProxyRefused: string;
    nextProxyRefused: string;
    whyUnreachable: string;
    nextUnreachable: string;
    whyNetwork: string;
    nextNetwork: string;
    whyServerError: string;
    nextServerError: string;
    whyApiError: string;
    nextApiError: string;
    /** when the gateway (Retry-After) or a per-second limit says how long to wait ({{seconds}}) */
    retryIn: string;
    /** the gateway's machine code ({{code}}) */
    gatewayCode: string;
    /** links of the explanation */
    linkKeys: string;
    linkContact: string;
    /** the answer column before a call */
    responseIdle: string;
    /** the endpoint sidebar: its landmark name, its filter field, and what it says when nothing matches ({{query}}) */
    methodsNav: string;
    filterMethods: string;
    noMatches: string;
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

  accountKeys: {
    heading: string;
    noKeys: string;
    noPlanKeys: string;
    /** {{plan}} */
    getKeyForPlan: string;
    getKeys: string;
    showKeys: string;
    hideKeys: string;
    /** the action that has the server display the shared secrets (it e-mails a reveal link) */
    requestSecrets: string;
    /** explains requestSecrets beside it */
    requestSecretsHint: string;
    viewReport: string;
    deleteKey: string;
    /** heading for keys listed before the first plan */
    otherKeys: string;
    application: string;
    key: string;
    secret: string;
    status: string;
    created: string;
    limits: string;
    paginationLabel: string;
    /** header of the key table's actions column */
    actions: string;
    /**
     * accessible names of a key's Copy / Show / Hide buttons (the visible text stays 'Copy', 'Show', 'Hide'):
     * {{application}} = the key's application; the plain forms when the key has none
     */
    copyKeyFor: string;
    copyKey: string;
    copySecretFor: string;
    copySecret: string;
    showSecretFor: string;
    showSecret: string;
    hideSecretFor: string;
    hideSecret: string;
    /** my keys, when no key comes with its secret and the server offers a way to display them */
    secretsNotShown: string;
    /** success notice on the page a key's deletion lands on: title; message with {{application}}; message without */
    keyDeleted: string;
    keyDeletedFor: string;
    keyDeletedPlain: string;
    /** 'Application registered' / 'New Keys Issued': heading of the list of issued keys with copy buttons */
    keysIssued: string;
    /** the My Keys filter's label (issue 35): it matches the application, the API (plan heading) and the key's end */
    filter: string;
    /** under the filter: what it matches */
    filterHint: string;
    /** announced politely as the filter changes: {{shown}} of {{total}} */
    filterCount: string;
    /** no key matches: {{query}} */
    filterNone: string;
    /** a key's age beside its created date (issue 35): {{days}}; the forms for one day and for under a day */
    keyAge: string;
    keyAgeOneDay: string;
    keyAgeToday: string;
    /** the badge on a key whose age reached settings.keyRotationDays */
    rotationDue: string;
    /** the badge's accessible text: {{key}} (application and key), {{days}} (its age), {{policy}} (the setting) */
    rotationDueFor: string;
    /** the screen-share toggle (masks every key and secret on the page): its text, and what it does */
    screenShare: string;
    screenShareHint: string;
    /** announced politely when the mode is turned on / off */
    screenShareOn: string;
    screenShareOff: string;
    /** why Show does nothing while the mode is on (the Show button's description) */
    screenShareShowBlocked: string;
  };
  /** the getting-started checklist on an empty My Apps / My Keys (issue 13); `progress` takes {{done}} and {{total}} */
  gettingStarted: {
    heading: string;
    progress: string;
    /** read after a step by screen readers: 'done' / 'not done yet' */
    done: string;
    todo: string;
    verifyEmail: string;
    createApp: string;
    getKey: string;
    tryCall: string;
    seeReport: string;
  };
  accountApps: {
    heading: string;
    noApps: string;
    createApp: string;
    edit: string;
    delete: string;
    addApis: string;
    viewKeys: string;
    created: string;
    api: string;
    key: string;
    noApis: string;
    paginationLabel: string;
    /** success notice on the page an application's deletion lands on: title; message with {{application}}; without */
    appDeleted: string;
    appDeletedFor: string;
    appDeletedPlain: string;
  };
  viewKeys: {
    heading: string;
    noKeys: string;
    created: string;
    api: string;
    key: string;
    paginationLabel: string;
  };

  appRegister: {
    heading: string;
    main: string;
  };
  appRegisterSuccess: {
    heading: string;
    main: string;
    /** heading of the list of keys the message shows, each with a Copy button (named with accountKeys.copyKeyFor) */
    keysHeading: string;
  };
  appEdit: {
    heading: string;
    main: string;
  };
  appAddAPIs: {
    heading: string;
    subheading: string;
    main: string;
    application: string;
    created: string;
    api: string;
    key: string;
  };
  appAddAPIsSuccess: {
    heading: string;
    main: string;
  };
  appAddAPIsError: {
    heading: string;
    /** empty: the server's message */
    main: string;
  };
  appDelete: {
    heading: string;
    subheading: string;
    main: string;
    /** the confirm dialog's message */
    confirm: string;
    /** {{application}} */
    confirmTitle: string;
    confirmButton: string;
    cancel: string;
    application: string;
    created: string;
    api: string;
    key: string;
  };
  appError: {
    heading: string;
    main: string;
  };

  keyDelete: {
    heading: string;
    subheading: string;
    main: string;
    confirm: string;
    /** {{key}} {{application}} */
    confirmTitle: string;
    confirmButton: string;
    cancel: string;
    api: string;
    application: string;
    key: string;
    secret: string;
    status: string;
    created: string;
    limits: string;
  };
  keyActivity: {
    heading: string;
    api: string;
    application: string;
    key: string;
    secret: string;
    status: string;
    created: string;
    limits: string;
    report: string;
    dateRange: string;
    apply: string;
    callsOverTime: string;
    callsByMethod: string;
    callsByResponse: string;
    showTable: string;
    showChart: string;
    date: string;
    calls: string;
    /** series names of the report (other series show the name the report gives them) */
    blocked: string;
    errors: string;
    /** {{total}} {{peak}} {{peakDate}} */
    summary: string;
    /** summary of a breakdown chart; {{total}} {{peak}} (the largest category) {{peakValue}} */
    breakdownSummary: string;
    /** a bar chart of the series totals, when the report has no breakdown of its own */
    totals: string;
    /** summary of the totals chart; {{total}} = calls */
    totalsSummary: string;
    /** title of a chart of the series too small to read on the calls scale (own scale); {{series}} = their names */
    seriesOverTime: string;
    /** one series' sentence in that chart's summary; {{series}} {{total}} {{peak}} {{peakDate}} */
    seriesSummary: string;
    /** table column headers of the breakdown charts */
    category: string;
    method: string;
    response: string;
    /** {{from}} {{to}} */
    period: string;
    /** {{timezone}} */
    timezone: string;
    loading: string;
    updating: string;
    /** visually hidden hint on the focusable chart */
    keyboardHint: string;
    noData: string;
    unavailable: string;
    /** shown above the portal's own report when its scripts draw it (the page gives no data) */
    legacy: string;
    /** accessible name of the portal report's tab list (its views) */
    reportViews: string;
    /** a key-activity page whose report script the theme does not know (path without /key/key-activity/) */
    otherReport: string;
  };
  keySecret: {
    heading: string;
    main: string;
    api: string;
    application: string;
    key: string;
    secret: string;
    status: string;
    created: string;
    backToKeys: string;
  };

  verifyAccount: {
    heading: string;
    main: string;
  };
  resetPassword: {
    heading: string;
    main: string;
  };
  resetPasswordSuccess: {
    heading: string;
    main: string;
  };
  resetPasswordError: {
    heading: string;
    main: string;
  };
  accountManage: {
    heading: string;
    subheading: string;
    main: string;
  };
  accountEmail: {
    heading: string;
    main: string;
  };
  accountEmailSuccess: {
    heading: string;
    main: string;
  };
  accountPassword: {
    heading: string;
    main: string;
  };
  accountPasswordSuccess: {
    heading: string;
    main: string;
  };

  register: {
    heading: string;
    main: string;
    signinPrompt: string;
    signin: string;
  };
  registerSent: {
    heading: string;
    /** {{email}} */
    sent: string;
    sentNoAddress: string;
    instructions: string;
    resendPrompt: string;
    resend: string;
    pending: string;
  };
  registerResend: {
    heading: string;
    main: string;
  };
  registerResendSuccess: {
    heading: string;
    main: string;
  };
  join: {
    heading: string;
    main: string;
  };
  joinSuccess: {
    heading: string;
    /** {{username}} = the registered username */
    main: string;
  };
  memberRemove: {
    heading: string;
    main: string;
    /** the button that opens the confirm dialog, and the dialog's confirm button */
    confirm: string;
    cancel: string;
    /** the confirm dialog's message */
    popup: string;
    popupTitle: string;
  };
  memberRemoveSuccess: {
    heading: string;
    main: string;
  };
  lostPassword: {
    heading: string;
    main: string;
  };
  lostPasswordReset: {
    heading: string;
    main: string;
  };
  lostUsername: {
    heading: string;
    main: string;
  };
  lostUsernameReset: {
    heading: string;
    main: string;
  };
  showSecret: {
    heading: string;
    main: string;
  };
  showSecretSuccess: {
    heading: string;
    main: string;
  };
  showSecretError: {
    heading: string;
    main: string;
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

  signin: {
    heading: string;
    main: string;
    sso: string;
    lostPassword: string;
    lostUsername: string;
    registerPrompt: string;
    register: string;
    failedHeading: string;
    failedBody: string;
    tryAgain: string;
    /** moved: heading and body come from the server; this labels its link when it has no text */
    movedLink: string;
  };
  logout: {
    heading: string;
    main: string;
  };
  logoutFail: {
    heading: string;
    main: string;
    retry: string;
  };
  contact: {
    heading: string;
    main: string;
  };
  contactSuccess: {
    heading: string;
    main: string;
  };

  /**
   * Strings the design-system components render on their own, grouped per component (most groups are
   * shaped like the component's `labels` prop; SecretField and charts map a few names).
   */
  components: {
    secretField: {
      /** reveal button text */
      show: string;
      hide: string;
      /** what screen readers hear while the value is masked */
      hidden: string;
      copy: string;
      copied: string;
      selected: string;
      copyFailed: string;
    };
    copyButton: {
      copy: string;
      copied: string;
      selected: string;
      failed: string;
    };
    confirmDialog: {
      confirm: string;
      cancel: string;
    };
    pagination: {
      /** the nav landmark's name */
      nav: string;
      previous: string;
      next: string;
      /** {{page}} */
      page: string;
      /** {{page}} */
      currentPage: string;
    };
    passwordInput: {
      /** visible toggle texts */
      show: string;
      hide: string;
      /** fuller accessible names of the toggle (they contain the visible text) */
      showName: string;
      hideName: string;
    };
    passwordChecklist: {
      heading: string;
      met: string;
      unmet: string;
      /** {{minLength}} — used when the server page has no requirement list */
      length: string;
      digit: string;
      letter: string;
      lowercase: string;
      uppercase: string;
      special: string;
      classes: string;
      confirm: string;
      /** announced (politely) when every requirement is met */
      allMet: string;
      /** shown (and focused) when a submit is held back because the new password breaks rules; {{rules}} = the
       *  unmet rules, joined by '; ' (the server stays the final judge of what it accepts) */
      blocked: string;
    };
    formField: {
      /** accessible text of the required mark */
      required: string;
    };
    serverForm: {
      required: string;
      showPassword: string;
      hidePassword: string;
      errorSummary: string;
      /** submit text when the server form has no submit control of its own */
      submit: string;
      /** title of the notice listing required fields left empty (checked before posting) */
      missingSummary: string;
      /** message on a required field left empty (checked before posting) */
      missingField: string;
      /** the question naming the plan checkboxes (`plans[]`) of the app forms: their group's legend */
      plansLegend: string;
    };
    codeBlock: {
      /** accessible name of the scrollable code region */
      region: string;
      copy: string;
      copied: string;
      selected: string;
      failed: string;
    };
    table: {
      region: string;
    };
    chart: {
      showTable: string;
      showChart: string;
      /** shown instead of a chart without data */
      noData: string;
      dateColumn: string;
      categoryColumn: string;
      valueColumn: string;
      loading: string;
      keyboardHint: string;
    };
    breadcrumbs: {
      label: string;
    };
    navList: {
      /** accessible name of a menu item's sub-menu toggle; {{label}} = the item */
      submenu: string;
    };
    skeleton: {
      loading: string;
    };
    tooltip: {
      /** accessible name of a tooltip trigger that has no text of its own */
      more: string;
    };
    markdown: {
      loading: string;
      /** screen-reader state of GFM task-list items in Markdown bodies (pages, docs) */
      taskDone: string;
      taskOpen: string;
    };
  };
}

/** Every key optional, at any depth: label overrides name only what they change. */
export type DeepPartial<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly unknown[]
    ? T
    : { [K in keyof T]?: DeepPartial<T[K]> };
