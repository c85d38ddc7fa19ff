import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { KeyTable, type KeyTableLabels } from './index.ts';

const field = (what: string) => ({
  reveal: `Show ${what}`,
  hide: `Hide ${what}`,
  masked: 'hidden',
  copy: `Copy ${what}`,
  copied: 'Copied',
});
const labels: KeyTableLabels = {
  key: 'Key',
  secret: 'Secret',
  status: 'Status',
  created: 'Created',
  application: 'Application',
  limits: 'Limits',
  actions: 'Actions',
  keyField: field('key'),
  secretField: field('secret'),
};

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

  it('shows the empty message without keys', () => {
    render(<KeyTable caption="Plan" labels={labels} keys={[]} empty="You have not been issued keys for this API." />);
    expect(screen.getByText('You have not been issued keys for this API.')).toBeTruthy();
  });
});
