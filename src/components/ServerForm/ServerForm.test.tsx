import { describe, expect, it, vi } from 'vitest';
import * as formStyles from './ServerForm.css.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormModel } from '../../model/pageData.ts';
import { ServerForm, type ServerFormModel } from './index.ts';
import { describedByText } from '../../../test/support/describedByText.ts';

const labels = { required: 'required', showPassword: 'Show', hidePassword: 'Hide', errorSummary: 'There is a problem' };

const model: ServerFormModel = {
  id: 'member-edit',
  action: '/member/edit',
  method: 'post',
  enctype: 'multipart/form-data',
  legend: 'Account Information',
  errors: ['Please correct the noted errors.'],
  fields: [
    {
      name: 'members[handle]',
      type: 'text',
      id: 'members-handle',
      label: 'Username',
      value: 'jdoe',
      required: true,
      errors: [],
      help: null,
    },
    {
      name: 'members[email]',
      type: 'email',
      id: 'members-email',
      label: 'E-mail',
      value: '',
      required: true,
      errors: ['This value is not allowed to be blank.'],
      help: 'We send the confirmation here.',
    },
    { name: 'members[uri]', type: 'url', id: 'members-uri', label: 'Website', value: 'https://jdoe.dev', errors: [] },
    { name: 'passwd', type: 'password', id: 'passwd_new', label: 'New password', value: '', required: true, role: 'newPassword' },
    {
      name: 'members[country]',
      type: 'select',
      id: 'members-country',
      label: 'Country',
      value: 'fr',
      options: [
        { label: 'Germany', value: 'de', selected: false },
        { label: 'France', value: 'fr', selected: true },
      ],
    },
    {
      name: 'members[topics][]',
      type: 'select',
      id: 'members-topics',
      label: 'Topics',
      value: '',
      multiple: true,
      options: [
        { label: 'Weather', value: 'w', selected: true },
        { label: 'Maps', value: 'm', selected: false },
        { label: 'Traffic', value: 't', selected: true },
      ],
    },
    { name: 'members[bio]', type: 'textarea', id: 'members-bio', label: 'About you', value: 'Hello there' },
    { name: 'apis[]', type: 'checkbox', id: 'api-1', label: 'Forecast API', value: '11', checked: true },
    { name: 'apis[]', type: 'checkbox', id: 'api-2', label: 'Maps API', value: '12', checked: false },
    { name: 'apis[]', type: 'checkbox', id: 'api-3', label: 'Traffic API', value: '13', checked: true },
    { name: 'plan', type: 'radio', id: 'plan-basic', label: 'Basic', value: 'basic', checked: false },
    { name: 'plan', type: 'radio', id: 'plan-pro', label: 'Pro', value: 'pro', checked: true },
    { name: 'members[newsletter]', type: 'checkbox', id: 'members-newsletter', label: 'Send me news', value: '', checked: true },
    {
      name: 'members[terms]',
      type: 'checkbox',
      id: 'members-terms',
      label: 'I accept the terms',
      value: '1',
      checked: false,
      required: true,
    },
  ],
  hidden: [
    { name: 'token', value: 'a1b2c3' },
    { name: 'action', value: 'update' },
    { name: 'token', value: 'second' },
  ],
  submit: { label: 'Save', name: 'process', value: 'Save', id: 'process' },
};

function submitted(form: HTMLFormElement, submitter?: HTMLElement | null): Array<[string, string]> {
  return [...new FormData(form, submitter ?? undefined).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]);
}

describe('ServerForm', () => {
  it('structurally accepts the extractor FormModel', () => {
    const fromExtract = null as unknown as FormModel;
    const asComponentModel: ServerFormModel | null = fromExtract; // compile-time check: FormModel ⊂ ServerFormModel
    expect(asComponentModel).toBeNull();
  });

  it('is a native form with the server action, method and enctype', () => {
    const { container } = render(<ServerForm model={model} labels={labels} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/member/edit');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('data-server-id')).toBe('member-edit');
    expect(screen.getByRole('form', { name: 'Account Information' })).toBe(form);
  });

  it('submits exactly the server fields: names, values, hidden tokens, checkbox groups, selects, submit name', () => {
    const { container } = render(<ServerForm model={model} labels={labels} />);
    const form = container.querySelector('form')!;
    const submit = screen.getByRole('button', { name: 'Save' });
    // happy-dom's FormData keeps only the first option of a multiple select: check that select directly here
    // (the Chromium play function in ServerForm.features checks the complete FormData).
    const topics = screen.getByRole('listbox', { name: 'Topics' }) as HTMLSelectElement;
    expect(topics.name).toBe('members[topics][]');
    expect([...topics.selectedOptions].map((o) => o.value)).toEqual(['w', 't']);
    expect(submitted(form, submit).filter(([k]) => k !== 'members[topics][]')).toEqual([
      ['members[handle]', 'jdoe'],
      ['members[email]', ''],
      ['members[uri]', 'https://jdoe.dev'],
      ['passwd', ''],
      ['members[country]', 'fr'],
      ['members[bio]', 'Hello there'],
      ['apis[]', '11'],
      ['apis[]', '13'],
      ['plan', 'pro'],
      ['members[newsletter]', 'on'],
      ['token', 'a1b2c3'],
      ['action', 'update'],
      ['token', 'second'],
      ['process', 'Save'],
    ]);
  });

  it('names each password toggle after its field (three toggles named "Show" on one form said nothing of which)', async () => {
    const user = userEvent.setup();
    const twice: ServerFormModel = {
      ...model,
      fields: [
        { name: 'passwd', type: 'password', id: 'pw', label: 'New password', value: '', errors: [] },
        { name: 'passwd2', type: 'password', id: 'pw2', label: 'Confirm password', value: '', errors: [] },
      ],
    };
    render(<ServerForm model={twice} labels={labels} />);
    const show = screen.getByRole('button', { name: 'Show Confirm password' });
    expect(screen.getByRole('button', { name: 'Show New password' })).toBeTruthy();
    expect(show.textContent).toContain('Show');
    await user.click(show);
    expect(screen.getByRole('button', { name: 'Hide Confirm password' })).toBeTruthy();
    expect(screen.getByLabelText('Confirm password', { selector: 'input' }).getAttribute('type')).toBe('text');
  });

  it('what the user types is what is submitted', async () => {
    const user = userEvent.setup();
    const { container } = render(<ServerForm model={model} labels={labels} />);
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jo@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Maps API' }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('radio', { name: 'Basic' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'de');
    const data = submitted(container.querySelector('form')!);
    expect(data).toContainEqual(['members[email]', 'jo@example.com']);
    expect(data.filter(([k]) => k === 'apis[]').map(([, v]) => v)).toEqual(['11', '12', '13']);
    expect(data).toContainEqual(['members[terms]', '1']);
    expect(data).toContainEqual(['plan', 'basic']);
    expect(data).toContainEqual(['members[country]', 'de']);
  });

  it('announces form errors in an alert and links field errors to their controls', () => {
    render(<ServerForm model={model} labels={labels} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('There is a problem');
    expect(alert.textContent).toContain('Please correct the noted errors.');
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedByText(email)).toBe('This value is not allowed to be blank. | We send the confirmation here.');
    expect(screen.getByRole('textbox', { name: /Username/ }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows required marks with their accessible text and sets aria-required', () => {
    render(<ServerForm model={model} labels={labels} />);
    const username = screen.getByRole('textbox', { name: 'Username required' });
    expect(username.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Website' }).hasAttribute('aria-required')).toBe(false);
  });

  it('prefixes ids (unique across two forms) and keeps label association', () => {
    const { container } = render(
      <>
        <ServerForm model={model} labels={labels} />
        <ServerForm model={model} labels={labels} />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByRole('textbox', { name: /Username/ })).toHaveLength(2);
    render(<ServerForm model={model} labels={labels} idPrefix="edit-" />);
    expect(document.getElementById('edit-members-handle')?.getAttribute('name')).toBe('members[handle]');
  });

  it('renders the legend as a fieldset legend when asked', () => {
    render(<ServerForm model={model} labels={labels} legendAs="legend" />);
    expect(screen.getByRole('group', { name: 'Account Information' }).tagName).toBe('FIELDSET');
  });

  it('render-prop slot after a field receives the live value; slot before submit renders', async () => {
    const user = userEvent.setup();
    render(
      <ServerForm
        model={model}
        labels={labels}
        renderAfterField={({ field, value }) => (field.role === 'newPassword' ? <p>Length: {value.length}</p> : null)}
        beforeSubmit={<p>By saving you agree.</p>}
      />,
    );
    expect(screen.getByText('Length: 0')).toBeTruthy();
    await user.type(screen.getByLabelText(/New password/, { selector: 'input' }), 'abc1');
    expect(screen.getByText('Length: 4')).toBeTruthy();
    expect(screen.getByText('By saving you agree.')).toBeTruthy();
  });

  it('onSubmit may stop the native submission (e.g. to confirm first)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const optional = { ...model, errors: [], fields: model.fields.map((f) => ({ ...f, required: false })) };
    render(<ServerForm model={optional} labels={labels} onSubmit={onSubmit} submitProps={{ tone: 'critical' }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('blocks the post while a required field is empty: a focused summary names it, the field says so', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const missingLabels = { ...labels, missingSummary: 'Fill in the required fields:', missingField: 'This field is required.' };
    render(<ServerForm model={{ ...model, errors: [] }} labels={missingLabels} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('Fill in the required fields:');
    expect(summary.textContent).toContain('E-mail');
    expect(summary.textContent).not.toContain('Username'); // filled
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedByText(email)).toContain('This field is required.');
    // filling them in lets the post go
    await user.type(email, 'j@example.com');
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="password"]'))
      await user.type(input, 'Secret-123');
    for (const box of screen.queryAllByRole('checkbox')) if (!(box as HTMLInputElement).checked) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('uses the fallback submit label when the server form has no submit control', () => {
    render(<ServerForm model={{ ...model, submit: null }} labels={{ ...labels, submit: 'Send' }} />);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.hasAttribute('name')).toBe(false);
  });
});

describe("ServerForm: links in a field help (a plan's terms) stay links", () => {
  it('renders the help text and each link, and the control is described by both', () => {
    const withTerms: ServerFormModel = {
      action: '/apps/register',
      method: 'post',
      hidden: [],
      fields: [
        {
          name: 'plans[]',
          type: 'checkbox',
          id: 'plans-31',
          label: 'Weather — Basic',
          value: '31',
          help: '2 calls per second.',
          helpLinks: [{ label: 'Terms', url: '/apps/tos/31' }],
        },
        {
          name: 'plans[]',
          type: 'checkbox',
          id: 'plans-32',
          label: 'Maps — Basic',
          value: '32',
          help: null,
          helpLinks: [{ label: 'Terms', url: '/apps/tos/32' }],
        },
      ],
    };
    render(<ServerForm model={withTerms} labels={labels} />);
    // each named after its plan: two links named "Terms" said nothing of which plan
    const links = screen.getAllByRole('link', { name: /^Terms/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/apps/tos/31', '/apps/tos/32']);
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(['Terms: Weather — Basic', 'Terms: Maps — Basic']);
    expect(links.map((a) => a.textContent)).toEqual(['Terms', 'Terms']);
    const weather = screen.getByRole('checkbox', { name: /Weather/ });
    expect(describedByText(weather)).toContain('2 calls per second. Terms');
  });
});

describe("ServerForm: links inside a field's help", () => {
  const field = (help: string | null, helpLinks: { label: string; url: string; at?: number }[]): ServerFormModel => ({
    action: '/apps/register',
    method: 'post',
    hidden: [],
    fields: [{ name: 'callback', type: 'text', id: 'callback', label: 'Callback URL', value: '', help, helpLinks }],
  });
  /** the hint's nodes in order: text as text, links as [label → href] */
  function hintParts(): string[] {
    const input = screen.getByRole('textbox', { name: /Callback URL/ });
    const hint = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    return Array.from(hint.childNodes, (n) =>
      n.nodeType === 3
        ? n.textContent!
        : n instanceof HTMLAnchorElement
          ? `[${n.textContent} → ${n.getAttribute('href')}]`
          : n.textContent!,
    ).filter((t) => t !== '');
  }

  it('a link stands where its label stands in the sentence', () => {
    render(
      <ServerForm
        model={field('Read the callback guide first, then test it.', [
          { label: 'callback guide', url: '/docs/callbacks', at: 9 },
          { label: 'test it', url: '/docs/test', at: 36 },
        ])}
        labels={labels}
      />,
    );
    expect(hintParts()).toEqual([
      'Read the ',
      '[callback guide → /docs/callbacks]',
      ' first, then ',
      '[test it → /docs/test]',
      '.',
    ]);
    expect(describedByText(screen.getByRole('textbox'))).toContain('Read the callback guide first, then test it.');
    expect(screen.getAllByRole('link').map((a) => a.classList.contains(formStyles.helpLinkAlone))).toEqual([false, false]);
  });

  it('links without a place, or whose place does not hold their label, come after the text; none is lost', () => {
    render(
      <ServerForm
        model={field('Shown to users. A', [
          { label: 'A', url: '/docs/a', at: 16 },
          { label: 'B', url: '/docs/b' },
          { label: 'Gone', url: '/docs/gone', at: 3 },
          { label: 'A', url: '/docs/a2', at: 16 },
        ])}
        labels={labels}
      />,
    );
    expect(hintParts()).toEqual([
      'Shown to users. ',
      '[A → /docs/a]',
      ' ',
      '[B → /docs/b]',
      ' · ',
      '[Gone → /docs/gone]',
      ' · ',
      '[A → /docs/a2]',
    ]);
  });

  it('a link at the very start, and a help that is only the link', () => {
    render(<ServerForm model={field('What is this?', [{ label: 'What is this?', url: '/docs/uri', at: 0 }])} labels={labels} />);
    expect(hintParts()).toEqual(['[What is this? → /docs/uri]']);
    // alone on its line: a control, held at 24 px high (a link inside a sentence is not)
    expect(screen.getByRole('link').classList.contains(formStyles.helpLinkAlone)).toBe(true);
  });
});

describe('ServerForm: a checkbox group with a question is a named fieldset', () => {
  it('the plans of an app form are one group named by its legend', () => {
    const plans: ServerFormModel = {
      action: '/apps/register',
      method: 'post',
      hidden: [],
      fields: ['31', '32'].map((value) => ({
        name: 'plans[]',
        type: 'checkbox' as const,
        id: `plans-${value}`,
        label: `Plan ${value}`,
        value,
        group: 'APIs for this application',
      })),
    };
    render(<ServerForm model={plans} labels={labels} />);
    const group = screen.getByRole('group', { name: 'APIs for this application' });
    expect(group.tagName).toBe('FIELDSET');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
  });
});
