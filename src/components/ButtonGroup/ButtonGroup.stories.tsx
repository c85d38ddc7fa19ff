import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonGroup } from './index.ts';
import { Button } from '../Button/index.ts';

const meta = {
  title: 'Components/ButtonGroup',
  component: ButtonGroup,
  args: {
    align: 'start',
    stackOnSmall: false,
    children: (
      <>
        <Button>Save</Button>
        <Button variant="ghost" tone="neutral">
          Cancel
        </Button>
      </>
    ),
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end', 'between'] } },
} satisfies Meta<typeof ButtonGroup>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
