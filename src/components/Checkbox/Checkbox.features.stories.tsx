import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox, ChoiceGroup, Radio } from './index.ts';

const meta = { title: 'Components/Checkbox/Features', component: Checkbox } satisfies Meta<typeof Checkbox>;
export default meta;

/** Stories that draw several fixed examples: their controls would change nothing, so the panel is hidden. */
const NO_CONTROLS = { controls: { disable: true } };
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  args: { name: 'terms', value: '1', label: 'I accept the terms' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Group: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <ChoiceGroup legend="APIs for this application" required labels={{ required: 'required' }} hint="Pick at least one.">
      <Checkbox name="apis[]" value="11" label="Forecast API" defaultChecked />
      <Checkbox name="apis[]" value="12" label="Maps API" hint="Beta" />
      <Checkbox name="apis[]" value="13" label="Traffic API" />
    </ChoiceGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /APIs for this application/ });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
  },
};

export const GroupWithErrors: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <ChoiceGroup legend="APIs" errors={['Select at least one API.']}>
      <Checkbox name="apis[]" value="11" label="Forecast API" />
      <Checkbox name="apis[]" value="12" label="Maps API" />
    </ChoiceGroup>
  ),
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RadioGroup: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <ChoiceGroup legend="Plan" orientation="horizontal">
      <Radio name="plan" value="basic" label="Basic" defaultChecked />
      <Radio name="plan" value="pro" label="Pro" />
      <Radio name="plan" value="enterprise" label="Enterprise" />
    </ChoiceGroup>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    c.getByRole('radio', { name: 'Basic' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(c.getByRole('radio', { name: 'Pro' })).toBeChecked();
  },
};

export const Disabled: Story = { args: { name: 'x', label: 'Not available', disabled: true } };
