import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingPlaceholder, Skeleton } from './index.ts';
import { Stack } from '../Box/index.ts';

const meta = { title: 'Components/Skeleton/Features', component: LoadingPlaceholder } satisfies Meta<typeof LoadingPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

const announces: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
};

export const Page: Story = { args: { label: 'Loading…', layout: 'page' }, play: announces };
export const List: Story = { args: { label: 'Loading…', layout: 'list', count: 4 }, play: announces };
export const CardShape: Story = { args: { label: 'Loading…', layout: 'card' }, play: announces };
export const Lines: Story = { args: { label: 'Loading…', layout: 'lines', count: 5 }, play: announces };
export const Shapes: Story = {
  args: { label: '' },
  render: () => (
    <Stack space="md">
      <Skeleton shape="heading" width="40%" />
      <Skeleton shape="text" width="80%" />
      <Skeleton shape="block" />
      <Skeleton shape="button" width="30%" />
    </Stack>
  ),
};
