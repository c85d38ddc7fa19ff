// A fixture page with its #main replaced: the simulated portal's account markup (h1 'My Account', the
// Keys / Apps / Account tabs, the page name as an h2) through the real extractor and adapter.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { extractPage } from '../../../src/extract/index.ts';
import { adapt } from '../../../src/adapter/index.ts';
import { defaultSettings, type Settings } from '../../../src/config/settings.ts';
import type { ContentType, PendingNotice, ScreenModel } from '../../../src/model/screenModel.ts';
import { NOW, ROOT } from './fixtures.ts';

const win = new Window({
  url: 'https://portal.invalid/',
  settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

export const TABS = (active: 'keys' | 'apps' | 'account') => `<div class="section-menu navigation"><ul>
  <li${active === 'keys' ? ' class="active"' : ''}><a href="/apps/mykeys">Keys</a></li>
  <li${active === 'apps' ? ' class="active"' : ''}><a href="/apps/myapps">Apps</a></li>
  <li${active === 'account' ? ' class="active"' : ''}><a href="/member/edit">Account</a></li></ul></div>`;

/** `base` (a fixture page) with `bodyClass` and `main` as its #main content, extracted and adapted at `url`. */
export function modelWithMain<K extends ContentType>(
  base: string,
  bodyClass: string,
  main: string,
  url: string,
  expected: K,
  settings: Partial<Settings> = {},
  notice: PendingNotice | null = null,
): ScreenModel<K> {
  const html = readFileSync(join(ROOT, 'fixtures', 'pages', base), 'utf8')
    .replace(/<body class="[^"]*">/, `<body class="${bodyClass}">`)
    .replace(
      /<div id="main" class="main">[\s\S]*?\n {2}<\/div>\n {2}<div id="footer">/,
      `<div id="main" class="main">${main}</div></div>\n  <div id="footer">`,
    );
  const doc = new win.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  const model = adapt(extractPage(doc, url, { status: 200 }), { ...defaultSettings, ...settings }, { url, now: NOW, notice });
  if (model.contentType !== expected) throw new Error(`${base} → ${model.contentType}, not ${expected}`);
  return model as ScreenModel<K>;
}

/** the simulated portal's my-keys markup (fixtures/portal/routes/apps.ts): keys shown, secrets not displayed */
export const MY_KEYS = (opts: { secrets: boolean }) => {
  const key = (app: string, key: string, secret: string) => `<div class="key">
      <dl><dt>Application</dt><dd>${app}</dd><dt>Key</dt><dd>${key}</dd>
      ${opts.secrets ? `<dt>Secret</dt><dd>${secret}</dd>` : ''}<dt>Status</dt><dd>active</dd>
      <dt>Registered</dt><dd><abbr title="2026-01-31T09:30:00Z">Jan 31, 2026</abbr></dd></dl>
      <table class="key"><tr><td>Calls per second</td><td>2</td></tr><tr><td>Calls per day</td><td>5,000</td></tr></table>
      <div class="key-actions actions"><ul>
        <li><a class="view-report action" href="/key/key-activity/${key}">Report</a></li>
        <li><a class="delete action" href="/key/delete-key/${key}">Delete</a></li></ul></div></div>`;
  return `<h1 class="first">My Account</h1>${TABS('keys')}<div class="section"><div class="section-body">
<div class="page-info" style="display: none;">true-1-1-</div>
<div class="actions"><a class="hide-keys action" href="/apps/mykeys">Hide keys &amp; secrets</a>${
    opts.secrets ? '' : ' <a class="request-secrets action" href="/member/request-display-key-info">Display shared secrets</a>'
  }</div>
<h2>Weather API — Basic plan</h2>
${key('Storm Tracker', 'be2974546978e3739e6d6da8', 'sEcReT1')}
${key('Hackathon 2026', '78ed7d2bf2a8c4af4a3d3652', 'sEcReT2')}
<h2>Maps API — Standard plan</h2>
${key('Route Planner', 'd9ef8196557c9da69806fb5d', 'sEcReT3')}
<a class="action new-key" href="/apps/register">Get another key</a></div></div>`;
};
