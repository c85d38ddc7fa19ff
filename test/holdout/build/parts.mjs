// Shared markup pieces (server-markup.md patterns), each with knobs so pages can vary them.

export const acctNav = (active, { cls = 'section-menu navigation', prefix = '' } = {}) =>
  `<div class="${cls}"><ul>
  <li${active === 'keys' ? ' class="active"' : ''}><a href="${prefix}/apps/mykeys">Keys</a></li>
  <li${active === 'apps' ? ' class="active"' : ''}><a href="${prefix}/apps/myapps">Applications</a></li>
  <li${active === 'account' ? ' class="active"' : ''}><a href="${prefix}/member/edit">Profile &amp; settings</a></li>
</ul></div>`;

/** div.key block: dd order application, key, [secret], status, created. */
export function keyBlock(k) {
  const dd = [
    ['Application', k.app],
    ['API key', k.key],
    ...(k.secret !== undefined ? [['Shared secret', k.secret]] : []),
    ['Status', k.status],
    ['Created', k.createdTitle ? `<abbr title="${k.createdTitle}">${k.created}</abbr>` : k.created],
  ];
  const limits =
    k.limits === false
      ? ''
      : `\n  <table class="key">${(
          k.limits ?? [
            ['Calls per second', '2'],
            ['Calls per day', '5,000'],
          ]
        )
          .map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`)
          .join('')}</table>`;
  const actions = [];
  if (k.report) actions.push(`<li><a class="view-report action" href="${k.report}">${k.reportText ?? 'Report'}</a></li>`);
  if (k.del) actions.push(`<li><a class="delete action" href="${k.del}">${k.delText ?? 'Delete'}</a></li>`);
  return `<div class="key">
  <dl>${dd.map(([t, v]) => `<dt>${t}</dt><dd>${v}</dd>`).join('')}</dl>${limits}${
    actions.length ? `\n  <div class="key-actions actions"><ul>${actions.join('')}</ul></div>` : ''
  }
</div>`;
}

/** .application block on apps pages. */
export function appBlock(a) {
  const rows = (a.apis ?? []).map((r) => `<tr><td>${r[0]}</td>${r.length > 1 ? `<td>${r[1]}</td>` : ''}</tr>`).join('');
  const table = a.table === false ? '' : `\n  <table><thead></thead><tbody>${rows}</tbody></table>`;
  const acts = [];
  if (a.edit) acts.push(`<li><a class="edit action" href="${a.edit}">Edit</a></li>`);
  if (a.del) acts.push(`<li><a class="delete-app action" href="${a.del}">Delete</a></li>`);
  if (a.add) acts.push(`<li><a class="add-key action" href="${a.add}">Add an API</a></li>`);
  if (a.view) acts.push(`<li><a class="view-keys action" href="${a.view}">Keys</a></li>`);
  return `<div class="application">
  <h3>${a.name}</h3>
  <dl><dt>Description</dt><dd>${a.descr ?? ''}</dd><dt>Created</dt><dd><abbr title="${a.createdTitle}">${a.created}</abbr></dd></dl>${table}${
    acts.length ? `\n  <div class="application-actions actions"><ul>${acts.join('')}</ul></div>` : ''
  }
</div>`;
}

export const pwBlock = (reqs = ['Contains a letter', 'Contains a number', 'At least 8 characters']) =>
  `<ul id="passwd_requirements">${reqs.map((r) => `<li>${r}</li>`).join('')}</ul>
<label for="passwd_strength_indicator">Password strength</label>`;

export const pwFields = () =>
  `<li><label class="require" for="passwd_new">New password</label><input type="password" id="passwd_new" name="passwd_new" class="passwd_new require"></li>
    <li><label class="require" for="passwd_again">Confirm new password</label><input type="password" id="passwd_again" name="passwd_again" class="passwd_again require"></li>`;

export const TERMS =
  'By clicking the "Register" button, I certify that I have read and agree to the Mashery <a href="http://www.mashery.com/terms/">Terms of Service</a> and <a href="http://www.mashery.com/privacy/">Privacy Policy</a>';

export const section = (body, extra = '') => `<div class="section">${extra}
  <div class="section-body">
${body}
  </div>
</div>`;
