import { describe, expect, it } from 'vitest';
import { contentTypes } from '../model/contentTypes.ts';
import { defaultLabels } from '../labels/en.ts';
import {
  escapeHtml,
  expandLabelTree,
  expandRich,
  expandText,
  isRichLabelKey,
  mergeLabels,
  placeholderName,
  textTemplate,
} from './labels.ts';
import { adapt } from './index.ts';
import { RENDER_SLOTS, type RenderSlotTree } from '../model/labels/renderSlots.ts';
import { IO_DOCS_RENDER_SLOTS } from '../model/labels/renderSlots.ioDocs.ts';
import { loadRenderSlots } from '../labels/defaults.ts';
import type { TextTemplate } from '../model/screenModel.ts';
import { fillTextTemplate } from '../lib/textTemplate.ts';
import { context, env, messageContent, pageData, prose, settings, signedIn } from '../../test/adapter/factories.ts';

describe('default labels', () => {
  it('use the spec strings exactly', () => {
    expect(defaultLabels.accountKeys.noKeys).toBe("You don't have any keys yet.");
    expect(defaultLabels.accountKeys.noPlanKeys).toBe('You have not been issued keys for this API.');
    expect(defaultLabels.viewKeys.noKeys).toBe("You don't have any keys.");
    expect(defaultLabels.accountApps.noApps).toBe("You don't have any apps yet.");
    expect(defaultLabels.accountKeys.getKeyForPlan).toBe('Get a Key for {{plan}}');
    expect(defaultLabels.accountKeys.getKeys).toBe('Get API Keys');
    expect(defaultLabels.accountKeys.viewReport).toBe('View Report');
    expect(defaultLabels.accountKeys.deleteKey).toBe('Delete This Key');
    expect(defaultLabels.accountApps.createApp).toBe('Create a New App');
    expect(defaultLabels.appDelete.confirm).toBe('Are you really sure you want to delete this application?');
    expect(defaultLabels.keyDelete.confirm).toBe('Are you really sure you want to delete this key?');
    expect(defaultLabels.memberRemove.popup).toBe(
      'Please confirm that you wish to permanently disable your membership with this service.',
    );
    expect(defaultLabels.fourOhFour.heading).toBe('Unable to find this page');
    expect(defaultLabels.noAccess.heading).toBe("You don't have access to this content");
    expect(defaultLabels.search.meta).toBe('Showing {{first}} to {{last}} of {{total}} results');
    expect(defaultLabels.search.noResults).toBe('Your search for "{{query}}" returned no results.');
    expect(defaultLabels.signin.failedHeading).toBe('Login Failed');
    expect(defaultLabels.signin.failedBody).toBe(
      "We were unable to log you in at this time. This probably isn't your fault. Your account may be disabled or a system error occured. Try contacting an administrator for more information.",
    );
    expect(defaultLabels.registerSent.heading).toBe('Registration Almost Complete');
    expect(defaultLabels.joinSuccess.heading).toBe('Registration Successful');
    expect(defaultLabels.appAddAPIsSuccess.heading).toBe('New Keys Issued');
    expect(defaultLabels.resetPasswordError.heading).toBe('Oops! There was a problem.');
    expect(defaultLabels.lostPasswordReset.heading).toBe('E-mail Sent');
    expect(defaultLabels.lostUsernameReset.heading).toBe('E-mail Sent');
    expect(defaultLabels.docs.subheading).toBe('In the Docs');
    expect(defaultLabels.userNav).toEqual({
      signin: 'Sign In',
      register: 'Register',
      account: 'My Account',
      dashboard: 'Dashboard',
      signout: 'Sign Out',
    });
    expect([defaultLabels.accountNav.keys, defaultLabels.accountNav.apps, defaultLabels.accountNav.account]).toEqual([
      'Keys',
      'Apps',
      'Account',
    ]);
  });

  it("keep the spec's not-found text (with a contact link inside) and sign-out-failed text", () => {
    const model = adapt(pageData('fourOhFour'), settings(), env('/nope'));
    const text = (model.screen.body?.html ?? '').replace(/<[^>]+>/g, '');
    expect(text).toBe("We're unable to find this page. Sorry! Please check the URL, or contact us to report a broken link.");
    const fail = adapt(pageData('logoutFail', { context: signedIn() }), settings(), env('/logout/logout'));
    expect(`${fail.screen.body?.html.replace(/<[^>]+>/g, '')} ${fail.screen.retry.label}`).toBe(
      'Your attempt to sign out failed. Please try again.',
    );
  });

  it('have a label group for every content type', () => {
    for (const type of contentTypes) expect(defaultLabels, type).toHaveProperty(type);
  });
});

describe('placeholder expansion', () => {
  const values = { area: 'Acme', username: 'jdoe', 'path.keys': '/apps/mykeys', query: 'rain', none: null };

  it('expands known placeholders, tolerating spaces', () => {
    expect(expandText('{{area}} — {{ username }} — {{path.keys}}', values)).toBe('Acme — jdoe — /apps/mykeys');
  });

  it('accepts the predecessor spellings', () => {
    expect(placeholderName('mashery.area')).toBe('area');
    expect(placeholderName('content.query')).toBe('query');
    expect(placeholderName('path.registerResendConfirmation')).toBe('path.resendConfirmation');
    expect(placeholderName('path.iodocs')).toBe('path.ioDocs');
    expect(expandText('Search "{{content.query}}" on {{mashery.area}}', values)).toBe('Search "rain" on Acme');
  });

  it('expands null to empty and leaves unknown placeholders visible', () => {
    expect(expandText('[{{none}}] [{{unknown}}]', values)).toBe('[] [{{unknown}}]');
  });

  it('never expands placeholders inside inserted values (server content stays literal)', () => {
    expect(expandText('Query: {{query}}', { query: '{{path.keys}} {{area}}', area: 'Acme', 'path.keys': '/apps/mykeys' })).toBe(
      'Query: {{path.keys}} {{area}}',
    );
  });

  it("escapes values inserted into rich labels, keeping the label's own markup", () => {
    expect(expandRich('<p>Hi <strong>{{username}}</strong></p>', { username: '<img src=x onerror=alert(1)>&"\'' })).toEqual({
      html: '<p>Hi <strong>&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;</strong></p>',
    });
    expect(escapeHtml('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&#39;');
  });

  it('treats `main` and `…Html` keys as rich', () => {
    expect(isRichLabelKey('main')).toBe(true);
    expect(isRichLabelKey('footerHtml')).toBe(true);
    expect(isRichLabelKey('heading')).toBe(false);
    expect(isRichLabelKey('noKeys')).toBe(false);
  });

  it('expands a whole tree: plain labels as strings, rich labels as RichText', () => {
    const tree = expandLabelTree(defaultLabels, { area: 'Acme', 'path.signin': '/login', 'path.register': '/member/register' });
    expect(tree.memberRemove.heading).toBe('Remove Membership from Acme');
    expect(tree.noAccess.main.html).toContain('<a href="/login">signing in</a>');
    expect(typeof tree.accountKeys.noKeys).toBe('string');
  });

  it("keeps a placeholder named like an Object.prototype member (only the values' own names count)", () => {
    const template = '{{toString}} {{constructor}} {{hasOwnProperty}} {{__proto__}}';
    expect(expandText(template, { title: 'A' })).toBe(template);
  });
});

describe('labels with render-time slots (src/model/labels/renderSlots.ts)', () => {
  /** every label path of the table, with its slot names */
  const slotPaths = (node: RenderSlotTree, at: string[] = []): [string[], readonly string[]][] =>
    Object.entries(node).flatMap(([k, v]) =>
      Array.isArray(v) ? [[[...at, k], v] as [string[], readonly string[]]] : slotPaths(v as RenderSlotTree, [...at, k]),
    );
  const pick = (tree: unknown, at: string[]) => at.reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], tree);
  const values = { area: 'Acme', username: 'jdoe' };

  const ALL = { ...RENDER_SLOTS, ioDocs: IO_DOCS_RENDER_SLOTS };

  it("the interactive docs' part is loaded with their labels, for their page only", async () => {
    expect(await loadRenderSlots('ioDocs')).toEqual({ ioDocs: IO_DOCS_RENDER_SLOTS });
    expect(await loadRenderSlots('docs')).toEqual({});
  });

  it('name labels that exist, and only string labels', () => {
    const paths = slotPaths(ALL);
    expect(paths.length).toBeGreaterThan(20);
    for (const [at] of paths) expect(typeof pick(defaultLabels, at), at.join('.')).toBe('string');
  });

  it('become TextTemplates split at their slots, the page values expanded, other placeholders kept', () => {
    const tree = expandLabelTree(defaultLabels, values, { ioDocs: IO_DOCS_RENDER_SLOTS });
    for (const [at, slots] of slotPaths(ALL)) {
      const template = pick(tree, at);
      expect(Array.isArray(template), at.join('.')).toBe(true);
      const filled = fillTextTemplate(template as TextTemplate, Object.fromEntries(slots.map((s) => [s, `<${s}>`])));
      expect(filled, at.join('.')).not.toMatch(new RegExp(`\\{\\{\\s*(${slots.join('|')})\\s*\\}\\}`));
    }
    expect(fillTextTemplate(tree.quickSearch.results, { count: '3' })).toBe('3 results');
    expect(fillTextTemplate(tree.components.passwordChecklist.blocked, { rules: 'a; b' })).toContain(': a; b.');
  });

  it('expand the page values first: a brand label naming {{area}} beside a slot', () => {
    const labels = mergeLabels({ quickSearch: { noResults: 'Nothing on {{area}} for "{{query}}"' } }, defaultLabels);
    const tree = expandLabelTree(labels, values);
    expect(tree.quickSearch.noResults).toEqual(['Nothing on Acme for "', { slot: 'query' }, '"']);
    expect(fillTextTemplate(tree.quickSearch.noResults, { query: '{{area}}' })).toBe('Nothing on Acme for "{{area}}"');
  });
});

describe('label overrides', () => {
  it('deep-merge over the defaults, ignoring keys that do not exist', () => {
    const merged = mergeLabels({ accountKeys: { heading: 'Your keys' }, nope: 'x' } as never, defaultLabels);
    expect(merged.accountKeys.heading).toBe('Your keys');
    expect(merged.accountKeys.noKeys).toBe(defaultLabels.accountKeys.noKeys);
    expect(merged).not.toHaveProperty('nope');
    expect(defaultLabels.accountKeys.heading).toBe('My API Keys');
  });

  it('reach the model, with page placeholders expanded', () => {
    const model = adapt(
      pageData('accountKeys', { context: signedIn(), path: '/apps/mykeys' }),
      settings({
        labels: {
          accountKeys: { heading: 'Keys of {{username}} at {{area}}', noKeys: 'Nothing here, {{username}}.' },
          userNav: { signout: 'Log out' },
        },
      }),
      env('/apps/mykeys'),
    );
    expect(model.screen.heading).toBe('Keys of jdoe at Acme Developer Portal');
    expect(model.screen.empty).toBe('Nothing here, jdoe.');
    expect(model.layout.userNav.items.find((i) => i.id === 'signout')?.label).toBe('Log out');
    expect(model.labels.accountKeys.heading).toBe('Keys of jdoe at Acme Developer Portal');
  });

  it('escape user-controlled values in rich labels (a username cannot inject markup)', () => {
    const model = adapt(
      pageData('joinSuccess', { content: { username: '<a href="https://evil.example">x</a>{{path.keys}}', mainHtml: null } }),
      settings(),
      env('/member/join'),
    );
    const html = model.screen.body?.html ?? '';
    expect(html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;x&lt;/a&gt;{{path.keys}}');
    expect(html).not.toContain('<a href="https://evil.example"');
    expect(html).toContain('<a href="/apps/mykeys">My Account</a>');
  });

  it('leave server content untouched: braces in server text are not placeholders', () => {
    const model = adapt(
      pageData('appAddAPIsError', {
        content: messageContent({
          heading: null,
          mainHtml: '<p>Use {{path.keys}} and {{area}}</p>',
          errors: ['{{username}} failed'],
        }),
      }),
      settings(),
      env('/apps/select/1'),
    );
    expect(model.screen.body).toEqual({ html: '<p>Use {{path.keys}} and {{area}}</p>' });
    expect(model.screen.errors).toEqual(['{{username}} failed']);
    const page = adapt(
      pageData('page', {
        content: prose({ heading: 'About {{area}}', mainHtml: '<p>{{username}}</p>' }),
        context: context({ username: 'x' }),
      }),
      settings(),
      env('/page/About'),
    );
    expect(page.screen.heading).toBe('About {{area}}');
    expect(page.screen.body?.html).toBe('<p>{{username}}</p>');
  });
});

describe('labels: values without a value, unknown placeholders beside slots, overrides of the wrong shape', () => {
  it('null and undefined values expand to nothing, in text labels and in slot labels', () => {
    expect(expandText('[{{username}}|{{x}}]', { username: null, x: undefined })).toBe('[|]');
    expect(textTemplate('[{{username}}|{{x}}]', { username: null, x: undefined }, ['count'])).toEqual(['[|]']);
  });

  it('a slot label keeps a placeholder that is neither a value nor one of its slots as written', () => {
    expect(textTemplate('{{count}} results for {{nope}}', { area: 'Acme' }, ['count'])).toEqual([
      { slot: 'count' },
      ' results for {{nope}}',
    ]);
  });

  it('no overrides: the defaults; an override that is not a string or a group where the default is one is ignored', () => {
    expect(mergeLabels(undefined, defaultLabels)).toEqual(defaultLabels);
    const merged = mergeLabels({ layout: { home: 42, skipLink: { text: 'Skip' } } } as never, defaultLabels);
    expect(merged.layout.home).toBe(defaultLabels.layout.home);
    expect(merged.layout.skipLink).toBe(defaultLabels.layout.skipLink);
  });

  it('a rich label without placeholders becomes RichText as it is', () => {
    const tree = expandLabelTree(mergeLabels({ fourOhFour: { main: '<p>Gone.</p>' } }, defaultLabels), {});
    expect(tree.fourOhFour.main).toEqual({ html: '<p>Gone.</p>' });
  });
});
