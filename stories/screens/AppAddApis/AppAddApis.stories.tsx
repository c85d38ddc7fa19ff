import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAddApis } from '../../../src/screens/AppAddApis/AppAddApis.tsx';
import { fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/AppAddApis',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Form: Story = {
  name: 'Summary and plan choices',
  render: fixtureRender(AppAddApis, 'appAddAPIs.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Add APIs' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox').length).toBeGreaterThan(0);
  },
};

export const AppWithoutApis: Story = {
  name: 'App without APIs yet',
  render: fixtureRender(AppAddApis, 'appAddAPIs.noApis.html'),
};

export const WithErrors: Story = {
  name: 'Re-rendered with an error; summary with several APIs',
  render: fixtureRender(AppAddApis, 'appAddAPIs.error.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please select at least one API.')).toBeVisible();
  },
};

export const Success: Story = {
  name: 'New Keys Issued',
  render: fixtureRender(AppAddApis, 'appAddAPIsSuccess.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'New Keys Issued' })).toBeVisible();
  },
};

export const SuccessReworded: Story = {
  name: 'Success with a translated server heading',
  render: fixtureRender(AppAddApis, 'appAddAPIsSuccess.reworded.html'),
};

export const Error: Story = {
  name: "Error page (the server's error list, a way back)",
  render: fixtureRender(AppAddApis, 'appAddAPIsError.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No plan was selected.');
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/apps/select/88');
  },
};
