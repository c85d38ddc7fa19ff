import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SidebarLayout } from './index.ts';
import { Heading } from '../Heading/index.ts';
import { NavList } from '../NavList/index.ts';
import { Stack } from '../Box/index.ts';
import { Text } from '../Text/index.ts';

const meta = { title: 'Components/SidebarLayout/Features', component: SidebarLayout } satisfies Meta<typeof SidebarLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const docsNav = (
  <NavList
    label="In the Docs"
    items={[
      { label: 'Overview', url: '#overview', isActive: false },
      {
        label: 'Weather API',
        url: '#weather',
        isActive: false,
        children: [
          { label: 'Getting started', url: '#weather-start', isActive: true },
          { label: 'Reference', url: '#weather-reference', isActive: false },
        ],
      },
      { label: 'Maps API', url: '#maps', isActive: false },
    ]}
  />
);

const article = (
  <Stack space="md">
    <Heading level={1}>Weather API: getting started</Heading>
    <Text as="p">Call the forecast endpoint with your key. Every plan limits calls per second and per day.</Text>
  </Stack>
);

const onThisPage = (
  <Stack space="sm">
    <Heading level={2} size="md">
      On this page
    </Heading>
    <Text as="p" size="sm">
      Your first call · Limits
    </Text>
  </Stack>
);

/**
 * The docs layout: the navigation first (in the source order too), sticky, folded behind a disclosure button
 * below `md`, and an "On this page" column from `lg` on. `sidebarAs="div"`: the nav is the landmark.
 */
export const DocsNavigation: Story = {
  args: {
    sidebar: docsNav,
    sidebarHeading: 'In the Docs',
    sidebarAs: 'div',
    sidebarPosition: 'start',
    sticky: true,
    collapseLabel: 'In the Docs',
    aside: onThisPage,
    children: article,
  },
  argTypes: { children: { control: false }, sidebar: { control: false }, aside: { control: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const nav = c.getByRole('navigation', { name: 'In the Docs' });
    // the nav is the landmark: no complementary one repeating its name
    await expect(c.queryByRole('complementary')).toBeNull();
    // sidebar first in the source order, then the main content, then the aside column
    const h1 = c.getByRole('heading', { level: 1 });
    await expect(nav.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const toggle = canvasElement.querySelector<HTMLButtonElement>('button[aria-controls]')!;
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)).toContainElement(nav);
  },
};
