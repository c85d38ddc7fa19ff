import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from './index.ts';
import { themeClass, vars } from '../../theme/index.ts';

const meta = {
  title: 'Components/ConfirmDialog/Features',
  component: ConfirmDialog,
  args: {
    title: 'Delete application?',
    description: 'Are you really sure you want to delete this application?',
    objectName: 'Weather dashboard',
    labels: { confirm: 'Delete application', cancel: 'Cancel' },
    onConfirm: fn(),
    onCancel: fn(),
    trigger: (
      <Button tone="critical" variant="soft">
        Delete
      </Button>
    ),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete application?' });
  return { trigger, dialog };
};

export const Closed: Story = {};

export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      /Are you really sure you want to delete this application\?\s*Weather dashboard/,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const ConfirmSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Delete application' });
    // destructive tone: the confirm button is painted with the critical solid colour
    const probe = document.createElement('span');
    probe.style.color = vars.tone.critical.solid;
    dialog.append(probe);
    await expect(getComputedStyle(confirm).backgroundColor).toBe(getComputedStyle(probe).color);
    probe.remove();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CancelButton: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger } = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithoutObjectName: Story = {
  args: {
    title: 'Remove membership?',
    description: 'Please confirm that you wish to permanently disable your membership with this service.',
    objectName: undefined,
    labels: { confirm: 'Remove membership', cancel: 'Keep membership' },
    trigger: <Button tone="critical">Remove membership</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove membership' }));
    await screen.findByRole('alertdialog', { name: 'Remove membership?' });
  },
};

/** The dialog portals to <body> but carries the trigger's theme class, so the dark theme applies. */
export const DarkTheme: Story = {
  render: (args) => (
    <div
      className={themeClass('dark')}
      style={{ padding: vars.space.lg, background: vars.color.surface, color: vars.color.text }}
    >
      <ConfirmDialog {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const themed = canvasElement.querySelector(`.${themeClass('dark')}`)!;
    const { dialog } = await open(canvasElement);
    await expect(dialog).toHaveClass(themeClass('dark'));
    const raised = (el: Element) => getComputedStyle(el).getPropertyValue('--portal-color-surface-raised').trim();
    // the dialog sees the dark theme's values, not the default ones on :root
    await expect(raised(dialog)).toBe(raised(themed));
    await expect(raised(dialog)).not.toBe(raised(document.documentElement));
  },
};
