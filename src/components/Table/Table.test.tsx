import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Table } from './index.ts';
import * as styles from './Table.css.ts';

describe('Table', () => {
  const rows = [
    ['Calls per second', '2'],
    ['Calls per day', '5,000'],
  ];

  it('has a caption, column headers and cells', () => {
    render(<Table caption="Limits" head={['Limit', 'Value']} rows={rows} align={['start', 'end']} />);
    const table = screen.getByRole('table', { name: 'Limits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Limit', 'Value']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '5,000' })).toBeTruthy();
  });

  it('works without a head, with row headers', () => {
    render(<Table caption="Limits" rows={rows} rowHeader />);
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Calls per second', 'Calls per day']);
  });

  it('stacked mode keeps explicit table roles and puts the column heading on each cell', () => {
    render(<Table caption="Activity" head={['Date', 'Calls']} rows={[['Aug 21', '12']]} responsive="stack" />);
    const table = screen.getByRole('table', { name: 'Activity' });
    expect(table.getAttribute('role')).toBe('table');
    expect(within(table).getByRole('cell', { name: '12' }).getAttribute('data-label')).toBe('Calls');
  });

  it('wideColumns: in stacked mode those cells put the value under its label (data-wide); not in a plain table', () => {
    const head = ['API', 'Key'];
    const rows2 = [['Weather API', '41ebddbc7c050462fd11ef81']];
    render(<Table caption="Stacked" head={head} rows={rows2} rowHeader responsive="stack" wideColumns={[1]} />);
    const stacked = screen.getByRole('table', { name: 'Stacked' });
    expect(within(stacked).getByRole('cell', { name: '41ebddbc7c050462fd11ef81' }).hasAttribute('data-wide')).toBe(true);
    expect(within(stacked).getByRole('rowheader').hasAttribute('data-wide')).toBe(false);
    render(<Table caption="Plain" head={head} rows={rows2} wideColumns={[1]} />);
    const plain = screen.getByRole('table', { name: 'Plain' });
    expect(within(plain).getByRole('cell', { name: '41ebddbc7c050462fd11ef81' }).hasAttribute('data-wide')).toBe(false);
  });

  it('stackBelow="lg": the stacked rules and the fixed layout switch at lg instead of md (a many-column table)', () => {
    const props = { head: ['Date', 'Calls'], rows: [['Aug 21', '12']], responsive: 'stack', fixedLayout: true } as const;
    const { unmount } = render(<Table caption="At md" {...props} />);
    const md = screen.getByRole('table', { name: 'At md' }).className.split(' ');
    unmount();
    render(<Table caption="At lg" {...props} stackBelow="lg" />);
    const lg = screen.getByRole('table', { name: 'At lg' }).className.split(' ');
    expect(lg).toContain(styles.stackedToLg);
    expect(lg).toContain(styles.fixedLayoutLg);
    expect(lg).not.toContain(styles.stacked);
    expect(md).toContain(styles.stacked);
    expect(md).toContain(styles.fixedLayout);
    expect(md).not.toContain(styles.stackedToLg);
    render(<Table caption="At xl" {...props} stackBelow="xl" />);
    const xl = screen.getByRole('table', { name: 'At xl' }).className.split(' ');
    expect(xl).toContain(styles.stackedToXl);
    expect(xl).not.toContain(styles.stacked);
  });

  it('cellClassNames: a class per column on its body cells (row header included), not on the head; columnClassNames the reverse', () => {
    const { rerender } = render(
      <Table
        caption="Keys"
        head={['App', 'Key']}
        rows={[['Storm', 'k1']]}
        rowHeader
        columnClassNames={['h-app', undefined]}
        cellClassNames={['c-app', 'c-key']}
      />,
    );
    const table = screen.getByRole('table', { name: 'Keys' });
    expect(within(table).getByRole('rowheader').classList.contains('c-app')).toBe(true);
    expect(within(table).getByRole('cell', { name: 'k1' }).classList.contains('c-key')).toBe(true);
    const heads = within(table).getAllByRole('columnheader');
    expect(heads[0]!.classList.contains('h-app')).toBe(true);
    expect(heads.some((h) => h.classList.contains('c-app') || h.classList.contains('c-key'))).toBe(false);
    expect(within(table).getByRole('cell', { name: 'k1' }).classList.contains('h-app')).toBe(false);
    // the rows follow a change of the classes (they are part of the rows' shape)
    rerender(
      <Table caption="Keys" head={['App', 'Key']} rows={[['Storm', 'k1']]} rowHeader cellClassNames={['c-app', 'c-other']} />,
    );
    expect(within(table).getByRole('cell', { name: 'k1' }).classList.contains('c-other')).toBe(true);
  });

  it('shows the empty content in one full-width cell', () => {
    render(<Table caption="Activity" head={['Date', 'Calls']} rows={[]} empty="No activity." />);
    const cell = screen.getByRole('cell', { name: 'No activity.' });
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('text stays text', () => {
    render(<Table label="Data" rows={[['<img src=x onerror=alert(1)>']]} />);
    expect(screen.getByRole('cell').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
