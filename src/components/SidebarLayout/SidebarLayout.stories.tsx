import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SidebarLayout } from './index.ts';
import { Heading } from '../Heading/index.ts';
import { NavList } from '../NavList/index.ts';
import { Stack } from '../Box/index.ts';
import { Text } from '../Text/index.ts';

const main = (
  <Stack space="md">
    <Heading level={2}>Rate limits</Heading>
    <Text as="p">
      Every plan limits calls per second and per day. Over the limit the API answers 403 Developer Over Rate until the window
      resets.
    </Text>
    <Text as="p">Ask for a higher limit from the key's page when your application needs more.</Text>
  </Stack>
);

const related = (
  <NavList
    items={[
      { label: 'Getting started', url: '#getting-started', isActive: false },
      { label: 'Keys and secrets', url: '#keys', isActive: false },
      { label: 'Errors', url: '#errors', isActive: false },
    ]}
  />
);

const meta = {
  title: 'Components/SidebarLayout',
  component: SidebarLayout,
  args: {
    children: main,
    sidebar: related,
    sidebarHeading: 'Related',
    sidebarHeadingLevel: 2,
    sidebarAs: 'aside',
    sidebarPosition: 'end',
    sticky: false,
    collapseLabel: '',
    space: 'xl',
  },
  argTypes: {
    children: { control: false },
    sidebar: { control: false },
    aside: { control: false },
    sidebarHeading: { control: 'text' },
    sidebarHeadingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    sidebarAs: { control: 'inline-radio', options: ['aside', 'div'] },
    sidebarPosition: { control: 'inline-radio', options: ['start', 'end'] },
    collapseLabel: { control: 'text' },
    space: { control: 'select', options: ['md', 'lg', 'xl', '2xl'] },
  },
} satisfies Meta<typeof SidebarLayout>;
export default meta;

/** The main content with related links beside it (from `md` on) or under it: an `aside` named by its heading. */
export const Playground: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const aside = c.getByRole('complementary', { name: 'Related' });
    await expect(within(aside).getAllByRole('link')).toHaveLength(3);
    // main content first in the source order with the sidebar at the end
    const mainHeading = c.getByRole('heading', { name: 'Rate limits' });
    await expect(mainHeading.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
