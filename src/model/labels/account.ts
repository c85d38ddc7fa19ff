// The account pages' labels (keys, apps, key activity, getting started, sign-in and sign-out,
// registration, password and e-mail forms, membership, contact). Their defaults: src/labels/en/account.ts
// (the deploy build's `account` file). Part of the shape of the labels: src/model/labels.ts puts the parts
// together and explains the comments (placeholders, rich labels).

/** The label groups of the account pages' types and the getting-started guide they show. */
export interface AccountPartLabels {
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
}
