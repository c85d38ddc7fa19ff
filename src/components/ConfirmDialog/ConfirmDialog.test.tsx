import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './index.ts';
import { resetPageComplete } from '../../lib/pageComplete.ts';

const labels = { confirm: 'Delete application', cancel: 'Cancel' };

function setup(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <div className="portal-theme-dark">
      <ConfirmDialog
        title="Delete application?"
        description="Are you really sure you want to delete this application?"
        objectName="Weather dashboard"
        labels={labels}
        onConfirm={onConfirm}
        onCancel={onCancel}
        trigger={<Button tone="critical">Delete</Button>}
        {...props}
      />
    </div>,
  );
  return { onConfirm, onCancel, trigger: screen.getByRole('button', { name: 'Delete' }) };
}

describe('ConfirmDialog', () => {
  it("preloads its content on idle only once the page is complete (not on the way to 'complete')", async () => {
    const idle = vi.fn(() => 1);
    const w = window as Window & { requestIdleCallback?: unknown };
    const before = w.requestIdleCallback;
    w.requestIdleCallback = idle;
    resetPageComplete();
    document.documentElement.className = 'rendering';
    try {
      setup();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(idle).not.toHaveBeenCalled();
      document.documentElement.className = 'complete';
      await waitFor(() => expect(idle).toHaveBeenCalledTimes(1));
    } finally {
      w.requestIdleCallback = before;
      document.documentElement.className = '';
    }
  });

  it('renders the trigger at once and no dialog until it is used', () => {
    const { trigger } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens a named alert dialog with the object, Cancel focused first, in the trigger theme', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete application?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!)!;
    expect(description.textContent).toContain('Are you really sure you want to delete this application?');
    expect(description.textContent).toContain('Weather dashboard');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(dialog.classList.contains('portal-theme-dark')).toBe(true);
  });

  it('confirm calls onConfirm, closes and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { trigger, onConfirm, onCancel } = setup();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Delete application' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('Escape cancels and returns focus', async () => {
    const user = userEvent.setup();
    const { trigger, onConfirm, onCancel } = setup();
    await user.click(trigger);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('Cancel cancels; the dialog can be opened again', async () => {
    const user = userEvent.setup();
    const { trigger, onConfirm, onCancel } = setup();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Delete application' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps the trigger’s own click handler and lets it veto opening', async () => {
    const user = userEvent.setup();
    const own = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    setup({ trigger: <Button onClick={own}>Delete</Button> });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(own).toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('works controlled, without a trigger, with an explicit theme class', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Remove membership
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Remove membership?"
            description="Please confirm that you wish to permanently disable your membership with this service."
            labels={{ confirm: 'Remove', cancel: 'Keep membership' }}
            onConfirm={onConfirm}
            themeClassName="portal-theme-brand"
          />
        </>
      );
    }
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Remove membership' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove membership?' });
    expect(dialog.classList.contains('portal-theme-brand')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
