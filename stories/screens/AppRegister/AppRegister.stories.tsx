import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppRegister } from '../../../src/screens/AppRegister/AppRegister.tsx';
import { fixtureRender, recordSubmissions } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/AppRegister',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Form: Story = {
  name: 'Form with plans; submits the server fields',
  render: fixtureRender(AppRegister, 'appRegister.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register an Application' })).toBeVisible();
    const rec = recordSubmissions();
    try {
      await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Storm Tracker');
      await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
      await expect(rec.submissions).toHaveLength(1);
      const sent = rec.submissions[0]!;
      await expect(sent).toMatchObject({ action: '/apps/register', method: 'post', prevented: false });
      await expect(sent.fields).toContainEqual(['applications[name]', 'Storm Tracker']);
    } finally {
      rec.stop();
    }
  },
};

export const WithErrors: Story = {
  name: 'Re-rendered with errors',
  render: fixtureRender(AppRegister, 'appRegister.error.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1); // the form-level error once, not twice
    await expect(canvas.getByText('This value is not allowed to be blank.')).toBeVisible();
  },
};

export const WithRecaptcha: Story = {
  name: 'With a reCAPTCHA widget',
  render: fixtureRender(AppRegister, 'appRegister.recaptcha.html'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.g-recaptcha[data-sitekey]')).not.toBeNull();
  },
};

export const Success: Story = {
  render: fixtureRender(AppRegister, 'appRegisterSuccess.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Application registered' })).toBeVisible();
  },
};

export const SuccessServerMessage: Story = {
  name: 'Success, the server\'s own message (label main set to "")',
  render: fixtureRender(AppRegister, 'appRegisterSuccess.keyShown.html', {
    settings: { labels: { appRegisterSuccess: { main: '' } } },
  }),
};
