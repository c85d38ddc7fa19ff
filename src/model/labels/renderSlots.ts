// The labels that take values known only while rendering (a count as the reader types, the error a call
// returned, the unmet password rules …): which labels, and the names of their render-time placeholders. The
// adapter splits each of these labels at those placeholders into a TextTemplate (after expanding the page's
// own values such as {{area}}), so a screen, a component or the runtime fills the slots
// (src/lib/textTemplate.ts) and never parses `{{…}}` itself. ExpandedLabels (src/model/screenModel/shared.ts)
// types these labels as TextTemplate<slot names> from this table; the table follows the labels' shape.

/** Why an I/O Docs call failed and what to do next: every explanation may name the status, API and flows. */
const FAILURE = ['status', 'api', 'flows'] as const;

export const RENDER_SLOTS = {
  quickSearch: { results: ['count'], noResults: ['query'], allResults: ['query'] },
  components: { passwordChecklist: { blocked: ['rules'] } },
  ioDocs: {
    keyOption: ['application', 'last4'],
    authorizeFailed: ['error'],
    invalidJson: ['message'],
    fileTooLarge: ['file', 'size', 'limit'],
    apiError: ['status'],
    proxyError: ['status'],
    sampleFillIn: ['placeholder'],
    requiredMissing: ['name'],
    requiredBodyField: ['name'],
    retryIn: ['seconds'],
    gatewayCode: ['code'],
    noMatches: ['query'],
    whyInactive: FAILURE,
    nextInactive: FAILURE,
    whyNotAuthorized: FAILURE,
    nextNotAuthorized: FAILURE,
    whyForbidden: FAILURE,
    nextForbidden: FAILURE,
    whyOverQps: FAILURE,
    nextOverQps: FAILURE,
    whyOverRate: FAILURE,
    nextOverRate: FAILURE,
    whyServiceBusy: FAILURE,
    nextServiceBusy: FAILURE,
    whyServiceNotFound: FAILURE,
    nextServiceNotFound: FAILURE,
    whyOAuth: FAILURE,
    nextOAuth: FAILURE,
    whyBasicAuth: FAILURE,
    nextBasicAuth: FAILURE,
    whyProxyRefused: FAILURE,
    nextProxyRefused: FAILURE,
    whyUnreachable: FAILURE,
    nextUnreachable: FAILURE,
    whyNetwork: FAILURE,
    nextNetwork: FAILURE,
    whyServerError: FAILURE,
    nextServerError: FAILURE,
    whyApiError: FAILURE,
    nextApiError: FAILURE,
  },
} as const;

/** A node of the table: a label's slot names, or a group of labels. */
export type RenderSlotTree = { readonly [key: string]: readonly string[] | RenderSlotTree };

export type RenderSlots = typeof RENDER_SLOTS;
