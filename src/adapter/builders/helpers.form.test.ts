// Form screens (form()): the password policy a new-password field brings, the plan checkboxes' question,
// form-level errors shown once, and the fields the spec makes required (requireRoles).
import { describe, expect, it } from 'vitest';
import type { ContentType, FormContent } from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import type { FormScreen } from '../../model/screenModel.ts';
import { form, requireRoles } from './helpers.ts';
import { adapt } from '../index.ts';
import {
  context,
  env,
  field,
  formContent,
  formModel,
  pageData,
  screenInput,
  settings,
  signedIn,
} from '../../../test/adapter/factories.ts';

const AREA = 'Acme Developer Portal';
const inputOf = (type: ContentType, s: Partial<Settings> = {}, minPasswordLength = 8) =>
  screenInput(pageData(type, { context: signedIn({ minPasswordLength }) }), settings(s));

const passwordForm = (p: Partial<NonNullable<FormContent['form']>> = {}) =>
  formContent({
    form: formModel({
      fields: [
        field({ name: 'current', type: 'password', role: 'currentPassword' }),
        field({ name: 'password', type: 'password', role: 'newPassword' }),
        field({ name: 'confirm', type: 'password', role: 'confirmPassword' }),
      ],
      ...p,
    }),
  });

describe('form: password policy', () => {
  it("a new-password field brings the policy: the site minimum, the setting, the checklist's texts", () => {
    expect(form(inputOf('accountPassword', {}, 12), passwordForm()).passwordPolicy).toEqual({
      enabled: true,
      minLength: 12,
      rules: [
        { id: 'length', label: 'At least 12 characters' },
        { id: 'digit', label: 'Contains a number' },
        { id: 'classes', label: 'Uses at least three of: lowercase letters, uppercase letters, numbers, symbols' },
      ],
      confirmLabel: 'Both passwords match',
    });
  });

  it("the setting off: the policy is there but not enforced; the server's requirements are its rules", () => {
    const policy = form(
      inputOf('accountPassword', { passwordStrength: false }),
      passwordForm({ passwordRequirements: ['At least 10 characters long', 'Contains a number'] }),
    ).passwordPolicy;
    expect(policy).toEqual({
      enabled: false,
      minLength: 8,
      rules: [
        { id: 'length', label: 'At least 10 characters long' },
        { id: 'digit', label: 'Contains a number' },
        { id: 'classes', label: 'Uses at least three of: lowercase letters, uppercase letters, numbers, symbols' },
      ],
      confirmLabel: 'Both passwords match',
    });
  });

  it('the checklist texts follow their labels, with the page values expanded', () => {
    const pc = { length: '{{minLength}}+ chars on {{area}}', digit: 'A digit', classes: 'Three kinds', confirm: 'Same twice' };
    const policy = form(
      inputOf('accountPassword', { labels: { components: { passwordChecklist: pc } } }, 9),
      passwordForm(),
    ).passwordPolicy;
    expect(policy).toEqual({
      enabled: true,
      minLength: 9,
      rules: [
        { id: 'length', label: `9+ chars on ${AREA}` },
        { id: 'digit', label: 'A digit' },
        { id: 'classes', label: 'Three kinds' },
      ],
      confirmLabel: 'Same twice',
    });
  });

  it('no policy without a new-password field, or without a form', () => {
    const noNew = formContent({
      form: formModel({ fields: [field({ name: 'current', type: 'password', role: 'currentPassword' })] }),
    });
    expect(form(inputOf('accountPassword'), noNew).passwordPolicy).toBeNull();
    expect(form(inputOf('accountPassword'), formContent({ form: null })).passwordPolicy).toBeNull();
  });
});

describe('form: the screen', () => {
  it('heading, body, lists and the form; form-level errors only in the form', () => {
    const f = formModel({ errors: ['Name is taken.'] });
    const content = formContent({
      heading: 'Register',
      mainHtml: '<p>Intro</p><form></form>',
      messages: ['Saved'],
      errors: ['Name is taken.', 'Try again later.'],
      links: [
        { label: 'Back', url: '/apps' },
        { label: 'Broken', url: '' },
      ],
      form: f,
    });
    expect(form(inputOf('appRegister'), content)).toStrictEqual({
      heading: 'Register',
      headingHidden: false,
      body: { html: '<p>Intro</p>' },
      bodySource: 'server',
      messages: ['Saved'],
      errors: ['Try again later.'],
      links: [{ label: 'Back', url: '/apps' }],
      form: f,
      passwordPolicy: null,
    });
  });

  it('without a form every error is shown; missing lists are empty', () => {
    const content = { heading: 'Done', mainHtml: '<p>Registered.</p>', form: null, errors: ['A'] } as unknown as FormContent;
    expect(form(inputOf('appRegister'), content)).toStrictEqual({
      heading: 'Done',
      headingHidden: false,
      body: { html: '<p>Registered.</p>' },
      bodySource: 'server',
      messages: [],
      errors: ['A'],
      links: [],
      form: null,
      passwordPolicy: null,
    });
    const bare = { heading: null, mainHtml: null, form: formModel() } as unknown as FormContent;
    expect(form(inputOf('appRegister'), bare)).toMatchObject({ messages: [], errors: [], links: [] });
  });

  it('local values and refine reach the heading and the body', () => {
    const s = { labels: { appRegister: { heading: 'Register {{plan}}', main: '<p>For {{plan}}</p>' } } };
    const screen = form(
      inputOf('appRegister', s),
      formContent({ mainHtml: '<p>Server</p><form></form>' }),
      { plan: 'Gold' },
      () => null,
    );
    expect(screen).toMatchObject({ heading: 'Register Gold', body: { html: '<p>For Gold</p>' }, bodySource: 'labels' });
  });

  it("section pages: the form's legend and the page heading are not repeated in the body", () => {
    const content = formContent({
      heading: 'My Account',
      mainHtml: '<h2>Change Password</h2><h3>New password</h3><p>Choose well.</p><form></form>',
      form: formModel({ legend: 'New password' }),
    });
    expect(form(inputOf('accountPassword'), content)).toMatchObject({
      heading: 'Change Password',
      subtitle: 'My Account',
      body: { html: '<p>Choose well.</p>' },
      bodySource: 'server',
    });
    // without a legend, the h3 stays
    const noLegend = { ...content, form: formModel({ legend: null }) };
    expect(form(inputOf('accountPassword'), noLegend)).toMatchObject({
      body: { html: '<h3>New password</h3><p>Choose well.</p>' },
    });
  });

  it("section pages, an override '': the server's heading is the h1 and is not repeated in the body", () => {
    const s = { labels: { accountPassword: { heading: '' } } };
    const content = formContent({ heading: 'My Account', mainHtml: '<h2>My Account</h2><p>Choose well.</p><form></form>' });
    expect(form(inputOf('accountPassword', s), content)).toMatchObject({
      heading: 'My Account',
      subtitle: null,
      body: { html: '<p>Choose well.</p>' },
    });
  });
});

describe('form: plan checkboxes', () => {
  const plans = [
    field({ name: 'plans[]', type: 'checkbox', label: 'Weather' }),
    field({ name: 'plans[]', type: 'radio', label: 'Maps' }),
    field({ name: 'plans[]', type: 'select', label: 'Not a choice' }),
    field({ name: 'name', label: 'Name' }),
  ];

  it("the plan checkboxes and radios get the group's question; other fields stay as they are", () => {
    const f = form(inputOf('appRegister'), formContent({ form: formModel({ fields: plans }) })).form;
    expect(f?.fields).toStrictEqual([
      { ...plans[0], group: 'APIs for this application' },
      { ...plans[1], group: 'APIs for this application' },
      plans[2],
      plans[3],
    ]);
    expect(f?.fields[2]).toBe(plans[2]);
  });

  it('the question follows its label (values expanded)', () => {
    const s = { labels: { components: { serverForm: { plansLegend: 'APIs on {{area}}' } } } };
    const f = form(inputOf('appRegister', s), formContent({ form: formModel({ fields: plans }) })).form;
    expect(f?.fields[0]?.group).toBe(`APIs on ${AREA}`);
  });

  it('a form without plan checkboxes is the form as given', () => {
    const given = formModel({ fields: [field({ name: 'plans', type: 'checkbox' }), field({ name: 'name' })] });
    expect(form(inputOf('appRegister'), formContent({ form: given })).form).toBe(given);
  });
});

describe('requireRoles', () => {
  it('marks the fields of those roles required, leaves the others (and those already required) as they are', () => {
    const email = field({ name: 'email', role: 'email' });
    const user = field({ name: 'user', role: 'username' });
    const plain = field({ name: 'note' });
    const already = field({ name: 'email2', role: 'email', required: true });
    const content = formContent({ form: formModel({ fields: [email, user, plain, already] }) });
    const out = requireRoles(content, ['email']);
    expect(out.form?.fields).toEqual([{ ...email, required: true }, user, plain, already]);
    expect(out.form?.fields[1]).toBe(user);
    expect(out.form?.fields[2]).toBe(plain);
    expect(out.form?.fields[3]).toBe(already);
    expect(out).toEqual({ ...content, form: { ...content.form, fields: out.form?.fields } });
    // the content itself is not changed
    expect(content.form?.fields[0]?.required).toBe(false);
  });

  it('a field without a role is never one of the roles', () => {
    const content = formContent({
      form: formModel({ fields: [field({ name: 'note' }), field({ name: 'email', role: 'email' })] }),
    });
    expect(requireRoles(content, [null]).form?.fields.map((f) => f.required)).toEqual([false, false]);
  });

  it('no roles: nothing required; no form: the content as given', () => {
    const content = formContent({ form: formModel({ fields: [field({ name: 'email', role: 'email' })] }) });
    expect(requireRoles(content, []).form?.fields[0]?.required).toBe(false);
    const none = formContent({ form: null });
    expect(requireRoles(none, ['email'])).toBe(none);
  });

  it('through adapt: lost password needs e-mail and username, lost username e-mail, resend confirmation both', () => {
    const fields = [field({ name: 'email', role: 'email' }), field({ name: 'user', role: 'username' }), field({ name: 'note' })];
    const required = (type: 'lostPassword' | 'lostUsername' | 'registerResend') => {
      const m = adapt(pageData(type, { context: context(), content: { form: formModel({ fields }) } }), settings(), env('/x'));
      return (m.screen as FormScreen).form?.fields.map((x) => x.required);
    };
    expect(required('lostPassword')).toEqual([true, true, false]);
    expect(required('lostUsername')).toEqual([true, false, false]);
    expect(required('registerResend')).toEqual([true, true, false]);
  });
});
