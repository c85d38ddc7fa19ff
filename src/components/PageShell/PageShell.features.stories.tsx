import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageShell } from './index.ts';
import { NavList } from '../NavList/index.ts';
import { Heading } from '../Heading/index.ts';
import { Text } from '../Text/index.ts';
import { Link } from '../Link/index.ts';
import { TextInput } from '../TextInput/index.ts';
import { Button } from '../Button/index.ts';
import { Inline, Stack } from '../Box/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { vars } from '../../theme/index.ts';

const labels = {
  skipLink: 'Skip to content',
  menu: 'Menu',
  primaryNav: 'Main',
  userNav: 'User',
  secondaryNav: 'Footer',
  sidebar: 'In the Docs',
};
const primary = [
  { label: 'Docs', url: '/docs', isActive: true },
  { label: 'Interactive docs', url: '/io-docs', isActive: false },
  { label: 'Blog', url: '/blog', isActive: false },
  { label: 'Forum', url: '/forum', isActive: false },
];
const signedOut = (
  <NavList
    orientation="horizontal"
    surface="header"
    items={[
      { label: 'Sign In', url: '/login', isActive: false },
      { label: 'Register', url: '/member/register', isActive: false },
    ]}
  />
);
const signedIn = (
  <NavList
    orientation="horizontal"
    surface="header"
    items={[
      { label: 'My Account', url: '/apps/mykeys', isActive: true, current: 'true' },
      { label: 'Dashboard', url: '/admin', isActive: false },
      { label: 'Sign Out', url: '/logout/logout', isActive: false },
    ]}
  />
);
const logo = (
  <Link href="/" tone="inherit" underline="none" weight="semibold">
    Example Developer Portal
  </Link>
);
const search = (
  <form action="/search" method="get" role="search" onSubmit={(e) => e.preventDefault()}>
    <Inline space="xs" wrap={false}>
      <label htmlFor="portal-search">
        <VisuallyHidden>Search</VisuallyHidden>
      </label>
      <TextInput id="portal-search" name="q" type="search" />
      <Button type="submit" variant="soft" tone="neutral">
        Search
      </Button>
    </Inline>
  </form>
);
const main = (
  <Stack space="md">
    <Heading level={1} tabIndex={-1}>
      Authentication
    </Heading>
    <Text as="p">Every call needs an API key.</Text>
  </Stack>
);

const meta = {
  title: 'Components/PageShell/Features',
  component: PageShell,
  parameters: { layout: 'fullscreen' },
  args: { labels, logo, main, primaryNav: <NavList orientation="horizontal" surface="header" items={primary} /> },
} satisfies Meta<typeof PageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  args: {
    userNav: signedOut,
    search,
    secondaryNav: <NavList orientation="horizontal" items={[{ label: 'Terms', url: '/page/terms', isActive: false }]} />,
    footer1: <Text size="sm">© 2026 Example Inc.</Text>,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('banner')).toBeVisible();
    await expect(c.getByRole('navigation', { name: 'User' })).toBeVisible();
    await expect(c.getByRole('contentinfo')).toBeVisible();
    await expect(c.getByRole('search')).toBeVisible();
  },
};

export const SignedInWithAllRegions: Story = {
  args: {
    userNav: signedIn,
    search,
    secondaryNav: (
      <NavList
        orientation="horizontal"
        items={[
          { label: 'Terms', url: '/page/terms', isActive: false },
          { label: 'Privacy', url: '/page/privacy', isActive: false },
        ]}
      />
    ),
    footer1: <Text size="sm">© 2026 Example Inc.</Text>,
    footer2: (
      <Text size="sm" tone="muted">
        Built on the hosted portal
      </Text>
    ),
  },
};

export const SkipLink: Story = {
  args: { userNav: signedOut },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.tab();
    const skip = c.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    // visible once focused
    await expect(skip.getBoundingClientRect().bottom).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('main')).toHaveFocus();
  },
};

export const WithSidebar: Story = {
  args: {
    sidebar: (
      <NavList
        items={[
          { label: 'Home', url: '/docs/read/Home', isActive: false },
          { label: 'Authentication', url: '/docs/read/Auth', isActive: true },
          { label: 'Errors', url: '/docs/read/Errors', isActive: false },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'In the Docs' })).toBeVisible();
  },
};

/** The shell responds to its own width: in a narrow frame the primary nav collapses behind the menu toggle. */
export const SmallScreenMenu: Story = {
  args: { userNav: signedOut },
  render: (args) => (
    <div style={{ maxWidth: vars.size.sidebar, border: `1px solid ${vars.color.border}` }}>
      <PageShell {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(c.queryByRole('navigation', { name: 'Main' })).toBeNull(); // hidden: not in the accessibility tree
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = c.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Docs' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const WideScreenNoToggle: Story = {
  args: { userNav: signedIn },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    if (canvasElement.getBoundingClientRect().width >= 768) {
      await expect(c.queryByRole('button', { name: 'Menu' })).toBeNull();
      await expect(c.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
  },
};
