import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Notice } from '../../src/components/Notice/index.ts';
import { StatusBadge, statusTone } from '../../src/components/StatusBadge/index.ts';
import { LoadingPlaceholder, Skeleton } from '../../src/components/Skeleton/index.ts';
import { EmptyState } from '../../src/components/EmptyState/index.ts';
import { Card } from '../../src/components/Card/index.ts';
import { DescriptionList } from '../../src/components/DescriptionList/index.ts';
import { Table } from '../../src/components/Table/index.ts';
import { Container } from '../../src/components/Container/index.ts';
import { Button } from '../../src/components/Button/index.ts';

describe('Notice', () => {
  it('is a polite status by default with title and a single message paragraph', () => {
    render(<Notice tone="positive" title="Saved" messages={['Your application was updated.']} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Saved');
    expect(within(status).getByText('Your application was updated.').tagName).toBe('P');
  });

  it('renders several messages as a list, as an alert, with a heading title when asked', () => {
    render(<Notice tone="critical" role="alert" title="Please correct the noted errors." titleLevel={2} messages={['Name is required', 'URL is invalid']} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Please correct the noted errors.' })).toBeTruthy();
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Name is required', 'URL is invalid']);
  });

  it('role none is not a live region', () => {
    render(<Notice role="none" tone="info">Static note</Notice>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Static note')).toBeTruthy();
  });
});

describe('StatusBadge', () => {
  it.each([
    ['Active', 'positive'], ['approved', 'positive'], ['Waiting for approval', 'caution'], ['PENDING', 'caution'],
    ['Disabled', 'critical'], ['deleted', 'critical'], ['Expired', 'critical'], ['Inactive', 'critical'],
    ['Something else', 'neutral'], ['', 'neutral'], [null, 'neutral'],
  ])('statusTone(%s) → %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('shows the server text unchanged and picks the tone from it', () => {
    render(<StatusBadge>waiting</StatusBadge>);
    const badge = screen.getByText('waiting');
    expect(badge.getAttribute('data-tone')).toBe('caution');
  });

  it('an explicit tone wins', () => {
    render(<StatusBadge tone="info">Active</StatusBadge>);
    expect(screen.getByText('Active').getAttribute('data-tone')).toBe('info');
  });
});

describe('Skeleton / LoadingPlaceholder', () => {
  it('announces the label in a status and marks the shapes busy and hidden', () => {
    const { container } = render(<LoadingPlaceholder label="Loading…" layout="list" count={2} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy?.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(4);
  });

  it('a bare Skeleton is decorative', () => {
    const { container } = render(<Skeleton shape="block" width="50%" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('EmptyState', () => {
  it('shows a heading, body and an action', () => {
    render(<EmptyState title="You don't have any apps yet." body="Register an application to get keys." action={<Button href="/apps/register">Create a New App</Button>} />);
    expect(screen.getByRole('heading', { level: 2, name: "You don't have any apps yet." })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a New App' })).toBeTruthy();
  });
});

describe('Card', () => {
  it('an article card is named by its title and shows actions', () => {
    render(<Card as="article" title="Weather app" headingLevel={3} actions={<Button>Edit</Button>}>Body</Card>);
    const article = screen.getByRole('article', { name: 'Weather app' });
    expect(within(article).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});

describe('DescriptionList', () => {
  it('renders dt/dd pairs and drops empty values unless emptyValue is given', () => {
    const items = [{ label: 'Key', value: 'abc123' }, { label: 'Secret', value: null }, { label: 'Status', value: 'Active' }];
    const { rerender } = render(<DescriptionList items={items} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Key', 'Status']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['abc123', 'Active']);
    rerender(<DescriptionList items={items} emptyValue="—" />);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['abc123', '—', 'Active']);
  });
});

describe('Table', () => {
  const rows = [['Calls per second', '2'], ['Calls per day', '5,000']];

  it('has a caption, column headers and cells', () => {
    render(<Table caption="Limits" head={['Limit', 'Value']} rows={rows} align={['start', 'end']} />);
    const table = screen.getByRole('table', { name: 'Limits' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Limit', 'Value']);
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

describe('Container', () => {
  it('renders the chosen element', () => {
    render(<Container as="main">content</Container>);
    expect(screen.getByRole('main').textContent).toBe('content');
  });
});
