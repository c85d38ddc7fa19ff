import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ForumAddTopic } from '../../../src/screens/ForumAddTopic/ForumAddTopic.tsx';
import { contentStory, expectInert } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/ForumAddTopic',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "New forum topic: breadcrumbs ending with this page, and the server's form (submitted natively with exactly its fields).",
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const Form: Story = {
  name: 'The add-topic form',
  render: contentStory(ForumAddTopic, 'forumAddTopic.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByText('New topic')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toBeVisible();
    const form = canvasElement.querySelector('form')!;
    await expect(form.getAttribute('method')).toBe('post');
  },
};

export const WithErrors: Story = {
  name: 'Re-rendered with errors (the text typed, with markup, kept as text)',
  render: contentStory(ForumAddTopic, 'forumAddTopic.error.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert').length).toBeGreaterThan(0);
    await expectInert(canvasElement);
  },
};

export const SignedOut: Story = {
  name: "Signed out: the server's message instead of a form",
  render: contentStory(ForumAddTopic, 'forumAddTopic.signedOut.html'),
};
