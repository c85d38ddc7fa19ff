import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PasswordChecklist } from './index.ts';
import { checklistLabels, PasswordHarness } from '../../../stories/support/passwordStoryRules.tsx';

const rules = (met: [boolean, boolean, boolean]) => [
  { id: 'length', label: 'At least 8 characters', met: met[0] },
  { id: 'digit', label: 'At least one number', met: met[1] },
  { id: 'kinds', label: 'Three of: lowercase, uppercase, number, special character', met: met[2] },
];

const meta = {
  title: 'Components/PasswordChecklist/Features',
  component: PasswordChecklist,
  args: { title: 'Your password must have', labels: checklistLabels, rules: rules([false, false, false]) },
} satisfies Meta<typeof PasswordChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneMet: Story = {};
export const SomeMet: Story = { args: { rules: rules([true, false, true]) } };
export const AllMet: Story = { args: { rules: rules([true, true, true]) } };
export const WithoutTitle: Story = { args: { title: undefined } };

/** Typing updates each rule at once; the live region speaks once the typing pauses. */
export const LiveUpdates: Story = {
  render: () => <PasswordHarness announceDelay={300} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('New password');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await userEvent.type(input, 'secret1');
    await expect(canvas.getByText('At least one number').closest('li')).toHaveAttribute('data-met', 'true');
    await waitFor(() => expect(status).toHaveTextContent('At least one number: met'));
    await userEvent.type(input, 'X!');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'At least 8 characters: met. Three of: lowercase, uppercase, number, special character: met',
      ),
    );
    const items = within(canvas.getByRole('list', { name: 'Your password must have' })).getAllByRole('listitem');
    await expect(items.every((i) => i.getAttribute('data-met') === 'true')).toBe(true);
  },
};
