import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './index.ts';

describe('Button', () => {
  it('is a type=button <button> by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a submit type when asked', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
  });

  it('renders a link with href, and data-full-load with reloadDocument', () => {
    render(
      <Button href="/apps/register" reloadDocument>
        Create a New App
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Create a New App' });
    expect(link.getAttribute('href')).toBe('/apps/register');
    expect(link.hasAttribute('data-full-load')).toBe(true);
  });

  it('disabled: aria-disabled, still focusable, clicks ignored (also inside a form)', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" disabled onClick={onClick}>
          Delete
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loading: aria-busy + aria-disabled, keeps its name and adds the loading label', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Saving…" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toContain('Saving…');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled link loses its href but stays a focusable, named link', () => {
    render(
      <Button href="/x" disabled>
        Next
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.tabIndex).toBe(0);
  });

  it('icon-only: the hidden label is still the accessible name; the icon is hidden', () => {
    render(
      <Button icon={<svg data-testid="icon" />} hideLabel variant="ghost">
        Menu
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(button).toBeTruthy();
  });

  it('adds rel=noopener noreferrer to new-window links', () => {
    render(
      <Button href="https://example.com" target="_blank">
        Docs
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});
