import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ChoiceGroup, Radio } from './index.ts';
import { describedByText } from '../../../test/support/describedByText.ts';

describe('ChoiceGroup', () => {
  it('ChoiceGroup: legend names the group, errors describe it and mark every option invalid', () => {
    render(
      <ChoiceGroup
        legend="Plan"
        required
        labels={{ required: 'required' }}
        errors={['Choose a plan']}
        hint="You can change it later."
      >
        <Radio name="plan" value="basic" label="Basic" />
        <Radio name="plan" value="pro" label="Pro" hint="Higher limits" />
      </ChoiceGroup>,
    );
    const group = screen.getByRole('group', { name: /Plan/ });
    expect(describedByText(group)).toBe('Choose a plan | You can change it later.');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-invalid'))).toEqual(['true', 'true']);
    expect(describedByText(screen.getByRole('radio', { name: 'Pro' }))).toBe('Higher limits');
  });
});
