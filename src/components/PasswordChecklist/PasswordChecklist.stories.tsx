import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChecklist } from './index.ts';
import { checklistLabels } from '../../../stories/support/passwordStoryRules.tsx';

const meta = {
  title: 'Components/PasswordChecklist',
  component: PasswordChecklist,
  args: {
    title: 'Your password must have',
    labels: checklistLabels,
    announceDelay: 1000,
    rules: [
      { id: 'length', label: 'At least 8 characters', met: true },
      { id: 'digit', label: 'At least one number', met: false },
      { id: 'kinds', label: 'Three of: lowercase, uppercase, number, special character', met: false },
    ],
  },
} satisfies Meta<typeof PasswordChecklist>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
