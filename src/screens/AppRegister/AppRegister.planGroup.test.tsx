// Issue 13 break 7: the plan checkboxes of the app forms had no group label. The adapter names the group
// (labels.components.serverForm.plansLegend) and the form renders it as a fieldset legend.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRegister } from './AppRegister.tsx';
import { modelOf } from '../../../test/screens/account/fixtures.ts';

describe('app register: the plan checkboxes are one named group', () => {
  it('appRegister.html: a fieldset "APIs for this application" holds every plan', async () => {
    const model = modelOf('appRegister.html', 'appRegister');
    const plans = model.screen.form!.fields.filter((f) => f.name === 'plans[]');
    expect(plans.length).toBeGreaterThan(1);
    expect(plans.every((f) => f.group === 'APIs for this application')).toBe(true);
    render(<AppRegister model={model} />);
    const group = await screen.findByRole('group', { name: 'APIs for this application' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(plans.length);
  });
});
