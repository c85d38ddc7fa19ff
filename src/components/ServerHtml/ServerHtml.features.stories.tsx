import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ServerHtml, canSanitize, sanitizeHtml } from './index.ts';
import { payloads, dangerous } from '../../../test/support/xssPayloads.ts';

declare global {
  interface Window {
    __xss?: number;
  }
}

const meta = { title: 'Components/ServerHtml/Features', component: ServerHtml } satisfies Meta<typeof ServerHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

const prose = `<h1>Terms of Service</h1>
<p>These terms govern your use of the <abbr title="Application Programming Interface">API</abbr>. Read them with <em>care</em> — <mark>especially section 3</mark>.</p>
<h2 id="usage">1. Usage</h2>
<ol><li>Keep your key secret.<ul><li>Never commit it.</li><li>Rotate it yearly.</li></ul></li><li>Respect the <a href="#limits">limits</a>.</li></ol>
<blockquote><p>Quoted guidance from the provider.</p></blockquote>
<h3 id="limits">2. Limits</h3>
<table><caption>Default limits</caption><thead><tr><th>Limit</th><th>Value</th></tr></thead><tbody><tr><td>Calls per second</td><td>2</td></tr><tr><td>Calls per day</td><td>5,000</td></tr></tbody></table>
<p>Inline <code>api_key</code> parameter, and a block:</p>
<pre><code class="language-bash">curl -H "Accept: application/json" "https://api.example.com/v1/forecast?city=Berlin&amp;api_key=YOUR_KEY&amp;units=metric&amp;lang=en&amp;a_very_long_parameter=value"</code></pre>
<details><summary>Show the changelog</summary><p>2017-08-21: first version.</p></details>
<figure><img src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==" alt="A one-pixel diagram" width="120" height="40"><figcaption>Figure 1: architecture.</figcaption></figure>
<hr><p>Questions? <a href="https://example.com/contact" target="_blank">Contact us</a>.</p>`;

export const Prose: Story = {
  args: { html: prose },
  play: async ({ canvasElement }) => {
    await expect(canSanitize()).toBe(true);
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(c.getByRole('table', { name: 'Default limits' })).toBeVisible();
    await expect(c.getByRole('img', { name: 'A one-pixel diagram' })).toHaveAttribute('loading', 'lazy');
    // ids are prefixed and same-page links follow them
    await expect(c.getByRole('heading', { name: '2. Limits' })).toHaveAttribute('id', 'content-limits');
    await expect(c.getByRole('link', { name: 'limits' })).toHaveAttribute('href', '#content-limits');
    await expect(c.getByRole('link', { name: 'Contact us' })).toHaveAttribute('rel', 'noopener noreferrer');
    // images never exceed the column
    const img = c.getByRole('img');
    await expect(getComputedStyle(img).maxWidth).toBe('100%');
    // the disclosure stays a native, focusable details/summary
    const summary = c.getByText('Show the changelog');
    await userEvent.click(summary);
    await expect(summary.closest('details')).toHaveAttribute('open');
    await expect(summary).toHaveFocus();
  },
};

export const XssPayloadsInert: Story = {
  args: { html: payloads.map(([, p]) => p).join('\n<hr>\n') },
  // The payloads' <img src=x> carry no alt text: that is the attacker's markup (kept as an inert image), not ours.
  parameters: { a11y: { config: { rules: [{ id: 'image-alt', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    await expect(canSanitize()).toBe(true);
    const root = canvasElement.querySelector('div > div') ?? canvasElement;
    // nothing dangerous survives, per payload and as rendered
    for (const [name, payload] of payloads) {
      const out = sanitizeHtml(payload);
      if (dangerous.test(out)) throw new Error(`payload "${name}" survived: ${out}`);
    }
    await expect(root.innerHTML).not.toMatch(dangerous);
    // and nothing ran: click every link, give handlers time to fire
    root.querySelectorAll('a').forEach((a) => a.addEventListener('click', (e) => e.preventDefault()));
    for (const a of Array.from(root.querySelectorAll('a'))) a.click();
    await new Promise((r) => setTimeout(r, 300));
    await expect(window.__xss).toBeUndefined();
    await expect(canvasElement.querySelectorAll('script, style, iframe, object, embed, svg, math').length).toBe(0);
  },
};

export const FormsKeptWhole: Story = {
  args: {
    html: `<form id="member-edit" action="/member/edit" method="post" enctype="multipart/form-data">
      <fieldset><legend>Account Information</legend>
      <p><label for="members-name">Name</label> <input id="members-name" name="name" value="Jo Doe"></p>
      <p><label for="members-country">Country</label> <select id="members-country" name="members[country]"><option value="de" selected>Germany</option><option value="fr">France</option></select></p>
      <p><label for="members-bio">About you</label> <textarea id="members-bio" name="members[bio]">Hello</textarea></p>
      <p><input type="checkbox" id="terms" name="terms" value="1" checked> <label for="terms">I accept the terms</label></p>
      <input type="hidden" name="action" value="save"><input type="hidden" name="token" value="abc123">
      <button type="submit" name="submit" value="Save">Save</button></fieldset></form>`,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const form = canvasElement.querySelector('form');
    if (!form) throw new Error('form was removed');
    await expect(form).toHaveAttribute('action', '/member/edit');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await expect(c.getByRole('textbox', { name: 'Name' })).toHaveValue('Jo Doe');
    await expect(c.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked();
    await expect([...new FormData(form).entries()]).toEqual([
      ['name', 'Jo Doe'],
      ['members[country]', 'de'],
      ['members[bio]', 'Hello'],
      ['terms', '1'],
      ['action', 'save'],
      ['token', 'abc123'],
    ]);
  },
};

export const FormsRemoved: Story = {
  args: { html: '<p>Search summary</p><form action="/search"><label>Query <input name="q"></label></form>', allowForms: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('form, input')).toBeNull();
    await expect(within(canvasElement).getByText(/Query/)).toBeVisible();
  },
};

export const AttributeRules: Story = {
  args: { html: '<p>rules</p>' },
  play: async () => {
    await expect(sanitizeHtml('<a href="/x" data-full-load onclick="x()" aria-label="Go" style="color:red">x</a>')).toBe(
      '<a href="/x" aria-label="Go">x</a>',
    );
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    await expect(sanitizeHtml(`<img src="${png}" alt="p">`)).toContain(png);
    await expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="p">')).not.toContain('data:');
    await expect(sanitizeHtml(`<a href="${png}">p</a>`)).not.toContain('data:');
    const refs = sanitizeHtml(
      '<a name="top"></a><a href="#top">top</a><p aria-describedby="a b">x</p><label for="f">L</label><input id="f" name="name">',
      { idPrefix: 'docs-' },
    );
    await expect(refs).toContain('name="docs-top"');
    await expect(refs).toContain('href="#docs-top"');
    await expect(refs).toContain('aria-describedby="docs-a docs-b"');
    await expect(refs).toContain('for="docs-f"');
    await expect(refs).toContain('id="docs-f"');
    // a submitted control keeps its name even when it matches a document/form property
    await expect(refs).toContain('name="name"');
    await expect(sanitizeHtml('<a href="/y" target="evil">y</a>')).toContain('target="_blank"');
    await expect(sanitizeHtml('<a href="/y" target="_blank" rel="author">y</a>')).toContain('rel="author noopener noreferrer"');
    await waitFor(() => expect(typeof document.getElementById).toBe('function'));
  },
};

/** a table without header cells has its first row styled as the header row: the sanitiser marks it (no `:has()` in the CSS) */
export const HeaderlessTables: Story = {
  args: {
    html:
      '<table id="plain"><tr><td>Plan</td><td>Price</td></tr><tr><td>Free</td><td>0</td></tr></table>' +
      '<table id="headed" data-portal-headless=""><thead><tr><th>Plan</th></tr></thead><tbody><tr><td>Free</td></tr></tbody></table>' +
      '<table id="nested"><tr><td><table id="inner"><tr><th>inner</th></tr></table></td></tr></table>',
  },
  play: async ({ canvasElement }) => {
    const table = (id: string) => canvasElement.querySelector(`table[id$="${id}"]`)!;
    await expect(table('plain')).toHaveAttribute('data-portal-headless');
    // content's own marker on a table with header cells is dropped
    await expect(table('headed')).not.toHaveAttribute('data-portal-headless');
    // a header cell anywhere inside counts, as `table:not(:has(th))` did
    await expect(table('nested')).not.toHaveAttribute('data-portal-headless');
    // the first row of the header-less table looks like a header row (the sunken fill), the others do not
    const [first, second] = [...table('plain').querySelectorAll('td')].filter((_, i) => i % 2 === 0);
    await expect(getComputedStyle(first!).backgroundColor).not.toBe(getComputedStyle(second!).backgroundColor);
  },
};

export const NoClobbering: Story = {
  args: {
    html: '<img name="getElementById" src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==" alt=""><form name="cookie"></form><p id="alert">text</p>',
  },
  play: async () => {
    await expect(typeof document.getElementById).toBe('function');
    await expect(typeof document.cookie).toBe('string');
    await expect(typeof window.alert).toBe('function');
  },
};

export const InlineWrapper: Story = {
  args: { html: 'Server <strong>snippet</strong> inline', as: 'span', prose: false },
};

export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
};
