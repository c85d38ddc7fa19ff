// index.html of the portal report: one line per page type, then every page with its themed and bare
// screenshots side by side and what went wrong; a filter (CSS only, no script) shows pages with problems.
import type { Report } from './report.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function reportHtml(report: Report): string {
  const types = report.types
    .map((t) => `<tr><td>${esc(t.contentType)}</td><td>${t.pages}</td><td>${t.withProblems}</td></tr>`)
    .join('\n');
  const pages = report.pages
    .map((p, i) => {
      const shot = (src: string, alt: string) =>
        `<a href="${esc(src)}"><img src="${esc(src)}" alt="${esc(alt)}" loading="lazy"></a>`;
      const list = (items: string[]) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
      return `<section class="page${p.problems.length ? ' has-problems' : ''}" id="p${i + 1}">
<h2>${esc(p.path)} <small>${esc(p.contentType)}${p.state ? ` · ${esc(p.state)}` : ''} · HTTP ${p.status}</small></h2>
${p.problems.length ? `<div class="problems"><strong>Problems</strong>${list(p.problems)}</div>` : '<p class="ok">No problems found.</p>'}
${p.dropped.length ? `<details><summary>Server links and actions the themed page drops (${p.dropped.length})</summary>${list(p.dropped)}</details>` : ''}
${p.consoleErrors.length ? `<details><summary>Console errors with the theme (${p.consoleErrors.length})</summary>${list(p.consoleErrors)}</details>` : ''}
<div class="shots"><figure><figcaption>Themed, 1280 px</figcaption>${shot(p.shots.themed1280, `${p.path} themed at 1280 px`)}</figure>
<figure><figcaption>Bare portal, 1280 px</figcaption>${shot(p.shots.bare1280, `${p.path} without the theme at 1280 px`)}</figure>
<figure class="narrow"><figcaption>Themed, 390 px</figcaption>${shot(p.shots.themed390, `${p.path} themed at 390 px`)}</figure>
<figure class="narrow"><figcaption>Bare, 390 px</figcaption>${shot(p.shots.bare390, `${p.path} without the theme at 390 px`)}</figure></div>
</section>`;
    })
    .join('\n');
  const withProblems = report.pages.filter((p) => p.problems.length).length;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portal report: ${esc(report.portal)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:80rem;padding:1rem 1.5rem;color:#1a1a1a}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .75rem;text-align:left}
.page{border-top:2px solid #ddd;margin-top:1.5rem}.page h2 small{font-weight:normal;color:#555}
.problems{background:#fff4e5;border-left:4px solid #b45309;padding:.5rem 1rem}.ok{color:#166534}
.shots{display:flex;flex-wrap:wrap;gap:1rem}.shots figure{margin:0;flex:1 1 18rem}.shots figure.narrow{flex:0 1 10rem}
.shots img{width:100%;border:1px solid #ccc}
.filter label{margin-right:1rem;display:inline-flex;gap:.25rem;align-items:center;min-height:24px}
body:has(#only-problems:checked) .page:not(.has-problems){display:none}
</style></head><body>
<h1>Portal report: ${esc(report.portal)}</h1>
<p>${report.pages.length} page(s) visited${report.signedIn ? `, signed in as ${esc(report.signedIn)}` : ', signed out'}; ${withProblems} with problems. Generated ${esc(report.generatedAt)}. Keys, secrets, tokens and passwords are masked.</p>
${report.notes.length ? `<ul class="notes">${report.notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>` : ''}
<h2>Page types</h2>
<table><thead><tr><th>Content type</th><th>Pages</th><th>With problems</th></tr></thead><tbody>
${types}
</tbody></table>
<fieldset class="filter"><legend>Show</legend>
<label><input type="radio" name="show" id="all-pages" checked> every page</label>
<label><input type="radio" name="show" id="only-problems"> pages with problems only</label></fieldset>
${pages}
</body></html>
`;
}
