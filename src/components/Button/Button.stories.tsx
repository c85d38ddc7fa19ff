import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './index.ts';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save changes', tone: 'brand', variant: 'solid', size: 'md', loading: false, disabled: false, onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: ['brand', 'neutral', 'critical'] },
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    iconPosition: { control: 'inline-radio', options: ['start', 'end'] },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>;
export default meta;

export const Playground: StoryObj<typeof meta> = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save changes' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
