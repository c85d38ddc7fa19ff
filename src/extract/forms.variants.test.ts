// extractForm on the markup variants the server (and older themes' templates) produce: labels found in other
// places than `label[for]` next to the control, help and error blocks, control types, password roles,
// submit controls, and what stays behind as extraHtml. Complements forms.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractForm } from './forms.ts';
import { createExtractionContext } from './extractionContext.ts';
import { parseHtml } from '../../test/extract/parse.ts';
import { HOST } from '../../test/extract/helpers.ts';

const PAGE = `${HOST}/member/register`;

/** A page with `#main` holding `before` + the form + `after`; the form model, the problems and the document. */
function extract(
  inner: string,
  { attrs = 'method="post" action="/member/register"', before = '', after = '', main = true } = {},
) {
  const body = `${before}<form id="f" ${attrs}>${inner}</form>${after}`;
  const doc = parseHtml(
    `<html><body><div id="page">${main ? `<div id="main" class="main">${body}</div>` : `<div class="content">${body}</div>`}</div></body></html>`,
  );
  const context = createExtractionContext(doc, PAGE);
  return { model: extractForm(context, doc.getElementById('f')!), problems: context.problems, doc };
}

const fieldsOf = (inner: string, options?: Parameters<typeof extract>[1]) => extract(inner, options).model.fields;

describe('labels found away from a label[for] next to the control', () => {
  it('a Zend-style dl layout: the label in the dt names the control in the dd', () => {
    const fields = fieldsOf(
      '<dl class="zend_form"><dt id="members-handle-label"><label for="members-handle" class="require">Username</label></dt>' +
        '<dd id="members-handle-element"><input type="text" id="members-handle" name="members[handle]"></dd></dl>',
    );
    expect(fields.map((f) => [f.name, f.label, f.required])).toEqual([['members[handle]', 'Username', true]]);
  });

  it('a label elsewhere in #main (outside the form) names the control with its id; the page keeps the label', () => {
    const { model, doc } = extract('<input type="email" id="members-email" name="members[email]">', {
      before: '<p><label for="members-name">Your name</label></p><p><label for="members-email">E-mail</label></p>',
    });
    expect(model.fields[0]?.label).toBe('E-mail');
    // extraction works on a copy: the page's own label stays where it was
    expect(doc.querySelector('label[for="members-email"]')?.isConnected).toBe(true);
  });

  it('without a #main region, a label outside the form is still found in the document', () => {
    const fields = fieldsOf('<input id="lost-email" name="email">', {
      main: false,
      before: '<label for="lost-email">E-mail address</label>',
    });
    expect(fields[0]?.label).toBe('E-mail address');
  });

  it('a wrapping label.require makes its control required and names it', () => {
    const fields = fieldsOf(
      '<ul><li><label class="require">Company <input type="text" name="members[company]"></label></li></ul>',
    );
    expect(fields.map((f) => [f.label, f.required])).toEqual([['Company', true]]);
  });

  it('one label wrapping two selects (expiry month and year) names both', () => {
    const { model } = extract(
      '<ul><li><label>Expires <select name="month"><option>01</option><option>02</option></select>' +
        '<select name="year"><option>2027</option></select></label></li></ul>',
    );
    expect(model.fields.map((f) => [f.name, f.label])).toEqual([
      ['month', 'Expires'],
      ['year', 'Expires'],
    ]);
    expect(model.extraHtml).toBeNull();
  });

  it('option texts, help and error lists inside a wrapping label are not label text', () => {
    const fields = fieldsOf(
      '<ul><li><label>Country <select name="country"><option value="de">Germany</option><option value="fr">France</option></select>' +
        '<span class="descr">Where you live.</span></label></li></ul>',
    );
    expect(fields[0]?.label).toBe('Country');
  });

  it('only a bare asterisk marker (spaces allowed) is dropped from the label; a .require holding words is the label', () => {
    const fields = fieldsOf(
      '<ul><li><label for="a">Name <span class="require"> * </span></label><input id="a" name="a"></li>' +
        '<li><label for="b"><span class="require">E-mail address</span></label><input id="b" name="b"></li></ul>',
    );
    expect(fields.map((f) => [f.label, f.required])).toEqual([
      ['Name', true],
      ['E-mail address', true],
    ]);
  });

  it('an I/O Docs parameter row: the first cell names the control in a later cell', () => {
    const fields = fieldsOf(
      '<table class="parameters"><tr><td class="name">city</td><td class="parameter"><input name="params[city]"></td>' +
        '<td class="type">string</td></tr>' +
        '<tr><td class="name">units</td><td><label><input type="checkbox" name="params[metric]"> Metric</label></td></tr>' +
        '<tr><td class="name">format</td><td><input type="checkbox" name="params[pretty]"> Pretty-print</td></tr>' +
        '<tr><td class="name"></td><td><input name="params[extra]"></td></tr></table>',
      { attrs: '' },
    );
    // a control with its own label, or with text next to it in its cell, keeps that; an empty first cell names nothing
    expect(fields.map((f) => [f.name, f.label])).toEqual([
      ['params[city]', 'city'],
      ['params[metric]', 'Metric'],
      ['params[pretty]', 'Pretty-print'],
      ['params[extra]', null],
    ]);
  });

  it('an unlabelled control falls back to aria-label, then title (trimmed); none of them: no label', () => {
    const fields = fieldsOf(
      '<ul><li><input name="q" aria-label=" Search the docs " title="Search"></li><li><input name="m" title=" Month "></li>' +
        '<li><input name="x"></li></ul>',
    );
    expect(fields.map((f) => [f.name, f.label])).toEqual([
      ['q', 'Search the docs'],
      ['m', 'Month'],
      ['x', null],
    ]);
  });

  it('two unlabelled controls in one row are not named by the row text; they use their titles', () => {
    const fields = fieldsOf(
      '<ul><li>Expires <select name="m" title="Month"><option>01</option></select> / ' +
        '<select name="y" title="Year"><option>2027</option></select></li></ul>',
    );
    expect(fields.map((f) => f.label)).toEqual(['Month', 'Year']);
  });

  it('a hidden companion input does not stop the row text from naming its checkbox', () => {
    const fields = fieldsOf(
      '<ul><li><input type="hidden" name="members[newsletter]" value="0">' +
        '<input type="checkbox" name="members[newsletter]" value="1"> Send me the newsletter</li></ul>',
    );
    expect(fields.map((f) => [f.name, f.type, f.label])).toEqual([['members[newsletter]', 'checkbox', 'Send me the newsletter']]);
  });

  it('a control placed directly in the form is not named by the form text; its aria-label names it', () => {
    const { model } = extract(
      '<p>Enter the e-mail address of your account.</p><input name="email" aria-label="E-mail"><button>Send</button>',
    );
    expect(model.fields[0]?.label).toBe('E-mail');
    expect(model.extraHtml).toBe('<p>Enter the e-mail address of your account.</p>');
  });

  it('the text around a lone checkbox becomes its label, while a link next to it stays in extraHtml', () => {
    const { model } = extract(
      '<ul><li><input type="checkbox" name="terms" value="1" class="require"> I agree to the <a href="/page/terms">Terms of Service</a></li></ul>',
    );
    expect(model.fields.map((f) => [f.label, f.required])).toEqual([['I agree to the Terms of Service', true]]);
    expect(model.extraHtml).toContain('<a href="/page/terms">Terms of Service</a>');
    expect(model.extraHtml).not.toContain('I agree');
  });

  it('a dt, td or span that names its lone control is consumed whole, with the markup inside its text', () => {
    const { model } = extract(
      '<dl><dt><input type="checkbox" name="plans[]" value="31"> <b>Maps API</b></dt><dd>Basic plan</dd></dl>' +
        '<table><tr><td><input type="checkbox" name="notify"> <b>Notify me</b></td></tr></table>' +
        '<p><span><input type="radio" name="public" value="1"> <em>Public profile</em></span></p>',
    );
    expect(model.fields.map((f) => f.label)).toEqual(['Maps API', 'Notify me', 'Public profile']);
    expect(model.extraHtml).toBeNull();
  });
});

describe('help and error blocks', () => {
  it('help reads as it stands, each kept link in its place; a dropped URL leaves its words as text', () => {
    const { model, problems } = extract(
      '<ul><li><label for="u">Callback URL</label><input id="u" name="applications[callback]">' +
        '<div class="descr"><p>Optional.</p><p><a href="/docs/callbacks">About callbacks</a> <a href="javascript:void(0)">Test</a></p></div></li></ul>',
    );
    expect(model.fields[0]).toMatchObject({
      help: 'Optional. About callbacks Test',
      helpLinks: [{ label: 'About callbacks', url: '/docs/callbacks', at: 10 }],
    });
    expect(problems).toContainEqual({ kind: 'url-dropped', what: 'help link', scheme: 'javascript:' });
  });

  it('a link inside a sentence keeps its words in the help and its place (at)', () => {
    const fields = fieldsOf(
      '<ul><li><label for="c">Callback</label><input id="c" name="c">' +
        '<div class="descr">Read the <a href="/docs/callbacks">callback   guide</a> first, then <a href="/docs/test"><b>test</b> it</a>.</div></li></ul>',
    );
    expect(fields[0]!.help).toBe('Read the callback guide first, then test it.');
    expect(fields[0]!.helpLinks).toEqual([
      { label: 'callback guide', url: '/docs/callbacks', at: 9 },
      { label: 'test it', url: '/docs/test', at: 36 },
    ]);
    for (const l of fields[0]!.helpLinks!) expect(fields[0]!.help!.slice(l.at, l.at! + l.label.length)).toBe(l.label);
  });

  it('help whose own text holds the marking characters keeps its links, without places', () => {
    const fields = fieldsOf(
      '<ul><li><label for="c">Code</label><input id="c" name="c">' +
        '<div class="descr">Odd \uE0000\uE001 text <a href="/docs/a">A</a></div></li></ul>',
    );
    expect(fields[0]!.help).toBe('Odd \uE0000\uE001 text A');
    expect(fields[0]!.helpLinks).toEqual([{ label: 'A', url: '/docs/a' }]);
  });

  it('a help block holding only a link: the help is its label, the link stands at its start', () => {
    const fields = fieldsOf(
      '<ul><li><label for="a">Web site</label><input id="a" name="a"><div class="descr"><a href="/docs/uri">What is this?</a></div></li>' +
        '<li><div class="descr"><a href="/docs/key">Key rules</a></div><label for="b">Key</label><input id="b" name="b"></li></ul>',
    );
    expect(fields.map((f) => [f.help, f.helpLinks])).toEqual([
      ['What is this?', [{ label: 'What is this?', url: '/docs/uri', at: 0 }]],
      ['Key rules', [{ label: 'Key rules', url: '/docs/key', at: 0 }]],
    ]);
  });

  it('help links from several blocks add up; the first help text stays, later links have no place in it', () => {
    const fields = fieldsOf(
      '<ul><li><div class="descr"><p>Shown to users.</p><a href="/docs/a">A</a></div><label for="a">Name</label><input id="a" name="a">' +
        '<div class="descr"><p>Keep it short.</p><a href="/docs/b">B</a></div></li></ul>',
    );
    expect(fields[0]!.help).toBe('Shown to users. A');
    expect(fields[0]!.helpLinks).toEqual([
      { label: 'A', url: '/docs/a', at: 16 },
      { label: 'B', url: '/docs/b' },
    ]);
  });

  it('fields without help links have no helpLinks; fields that are not selects have no options', () => {
    const fields = fieldsOf(
      '<ul><li><label for="a">Name</label><input id="a" name="a"><div class="descr"><p>Optional.</p></div></li>' +
        '<li><label for="b">Notes</label><textarea id="b" name="b"></textarea></li></ul>',
    );
    expect(fields.map((f) => 'helpLinks' in f)).toEqual([false, false]);
    expect(fields.map((f) => f.options)).toEqual([[], []]);
  });

  it('a plan dd with a link gives the plan checkbox its help links', () => {
    const fields = fieldsOf(
      '<dl><dt><input type="checkbox" name="plans[]" value="31"> Maps API</dt><dd>Basic plan. <a href="/docs/maps">Details</a></dd></dl>',
    );
    expect(fields[0]).toMatchObject({
      label: 'Maps API',
      help: 'Basic plan. Details',
      helpLinks: [{ label: 'Details', url: '/docs/maps', at: 12 }],
    });
  });

  it('radio plans in dl/dt are described by their dd too', () => {
    const fields = fieldsOf(
      '<dl><dt><input type="radio" name="plan" value="1"> Basic</dt><dd>1,000 calls a day</dd>' +
        '<dt><input type="radio" name="plan" value="2"> Pro</dt><dd>50,000 calls a day</dd></dl>',
    );
    expect(fields.map((f) => [f.label, f.help])).toEqual([
      ['Basic', '1,000 calls a day'],
      ['Pro', '50,000 calls a day'],
    ]);
  });

  it("a dd holding its own control is not the choice's description", () => {
    const fields = fieldsOf(
      '<dl><dt><input type="checkbox" name="plans[]" value="31"> Maps API</dt>' +
        '<dd><select name="tier[31]" title="Tier"><option>Basic</option><option>Pro</option></select></dd></dl>',
    );
    expect(fields.map((f) => [f.name, f.help])).toEqual([
      ['plans[]', null],
      ['tier[31]', null],
    ]);
  });

  it('error lists directly in the form (no rows) belong to the field before them', () => {
    const { model } = extract(
      '<label for="a">Name</label><input id="a" name="a"><ul class="error"><li>This value is not allowed to be blank.</li></ul>',
    );
    expect(model.fields[0]?.errors).toEqual(['This value is not allowed to be blank.']);
    expect(model.errors).toEqual([]);
  });

  it('an error list in a row without a field is a form error, before or after the fields', () => {
    const { model } = extract(
      '<ul><li><ul class="error"><li>The form has expired.</li></ul></li><li><label for="a">Name</label><input id="a" name="a"></li>' +
        '<li><ul class="error"><li>Too many attempts.</li></ul></li></ul>',
    );
    expect(model.fields[0]?.errors).toEqual([]);
    expect(model.errors).toEqual(['The form has expired.', 'Too many attempts.']);
  });

  it('an error list in a form without fields (a delete confirmation) is a form error', () => {
    const { model } = extract(
      '<ul class="error"><li>The key could not be deleted.</li></ul><input type="hidden" name="token" value="q1"><input type="submit" id="process" value="Delete">',
    );
    expect(model.errors).toEqual(['The key could not be deleted.']);
  });

  it('an error block wrapping an error list reports each message once', () => {
    const { model } = extract(
      '<ul><li><label for="a">Name</label><input id="a" name="a"><div class="error"><ul class="error"><li>Too short.</li></ul></div></li></ul>',
    );
    expect(model.fields[0]?.errors).toEqual(['Too short.']);
    expect(model.errors).toEqual([]);
  });

  it('the failure class on a failing select or textarea does not turn its content into form errors', () => {
    const { model } = extract(
      '<ul class="failure"><li>Please correct the noted errors.</li></ul>' +
        '<ul><li><label for="a">About</label><textarea class="failure" id="a" name="a">my text</textarea></li>' +
        '<li><label for="b">Size</label><select class="failure" id="b" name="b"><option>Small</option></select></li></ul>',
    );
    expect(model.errors).toEqual(['Please correct the noted errors.']);
  });

  it('only a failure list right before the form is a form error, not any element before it', () => {
    const { model } = extract('<input name="x">', { before: '<p>Fill in the form below.</p>' });
    expect(model.errors).toEqual([]);
  });
});

describe('control types', () => {
  it('type attributes are read case- and space-insensitively', () => {
    const { model } = extract('<input type="Email" name="a"><input type=" password " name="b"><input type="SUBMIT" value="Go">');
    expect(model.fields.map((f) => f.type)).toEqual(['email', 'password']);
    expect(model.submit?.label).toBe('Go');
  });

  it('button and reset controls are neither fields nor the submit', () => {
    const { model } = extract(
      '<input name="a"><input type="button" value="Cancel"><input type="reset" value="Clear"><button type="reset">Reset</button>' +
        '<button type="button">Back</button><input type="submit" value="Save">',
    );
    expect(model.fields.map((f) => f.name)).toEqual(['a']);
    expect(model.submit?.label).toBe('Save');
  });

  it('an image input is the submit, labelled by its alt text', () => {
    const { model } = extract('<input name="q"><input type="image" src="/files/go.png" alt="Search">');
    expect(model.fields.map((f) => f.name)).toEqual(['q']);
    expect(model.submit).toEqual({ label: 'Search', name: null, value: null, id: null });
  });

  it('submit labels are trimmed; a submit without value has an empty label; a named button sends an empty value', () => {
    expect(extract('<input type="submit" value=" Register ">').model.submit?.label).toBe('Register');
    expect(extract('<input type="submit">').model.submit?.label).toBe('');
    expect(extract('<button name="op">Save</button>').model.submit).toEqual({ label: 'Save', name: 'op', value: '', id: null });
  });

  it('hidden inputs: a missing value is empty; a hidden input without a name is not sent and not kept', () => {
    const { model } = extract(
      '<input type="hidden" name="token"><input type="hidden" value="orphan"><input type="hidden" id="x" value="y">',
    );
    expect(model.hidden).toEqual([{ name: 'token', value: '' }]);
  });

  it('a control without a name has an empty name', () => {
    const fields = fieldsOf('<label for="all">Select all</label><input type="checkbox" id="all">');
    expect(fields.map((f) => [f.name, f.label])).toEqual([['', 'Select all']]);
  });

  it('selects: a blank first option, a label attribute (trimmed), a multiple select with nothing selected', () => {
    const fields = fieldsOf(
      '<select name="country"><option value=""></option><option value="de" label=" Germany "></option></select>' +
        '<select name="apis[]" multiple><option value="1">Maps</option><option value="2">Weather</option></select>' +
        '<select name="empty"></select>',
    );
    expect(fields.map((f) => [f.name, f.value, f.multiple])).toEqual([
      ['country', '', false],
      ['apis[]', '', true],
      ['empty', '', false],
    ]);
    expect(fields[0]?.options).toEqual([
      { label: '', value: '', selected: false },
      { label: 'Germany', value: 'de', selected: false },
    ]);
  });

  it('a multiple select with selected options takes the first selected value', () => {
    const fields = fieldsOf(
      '<select name="apis[]" multiple><option value="1">Maps</option><option value="2" selected>Weather</option></select>',
    );
    expect(fields[0]).toMatchObject({ value: '2', multiple: true });
  });

  it('required from aria-required="true" or the control\'s own require class', () => {
    const fields = fieldsOf(
      '<ul><li><label for="a">Name</label><input id="a" name="a" aria-required="true"></li>' +
        '<li><label for="b">Site</label><input id="b" name="b" class="require"></li>' +
        '<li><label for="c">Blog</label><input id="c" name="c" aria-required="false"></li></ul>',
    );
    expect(fields.map((f) => f.required)).toEqual([true, true, false]);
  });

  it('maxlength: absent or negative → no limit; zero and positive values are kept', () => {
    const fields = fieldsOf(
      '<input name="a"><input name="b" maxlength="-1"><input name="c" maxlength="0"><input name="d" maxlength="40">',
    );
    expect(fields.map((f) => f.maxLength)).toEqual([null, null, 0, 40]);
  });
});

describe('field roles', () => {
  it('a new-password field without a confirm field is recognised by "new" in its id, name or class', () => {
    expect(fieldsOf('<input type="password" id="new-password" name="password">')[0]?.role).toBe('newPassword');
    expect(fieldsOf('<input type="password" id="passwd_new" name="passwd_new">')[0]?.role).toBe('newPassword');
    expect(
      fieldsOf('<input type="password" id="members-password" name="members[password]" class="passwd_new require">')[0]?.role,
    ).toBe('newPassword');
  });

  it('a sign-in form: username, current password and a remember-me checkbox', () => {
    const fields = fieldsOf(
      '<input type="text" id="handle" name="handle"><input type="password" id="password" name="password">' +
        '<input type="checkbox" id="remember" name="remember_username" value="1">',
    );
    expect(fields.map((f) => f.role)).toEqual(['username', 'currentPassword', null]);
  });

  it('a change-password form: current, new and confirm without markers — the one right before the confirm is new', () => {
    const fields = fieldsOf(
      '<input type="password" name="passwd_old"><input type="password" name="passwd"><input type="password" name="passwd_confirm">',
    );
    expect(fields.map((f) => f.role)).toEqual(['currentPassword', 'newPassword', 'confirmPassword']);
  });

  it('e-mail role: an email-typed input, or a text/search input whose id, name or class says email; not a checkbox', () => {
    const fields = fieldsOf(
      '<input type="email" name="contact"><input type="search" name="email"><input type="text" id="members-email" name="members[address]">' +
        '<input type="checkbox" name="members[email_public]" value="1"><input type="text" name="members[first_name]">',
    );
    expect(fields.map((f) => f.role)).toEqual(['email', 'email', 'email', null, null]);
  });
});

describe('form-level data', () => {
  it('method, enctype and action are read with surrounding spaces', () => {
    const { model } = extract('', { attrs: 'method=" POST " enctype=" multipart/form-data " action=" /member/edit "' });
    expect(model).toMatchObject({ method: 'post', enctype: 'multipart/form-data', action: '/member/edit' });
    expect(extract('', { attrs: 'method="post" enctype=" "' }).model.enctype).toBeNull();
    expect(extract('', { attrs: 'method="get" action="/search"' }).model.method).toBe('get');
  });

  it('a reCAPTCHA block next to the form (not inside it) still gives the site key; a blank key gives none', () => {
    expect(
      extract('<input name="a">', { after: '<div class="g-recaptcha" data-sitekey="6Lc-demo"></div>' }).model.recaptcha,
    ).toEqual({
      siteKey: '6Lc-demo',
    });
    expect(extract('<div class="g-recaptcha" data-sitekey=" 6Lc-x "></div>').model.recaptcha).toEqual({ siteKey: '6Lc-x' });
    expect(extract('<div class="g-recaptcha" data-sitekey="   "></div>').model.recaptcha).toBeNull();
  });

  it('the password requirements next to the form are read, and left in the page', () => {
    const { model, doc } = extract(
      '<label for="passwd_new">New password</label><input type="password" id="passwd_new" name="passwd_new">',
      {
        before: '<ul id="passwd_requirements"><li>Contains a letter</li><li>At least 8 characters</li></ul>',
      },
    );
    expect(model.passwordRequirements).toEqual(['Contains a letter', 'At least 8 characters']);
    expect(doc.getElementById('passwd_requirements')?.isConnected).toBe(true);
  });

  it('without a #main region, the requirements list elsewhere in the page is still found', () => {
    const { model } = extract('<input type="password" id="passwd_new" name="passwd_new">', {
      main: false,
      before: '<ul id="passwd_requirements"><li>Contains a number</li></ul>',
    });
    expect(model.passwordRequirements).toEqual(['Contains a number']);
  });
});

describe('extraHtml', () => {
  it('keeps the remaining text without the empty wrappers left by the removed fields', () => {
    const { model } = extract(
      '<ul><li><label for="a">Name</label><input id="a" name="a"></li><li><input type="submit" value="Go"></li></ul>' +
        '<p>By clicking the "Register" button, you agree to the <a href="/terms">terms</a>.</p>',
    );
    expect(model.extraHtml).toBe('<p>By clicking the "Register" button, you agree to the <a href="/terms">terms</a>.</p>');
  });

  it('keeps images and rules even without text', () => {
    const { model } = extract(
      '<ul><li><label for="a">Name</label><input id="a" name="a"></li></ul><div><img src="/files/step-2.png" alt=""></div><hr>',
    );
    expect(model.extraHtml).toBe('<div><img src="/files/step-2.png" alt=""></div><hr>');
  });

  it('a form whose only leftovers are template comments has no extraHtml', () => {
    const { model } = extract(
      '<!-- fields --><ul><li><label for="a">Name</label><input id="a" name="a"></li></ul><!-- /fields -->',
    );
    expect(model.extraHtml).toBeNull();
  });
});

describe('a control that cannot be read', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Makes reading any control marked data-broken throw (as a hostile or half-built DOM might). */
  function breakMarkedControls(doc: Document): void {
    let proto: object | null = doc.createElement('input');
    while (proto && !Object.prototype.hasOwnProperty.call(proto, 'hasAttribute')) proto = Object.getPrototypeOf(proto);
    const owner = proto as { hasAttribute(this: Element, name: string): boolean };
    const original = owner.hasAttribute;
    vi.spyOn(owner, 'hasAttribute').mockImplementation(function (this: Element, name: string) {
      if (name !== 'data-broken' && original.call(this, 'data-broken')) throw new Error('unreadable');
      return original.call(this, name);
    });
  }

  it('is skipped with a read-failed problem naming it by name, else id, else position; the other fields remain', () => {
    const doc = parseHtml(
      '<html><body><div id="main"><form id="f" method="post">' +
        '<input name="first"><input name="pw" data-broken><input id="code" data-broken><input data-broken><input name="last">' +
        '</form></div></body></html>',
    );
    const context = createExtractionContext(doc, PAGE);
    breakMarkedControls(doc);
    const model = extractForm(context, doc.getElementById('f')!);
    expect(model.fields.map((f) => f.name)).toEqual(['first', 'last']);
    expect(context.problems.map((p) => ('what' in p ? p.what : p.kind))).toEqual([
      'form field pw',
      'form field code',
      'form field 2',
    ]);
  });
});
