// KeyTable's key health (issue 35): the age beside the created date, the "Rotation due" badge in the status
// column (its accessible text names the key), and the aligned / compact table classes.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { KeyTable, limitCharsOf } from './index.ts';
import * as css from './KeyTable.css.ts';
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

  it('aligned: the buttons beside keys and secrets, the limits’ and the status’s widths as custom properties', () => {
    const keys = [{ id: 'a', keyValue: 'key-a', secret: 'sec', status: 'waiting' }];
    const aligned = { keyChars: 24, secretChars: 12, limitChars: 21, statusChars: 7 };
    const style = (props: Partial<Parameters<typeof KeyTable>[0]>) => {
      const { container, unmount } = render(<KeyTable caption="X" labels={labels} keys={keys} aligned={aligned} {...props} />);
      const value = container.querySelector('table')!.getAttribute('style') ?? '';
      unmount();
      return value;
    };
    const prop = (s: string, name: string) => new RegExp(`${name}:\\s*([\\d.]+)`).exec(s)?.[1];
    const copyable = style({});
    expect(prop(copyable, css.keyButtonsProperty)).toBe('1');
    expect(prop(copyable, css.secretButtonsProperty)).toBe('2');
    expect(prop(copyable, css.limitCharsProperty)).toBe('21');
    expect(prop(copyable, css.statusCharsProperty)).toBe('7');
    // keys and secrets the server masked: no buttons beside them, so no room kept for any
    const masked = style({ maskKeys: false, copyKeys: false, maskSecrets: false });
    expect(prop(masked, css.keyButtonsProperty)).toBe('0');
    expect(prop(masked, css.secretButtonsProperty)).toBe('0');
  });

  it('limitCharsOf: the longest name (a long one wraps: counted up to the cut) plus the longest value', () => {
    expect(limitCharsOf([])).toBe(0);
    expect(
      limitCharsOf([
        { label: 'Calls per second', value: '2' },
        { label: 'Calls per day', value: '100,000' },
      ]),
    ).toBe('Calls per second'.length + '100,000'.length);
    expect(limitCharsOf([{ label: 'GET /v1/streams/{id}/events per minute', value: '60' }])).toBe(24 + 2);
  });

  it('a short limit name stays on one line in the table, a long one may wrap; cells carry their column’s class', () => {
    const { container } = render(
      <KeyTable
        caption="X"
        labels={labels}
        keys={[
          {
            id: 'a',
            keyValue: 'key-a',
            status: 'active',
            limits: [
              { label: 'Calls per second', value: '2' },
              { label: 'GET /v1/streams/{id}/events per minute', value: '60' },
            ],
          },
        ]}
      />,
    );
    const [short, long] = [...container.querySelectorAll('dt')];
    expect(short!.className).toBe(css.limitLabel);
    expect(long!.classList.contains(css.limitLabelLong)).toBe(true);
    const row = container.querySelector('tbody tr')!;
    expect(
      [...row.children].map((c) => [css.cell.key, css.cell.status, css.cell.limits].find((k) => c.classList.contains(k))),
    ).toEqual([css.cell.key, css.cell.status, css.cell.limits]);
  });

  it('roomy (one-line limit names, actions side by side) only without a secret column', () => {
    const keys = [{ id: 'a', keyValue: 'key-a', limits: [{ label: 'Calls per second', value: '2' }] }];
    const { container, rerender } = render(<KeyTable caption="X" labels={labels} keys={keys} />);
    expect(container.querySelector('table')!.classList.contains(css.roomy)).toBe(true);
    rerender(<KeyTable caption="X" labels={labels} keys={[{ ...keys[0]!, secret: 'sec' }]} />);
    expect(container.querySelector('table')!.classList.contains(css.roomy)).toBe(false);
    // a page whose tables show the secret column (forced) has no room in any of them
    rerender(<KeyTable caption="X" labels={labels} keys={keys} columns={{ secret: true }} />);
    expect(container.querySelector('table')!.classList.contains(css.roomy)).toBe(false);
  });
});
