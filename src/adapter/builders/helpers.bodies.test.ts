// The body of a message or form page: what is kept of the server's HTML (without the status lists, the form,
// the key block, repeated headings), and which of the server's body and the label `main` a screen shows.
import { describe, expect, it } from 'vitest';
import type { ContentType, FormContent, MessageContent } from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import type { FormScreen } from '../../model/screenModel.ts';
import {
  formBody,
  message,
  messageBody,
  outsideForm,
  serverBody,
  serverMessage,
  withoutDefaultQuestion,
  withoutKeyBlock,
  withoutRepeatedHeadings,
} from './helpers.ts';
import { defaultLabels } from '../../labels/en.ts';
import { formContent, messageContent, pageData, screenInput, settings, signedIn } from '../../../test/adapter/factories.ts';

const AREA = 'Acme Developer Portal';
const inputOf = (type: ContentType, s: Partial<Settings> = {}) =>
  screenInput(pageData(type, { context: signedIn() }), settings(s));
const body = (mainHtml: string | null, p: Partial<MessageContent> = {}) => messageContent({ mainHtml, ...p });
const LOGOUT_MAIN = defaultLabels.logout.main;
const LOGOUT_FAIL_MAIN = defaultLabels.logoutFail.main;

describe('serverBody', () => {
  it('without the status lists the screen shows as notices, when it has such notices', () => {
    const html =
      '<p>Done.</p> <ul class="success"><li>Saved</li></ul> <div id="errors"><ul class="failure"><li>x</li></ul></div> ';
    expect(serverBody(body(html, { messages: ['Saved'] }))).toEqual({ html: '<p>Done.</p>' });
    expect(serverBody(body(html, { errors: ['x'] }))).toEqual({ html: '<p>Done.</p>' });
    expect(
      serverBody(body('<ol class="failure"><li>a</li></ol><div class="x success">b</div><p>Left</p>', { errors: ['a'] })),
    ).toEqual({
      html: '<p>Left</p>',
    });
    expect(serverBody(body('<section id="errors"><p>bad</p></section><p>Left</p>', { errors: ['bad'] }))).toEqual({
      html: '<p>Left</p>',
    });
  });

  it('other elements with those classes, and other lists, stay', () => {
    const html = '<p class="success">Kept</p><ul class="steps"><li>one</li></ul><span class="failure">also</span>';
    expect(serverBody(body(html, { messages: ['m'] }))).toEqual({ html });
  });

  it('without notices the body stays as it is (lists and surrounding whitespace included)', () => {
    const html = ' <ul class="success"><li>Saved</li></ul> ';
    expect(serverBody(body(html))).toEqual({ html });
  });

  it('null without a body, or when nothing but the lists is left', () => {
    expect(serverBody(body(null))).toBeNull();
    expect(serverBody(body(''))).toBeNull();
    expect(serverBody(body('<div id="errors"><ul class="failure"><li>x</li></ul></div>', { errors: ['x'] }))).toBeNull();
    expect(serverBody(body('<p> </p>'))).toBeNull();
  });

  it('content read defensively: missing lists count as empty', () => {
    const html = '<ul class="success"><li>Saved</li></ul><p>x</p>';
    expect(serverBody({ mainHtml: html } as MessageContent)).toEqual({ html });
    expect(serverBody({ mainHtml: html, messages: ['Saved'] } as MessageContent)).toEqual({ html: '<p>x</p>' });
    expect(serverBody({ mainHtml: html, errors: ['Saved'] } as MessageContent)).toEqual({ html: '<p>x</p>' });
  });
});

describe('serverMessage', () => {
  it('the body when it has text of its own outside links', () => {
    const html = '<p>You are signed out. <a href="/">Home</a></p>';
    expect(serverMessage(body(html))).toEqual({ html });
  });

  it('null when the body is only links (the screen lists them anyway), or there is no body', () => {
    expect(serverMessage(body('<p><a href="/">Home</a> <a href="/login">Sign in again</a></p>'))).toBeNull();
    expect(serverMessage(body(null))).toBeNull();
    expect(serverMessage(body('<ul class="success"><li>Bye</li></ul>', { messages: ['Bye'] }))).toBeNull();
  });

  it('an image, table, iframe or video is a message of its own, even inside a link', () => {
    for (const html of [
      '<a href="/"><img src="/logo.png" alt=""></a>',
      '<TABLE><tr><td></td></tr></TABLE>',
      '<iframe src="/x"></iframe>',
      '<video src="/v.mp4"></video>',
    ]) {
      expect(serverMessage(body(html)), html).toEqual({ html });
    }
    // only those elements: an svg alone inside a link is still just a link
    expect(serverMessage(body('<a href="/"><svg></svg></a>'))).toBeNull();
    expect(serverMessage(body('<a href="/"><imgx></imgx></a>'))).toBeNull();
  });
});

describe('outsideForm', () => {
  it('drops the form, the password requirements and the status lists, keeps the rest (trimmed)', () => {
    const html =
      ' <p>Intro</p><form action="/x"><input name="a"></form><ul id="passwd_requirements"><li>8 characters</li></ul>' +
      '<ul class="failure"><li>Bad</li></ul><table><tr><td>Plan</td></tr></table> ';
    expect(outsideForm(html)).toEqual({ html: '<p>Intro</p><table><tr><td>Plan</td></tr></table>' });
  });

  it('and what `without` names', () => {
    const html = '<p>Intro</p><div class="summary"><p>App</p></div>';
    expect(outsideForm(html, (t) => t.classes.includes('summary'))).toEqual({ html: '<p>Intro</p>' });
    expect(outsideForm(html)).toEqual({ html });
  });

  it('null when nothing is left or there is no body', () => {
    expect(outsideForm('<form><p>Only the form</p></form>')).toBeNull();
    expect(outsideForm('<p>x</p>', () => true)).toBeNull();
    expect(outsideForm(null)).toBeNull();
    expect(outsideForm(undefined)).toBeNull();
    expect(outsideForm('')).toBeNull();
  });
});

describe('withoutKeyBlock (more shapes)', () => {
  it('reads the class attribute itself, not an attribute whose name ends in "class"', () => {
    const html = '<div data-class="key"><p>Kept</p></div><div id="k" class="key">k</div><p>Tail</p>';
    expect(withoutKeyBlock({ html })).toEqual({ html: '<div data-class="key"><p>Kept</p></div><p>Tail</p>' });
  });
  it('finds the key block after other divs, by its class however it is quoted', () => {
    expect(withoutKeyBlock({ html: '<div class="intro"><p>Hi</p></div><div class=key>k</div><p>Tail</p>' })).toEqual({
      html: '<div class="intro"><p>Hi</p></div><p>Tail</p>',
    });
    expect(withoutKeyBlock({ html: "<p>A</p><DIV CLASS='wide key'><div>x</div></DIV ><p>B</p>" })).toEqual({
      html: '<p>A</p><p>B</p>',
    });
    expect(withoutKeyBlock({ html: '<div><p>Hi</p></div><div class = "key">k</div><p>Tail</p>' })).toEqual({
      html: '<div><p>Hi</p></div><p>Tail</p>',
    });
  });

  it('only the class attribute names the block (not one whose name ends in "class")', () => {
    const html = '<div subclass="key"><p>Kept</p></div>';
    expect(withoutKeyBlock({ html })).toEqual({ html });
  });

  it('only the first key block is taken out', () => {
    expect(withoutKeyBlock({ html: '<div class="key">a</div><p>mid</p><div class="key">b</div>' })).toEqual({
      html: '<p>mid</p><div class="key">b</div>',
    });
  });

  it('the block ends at its own closing tag: divs after it stay', () => {
    expect(withoutKeyBlock({ html: '<div class="key">k</div><div>after</div><p>tail</p>' })).toEqual({
      html: '<div>after</div><p>tail</p>',
    });
  });

  it('an unclosed block runs to the end', () => {
    expect(withoutKeyBlock({ html: '<p>A</p><div class="key"><div>x</div>' })).toEqual({ html: '<p>A</p>' });
  });

  it('only an h2 right before the block is its heading', () => {
    expect(withoutKeyBlock({ html: '<h2>API</h2><p>Note</p><div class="key">k</div>' })).toEqual({
      html: '<h2>API</h2><p>Note</p>',
    });
    expect(withoutKeyBlock({ html: '<h3>API</h3><div class="key">k</div><p>x</p>' })).toEqual({ html: '<h3>API</h3><p>x</p>' });
    expect(withoutKeyBlock({ html: '<p>x</p><h2 class="api">API</h2>\n <div class="key">k</div>' })).toEqual({
      html: '<p>x</p>',
    });
  });

  it('a form left without text is kept (the delete form); markup without text is not', () => {
    expect(withoutKeyBlock({ html: '<div class="key">k</div><form action="/x"></form>' })).toEqual({
      html: '<form action="/x"></form>',
    });
    expect(withoutKeyBlock({ html: '<div class="key">k</div><div> </div>' })).toBeNull();
  });
});

describe('withoutRepeatedHeadings', () => {
  it('drops the headings that say what the page shows already, at any level', () => {
    const html = '<h2>Change  <em>email</em>.</h2>\n<p>Enter a new address.</p><h4 class="x">My Account</h4><h3>Other</h3>';
    expect(withoutRepeatedHeadings({ html }, ['Change Email', 'My Account'])).toEqual({
      html: '<p>Enter a new address.</p><h3>Other</h3>',
    });
  });

  it('a heading ends at its own closing tag: a heading inside a longer one is part of that one', () => {
    const html = '<h2><h3>Change Email</h3> and more</h2><p>x</p>';
    expect(withoutRepeatedHeadings({ html }, ['Change Email'])).toEqual({ html });
  });

  it('blank entries of `shown` match nothing (an empty heading stays)', () => {
    const html = '<h2></h2><p>x</p>';
    expect(withoutRepeatedHeadings({ html }, ['', '  ', null, undefined])).toEqual({ html });
  });

  it('only h1 … h6 are headings (not custom elements with such names)', () => {
    for (const html of ['<x-h2>Change Email</x-h2>', '<h1-note>Change Email</h1-note>']) {
      expect(withoutRepeatedHeadings({ html }, ['Other']), html).toEqual({ html });
    }
  });

  it('null when only headings are left, or there is no body', () => {
    expect(withoutRepeatedHeadings({ html: '<h2>Change Email</h2><h3>Other</h3>' }, ['Change Email'])).toBeNull();
    expect(withoutRepeatedHeadings({ html: '<h2>Change Email</h2>' }, ['Change Email'])).toBeNull();
    expect(withoutRepeatedHeadings(null, ['x'])).toBeNull();
  });
});

describe('messageBody', () => {
  it("the server's message > the default main, which shows only on a page with no message at all", () => {
    const input = inputOf('logout');
    expect(messageBody(input, body('<p>Bye.</p>'))).toEqual({ body: { html: '<p>Bye.</p>' }, bodySource: 'server' });
    expect(messageBody(input, body(null))).toEqual({ body: { html: LOGOUT_MAIN }, bodySource: 'labels' });
    expect(messageBody(input, body(null, { messages: ['Signed out'] }))).toEqual({ body: null, bodySource: null });
    expect(messageBody(input, body(null, { errors: ['Failed'] }))).toEqual({ body: null, bodySource: null });
    expect(messageBody(input, { mainHtml: null } as MessageContent)).toEqual({
      body: { html: LOGOUT_MAIN },
      bodySource: 'labels',
    });
  });

  it('an overridden main wins, with local values (escaped); an override of "" is the server\'s or nothing', () => {
    const input = inputOf('logout', { labels: { logout: { main: '<p>Bye {{who}} from {{area}}</p>' } } });
    expect(messageBody(input, body('<p>Bye.</p>'), { who: '<b>' })).toEqual({
      body: { html: `<p>Bye &lt;b&gt; from ${AREA}</p>` },
      bodySource: 'labels',
    });
    const empty = inputOf('logout', { labels: { logout: { main: '' } } });
    expect(messageBody(empty, body('<p>Bye.</p>'))).toEqual({ body: { html: '<p>Bye.</p>' }, bodySource: 'server' });
    expect(messageBody(empty, body(null))).toEqual({ body: null, bodySource: null });
  });

  it('the default main uses local values too', () => {
    const input = inputOf('logout', { labels: { logout: { heading: 'x' } } });
    expect(messageBody(input, body(null), { area: 'Local' })).toEqual({ body: { html: LOGOUT_MAIN }, bodySource: 'labels' });
    const joinInput = screenInput(pageData('joinSuccess', { context: signedIn() }), settings());
    const joined = messageBody(joinInput, body(null), { username: 'newbie' });
    expect(joined.body?.html).toContain('newbie');
  });

  it("fixed: the label text, then the server's message when it says something else", () => {
    const input = inputOf('logoutFail');
    expect(messageBody(input, body('<p>Try again later.</p>'), undefined, true)).toEqual({
      body: { html: `${LOGOUT_FAIL_MAIN}\n<p>Try again later.</p>` },
      bodySource: 'both',
    });
    expect(messageBody(input, body(null), undefined, true)).toEqual({ body: { html: LOGOUT_FAIL_MAIN }, bodySource: 'labels' });
    expect(messageBody(input, body(LOGOUT_FAIL_MAIN), undefined, true)).toEqual({
      body: { html: LOGOUT_FAIL_MAIN },
      bodySource: 'server',
    });
    // the label is shown even when the page has status lists
    expect(messageBody(input, body(null, { errors: ['x'] }), undefined, true)).toEqual({
      body: { html: LOGOUT_FAIL_MAIN },
      bodySource: 'labels',
    });
  });

  it("fixed: an override replaces the label text; '' leaves only the server's", () => {
    const input = inputOf('logoutFail', { labels: { logoutFail: { main: '<p>Nope, {{who}}.</p>' } } });
    expect(messageBody(input, body(null), { who: 'jdoe' }, true)).toEqual({
      body: { html: '<p>Nope, jdoe.</p>' },
      bodySource: 'labels',
    });
    const empty = inputOf('logoutFail', { labels: { logoutFail: { main: '' } } });
    expect(messageBody(empty, body('<p>Server.</p>'), undefined, true)).toEqual({
      body: { html: '<p>Server.</p>' },
      bodySource: 'server',
    });
    expect(messageBody(empty, body(null), undefined, true)).toEqual({ body: null, bodySource: null });
  });
});

describe('message', () => {
  it('heading, body and the lists of the page; incomplete links dropped', () => {
    const input = inputOf('logout');
    const content = body('<p>Bye.</p>', {
      heading: 'Signed out',
      messages: ['m'],
      errors: ['e'],
      links: [
        { label: 'Home', url: '/' },
        { label: '', url: '/x' },
      ],
    });
    expect(message(input, content)).toStrictEqual({
      heading: 'Signed out',
      headingHidden: false,
      body: { html: '<p>Bye.</p>' },
      bodySource: 'server',
      messages: ['m'],
      errors: ['e'],
      links: [{ label: 'Home', url: '/' }],
    });
  });

  it('missing lists are empty lists', () => {
    expect(message(inputOf('logout'), { heading: null, mainHtml: null } as MessageContent)).toStrictEqual({
      heading: 'Signed Out',
      headingHidden: false,
      body: { html: LOGOUT_MAIN },
      bodySource: 'labels',
      messages: [],
      errors: [],
      links: [],
    });
  });

  it('fixed: heading and body from the labels, local values in both', () => {
    const input = inputOf('logoutFail', { labels: { logoutFail: { heading: 'Failed for {{who}}' } } });
    const m = message(input, body('<p>Server.</p>'), { who: 'jdoe' }, { fixed: true });
    expect(m).toMatchObject({
      heading: 'Failed for jdoe',
      body: { html: `${LOGOUT_FAIL_MAIN}\n<p>Server.</p>` },
      bodySource: 'both',
    });
    expect(message(inputOf('logoutFail'), body('<p>Server.</p>'))).toMatchObject({
      heading: 'Server heading',
      body: { html: '<p>Server.</p>' },
      bodySource: 'server',
    });
  });

  it("section pages: the server's body without the headings the page shows (label heading, subtitle)", () => {
    const input = inputOf('accountEmailSuccess');
    const content = body('<h2>Email Successfully Changed</h2><h3>My Account</h3><p>Done.</p>', { heading: 'My Account' });
    expect(message(input, content)).toMatchObject({
      heading: 'Email Successfully Changed',
      subtitle: 'My Account',
      body: { html: '<p>Done.</p>' },
      bodySource: 'server',
    });
  });

  it('section pages: a body of only those headings is none', () => {
    const content = body('<h2>Email Successfully Changed</h2>', { heading: 'My Account', messages: ['Changed'] });
    expect(message(inputOf('accountEmailSuccess'), content)).toMatchObject({
      body: null,
      bodySource: null,
      messages: ['Changed'],
    });
  });

  it("section pages: a label body is the admin's, kept whole", () => {
    const main = '<h2>Email Successfully Changed</h2><p>Check your inbox.</p>';
    const input = inputOf('accountEmailSuccess', { labels: { accountEmailSuccess: { main } } });
    expect(message(input, body('<p>Server.</p>', { heading: 'My Account' }))).toMatchObject({
      heading: 'Email Successfully Changed',
      body: { html: main },
      bodySource: 'labels',
    });
  });

  it('other pages keep the headings in the body', () => {
    const html = '<h2>Server heading</h2><h2>Signed Out</h2><p>Bye.</p>';
    expect(message(inputOf('logout'), body(html))).toMatchObject({ body: { html }, bodySource: 'server' });
  });
});

describe('formBody', () => {
  const form = (mainHtml: string | null, p: Partial<FormContent> = {}) => formContent({ mainHtml, ...p });
  const APP_MAIN = defaultLabels.appRegister.main;

  it("the server's content outside the form; the default intro only when there is none", () => {
    const input = inputOf('appRegister');
    expect(formBody(input, form('<p>Plans</p><form></form>'))).toEqual({ body: { html: '<p>Plans</p>' }, bodySource: 'server' });
    expect(formBody(input, form('<form><p>x</p></form>'))).toEqual({ body: { html: APP_MAIN }, bodySource: 'labels' });
    expect(formBody(input, form(null))).toEqual({ body: { html: APP_MAIN }, bodySource: 'labels' });
  });

  it('an overridden main is the intro, before the server content (once when they say the same)', () => {
    const input = inputOf('appRegister', { labels: { appRegister: { main: '<p>Register on {{area}}.</p>' } } });
    expect(formBody(input, form('<p>Plans</p><form></form>'))).toEqual({
      body: { html: `<p>Register on ${AREA}.</p>\n<p>Plans</p>` },
      bodySource: 'both',
    });
    expect(formBody(input, form('<form></form>'))).toEqual({
      body: { html: `<p>Register on ${AREA}.</p>` },
      bodySource: 'labels',
    });
    expect(formBody(input, form(`<p>Register on ${AREA}.</p><form></form>`))).toEqual({
      body: { html: `<p>Register on ${AREA}.</p>` },
      bodySource: 'server',
    });
    expect(formBody(input, form('<form></form>'), { area: 'Local' })).toEqual({
      body: { html: '<p>Register on Local.</p>' },
      bodySource: 'labels',
    });
  });

  it("an override '' shows only the server content, or nothing", () => {
    const input = inputOf('appRegister', { labels: { appRegister: { main: '' } } });
    expect(formBody(input, form('<p>Plans</p><form></form>'))).toEqual({ body: { html: '<p>Plans</p>' }, bodySource: 'server' });
    expect(formBody(input, form('<form></form>'))).toEqual({ body: null, bodySource: null });
  });

  it('a page whose default main is empty has no intro', () => {
    expect(formBody(inputOf('accountEmail'), form('<form></form>'))).toEqual({ body: null, bodySource: null });
  });

  it('refine takes out what the screen renders itself; the intro shows when nothing is left', () => {
    const input = inputOf('appRegister');
    const html = '<div class="summary">App</div><p>Note</p><form></form>';
    expect(
      formBody(input, form(html), undefined, (b) => (b ? { html: b.html.replace('<div class="summary">App</div>', '') } : b)),
    ).toEqual({
      body: { html: '<p>Note</p>' },
      bodySource: 'server',
    });
    expect(formBody(input, form(html), undefined, () => null)).toEqual({ body: { html: APP_MAIN }, bodySource: 'labels' });
  });

  it("without a form: the server's body as on a result page, refined", () => {
    const input = inputOf('appRegister');
    const noForm = (mainHtml: string | null, p: Partial<FormContent> = {}) => form(mainHtml, { form: null, ...p });
    expect(formBody(input, noForm('<p>Registered.</p>'))).toEqual({ body: { html: '<p>Registered.</p>' }, bodySource: 'server' });
    expect(formBody(input, noForm('<p>Registered.</p>'), undefined, () => ({ html: '<p>Refined</p>' }))).toEqual({
      body: { html: '<p>Refined</p>' },
      bodySource: 'server',
    });
    // refined to nothing: as a page without a message (the default main)
    expect(formBody(input, noForm('<p>Registered.</p>'), undefined, () => null)).toEqual({
      body: { html: APP_MAIN },
      bodySource: 'labels',
    });
    expect(formBody(input, noForm('<p>Registered.</p>', { messages: ['Done'] }), undefined, () => null)).toEqual({
      body: null,
      bodySource: null,
    });
  });

  it('without a form, a label body is not refined', () => {
    const input = inputOf('appRegister');
    const refine = () => ({ html: '<p>Refined</p>' });
    expect(formBody(input, form(null, { form: null }), undefined, refine)).toEqual({
      body: { html: APP_MAIN },
      bodySource: 'labels',
    });
    expect(formBody(input, form(null, { form: null, errors: ['x'] }), undefined, refine)).toEqual({
      body: null,
      bodySource: null,
    });
  });
});

describe('withoutDefaultQuestion', () => {
  const screen = (p: Partial<FormScreen>): FormScreen =>
    ({ heading: 'h', headingHidden: false, body: { html: '<p>Sure?</p>' }, bodySource: 'labels', ...p }) as FormScreen;

  it('drops a default label body', () => {
    expect(withoutDefaultQuestion(inputOf('appDelete'), screen({}))).toMatchObject({
      heading: 'h',
      body: null,
      bodySource: null,
    });
  });

  it("keeps an overridden main, and the server's body", () => {
    const over = inputOf('appDelete', { labels: { appDelete: { main: '<p>Gone for good.</p>' } } });
    const s = screen({});
    expect(withoutDefaultQuestion(over, s)).toBe(s);
    const server = screen({ bodySource: 'server' });
    expect(withoutDefaultQuestion(inputOf('appDelete'), server)).toBe(server);
    const both = screen({ bodySource: 'both' });
    expect(withoutDefaultQuestion(inputOf('appDelete'), both)).toBe(both);
  });

  it("an override '' is an override too", () => {
    const s = screen({});
    expect(withoutDefaultQuestion(inputOf('appDelete', { labels: { appDelete: { main: '' } } }), s)).toBe(s);
  });
});
