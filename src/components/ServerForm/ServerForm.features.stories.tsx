import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServerForm, type ServerFormModel } from './index.ts';
import { Button } from '../Button/index.ts';
import { Text } from '../Text/index.ts';

const labels = { required: 'required', showPassword: 'Show', hidePassword: 'Hide', errorSummary: 'There is a problem' };

const accountModel: ServerFormModel = {
  id: 'member-edit',
  action: '/member/edit',
  method: 'post',
  enctype: 'multipart/form-data',
  legend: 'Account Information',
  errors: [],
  fields: [
    { name: 'members[handle]', type: 'text', id: 'members-handle', label: 'Username', value: 'jdoe', required: true },
    {
      name: 'members[first_name]',
      type: 'text',
      id: 'members-first_name',
      label: 'First name',
      value: 'Jo',
      autocomplete: 'given-name',
    },
    { name: 'members[uri]', type: 'url', id: 'members-uri', label: 'Web site', value: 'https://jdoe.dev' },
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
    { name: 'apis[]', type: 'checkbox', id: 'api-1', label: 'Forecast API', value: '11', checked: true },
    { name: 'apis[]', type: 'checkbox', id: 'api-2', label: 'Maps API', value: '12', checked: false },
    { name: 'apis[]', type: 'checkbox', id: 'api-3', label: 'Traffic API', value: '13', checked: true },
    { name: 'contact', type: 'radio', id: 'contact-mail', label: 'By e-mail', value: 'mail', checked: true },
    { name: 'contact', type: 'radio', id: 'contact-none', label: 'Never', value: 'none', checked: false },
  ],
  hidden: [
    { name: 'token', value: 'a1b2c3' },
    { name: 'action', value: 'update' },
  ],
  submit: { label: 'Save', name: 'process', value: 'Save', id: 'process' },
};

const meta = {
  title: 'Components/ServerForm/Features',
  component: ServerForm,
  args: { labels, model: accountModel },
} satisfies Meta<typeof ServerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitsExactlyTheServerFields: Story = {
  args: { onSubmit: fn((e) => e.preventDefault()) },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const form = c.getByRole('form', { name: 'Account Information' }) as HTMLFormElement;
    await expect(form).toHaveAttribute('action', '/member/edit');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await userEvent.click(c.getByRole('checkbox', { name: 'Maps API' }));
    await userEvent.click(c.getByRole('radio', { name: 'Never' }));
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const submitter = c.getByRole('button', { name: 'Save' });
    await expect([...new FormData(form, submitter).entries()]).toEqual([
      ['members[handle]', 'jdoe'],
      ['members[first_name]', 'Jo'],
      ['members[uri]', 'https://jdoe.dev'],
      ['members[topics][]', 'w'],
      ['members[topics][]', 't'],
      ['apis[]', '11'],
      ['apis[]', '12'],
      ['apis[]', '13'],
      ['contact', 'none'],
      ['token', 'a1b2c3'],
      ['action', 'update'],
      ['process', 'Save'],
    ]);
  },
};

export const ServerErrors: Story = {
  args: {
    model: {
      ...accountModel,
      errors: ['Please correct the noted errors.'],
      fields: accountModel.fields.map((f) =>
        f.name === 'members[handle]' ? { ...f, value: '', errors: ['This value is not allowed to be blank.'] } : f,
      ),
    },
    onSubmit: (e) => e.preventDefault(),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Please correct the noted errors.');
    const handle = c.getByRole('textbox', { name: 'Username required' });
    await expect(handle).toHaveAttribute('aria-invalid', 'true');
    const errorId = handle.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    await expect(document.getElementById(errorId)).toHaveTextContent('This value is not allowed to be blank.');
  },
};

export const LegendAsFieldset: Story = { args: { legendAs: 'legend', onSubmit: (e) => e.preventDefault() } };

export const PasswordWithSlot: Story = {
  args: {
    model: {
      id: null,
      action: '/member/passwd',
      method: 'post',
      legend: 'Change Password',
      errors: [],
      fields: [
        {
          name: 'passwd_current',
          type: 'password',
          id: 'passwd_current',
          label: 'Current password',
          value: '',
          required: true,
          autocomplete: 'current-password',
        },
        {
          name: 'passwd',
          type: 'password',
          id: 'passwd_new',
          label: 'New password',
          value: '',
          required: true,
          role: 'newPassword',
          autocomplete: 'new-password',
        },
        {
          name: 'passwd_again',
          type: 'password',
          id: 'passwd_again',
          label: 'Confirm new password',
          value: '',
          required: true,
          role: 'confirmPassword',
          autocomplete: 'new-password',
        },
      ],
      hidden: [{ name: 'token', value: 'z9' }],
      submit: { label: 'Change Password', name: null, value: null },
    },
    renderAfterField: ({ field, value }) =>
      field.role === 'newPassword' ? <Text as="p" size="sm" tone="muted">{`${value.length} characters`}</Text> : null,
    onSubmit: (e) => e.preventDefault(),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = canvasElement.querySelector('input[name="passwd"]') as HTMLInputElement;
    await userEvent.type(input, 'abc123');
    await expect(c.getByText('6 characters')).toBeVisible();
    await expect(c.getAllByRole('button', { name: /^Show / })).toHaveLength(3);
  },
};

export const DestructiveWithSlots: Story = {
  args: {
    model: {
      id: 'remove',
      action: '/member/remove?action=removeMember',
      method: 'post',
      legend: null,
      errors: [],
      fields: [],
      hidden: [{ name: 'token', value: 'q1' }],
      submit: { label: 'Remove Membership', name: null, value: null, id: 'process' },
    },
    submitProps: { tone: 'critical' },
    beforeSubmit: <Text as="p">Please confirm that you wish to permanently disable your membership with this service.</Text>,
    secondaryActions: (
      <Button href="/member/edit" variant="ghost" tone="neutral">
        Cancel
      </Button>
    ),
    onSubmit: (e) => e.preventDefault(),
  },
};

export const GetSearchForm: Story = {
  args: {
    model: {
      id: null,
      action: '/search',
      method: 'get',
      legend: null,
      fields: [{ name: 'q', type: 'search', label: 'Search the portal', value: 'weather' }],
      hidden: [],
      submit: { label: 'Search', name: null, value: null },
    },
    onSubmit: (e) => e.preventDefault(),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search the portal' })).toHaveValue('weather');
  },
};
