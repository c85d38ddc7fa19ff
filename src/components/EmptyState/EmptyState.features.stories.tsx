import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './index.ts';
import { Button } from '../Button/index.ts';

const meta = { title: 'Components/EmptyState/Features', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

const KeyIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.5">
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M17 6l3 3" />
  </svg>
);

export const TitleOnly: Story = { args: { title: "You don't have any keys." } };
export const WithBodyAndAction: Story = {
  args: {
    title: "You don't have any keys yet.",
    body: 'Keys are issued when you register an application.',
    action: <Button href="/apps/register">Get API Keys</Button>,
    icon: <KeyIcon />,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent("You don't have any keys yet.");
    await expect(c.getByRole('link', { name: 'Get API Keys' })).toBeVisible();
  },
};
export const NestedHeadingLevel: Story = { args: { title: 'You have not been issued keys for this API.', headingLevel: 3 } };
