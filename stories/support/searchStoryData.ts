export const searchResults = [
  {
    title: 'Rate limits and quotas',
    url: 'https://developer.example.com/docs/read/Rate_Limits',
    summary:
      'Every key has a rate limit per second and a quota per day. When a key exceeds its rate limit the API answers 403 with the header X-Error-Detail-Header: Account Over Rate Limit.',
  },
  {
    title: 'Getting an API key',
    url: 'https://developer.example.com/docs/read/Getting_Started',
    summary: 'Register an application to get a key. Each key is issued for one plan; its limits depend on the plan.',
  },
  {
    title: 'Forecast API reference',
    url: 'https://developer.example.com/io-docs',
    summary: 'Try each forecast method in the browser with your own key and see the rate headers in the response.',
  },
];
