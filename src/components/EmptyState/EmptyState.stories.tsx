import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './index.ts';
import { Button } from '../Button/index.ts';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: "You don't have any apps yet.",
    body: 'Register an application to receive API keys.',
    action: <Button href="/apps/register">Create a New App</Button>,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof EmptyState>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
