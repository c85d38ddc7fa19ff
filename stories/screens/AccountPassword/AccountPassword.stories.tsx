import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountPassword } from '../../../src/screens/AccountPassword/AccountPassword.tsx';
import { checklistStates, fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/AccountPassword',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

const LETTER = 'Contains a letter';
const DIGIT = 'Contains a number';
const LENGTH = 'At least eight characters';
const CLASSES = 'Uses at least three of: lowercase letters, uppercase letters, numbers, symbols';

/** input → the expected state of each rule (length ≥ 8 and a digit required; 3 of 4 classes) */
const table: [string, Record<string, boolean>][] = [
  ['', { [LETTER]: false, [DIGIT]: false, [LENGTH]: false, [CLASSES]: false }],
  ['abcdefgh', { [LETTER]: true, [DIGIT]: false, [LENGTH]: true, [CLASSES]: false }],
  ['abcdefg1', { [LETTER]: true, [DIGIT]: true, [LENGTH]: true, [CLASSES]: false }],
  ['Abcdefg1', { [LETTER]: true, [DIGIT]: true, [LENGTH]: true, [CLASSES]: true }],
  ['ab1!', { [LETTER]: true, [DIGIT]: true, [LENGTH]: false, [CLASSES]: true }],
  ['ABCDEFG!', { [LETTER]: true, [DIGIT]: false, [LENGTH]: true, [CLASSES]: false }],
  ['12345678', { [LETTER]: false, [DIGIT]: true, [LENGTH]: true, [CLASSES]: false }],
  ['ab12~|}+', { [LETTER]: true, [DIGIT]: true, [LENGTH]: true, [CLASSES]: true }],
];

export const PasswordRules: Story = {
  name: 'Password rules: a table of inputs → rule states; confirm',
  render: fixtureRender(AccountPassword, 'accountPassword.html'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^New Password/);
    const list = canvas.getByRole('list', { name: 'Password requirements' });
    for (const [value, expected] of table) {
      await step(`"${value}"`, async () => {
        await userEvent.clear(input);
        if (value)
          await userEvent.type(
            input,
            value.replace(/[{[]/g, (c) => c + c),
          );
        await expect(checklistStates(list)).toEqual(expected);
      });
    }
    await step('confirm: met only when equal', async () => {
      const confirmRule = () => canvas.getByText('Both passwords match').closest('li')!;
      const confirm = canvas.getByLabelText(/^Confirm Password/);
      await userEvent.type(confirm, 'ab12~|}');
      await expect(confirmRule()).toHaveAttribute('data-met', 'false');
      await userEvent.type(confirm, '+');
      await expect(confirmRule()).toHaveAttribute('data-met', 'true');
    });
  },
};

export const NoServerRequirements: Story = {
  name: 'No server requirement list: label texts, minimum 8',
  render: fixtureRender(AccountPassword, 'accountPassword.noReq.html'),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Password requirements' });
    await expect(within(list).getByText('At least 8 characters')).toBeVisible();
  },
};

export const StrengthCheckOff: Story = {
  name: 'passwordStrength off: no checklist',
  render: fixtureRender(AccountPassword, 'accountPassword.html', { settings: { passwordStrength: false } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Abcdefg1');
    await expect(canvas.queryByRole('list', { name: 'Password requirements' })).toBeNull();
    await expect(canvas.queryByText('Contains a number')).toBeNull();
  },
};

export const Success: Story = {
  name: 'Password Successfully Changed',
  render: fixtureRender(AccountPassword, 'accountPasswordSuccess.html'),
};
