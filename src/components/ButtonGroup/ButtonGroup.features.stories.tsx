import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonGroup } from './index.ts';
import { Button } from '../Button/index.ts';

const meta = { title: 'Components/ButtonGroup/Features', component: ButtonGroup } satisfies Meta<typeof ButtonGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LabelledGroup: Story = {
  args: {
    label: 'Application actions',
    children: (
      <>
        <Button size="sm" variant="soft">
          Edit
        </Button>
        <Button size="sm" variant="soft">
          Add APIs
        </Button>
        <Button size="sm" variant="soft">
          View Keys
        </Button>
        <Button size="sm" variant="ghost" tone="critical">
          Delete
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(within(canvasElement).getByRole('group', { name: 'Application actions' })).getAllByRole('button'),
    ).toHaveLength(4);
  },
};
export const AlignedEnd: Story = {
  args: {
    align: 'end',
    children: (
      <>
        <Button variant="ghost" tone="neutral">
          Cancel
        </Button>
        <Button>Save</Button>
      </>
    ),
  },
};
export const Between: Story = {
  args: {
    align: 'between',
    children: (
      <>
        <Button variant="soft" tone="neutral" href="/apps/myapps">
          Back
        </Button>
        <Button>Continue</Button>
      </>
    ),
  },
};
export const StackedOnSmallScreens: Story = {
  args: {
    stackOnSmall: true,
    children: (
      <>
        <Button>Show Keys &amp; Secrets</Button>
        <Button variant="soft">Get API Keys</Button>
      </>
    ),
  },
};
