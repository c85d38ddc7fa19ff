// The layout's labels: the page frame every page renders (browser title, skip link, the navigation
// landmarks and their menus, the colour scheme switch, header search and quick search) and the strings the
// design-system components render on their own. Their defaults: src/labels/en/layout.ts (in the deploy
// entry). Part of the shape of the labels: src/model/labels.ts puts the parts together and explains the
// comments (placeholders, rich labels).

/** The label groups of the page frame and the components: every page. */
export interface LayoutPartLabels {
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
