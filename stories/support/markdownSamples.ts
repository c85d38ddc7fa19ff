import { codeLabels } from './codeSamples.ts';

export { codeLabels };
export const taskLabels = { done: 'Done:', open: 'To do:' };
export const languageNames: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  bash: 'Bash',
  python: 'Python',
  json: 'JSON',
  http: 'HTTP',
};
export const codeLanguageLabel = (language: string) => languageNames[language.toLowerCase()];

export const gettingStarted = `# Getting started

Every call needs **an API key**. Get one under *My Keys*, then send it with each request.

> Keys are issued per plan; each plan has its own [rate limits][limits].

## Your first call

\`\`\`bash
curl "https://api.example.com/v1/forecast?city=Oslo" -H "X-Api-Key: $API_KEY"
\`\`\`

The answer is JSON:

\`\`\`json
{ "city": "Oslo", "days": [{ "high": 4.5, "low": -2 }] }
\`\`\`

## Limits per plan

| Plan | Calls per second | Calls per day |
|------|-----------------:|--------------:|
| Free | 2 | 1,000 |
| Pro  | 20 | 100,000 |

- [x] Register an application
- [ ] Ask for a higher quota
- ~~Use the v0 endpoint~~ (retired)

[limits]: /docs/read/Rate_Limits
`;

/** What the portal's editor stores when an author types markdown: HTML-escaped. */
export const escapedFromEditor = `&gt; **Heads up:** the v1 forecast endpoint returns temperatures in &amp;deg;C.

Use \`units=imperial\` for &amp;deg;F &amp;mdash; see the &lt;em&gt;reference&lt;/em&gt;.`;

export const hostileMarkdown = `Hello <img src="x" alt="" onerror="window.__mdXss = 1">

[click me](javascript:window.__mdXss=2) and <a href=" JaVaScRiPt:window.__mdXss=3">me</a>

<script>window.__mdXss = 4</script><svg onload="window.__mdXss = 5"></svg>

<form action="/member/remove"><button>Remove</button></form>`;
