import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from './index.ts';
import { FormField } from '../FormField/index.ts';

describe('PasswordInput', () => {
  it('PasswordInput toggles visibility with a labelled button and keeps name and value', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <FormField label="Password">
        <PasswordInput name="passwd" labels={{ show: 'Show', hide: 'Hide' }} />
      </FormField>,
    );
    const input = container.querySelector('input[name="passwd"]') as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.type(input, 's3cret!');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.type).toBe('text');
    expect(input.value).toBe('s3cret!');
    expect(screen.getByRole('textbox', { name: 'Password' })).toBe(input);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show' }).getAttribute('aria-controls')).toBe(input.id);
  });
});
