import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Terms } from '../../../src/screens/Terms/Terms.tsx';
import { fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/Terms',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  name: 'Terms of one plan',
  render: fixtureRender(Terms, 'tos.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Weather API Terms');
  },
};

export const LongWithoutHeading: Story = {
  name: 'Long terms without a page heading',
  render: fixtureRender(Terms, 'tos.long.html'),
};

export const WithoutMarkdown: Story = {
  name: 'Markdown off (server HTML as is)',
  render: fixtureRender(Terms, 'tos.long.html', { settings: { markdown: false } }),
};
