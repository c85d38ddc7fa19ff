import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ViewKeys } from '../../../src/screens/ViewKeys/ViewKeys.tsx';
import { fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/ViewKeys',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const OneApplication: Story = {
  render: fixtureRender(ViewKeys, 'viewKeys.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(1);
  },
};

export const AllApplications: Story = {
  name: 'All applications (one without keys), last page',
  render: fixtureRender(ViewKeys, 'viewKeys.all.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You don't have any keys.")).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Application pages' })).toBeVisible();
  },
};
