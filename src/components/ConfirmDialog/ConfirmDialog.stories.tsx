import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from './index.ts';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete application?',
    description: 'Are you really sure you want to delete this application?',
    objectName: 'Weather dashboard',
    labels: { confirm: 'Delete application', cancel: 'Cancel' },
    tone: 'critical',
    onConfirm: fn(),
    onCancel: fn(),
    trigger: (
      <Button tone="critical" variant="soft">
        Delete
      </Button>
    ),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['critical', 'brand'] }, trigger: { control: false } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
