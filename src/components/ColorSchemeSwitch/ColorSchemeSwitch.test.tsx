import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorSchemeSwitch } from './ColorSchemeSwitch.tsx';

const labels = { label: 'Color scheme', light: 'Light', dark: 'Dark', system: 'System' };

describe('ColorSchemeSwitch', () => {
  it('is a labelled group of three named toggle buttons, "system" pressed by default', () => {
    render(<ColorSchemeSwitch labels={labels} />);
    const group = screen.getByRole('group', { name: 'Color scheme' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['☀︎Light', '☾︎Dark', '◐︎System']);
    expect(within(group).getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('uncontrolled: a click presses the option and reports it', async () => {
    const onChange = vi.fn();
    render(<ColorSchemeSwitch labels={labels} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(onChange).toHaveBeenCalledWith('dark');
    expect(screen.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('controlled: shows `value`, and reports a choice by keyboard', async () => {
    const onChange = vi.fn();
    render(<ColorSchemeSwitch labels={labels} value="light" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).toBe('true');
    screen.getByRole('button', { name: 'System' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('system');
  });
});
