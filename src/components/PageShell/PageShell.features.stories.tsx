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
import { ColorSchemeSwitch } from '../ColorSchemeSwitch/ColorSchemeSwitch.tsx';

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

/**
 * The menu panel (a side sheet, lazily loaded) holds the primary nav, the user nav and the scheme switch.
 * Keyboard: Enter on the menu button opens it with focus inside, Escape closes it and focus returns to the
 * button. The sheet is portalled to the document body, so it is queried from there.
 */
/** Below `xl` only (from `xl` the bar shows everything and has no menu button): a phone story. */
export const MenuSheetByKeyboardPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { userNav: signedOut },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const toggle = c.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await page.findByRole('dialog', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', sheet.id);
    await expect(within(sheet).getByRole('link', { name: 'Docs' })).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(sheet.contains(sheet.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** The colour scheme switch in the menu panel: choosing "Dark" presses it (the runtime then applies the theme). */
export const SchemeSwitchInMenuPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    userNav: signedIn,
    schemeSwitch: (
      <ColorSchemeSwitch labels={{ label: 'Color scheme', light: 'Light', dark: 'Dark', system: 'System' }} surface="default" />
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const sheet = await page.findByRole('dialog', { name: 'Menu' });
    const group = within(sheet).getByRole('group', { name: 'Color scheme' });
    const darkOption = within(group).getByRole('button', { name: 'Dark' });
    await expect(within(group).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(darkOption);
    await expect(darkOption).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Escape}');
  },
};
