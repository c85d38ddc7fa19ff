import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ForumSingle } from '../../../src/screens/ForumSingle/ForumSingle.tsx';
import { contentStory, expectInert } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/ForumSingle',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          'A forum topic and its comments. Comments are user content: server HTML through ServerHtml, so scripts, handlers, `javascript:` links and `{{…}}` braces never do anything.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const HostileComments: Story = {
  name: 'An opening post and four replies, hostile ones among them (nothing runs)',
  render: contentStory(ForumSingle, 'forumSingle.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the first post is the topic's own, under its subject; the others are its replies (issue 34 item 7)
    await expect(within(canvas.getByRole('region', { name: 'Replies' })).getAllByRole('article')).toHaveLength(4);
    const comments = canvasElement;
    // the payloads: text stays, markup goes
    await expect(comments).toHaveTextContent('mashery.globals.x = 1;');
    await expect(comments).toHaveTextContent("{{labels.signOut}} {{constructor.constructor('window.__xss=1')()}}");
    await expect(within(comments).getByText('click me').closest('a')?.getAttribute('href') ?? null).toBeNull();
    await expect(comments).toHaveTextContent('Escaped sample: <script>x()</script>');
    await expect(within(comments).getByText(/Edited/)).toHaveTextContent('Apr 5, 2019');
    await expectInert(canvasElement);
  },
};

export const WithReplyForm: Story = {
  name: 'One comment and the reply form (signed out)',
  render: contentStory(ForumSingle, 'forumSingle.variant.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Reply' })).toBeVisible();
    // the reply form's components are a lazy chunk
    await waitFor(() => expect(canvasElement.querySelector('form')).not.toBeNull(), { timeout: 8000 });
  },
};
