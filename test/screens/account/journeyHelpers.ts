// A fixture page with its #main replaced: the simulated portal's account markup (h1 'My Account', the
// Keys / Apps / Account tabs, the page name as an h2) through the real extractor and adapter.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { extractPage } from '../../../src/extract/index.ts';
import { adapt } from '../../../src/adapter/index.ts';
import { defaultSettings, type Settings } from '../../../src/config/settings.ts';
import type { ContentType, ScreenModel } from '../../../src/model/screenModel.ts';
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
): ScreenModel<K> {
  const html = readFileSync(join(ROOT, 'fixtures', 'pages', base), 'utf8')
    .replace(/<body class="[^"]*">/, `<body class="${bodyClass}">`)
    .replace(
      /<div id="main" class="main">[\s\S]*?\n {2}<\/div>\n {2}<div id="footer">/,
      `<div id="main" class="main">${main}</div></div>\n  <div id="footer">`,
    );
  const doc = new win.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  const model = adapt(extractPage(doc, url, { status: 200 }), { ...defaultSettings, ...settings }, { url, now: NOW });
  if (model.contentType !== expected) throw new Error(`${base} → ${model.contentType}, not ${expected}`);
  return model as ScreenModel<K>;
}
