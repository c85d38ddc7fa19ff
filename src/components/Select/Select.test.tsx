import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './index.ts';
import { FormField } from '../FormField/index.ts';
import { describedByText } from '../../../test/support/describedByText.ts';

const countries = [
  { label: 'Germany', value: 'de' },
  { label: 'France', value: 'fr' },
  { label: 'Japan', value: 'jp', disabled: true },
];

describe('Select', () => {
  it('renders options from data (a disabled one stays disabled) and submits the chosen value', async () => {
    render(
      <form aria-label="Address">
        <Select aria-label="Country" name="country" options={countries} />
      </form>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => [o.textContent, o.value, o.disabled])).toEqual([
      ['Germany', 'de', false],
      ['France', 'fr', false],
      ['Japan', 'jp', true],
    ]);
    await userEvent.selectOptions(select, 'fr');
    expect(select.value).toBe('fr');
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('country')).toBe('fr');
  });

  it('takes <option> children when no options are given', () => {
    render(
      <Select aria-label="Plan" defaultValue="gold">
        <option value="basic">Basic</option>
        <option value="gold">Gold</option>
      </Select>,
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Plan' }).value).toBe('gold');
  });

  it('single: a decorative chevron beside it; multiple: a listbox without one, several values chosen', async () => {
    const { container } = render(
      <>
        <Select aria-label="Country" options={countries} />
        <Select aria-label="APIs" multiple options={countries.slice(0, 2)} />
      </>,
    );
    const single = screen.getByRole('combobox', { name: 'Country' });
    expect(single.parentElement!.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    const multiple = screen.getByRole<HTMLSelectElement>('listbox', { name: 'APIs' });
    expect(multiple.parentElement!.querySelector('[aria-hidden="true"]')).toBeNull();
    await userEvent.selectOptions(multiple, ['de', 'fr']);
    expect([...multiple.selectedOptions].map((o) => o.value)).toEqual(['de', 'fr']);
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('invalid sets aria-invalid; the ref reaches the select', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<Select ref={ref} aria-label="Region" invalid options={countries} />);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(ref.current).toBe(select);
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('inside a FormField: named by the label, described by errors and hint, required through aria only', () => {
    render(
      <FormField label="Country" hint="Where you are billed." errors={['Pick one']} required labels={{ required: 'required' }}>
        <Select name="country" options={countries} />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: /Country/ });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select.hasAttribute('required')).toBe(false);
    expect(describedByText(select)).toBe('Pick one | Where you are billed.');
  });
});
