import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GettingStarted } from './index.ts';

const labels = { heading: 'Getting started', progress: '2 of 5 steps done', done: 'done', todo: 'not done yet' };
const steps = [
  { id: 'verifyEmail', label: 'Verify your e-mail address', href: '/member/edit', done: true },
  { id: 'createApp', label: 'Create an app', href: '/apps/register', done: true },
  { id: 'getKey', label: 'Get an API key', href: '/apps/mykeys', done: false },
  { id: 'tryCall', label: 'Try a call in the interactive API docs', href: '/io-docs', done: false },
  { id: 'seeReport', label: 'See the call in your key activity report', href: '/apps/mykeys', done: false },
];

const meta = { title: 'Components/GettingStarted', component: GettingStarted, args: { labels, steps } } satisfies Meta<
  typeof GettingStarted
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const region = c.getByRole('region', { name: 'Getting started' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    // done steps are announced as done, open ones as not done; the first open step is the current one
    await expect(c.getByRole('link', { name: 'Create an app (done)' })).toHaveAttribute('href', '/apps/register');
    const next = c.getByRole('link', { name: 'Get an API key (not done yet)' });
    await expect(next).toHaveAttribute('aria-current', 'step');
    // … and stands out: semibold, unlike the open steps after it
    await expect(Number(getComputedStyle(next).fontWeight)).toBeGreaterThanOrEqual(600);
    const later = c.getByRole('link', { name: 'Try a call in the interactive API docs (not done yet)' });
    await expect(Number(getComputedStyle(later).fontWeight)).toBeLessThan(600);
    await expect(c.getByText('2 of 5 steps done')).toBeVisible();
  },
};

export const NewMember: Story = {
  args: {
    labels: { ...labels, progress: '1 of 5 steps done' },
    steps: steps.map((s, i) => ({ ...s, done: i === 0 })),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Create an app (not done yet)' })).toHaveAttribute('aria-current', 'step');
    await expect(canvasElement.querySelectorAll('[data-done="true"]')).toHaveLength(1);
  },
};
