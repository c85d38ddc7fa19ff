import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogSingle } from '../../../src/screens/BlogSingle/BlogSingle.tsx';
import { contentStory, expectInert } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/BlogSingle',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "A blog post: title, author, date, 'Edit Post' only when the server offers it, the full body (sanitised server HTML, legacy code blocks highlighted) and the comments (user content).",
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const WithComments: Story = {
  name: 'Editor view: Edit Post and two comments (one hostile)',
  render: contentStory(BlogSingle, 'blogSingle.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Launching v2' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Post' })).toHaveAttribute('href', '/r/content/blog/12');
    const comments = canvas.getByRole('region', { name: 'Comments' });
    await expect(within(comments).getAllByRole('article')).toHaveLength(2);
    await expect(comments).toHaveTextContent('{{settings.labels}}');
    // the hostile <img onerror> stays an image, without its handler (and marked decorative: it had no alt)
    const img = comments.querySelector('img');
    await expect(img?.getAttributeNames().filter((n) => n.startsWith('on'))).toEqual([]);
    await expect(img).toHaveAttribute('alt', '');
    await expectInert(canvasElement);
  },
};

export const HostilePost: Story = {
  name: 'No Edit Post, no comments; a hostile post body',
  render: contentStory(BlogSingle, 'blogSingle.plain.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Edit Post' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Comments' })).toBeNull();
    await expect(canvasElement.querySelector('svg[onload], a[href^="javascript"]')).toBeNull();
    await expectInert(canvasElement);
  },
};
