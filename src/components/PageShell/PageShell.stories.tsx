import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageShell } from './index.ts';
import { NavList } from '../NavList/index.ts';
import { Heading } from '../Heading/index.ts';
import { Text } from '../Text/index.ts';
import { Link } from '../Link/index.ts';
import { Stack } from '../Box/index.ts';

export const shellLabels = {
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
  { label: 'Contact', url: '/contact', isActive: false },
];

const meta = {
  title: 'Components/PageShell',
  component: PageShell,
  parameters: { layout: 'fullscreen' },
  args: {
    labels: shellLabels,
    logo: (
      <Link href="/" tone="inherit" underline="none" weight="semibold">
        Example Developer Portal
      </Link>
    ),
    userNav: (
      <NavList
        orientation="horizontal"
        surface="header"
        items={[
          { label: 'Sign In', url: '/login', isActive: false },
          { label: 'Register', url: '/member/register', isActive: false, reloadDocument: true },
        ]}
      />
    ),
    primaryNav: <NavList orientation="horizontal" surface="header" items={primary} currentClassName="current-page" />,
    secondaryNav: (
      <NavList
        orientation="horizontal"
        items={[
          { label: 'Terms of use', url: '/page/terms', isActive: false },
          { label: 'Privacy', url: '/page/privacy', isActive: false },
        ]}
      />
    ),
    main: (
      <Stack space="md">
        <Heading level={1}>Documentation</Heading>
        <Text as="p">Everything you need to call the API.</Text>
      </Stack>
    ),
    footer1: (
      <Text size="sm" tone="muted">
        © 2026 Example Inc.
      </Text>
    ),
    footer2: (
      <Text size="sm" tone="muted">
        API status: all systems normal
      </Text>
    ),
  },
} satisfies Meta<typeof PageShell>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
