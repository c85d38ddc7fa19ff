// KeyTable's key health (issue 35): the age beside the created date, the "Rotation due" badge in the status
// column (its accessible text names the key), and the aligned / compact table classes.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { KeyTable } from './index.ts';
import { keyTableTestLabels } from './keyTableTestLabels.ts';

const labels = keyTableTestLabels;
const due = {
  label: 'Rotation due',
  description: 'Rotation due: the key for Dashboard key-a is 400 days old (rotate every 90 days)',
};

describe('KeyTable key health', () => {
  it('shows the age after the created date and a Rotation due badge named after the key', () => {
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
            created: { text: 'Mar 1, 2025', dateTime: '2025-03-01' },
            age: '400 days old',
            rotationDue: due,
          },
          { id: 'b', application: 'Mobile', keyValue: 'key-b', status: 'active', created: null, age: null, rotationDue: null },
        ]}
      />,
    );
    const [, rowA, rowB] = screen.getAllByRole('row');
    expect(rowA!.textContent).toContain('Mar 1, 2025');
    expect(rowA!.textContent).toContain('400 days old');
    const badge = rowA!.querySelector('[data-rotation-due]')!;
    expect(badge.querySelector('[aria-hidden="true"]')?.textContent).toContain('Rotation due');
    expect(within(rowA as HTMLElement).getByText(due.description)).toBeTruthy();
    expect(rowB!.querySelector('[data-rotation-due]')).toBeNull();
    expect(rowB!.querySelector('[data-key-age]')).toBeNull();
  });

  it('a rotation badge alone brings the status column', () => {
    render(<KeyTable caption="X" labels={labels} keys={[{ id: 'a', keyValue: 'key-a', rotationDue: due }]} />);
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
  });

  it('aligned: the page’s longest key and secret as custom properties; compact: its class', () => {
    const keys = [{ id: 'a', keyValue: 'key-a' }];
    const { container, rerender } = render(<KeyTable caption="X" labels={labels} keys={keys} />);
    const plain = container.querySelector('table')!;
    const plainClass = plain.className;
    expect(plain.getAttribute('style') ?? '').not.toContain('--');
    rerender(<KeyTable caption="X" labels={labels} keys={keys} aligned={{ keyChars: 30, secretChars: 12 }} compact />);
    const table = container.querySelector('table')!;
    expect(table.getAttribute('style')).toMatch(/--[\w-]+:\s*30/);
    expect(table.className.split(' ').length).toBeGreaterThan(plainClass.split(' ').length + 1);
  });
});
