import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { KeyTable } from './index.ts';
import { keyTableTestLabels } from './keyTableTestLabels.ts';

const labels = keyTableTestLabels;

describe('KeyTable', () => {
  it('lists keys with only the columns in use', () => {
    render(
      <KeyTable
        caption="Forecast API"
        labels={labels}
        keys={[
          {
            id: 'a',
            application: 'Dashboard',
            keyValue: 'key-a',
            status: 'active',
            created: { text: 'Mar 1', dateTime: '2024-03-01' },
            actions: <a href="/a">Delete This Key</a>,
          },
          {
            id: 'b',
            application: 'Mobile',
            keyValue: 'key-b',
            status: 'waiting',
            limits: [{ label: 'Calls per day', value: '100' }],
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Forecast API' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Application', 'Key', 'Status', 'Created', 'Limits', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('group', { name: 'Key' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Show key' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Delete This Key' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Calls per day')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('key-a');
  });

  it('adds the secret column when a key has a secret', () => {
    render(<KeyTable caption="Plan" labels={labels} keys={[{ id: 'a', keyValue: 'k', secret: 's' }]} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Key', 'Secret']);
    expect(screen.getByRole('group', { name: 'Secret' })).toBeTruthy();
  });

  it('as stacked cards the key and the secret go under their labels (wide cells), the rest beside them', () => {
    render(
      <KeyTable
        caption="Plan"
        labels={labels}
        maskKeys={false}
        keys={[{ id: 'a', application: 'Storm Tracker', keyValue: '41ebddbc7c050462fd11ef81', secret: 's', status: 'active' }]}
      />,
    );
    const cells = screen.getAllByRole('cell');
    const wide = cells.filter((c) => c.hasAttribute('data-wide')).map((c) => c.getAttribute('data-label'));
    expect(wide).toEqual(['Key', 'Secret']);
    // the key is marked for the layout matrix's one-line check
    expect(screen.getByText('41ebddbc7c050462fd11ef81').hasAttribute('data-key-value')).toBe(true);
    // … and its line (key + Copy) for the key table's one-line rule (a marker, not a `:has()` selector)
    expect(screen.getByText('41ebddbc7c050462fd11ef81').parentElement!.hasAttribute('data-key-line')).toBe(true);
  });

  it('shows the empty message without keys', () => {
    render(<KeyTable caption="Plan" labels={labels} keys={[]} empty="You have not been issued keys for this API." />);
    expect(screen.getByText('You have not been issued keys for this API.')).toBeTruthy();
  });

  it('renders hundreds of keys in parts, one task each, busy until all are in (no long main-thread task)', async () => {
    // (plain rows, no key fields: the parts are what is tested, happy-dom is slow)
    const keys = Array.from({ length: 70 }, (_, i) => ({ id: `k${i}`, application: `App ${i}`, keyValue: null }));
    render(<KeyTable caption="Many" labels={labels} keys={keys} />);
    const table = screen.getByRole('table');
    // the first part only, in the first render
    expect(within(table).getAllByRole('row').length - 1).toBeLessThan(keys.length);
    expect(table.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(keys.length + 1));
    expect(table.hasAttribute('aria-busy')).toBe(false);
    expect(within(table).getByRole('rowheader', { name: 'App 69' })).toBeTruthy();
  });

  it('renders a usual number of keys at once', () => {
    const keys = Array.from({ length: 30 }, (_, i) => ({ id: `k${i}`, application: `App ${i}`, keyValue: null }));
    render(<KeyTable caption="Some" labels={labels} keys={keys} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false);
  });
});
