import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppCard, type AppCardLabels } from './index.ts';

const labels: AppCardLabels = {
  created: 'Created', apis: 'APIs and keys', api: 'API', key: 'Key', masked: 'hidden', noKey: 'No key', noApis: 'No APIs yet.',
  keyField: { reveal: 'Show key', hide: 'Hide key', masked: 'hidden', copy: 'Copy key', copied: 'Copied' },
};
const apis = [{ api: 'Forecast API', keyValue: 'key-1' }, { api: 'Alerts API', keyValue: null }];

describe('AppCard', () => {
  it('names the app, shows created date, APIs with keys and actions', async () => {
    const user = userEvent.setup();
    render(<AppCard name="Weather dashboard" created={{ text: 'Mar 1, 2024', dateTime: '2024-03-01' }} apis={apis} labels={labels} actions={<a href="/apps/edit/1">Edit</a>} />);
    const card = screen.getByRole('article', { name: 'Weather dashboard' });
    expect(within(card).getByText('Mar 1, 2024').tagName).toBe('TIME');
    const table = within(card).getByRole('table', { name: 'APIs and keys' });
    expect(within(table).getByRole('rowheader', { name: 'Forecast API' })).toBeTruthy();
    expect(within(table).getByText('No key')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit' })).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Show key' }));
    expect(within(table).getByText('key-1')).toBeTruthy();
  });

  it('masked display never puts the key in the DOM and offers no reveal', () => {
    const { container } = render(<AppCard name="App" apis={apis} keyDisplay="masked" labels={labels} />);
    expect(container.innerHTML).not.toContain('key-1');
    expect(screen.getByText('hidden')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('plain display shows the key as text; no APIs shows the empty text', () => {
    const { rerender } = render(<AppCard name="App" apis={apis} keyDisplay="plain" labels={labels} />);
    expect(screen.getByText('key-1')).toBeTruthy();
    rerender(<AppCard name="App" apis={[]} labels={labels} />);
    expect(screen.getByText('No APIs yet.')).toBeTruthy();
  });
});
