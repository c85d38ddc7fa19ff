import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from '../../../src/screens/NotFound/NotFound.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/NotFound',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "Not found (`fourOhFour`): the spec's heading and message (labels.fourOhFour), with a link to the contact page.",
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  name: 'Unknown URL (HTTP 404)',
  render: contentStory(NotFound, 'fourOhFour.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unable to find this page' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent(
      "We're unable to find this page. Sorry! Please check the URL, or contact us to report a broken link.",
    );
    await expect(canvas.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  },
};

export const InDocs: Story = {
  name: 'A missing doc',
  render: contentStory(NotFound, 'fourOhFour.docs.html'),
};

export const ServerMessage: Story = {
  name: "The server's own message (label main set to '')",
  render: contentStory(NotFound, 'fourOhFour.noClass.html', { settings: { labels: { fourOhFour: { main: '' } } } }),
};
