import { describe, expect, it } from 'vitest';
import { extractForm } from './forms.ts';
import { createExtractionContext } from './extractionContext.ts';
import { parseHtml } from '../../test/extract/parse.ts';
import { HOST } from '../../test/extract/helpers.ts';

function form(inner: string, attrs = 'method="post" action="/apps/register" enctype="multipart/form-data"', around = '') {
  const doc = parseHtml(
    `<html><body><div id="page"><div id="main" class="main">${around}<form id="f" ${attrs}>${inner}</form></div></div></body></html>`,
  );
  const context = createExtractionContext(doc, `${HOST}/apps/register`);
  return { model: extractForm(context, doc.getElementById('f')!), problems: context.problems };
}

describe('FormModel: attributes', () => {
  it('keeps action, method, enctype and id; reads attributes even when inputs are named action/method/id', () => {
    const { model } = form(
      '<input type="hidden" name="action" value="removeMember"><input type="hidden" name="method" value="x"><input type="hidden" name="id" value="y">',
    );
    expect(model).toMatchObject({ id: 'f', action: '/apps/register', method: 'post', enctype: 'multipart/form-data' });
    expect(model.hidden).toEqual([
      { name: 'action', value: 'removeMember' },
      { name: 'method', value: 'x' },
      { name: 'id', value: 'y' },
    ]);
  });

  it('an empty or missing action is the page URL; a javascript: action is dropped with a problem', () => {
    expect(form('', 'action=""').model.action).toBe('/apps/register');
    expect(form('', '').model).toMatchObject({ action: '/apps/register', method: 'get', enctype: null });
    const bad = form('', 'action="javascript:alert(1)" method="POST"');
    expect(bad.model).toMatchObject({ action: '/apps/register', method: 'post' });
    expect(bad.problems).toContainEqual({ kind: 'url-dropped', what: 'form action', scheme: 'javascript:' });
    expect(form('', 'action="https://secure.example.net/login/"').model.action).toBe('https://secure.example.net/login/');
  });
});

describe('FormModel: fields', () => {
  it('labels by for= and by wrapping; required by label.require, .require, or required', () => {
    const { model } = form(
      '<ul><li><label class="require" for="a">Name</label><input id="a" name="n"></li>' +
        '<li><label>Site <input type="url" name="u" class="require"></label></li>' +
        '<li><label for="c">Code</label><input id="c" name="c" required maxlength="6" placeholder="123456" autocomplete="one-time-code"></li></ul>',
    );
    expect(model.fields.map((f) => [f.name, f.type, f.label, f.required])).toEqual([
      ['n', 'text', 'Name', true],
      ['u', 'url', 'Site', true],
      ['c', 'text', 'Code', true],
    ]);
    expect(model.fields[2]).toMatchObject({ maxLength: 6, placeholder: '123456', autocomplete: 'one-time-code' });
  });

  it('a required marker inside the label or li.require also means required; the marker is not label text', () => {
    const { model } = form(
      '<ul><li><label for="a">Name <span class="require">*</span></label><input id="a" name="n"></li>' +
        '<li class="require"><label for="b">Mail</label><input id="b" name="m"></li><li><label for="c">Opt</label><input id="c" name="o"></li></ul>',
    );
    expect(model.fields.map((f) => [f.label, f.required])).toEqual([
      ['Name', true],
      ['Mail', true],
      ['Opt', false],
    ]);
  });

  it('removes the legend element and keeps its text as the form legend', () => {
    const { model } = form(
      '<legend>Edit Your Application</legend><ul><li><label for="a">Name</label><input id="a" name="n"></li></ul>',
    );
    expect(model.legend).toBe('Edit Your Application');
    expect(model.fields[0]?.label).toBe('Name');
    expect(model.extraHtml).toBeNull();
  });

  it('ul.error after a field → its errors; ul.failure → form errors; .descr → help', () => {
    const { model } = form(
      '<ul class="failure"><li>Please correct the noted errors.</li></ul><ul>' +
        '<li><label class="require" for="a">Name</label><input class="require failure" id="a" name="n"><ul class="error"><li>This value is not allowed to be blank.</li></ul></li>' +
        '<li><label for="b">Site</label><input id="b" name="s"><div class="descr"><p>Optional.</p></div></li>' +
        '<li><ul class="error"><li>Before its field</li></ul><label for="c">C</label><input id="c" name="c"></li></ul>',
    );
    expect(model.errors).toEqual(['Please correct the noted errors.']);
    expect(model.fields.map((f) => [f.errors, f.help])).toEqual([
      [['This value is not allowed to be blank.'], null],
      [[], 'Optional.'],
      [['Before its field'], null],
    ]);
  });

  it('div-based rows: help before its control belongs to that control, not the previous one', () => {
    const { model } = form(
      '<div class="row"><label for="a">A</label><input id="a" name="a"><ul class="error"><li>Bad A</li></ul></div>' +
        '<div class="row"><label for="b">B</label><div class="descr">About B</div><input id="b" name="b"></div>',
    );
    expect(model.fields.map((f) => [f.name, f.errors, f.help])).toEqual([
      ['a', ['Bad A'], null],
      ['b', [], 'About B'],
    ]);
  });

  it('a failure list right before the form counts as form errors', () => {
    const { model } = form('<input name="x">', 'method="post"', '<ul class="failure"><li>Outside</li></ul>');
    expect(model.errors).toEqual(['Outside']);
  });

  it('selects with options (value of the selected option, else the first), textareas, checkboxes, radios', () => {
    const { model } = form(
      '<select name="s"><option value="1">One</option><option value="2" selected>Two</option></select>' +
        '<select name="t"><optgroup label="g"><option>Plain</option></optgroup></select>' +
        '<textarea name="m">Hello &lt;b&gt;</textarea>' +
        '<label><input type="checkbox" name="c" value="y" checked> Agree</label>' +
        '<input type="radio" name="r" value="a" id="ra"><label for="ra">A</label><input type="weird" name="w">',
    );
    expect(model.fields.map((f) => [f.name, f.type, f.value, f.checked])).toEqual([
      ['s', 'select', '2', false],
      ['t', 'select', 'Plain', false],
      ['m', 'textarea', 'Hello <b>', false],
      ['c', 'checkbox', 'y', true],
      ['r', 'radio', 'a', false],
      ['w', 'text', '', false],
    ]);
    expect(model.fields[0]?.options).toEqual([
      { label: 'One', value: '1', selected: false },
      { label: 'Two', value: '2', selected: true },
    ]);
    expect(model.fields[3]?.label).toBe('Agree');
  });

  it('plans in dl/dt: each checkbox is a field, labelled by its dt text, described by its dd', () => {
    const { model } = form(
      '<dl><dt><input type="checkbox" name="plans[]" value="31"> Maps API</dt><dd>Basic plan</dd>' +
        '<dt><input type="checkbox" name="plans[]" value="32" id="p2"> <label for="p2">Weather API</label></dt><dd>Pro</dd></dl>',
    );
    expect(model.fields.map((f) => [f.label, f.value, f.help])).toEqual([
      ['Maps API', '31', 'Basic plan'],
      ['Weather API', '32', 'Pro'],
    ]);
    expect(model.extraHtml).toBeNull();
  });

  it('password roles, requirement texts (inside the form or next to it), the strength label is not a field', () => {
    const block =
      '<ul id="passwd_requirements"><li>Contains a letter</li><li>Contains a number</li><li>At least 8 characters</li></ul>';
    const fields =
      '<label for="passwd_strength_indicator">Strength</label><span id="passwd_strength_indicator"></span>' +
      '<label for="o">Current</label><input type="password" id="o" name="passwd_old">' +
      '<label for="passwd_new">New</label><input type="password" id="passwd_new" name="passwd_new">' +
      '<label for="passwd_again">Again</label><input type="password" id="passwd_again" name="passwd_again">';
    const inside = form(block + fields).model;
    expect(inside.fields.map((f) => f.role)).toEqual(['currentPassword', 'newPassword', 'confirmPassword']);
    expect(inside.passwordRequirements).toEqual(['Contains a letter', 'Contains a number', 'At least 8 characters']);
    expect(inside.extraHtml).toBeNull();
    expect(form(fields, 'method="post"', block).model.passwordRequirements).toHaveLength(3);
    expect(form('<input type="text" name="x">', 'method="post"', block).model.passwordRequirements).toBeNull();
  });

  it('an unmarked password + confirm pair gets the new/confirm roles; username and e-mail roles', () => {
    const { model } = form(
      '<input type="password" name="pw"><input type="password" name="pw_confirm"><input name="members[handle]"><input name="members[email]">',
    );
    expect(model.fields.map((f) => f.role)).toEqual(['newPassword', 'confirmPassword', 'username', 'email']);
  });
});

describe('FormModel: submit, recaptcha, extra HTML', () => {
  it('prefers #process, else the first submit control; buttons use their text', () => {
    expect(form('<input type="submit" value="A"><input type="submit" id="process" name="go" value="B">').model.submit).toEqual({
      label: 'B',
      name: 'go',
      value: 'B',
      id: 'process',
    });
    expect(form('<button>Send it</button><input type="submit" value="Later">').model.submit).toEqual({
      label: 'Send it',
      name: null,
      value: null,
      id: null,
    });
    expect(form('<button type="button">No</button><input type="reset">').model.submit).toBeNull();
  });

  it('reCAPTCHA site key from .g-recaptcha[data-sitekey]', () => {
    expect(form('<div class="g-recaptcha" data-sitekey="6Lc-x"></div>').model.recaptcha).toEqual({ siteKey: '6Lc-x' });
    expect(form('<div class="g-recaptcha" data-sitekey=""></div>').model.recaptcha).toBeNull();
  });

  it('keeps non-field HTML (terms, tables, links) as extraHtml', () => {
    const { model } = form(
      '<ul><li><label for="a">A</label><input id="a" name="a"></li></ul><p>By clicking <a href="/terms">Terms</a></p><table><tr><td>Plan</td></tr></table>',
    );
    expect(model.extraHtml).toContain('<a href="/terms">Terms</a>');
    expect(model.extraHtml).toContain('<table>');
    expect(model.extraHtml).not.toContain('<input');
    expect(model.extraHtml).not.toContain('<label');
  });
});
