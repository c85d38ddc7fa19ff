import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServerForm, type ServerFormModel } from './index.ts';

const model: ServerFormModel = {
  id: 'application-edit',
  action: '/apps/register',
  method: 'post',
  enctype: 'multipart/form-data',
  legend: 'Register an Application',
  errors: [],
  fields: [
    {
      name: 'application[name]',
      type: 'text',
      id: 'applications-name',
      label: 'Name of your application',
      value: '',
      required: true,
      help: 'Shown on your keys page.',
    },
    {
      name: 'application[uri]',
      type: 'url',
      id: 'applications-uri',
      label: 'Web site',
      value: '',
      // a link inside the help's sentence stands in its place
      help: 'Where users learn more. See the branding guide for what to link.',
      helpLinks: [{ label: 'branding guide', url: '/docs/branding', at: 32 }],
    },
    { name: 'application[description]', type: 'textarea', id: 'applications-description', label: 'Description', value: '' },
    {
      name: 'application[api]',
      type: 'select',
      id: 'applications-api',
      label: 'API',
      value: '11',
      options: [
        { label: 'Forecast API', value: '11', selected: true },
        { label: 'Maps API', value: '12', selected: false },
      ],
    },
    {
      name: 'application[terms]',
      type: 'checkbox',
      id: 'applications-terms',
      label: 'I agree to the terms of service',
      value: '1',
      checked: false,
      required: true,
    },
  ],
  hidden: [{ name: 'token', value: 'a1b2c3' }],
  submit: { label: 'Register Application', name: null, value: null },
};

const meta = {
  title: 'Components/ServerForm',
  component: ServerForm,
  args: {
    model,
    labels: { required: 'required', showPassword: 'Show', hidePassword: 'Hide', errorSummary: 'There is a problem' },
    legendAs: 'heading',
    headingLevel: 2,
    onSubmit: (e) => e.preventDefault(),
  },
  argTypes: {
    legendAs: { control: 'inline-radio', options: ['heading', 'legend'] },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
  },
} satisfies Meta<typeof ServerForm>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
