import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Docs } from '../../../src/screens/Docs/Docs.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/Docs',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "Docs (`/docs`, `/docs/read/<Path>`): heading, body (as a custom page) and the side navigation headed 'In the Docs', " +
          'the current page marked by comparing cleaned URLs (case, trailing slash, hash, query order; `/docs` = `/docs/Home` = ' +
          '`/docs/read/Home`).',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

/** The docs navigation's links marked as the current page. */
function current(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'In the Docs' });
  return within(nav)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page');
}

export const Default: Story = {
  name: 'A doc page with a two-level sidebar',
  render: contentStory(Docs, 'docs.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'In the Docs' })).toBeVisible();
    const marked = current(canvasElement);
    await expect(marked.map((a) => a.textContent)).toEqual(['Authentication']);
    await expect(marked[0]).toHaveClass('current-page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Authentication' })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Code sample' }, { timeout: 8000 })).toHaveTextContent(
      'curl "https://api.acme.example/v1/ping?api_key=KEY"',
    );
  },
};

export const Landing: Story = {
  name: 'Landing page reached as /docs (Home is current)',
  render: contentStory(Docs, 'docs.landing.html'),
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement).map((a) => a.textContent)).toEqual(['Home']);
  },
};

export const TrailingSlash: Story = {
  name: 'Current page found although the link differs by a trailing slash',
  render: contentStory(Docs, 'docs.trailingSlash.html'),
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement).map((a) => a.textContent)).toEqual(['Paging']);
  },
};

export const ThreeLevels: Story = {
  name: 'Three-level sidebar, current page differs only by query order',
  render: contentStory(Docs, 'docs.variant.html'),
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement).map((a) => a.textContent)).toEqual(['Webhooks']);
  },
};

export const NoSidebar: Story = {
  name: 'Doc without a sidebar (editor view)',
  render: contentStory(Docs, 'docs.noSub.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const NotFoundTitle: Story = {
  name: 'A doc titled "Handling Not Found errors" stays a doc',
  render: contentStory(Docs, 'docs.notFoundTitle.html'),
};
