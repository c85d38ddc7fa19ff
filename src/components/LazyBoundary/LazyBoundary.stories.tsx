import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense } from 'react';
import { expect, within } from 'storybook/test';
import { LazyBoundary } from './index.ts';

// a lazy part whose file cannot be loaded (offline, a deploy swapped the files)
const Missing = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

const meta = {
  title: 'Components/LazyBoundary',
  component: LazyBoundary,
  args: {
    fallback: 'The part could not be loaded; the page goes on.',
    warning: 'a demo part could not be loaded.',
    children: null,
  },
  argTypes: { fallback: { control: 'text' }, warning: { control: 'text' } },
  render: (args) => (
    <div>
      <p>The rest of the page stays.</p>
      <LazyBoundary {...args}>
        <Suspense fallback={<span>Loading…</span>}>
          <Missing />
        </Suspense>
      </LazyBoundary>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Wraps a lazy part (a chart, the colour scheme switch): when its file cannot be loaded or it throws, the ' +
          'fallback shows instead with one console warning, and the rest of the page stays.',
      },
    },
  },
} satisfies Meta<typeof LazyBoundary>;
export default meta;

export const Playground: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The part could not be loaded; the page goes on.')).toBeInTheDocument();
    await expect(canvas.getByText('The rest of the page stays.')).toBeInTheDocument();
  },
};
