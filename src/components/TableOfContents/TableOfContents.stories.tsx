import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TableOfContents } from './index.ts';

const meta = {
  title: 'Components/TableOfContents',
  component: TableOfContents,
  args: {
    label: 'On this page',
    headings: [
      { level: 2, text: 'Overview', id: 'overview' },
      { level: 2, text: 'Getting a key', id: 'keys' },
      { level: 3, text: 'Key formats', id: 'key-formats' },
      { level: 3, text: 'Rotating keys', id: 'rotating' },
      { level: 2, text: 'Errors and limits', id: 'errors' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          '"On this page": h2 and h3 headings (with ids, e.g. from HeadingAnchors) as links in a named `nav`; the section ' +
          'in view is marked `aria-current="location"`: the last heading above a line a quarter down the window; at the bottom of the page the clicked entry (else the last heading in view). Nothing with fewer than two headings; a ' +
          'page with more than 60 lists its top level only. See Components/HeadingAnchors for it beside a body.',
      },
    },
  },
} satisfies Meta<typeof TableOfContents>;
export default meta;

export const Playground: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'On this page' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(within(nav).getByRole('heading', { name: 'On this page' })).toBeVisible();
  },
};

export const TooFew: StoryObj<typeof meta> = {
  name: 'One heading: nothing rendered',
  args: { headings: [{ level: 2, text: 'Only', id: 'only' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
