// The interactive docs' labels (I/O Docs: the console, its credentials and OAuth flows, code samples, and
// why a call failed). Their defaults: src/labels/en/ioDocs.ts (the deploy build's `console` file). Part of
// the shape of the labels: src/model/labels.ts puts the parts together and explains the comments
// (placeholders, rich labels).

/** The label groups of the interactive docs. */
export interface IoDocsPartLabels {
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
    whyOAuthClient: string;
    nextOAuthClient: string;
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
}
