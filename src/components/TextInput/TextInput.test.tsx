import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from './index.ts';
import { fileInput } from './TextInput.css.ts';
import { FormField } from '../FormField/index.ts';
import { describedByText } from '../../../test/support/describedByText.ts';

describe('TextInput', () => {
  it('is a type=text textbox by default that takes typing and submits under its name', async () => {
    render(
      <form aria-label="Profile">
        <TextInput aria-label="Name" name="name" />
      </form>,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(input.type).toBe('text');
    await userEvent.type(input, 'Jo Doe');
    expect(input.value).toBe('Jo Doe');
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('name')).toBe('Jo Doe');
  });

  it('passes the type through; only a file input gets the file style', () => {
    render(
      <>
        <TextInput aria-label="E-mail" type="email" />
        <TextInput aria-label="Logo" type="file" />
      </>,
    );
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    expect(email.type).toBe('email');
    expect(email.className).not.toContain(fileInput);
    const file = screen.getByLabelText<HTMLInputElement>('Logo');
    expect(file.type).toBe('file');
    expect(file.className).toContain(fileInput);
  });

  it('invalid sets aria-invalid; a valid input has none', () => {
    render(
      <>
        <TextInput aria-label="Broken" invalid />
        <TextInput aria-label="Fine" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Broken' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Fine' }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('inside a FormField: named by the label, described by hint and errors, required through aria only', () => {
    render(
      <>
        <FormField label="Website" hint="With https://" errors={['Not a URL']} required labels={{ required: 'required' }}>
          <TextInput name="uri" type="url" aria-describedby="extra" />
        </FormField>
        <p id="extra">Shown on your profile</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: /Website/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
    // the field's errors and hint first, the control's own description kept after them
    expect(describedByText(input)).toBe('Not a URL | With https:// | Shown on your profile');
  });

  it('its own id wins over the field, and the ref reaches the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <FormField label="Handle" controlId="from-field">
        <TextInput ref={ref} id="own" name="handle" readOnly defaultValue="jdoe" />
      </FormField>,
    );
    expect(ref.current).toBe(screen.getByDisplayValue('jdoe'));
    expect(ref.current!.id).toBe('own');
    expect(ref.current!.readOnly).toBe(true);
  });
});
