// The layout's default labels: the page frame (title, skip link, navs, search, quick search, colour
// scheme) and the components. In the deploy entry: every page renders them.
// Part of the default English labels: src/labels/en.ts puts the parts together and explains the rules
// (placeholders, rich labels); src/model/labels/layout.ts has the shape.

import type { Labels } from '../../model/labels.ts';
import type { LayoutLabelGroup } from '../groups.ts';

export const layoutLabels = {
  title: '{{title}} | {{area}}',
  titleAreaOnly: '{{area}}',

  layout: {
    skipLink: 'Skip to content',
    userNav: 'Your account',
    primaryNav: 'Main',
    secondaryNav: 'Footer',
    accountNav: 'Account sections',
    accountSettingsNav: 'Account settings',
    home: '{{area}} home',
    copyright: '© {{year}} {{area}}',
    pageLoaded: '{{title}}',
    loading: 'Loading...',
    submitFailed: 'Your form could not be sent. Check your connection and try again; what you entered is still in the form.',
    contentCapped: 'This page is very long: only its first part is shown here. Search, or narrow the list, to find the rest.',
    upgradeNotice: 'You are using an outdated browser. Please upgrade your browser to use this site.',
    editPage: 'Edit this page',
    pageTools: 'Page tools',
    oauthPopupDone: 'Authorization finished. You can close this window.',
  },

  primaryNav: {
    toggle: 'Menu',
    close: 'Close menu',
  },

  colorScheme: {
    label: 'Color scheme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
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
    accountInfo: 'Account Information',
    changeEmail: 'Change Email',
    changePassword: 'Change Password',
    removeMembership: 'Remove Membership',
    viewProfile: 'View My Public Profile',
  },

  search: {
    label: 'Search',
    placeholder: 'Search...',
    button: 'Search',
    heading: 'Search Results for "{{query}}"',
    headingNew: 'Search',
    meta: 'Showing {{first}} to {{last}} of {{total}} results',
    noResults: 'Your search for "{{query}}" returned no results.',
    resultsLabel: 'Search results',
    pagePrevious: 'Previous',
    pageNext: 'Next',
    paginationLabel: 'Search result pages',
    wayOnSearch: 'Search the portal',
    wayOnSuggestions: 'Try one of these pages',
    wayOnHome: 'Go to the home page',
  },

  quickSearch: {
    // the header field's placeholder and the icon button's name below md (the form itself is "Search")
    open: 'Search…',
    shortcut: 'Ctrl K',
    shortcutMac: '⌘K',
    title: 'Search {{area}}',
    field: 'Search for',
    placeholder: 'Search the docs, blog and forum',
    hint: 'Results appear as you type.',
    searching: 'Searching…',
    results: '{{count}} results',
    resultsOne: '1 result',
    noResults: 'Nothing found for "{{query}}". Try other or fewer words.',
    error: 'Search failed. Try again, or open the full search page.',
    allResults: 'All results for "{{query}}"',
    close: 'Close search',
    keys: '↑ ↓ to move · Enter to open · Esc to close',
  },

  components: {
    secretField: {
      show: 'Show',
      hide: 'Hide',
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
      nav: 'Pagination',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}}',
      currentPage: 'Page {{page}}, current page',
    },
    passwordInput: {
      show: 'Show',
      hide: 'Hide',
      showName: 'Show password',
      hideName: 'Hide password',
    },
    passwordChecklist: {
      heading: 'Password requirements',
      met: 'met',
      unmet: 'not met',
      length: 'At least {{minLength}} characters',
      digit: 'Contains a number',
      letter: 'Contains a letter',
      lowercase: 'Contains a lowercase letter',
      uppercase: 'Contains an uppercase letter',
      special: 'Contains a symbol',
      classes: 'Uses at least three of: lowercase letters, uppercase letters, numbers, symbols',
      confirm: 'Both passwords match',
      allMet: 'All password requirements are met.',
      blocked: 'Your new password does not meet these requirements yet: {{rules}}.',
    },
    formField: {
      required: 'required',
    },
    serverForm: {
      required: 'required',
      showPassword: 'Show',
      hidePassword: 'Hide',
      errorSummary: 'Please correct the following:',
      submit: 'Submit',
      missingSummary: 'Fill in the required fields:',
      missingField: 'This field is required.',
      plansLegend: 'APIs for this application',
    },
    codeBlock: {
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
      submenu: '{{label}} submenu',
    },
    skeleton: {
      loading: 'Loading...',
    },
    tooltip: {
      more: 'More information',
    },
    markdown: {
      loading: 'Loading...',
      taskDone: 'Done:',
      taskOpen: 'To do:',
    },
  },
} satisfies Pick<Labels, LayoutLabelGroup>;
