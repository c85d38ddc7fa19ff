// The small text helpers of the screen builders: trimmed values, label expansion, dates, links, label overrides,
// the precedence rule (pickText), headings, confirm dialogs, deletion notices and search terms.
import { describe, expect, it } from 'vitest';
import type { ContentType } from '../../model/pageData.ts';
import type { Labels } from '../../model/labels.ts';
import type { Settings } from '../../model/settings.ts';
import {
  confirm,
  dateModel,
  deletionNotice,
  expandLabel,
  group,
  heading,
  labelOverride,
  link,
  nonEmpty,
  pickText,
  richLabel,
  searchTerms,
  serverLinks,
} from './helpers.ts';
import { defaultLabels } from '../../labels/en.ts';
import { context, env, pageData, screenInput, settings, signedIn } from '../../../test/adapter/factories.ts';

const AREA = 'Acme Developer Portal';

/** a builder's input for a page of `type` (signed in, server heading `serverHeading`) */
const inputOf = (type: ContentType, s: Partial<Settings> = {}, serverHeading: string | null = 'Server heading') =>
  screenInput(pageData(type, { context: signedIn(), content: { heading: serverHeading } }), settings(s));

describe('nonEmpty', () => {
  it('the trimmed text, or null for nothing or only whitespace', () => {
    expect(nonEmpty('  Weather API \n')).toBe('Weather API');
    expect(nonEmpty('x')).toBe('x');
    expect(nonEmpty(' \t ')).toBeNull();
    expect(nonEmpty('')).toBeNull();
    expect(nonEmpty(null)).toBeNull();
    expect(nonEmpty(undefined)).toBeNull();
  });
});

describe('expandLabel and richLabel', () => {
  it("expands the page's values, and local ones over them; unknown placeholders stay as written", () => {
    const input = inputOf('page');
    expect(expandLabel(input, 'Welcome to {{area}}, {{username}}')).toBe(`Welcome to ${AREA}, jdoe`);
    expect(expandLabel(input, '{{plan}} on {{area}}', { plan: 'Gold' })).toBe(`Gold on ${AREA}`);
    expect(expandLabel(input, '{{area}}', { area: 'Elsewhere' })).toBe('Elsewhere');
    expect(expandLabel(input, '{{plan}} on {{area}}')).toBe(`{{plan}} on ${AREA}`);
    // plain text: values go in as they are
    expect(expandLabel(input, '{{plan}}', { plan: '<b>' })).toBe('<b>');
  });

  it('richLabel keeps the label markup, escapes the values, and is null for a missing or blank label', () => {
    const input = inputOf('page');
    expect(richLabel(input, '<p>{{plan}} on {{area}}</p>', { plan: '<b>Gold</b>' })).toEqual({
      html: `<p>&lt;b&gt;Gold&lt;/b&gt; on ${AREA}</p>`,
    });
    expect(richLabel(input, '<p>{{area}}</p>')).toEqual({ html: `<p>${AREA}</p>` });
    expect(richLabel(input, '<p>{{area}}</p>', { area: 'Local' })).toEqual({ html: '<p>Local</p>' });
    expect(richLabel(input, undefined)).toBeNull();
    expect(richLabel(input, '')).toBeNull();
    expect(richLabel(input, '  \n ')).toBeNull();
  });
});

describe('dateModel', () => {
  it('the visible text and the machine value, both trimmed', () => {
    expect(dateModel({ value: ' 2017-08-21T09:30:00Z ', text: ' Aug 21, 2017 ' })).toEqual({
      dateTime: '2017-08-21T09:30:00Z',
      text: 'Aug 21, 2017',
    });
  });

  it('without a visible text the value is shown; without a value there is no dateTime', () => {
    expect(dateModel({ value: '2017-08-21', text: '  ' })).toEqual({ dateTime: '2017-08-21', text: '2017-08-21' });
    expect(dateModel({ value: '2017-08-21', text: null })).toEqual({ dateTime: '2017-08-21', text: '2017-08-21' });
    expect(dateModel({ value: null, text: 'Aug 21, 2017' })).toEqual({ dateTime: null, text: 'Aug 21, 2017' });
    expect(dateModel({ value: ' ', text: 'Aug 21, 2017' })).toEqual({ dateTime: null, text: 'Aug 21, 2017' });
  });

  it('null when there is no date or nothing to show', () => {
    expect(dateModel(null)).toBeNull();
    expect(dateModel(undefined)).toBeNull();
    expect(dateModel({ value: null, text: null })).toBeNull();
    expect(dateModel({ value: ' ', text: '' })).toBeNull();
  });
});

describe('link and serverLinks', () => {
  it('a link needs both a label and a URL; extra fields are added', () => {
    expect(link('Docs', '/docs')).toEqual({ label: 'Docs', url: '/docs' });
    expect(link('Edit', '/edit/1', { ariaLabel: 'Edit: Storm' })).toEqual({
      label: 'Edit',
      url: '/edit/1',
      ariaLabel: 'Edit: Storm',
    });
    expect(link('', '/docs')).toBeNull();
    expect(link('Docs', '')).toBeNull();
    expect(link('Docs', null)).toBeNull();
    expect(link('Docs', undefined)).toBeNull();
  });

  it("the server's links without the incomplete ones, label and URL only, in order", () => {
    const links = [
      { label: 'Home', url: '/', rel: 'home' },
      { label: '', url: '/empty-label' },
      { label: 'No URL', url: '' },
      { label: 'Sign in again', url: '/login' },
    ];
    expect(serverLinks(links)).toEqual([
      { label: 'Home', url: '/' },
      { label: 'Sign in again', url: '/login' },
    ]);
    expect(serverLinks([])).toEqual([]);
  });
});

describe('group and labelOverride', () => {
  it("a content type's label group; an empty group for a type without labels", () => {
    expect(group(defaultLabels, 'logout')).toBe(defaultLabels.logout);
    expect(group(defaultLabels, 'noSuchType' as ContentType)).toEqual({});
    expect(group({} as Labels, 'logout')).toEqual({});
  });

  it("the label as the admin set it when it differs from the default ('' included), else null", () => {
    expect(labelOverride(inputOf('appRegister', { labels: { appRegister: { heading: 'Your app' } } }), 'heading')).toBe(
      'Your app',
    );
    expect(labelOverride(inputOf('appRegister', { labels: { appRegister: { heading: '' } } }), 'heading')).toBe('');
    // the same text as the default is no override
    const same = { labels: { appRegister: { heading: defaultLabels.appRegister.heading } } };
    expect(labelOverride(inputOf('appRegister', same), 'heading')).toBeNull();
    expect(labelOverride(inputOf('appRegister'), 'heading')).toBeNull();
    // another page's override is not this page's
    expect(labelOverride(inputOf('appEdit', { labels: { appRegister: { heading: 'Your app' } } }), 'heading')).toBeNull();
    // a key the group does not have
    expect(labelOverride(inputOf('appRegister'), 'noSuchKey')).toBeNull();
  });

  it('a key whose effective value is not a string is no override', () => {
    const input = inputOf('appRegister');
    const labels = { ...input.labels, appRegister: { ...input.labels.appRegister, odd: { nested: 'x' } } } as unknown as Labels;
    expect(labelOverride({ ...input, labels }, 'odd')).toBeNull();
  });
});

describe('pickText', () => {
  it('an override > the server > the fallback', () => {
    expect(pickText('Label', 'Server', 'Default')).toEqual({ value: 'Label', source: 'labels' });
    expect(pickText(null, 'Server', 'Default')).toEqual({ value: 'Server', source: 'server' });
    expect(pickText(null, null, 'Default')).toEqual({ value: 'Default', source: 'labels' });
    expect(pickText(null, null, null)).toEqual({ value: null, source: null });
  });

  it("an override '' means the server's, with no fallback", () => {
    expect(pickText('', 'Server', 'Default')).toEqual({ value: 'Server', source: 'server' });
    expect(pickText('', null, 'Default')).toEqual({ value: null, source: null });
  });

  it("fixed: the label (override or default) wins over the server's; the server's only without one", () => {
    expect(pickText('Label', 'Server', 'Default', true)).toEqual({ value: 'Label', source: 'labels' });
    expect(pickText(null, 'Server', 'Default', true)).toEqual({ value: 'Default', source: 'labels' });
    expect(pickText(null, 'Server', null, true)).toEqual({ value: 'Server', source: 'server' });
    expect(pickText(null, null, null, true)).toEqual({ value: null, source: null });
    // '' = the server's, even in the fixed catalogue, and then no fallback
    expect(pickText('', 'Server', 'Default', true)).toEqual({ value: 'Server', source: 'server' });
    expect(pickText('', null, 'Default', true)).toEqual({ value: null, source: null });
  });

  it('works on any value type (bodies as objects)', () => {
    const label = { html: '<p>L</p>' };
    const server = { html: '<p>S</p>' };
    expect(pickText(null, server, label)).toEqual({ value: server, source: 'server' });
    expect(pickText(null, server, label, true)).toEqual({ value: label, source: 'labels' });
  });
});

describe('heading', () => {
  it("an ordinary page: the server's heading, no subtitle field, headingHidden from the page", () => {
    expect(heading(inputOf('appRegister'), '  Server heading ')).toStrictEqual({
      heading: 'Server heading',
      headingHidden: false,
    });
    expect(heading(inputOf('appRegister'), null)).toStrictEqual({ heading: 'Register an Application', headingHidden: false });
    expect(heading(inputOf('appRegister'), '   ')).toStrictEqual({ heading: 'Register an Application', headingHidden: false });
    const hidden = screenInput(pageData('appRegister', { context: signedIn({ globals: { noHeading: true } }) }), settings());
    expect(heading(hidden, 'Server heading')).toStrictEqual({ heading: 'Server heading', headingHidden: true });
  });

  it('a page without a default label heading and without a server heading has none', () => {
    expect(heading(inputOf('page'), null)).toStrictEqual({ heading: null, headingHidden: false });
    // a label group without a heading at all
    const input = inputOf('page');
    const labels = { ...input.labels, page: {} } as unknown as Labels;
    expect(heading({ ...input, labels }, null)).toStrictEqual({ heading: null, headingHidden: false });
    expect(heading({ ...input, labels }, 'Server heading')).toStrictEqual({ heading: 'Server heading', headingHidden: false });
  });

  it('an override wins, with the page values and local ones expanded', () => {
    const s = { labels: { appRegister: { heading: 'Register {{plan}} on {{area}}' } } };
    expect(heading(inputOf('appRegister', s), 'Server heading', { plan: 'Gold' })).toStrictEqual({
      heading: `Register Gold on ${AREA}`,
      headingHidden: false,
    });
    // the default label heading is expanded too (memberRemove: 'Remove Membership from {{area}}')
    expect(heading(inputOf('memberRemove'), null).heading).toBe(`Remove Membership from ${AREA}`);
  });

  it("an override that expands to nothing is ''; the server's heading, else none", () => {
    const s = { labels: { appRegister: { heading: '{{plan}}' } } };
    expect(heading(inputOf('appRegister', s), 'Server heading', { plan: ' ' }).heading).toBe('Server heading');
    expect(heading(inputOf('appRegister', s), null, { plan: '' }).heading).toBeNull();
    const empty = { labels: { appRegister: { heading: '' } } };
    expect(heading(inputOf('appRegister', empty), 'Server heading').heading).toBe('Server heading');
    expect(heading(inputOf('appRegister', empty), null).heading).toBeNull();
  });

  it("fixed: the label heading over the server's (the spec's error pages)", () => {
    expect(heading(inputOf('logoutFail'), 'Server heading', undefined, { fixed: true })).toStrictEqual({
      heading: 'Sign Out Failed',
      headingHidden: false,
    });
    expect(heading(inputOf('logoutFail'), 'Server heading', undefined, { fixed: false }).heading).toBe('Server heading');
    expect(heading(inputOf('logoutFail'), 'Server heading').heading).toBe('Server heading');
  });

  it("section pages: the page's label heading, the server's as the subtitle when it says something else", () => {
    for (const type of [
      'accountKeys',
      'accountApps',
      'viewKeys',
      'accountManage',
      'accountEmail',
      'accountEmailSuccess',
      'accountPassword',
      'accountPasswordSuccess',
    ] as const) {
      const h = heading(inputOf(type), ' My Account ');
      expect(h, type).toStrictEqual({
        heading: (defaultLabels[type] as { heading: string }).heading,
        headingHidden: false,
        subtitle: 'My Account',
      });
    }
  });

  it('section pages: no subtitle when the server has no heading or says the same, or without a heading', () => {
    expect(heading(inputOf('accountEmail'), null)).toStrictEqual({
      heading: 'Change Email',
      headingHidden: false,
      subtitle: null,
    });
    expect(heading(inputOf('accountEmail'), 'change email.')).toStrictEqual({
      heading: 'Change Email',
      headingHidden: false,
      subtitle: null,
    });
    // override '' → the server's heading is the heading, and not its own subtitle
    const empty = { labels: { accountEmail: { heading: '' } } };
    expect(heading(inputOf('accountEmail', empty), 'My Account')).toStrictEqual({
      heading: 'My Account',
      headingHidden: false,
      subtitle: null,
    });
    expect(heading(inputOf('accountEmail', empty), null)).toStrictEqual({ heading: null, headingHidden: false, subtitle: null });
  });

  it('a page that is not a section page gets no subtitle, even with a different server heading', () => {
    const h = heading(screenInput(pageData('appRegister', { context: context() }), settings()), 'My Account');
    expect(h).not.toHaveProperty('subtitle');
  });
});

describe('confirm', () => {
  const g = { title: 'Delete {{application}}?', message: 'Really delete {{application}} from {{area}}?', yes: 'Delete it' };

  it('texts from the group, with local values; the dialog labels as fallbacks for the buttons', () => {
    const input = inputOf('appDelete');
    expect(
      confirm(input, g, { title: 'title', message: 'message', confirm: 'yes', cancel: 'no' }, { application: 'Storm' }),
    ).toEqual({
      title: 'Delete Storm?',
      message: `Really delete Storm from ${AREA}?`,
      confirmLabel: 'Delete it',
      cancelLabel: 'Cancel',
    });
    expect(confirm(input, g, { title: 'none', message: 'none', confirm: 'none', cancel: 'none' })).toEqual({
      title: '',
      message: '',
      confirmLabel: 'Confirm',
      cancelLabel: 'Cancel',
    });
    expect(
      confirm(
        input,
        { ...g, no: 'Keep {{application}}' },
        { title: 'title', message: 'message', confirm: 'yes', cancel: 'no' },
        {
          application: 'Storm',
        },
      ).cancelLabel,
    ).toBe('Keep Storm');
  });

  it('the dialog labels follow their overrides', () => {
    const s = { labels: { components: { confirmDialog: { confirm: 'OK {{area}}', cancel: 'Back' } } } };
    expect(confirm(inputOf('appDelete', s), {}, { title: 'a', message: 'b', confirm: 'c', cancel: 'd' })).toEqual({
      title: '',
      message: '',
      confirmLabel: `OK ${AREA}`,
      cancelLabel: 'Back',
    });
  });
});

describe('deletionNotice', () => {
  const texts = { title: 'Deleted from {{area}}', named: '{{application}} is gone.', plain: 'It is gone.' };
  const withNotice = (notice: { kind: 'keyDeleted' | 'appDeleted'; name: string | null } | null) =>
    screenInput(pageData('accountApps', { context: signedIn() }), settings(), { ...env('/apps/myapps'), notice });

  it("the notice of this kind, named when the runtime kept the application's name", () => {
    expect(deletionNotice(withNotice({ kind: 'appDeleted', name: ' Storm ' }), 'appDeleted', texts)).toEqual({
      title: `Deleted from ${AREA}`,
      message: 'Storm is gone.',
    });
    expect(deletionNotice(withNotice({ kind: 'appDeleted', name: null }), 'appDeleted', texts)).toEqual({
      title: `Deleted from ${AREA}`,
      message: 'It is gone.',
    });
    expect(deletionNotice(withNotice({ kind: 'appDeleted', name: '  ' }), 'appDeleted', texts)).toEqual({
      title: `Deleted from ${AREA}`,
      message: 'It is gone.',
    });
  });

  it('a blank message text is no message', () => {
    expect(deletionNotice(withNotice({ kind: 'keyDeleted', name: null }), 'keyDeleted', { ...texts, plain: '  ' })).toEqual({
      title: `Deleted from ${AREA}`,
      message: null,
    });
    expect(deletionNotice(withNotice({ kind: 'keyDeleted', name: 'K' }), 'keyDeleted', { ...texts, named: ' ' })).toEqual({
      title: `Deleted from ${AREA}`,
      message: null,
    });
  });

  it('null without a notice or with a notice of the other kind', () => {
    expect(deletionNotice(withNotice(null), 'appDeleted', texts)).toBeNull();
    expect(deletionNotice(withNotice({ kind: 'keyDeleted', name: 'K' }), 'appDeleted', texts)).toBeNull();
    expect(deletionNotice(withNotice({ kind: 'appDeleted', name: 'A' }), 'keyDeleted', texts)).toBeNull();
  });

  it('through adapt: My Apps confirms the deleted application', () => {
    const input = withNotice({ kind: 'appDeleted', name: 'Storm' });
    const a = input.labels.accountApps;
    expect(
      deletionNotice(input, 'appDeleted', { title: a.appDeleted, named: a.appDeletedFor, plain: a.appDeletedPlain })?.message,
    ).toContain('Storm');
  });
});

describe('searchTerms', () => {
  it("query words in order, quoted phrases (double or single quotes) kept together, then the server's marked terms", () => {
    expect(searchTerms(`"two words" one 'three four'`, [' extra ', 'more'])).toEqual([
      'two words',
      'one',
      'three four',
      'extra',
      'more',
    ]);
  });

  it('de-duplicated case-insensitively (the first spelling kept); blank and symbol-only terms dropped', () => {
    expect(searchTerms('Rain rain RAIN', ['rAIN', '  ', '', '--', 'Wind'])).toEqual(['Rain', 'Wind']);
    expect(searchTerms('', ['x'])).toEqual(['x']);
    expect(searchTerms('   ', [])).toEqual([]);
  });

  it('a quoted phrase keeps the quotes inside it, without the blanks around it', () => {
    expect(searchTerms(`"it's raining" ' padded '`, [])).toEqual(["it's raining", 'padded']);
  });

  it('de-duplicated by the lower-case spelling only (ß and ss are different words)', () => {
    expect(searchTerms('straße strasse STRASSE', [])).toEqual(['straße', 'strasse']);
  });

  it('unbalanced quotes: the quote characters are dropped from the word ends', () => {
    expect(searchTerms(`"open rain`, [])).toEqual(['open', 'rain']);
    expect(searchTerms(`a" b'`, [])).toEqual(['a', 'b']);
  });
});
