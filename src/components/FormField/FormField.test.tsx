import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormField } from './index.ts';
import { TextInput } from '../TextInput/index.ts';
import { Select } from '../Select/index.ts';
import { Textarea } from '../Textarea/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { describedByText } from '../../../test/support/describedByText.ts';

describe('FormField + controls', () => {
  it('label names the control; hint and errors describe it; invalid and required are set', () => {
    render(
      <FormField
        label="E-mail"
        required
        labels={{ required: 'required' }}
        hint="We never share it."
        errors={['This value is not allowed to be blank.']}
      >
        <TextInput name="email" type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
    expect(describedByText(input)).toBe('This value is not allowed to be blank. | We never share it.');
    // the required mark's text is in the accessible name, from props
    expect(screen.getByText('E-mail').closest('label')?.textContent).toBe('E-mail *required');
  });

  it('a valid optional field has no aria-invalid and no required mark', () => {
    render(
      <FormField label="Website">
        <TextInput name="uri" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('Select, Textarea and a checkbox with the label after it are wired the same way', () => {
    render(
      <>
        <FormField label="Country" errors={['Pick one']}>
          <Select name="c" options={[{ label: 'Germany', value: 'de' }]} />
        </FormField>
        <FormField label="About">
          <Textarea name="bio" />
        </FormField>
        <FormField label="I accept the terms" labelPosition="after" required labels={{ required: 'required' }}>
          <Checkbox name="terms" />
        </FormField>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'About' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ }).getAttribute('aria-required')).toBe('true');
  });
});
