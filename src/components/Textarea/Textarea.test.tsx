import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Textarea } from './index.ts';
import { FormField } from '../FormField/index.ts';
import { describedByText } from '../../../test/support/describedByText.ts';

describe('Textarea', () => {
  it('is a multi-line textbox of 4 rows by default that keeps line breaks and submits under its name', async () => {
    render(
      <form aria-label="Comment form">
        <Textarea aria-label="Comment" name="comment" />
      </form>,
    );
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('rows')).toBe('4');
    await userEvent.type(box, 'First line{enter}Second line');
    expect(box.value).toBe('First line\nSecond line');
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('comment')).toBe('First line\nSecond line');
  });

  it('takes rows, maxLength and disabled as given, and its ref reaches the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea ref={ref} aria-label="Summary" rows={2} maxLength={250} disabled defaultValue="Locked" />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Summary' });
    expect(ref.current).toBe(box);
    expect(box.getAttribute('rows')).toBe('2');
    expect(box.maxLength).toBe(250);
    expect(box.disabled).toBe(true);
  });

  it('invalid sets aria-invalid; a valid one has none', () => {
    render(
      <>
        <Textarea aria-label="Broken" invalid />
        <Textarea aria-label="Fine" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Broken' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Fine' }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('inside a FormField: named by the label, described by errors and hint, required through aria only', () => {
    render(
      <FormField label="About you" hint="Markdown is supported." errors={['Too long']} required labels={{ required: 'required' }}>
        <Textarea name="bio" />
      </FormField>,
    );
    const box = screen.getByRole('textbox', { name: /About you/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.hasAttribute('required')).toBe(false);
    expect(describedByText(box)).toBe('Too long | Markdown is supported.');
  });
});
