import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecretField } from '../SecretField/index.ts';
import { ApiKeyTable, AppCard, type AppCardLabels } from './index.ts';
import * as appCardCss from './AppCard.css.ts';
import * as tableCss from '../Table/Table.css.ts';

const labels: AppCardLabels = {
  created: 'Created',
  apis: 'APIs and keys',
  api: 'API',
  key: 'Key',
  masked: 'hidden',
  noKey: 'No key',
  noApis: 'No APIs yet.',
};
const keyField = { reveal: 'Show key', hide: 'Hide key', masked: 'hidden', copy: 'Copy key', copied: 'Copied' };
const apis = [
  { api: 'Forecast API', keyValue: 'key-1' },
  { api: 'Alerts API', keyValue: null },
];

describe('AppCard', () => {
  it('names the app, shows the created date beside the name, APIs with keys and actions', async () => {
    const user = userEvent.setup();
    render(
      <AppCard
        name="Weather dashboard"
        created={{ text: 'Mar 1, 2024', dateTime: '2024-03-01' }}
        apis={apis}
        labels={labels}
        renderKey={(value) => <SecretField value={value} label="Key" hideLabel labels={keyField} compact />}
        actions={<a href="/apps/edit/1">Edit</a>}
      />,
    );
    const card = screen.getByRole('article', { name: 'Weather dashboard' });
    const created = within(card).getByText('Mar 1, 2024');
    expect(created.tagName).toBe('TIME');
    expect(created.parentElement!.textContent).toBe('Created Mar 1, 2024');
    const table = within(card).getByRole('table', { name: 'APIs and keys' });
    expect(within(table).getByRole('rowheader', { name: 'Forecast API' })).toBeTruthy();
    expect(within(table).getByText('No key')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit' })).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Show key' }));
    expect(within(table).getByText('key-1')).toBeTruthy();
  });

  it('masked display (the default) never puts the key in the DOM and offers no reveal', () => {
    const { container } = render(<AppCard name="App" apis={apis} labels={labels} />);
    expect(container.innerHTML).not.toContain('key-1');
    expect(screen.getByText('hidden')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('plain display shows the key as text; no APIs shows the empty text instead of a table', () => {
    const { rerender } = render(<AppCard name="App" apis={apis} keyDisplay="plain" labels={labels} />);
    const key = screen.getByText('key-1');
    // marked for the layout matrix's one-line check; below md the key goes under its label (a wide cell)
    expect(key.hasAttribute('data-key-value')).toBe(true);
    expect(key.closest('td')!.hasAttribute('data-wide')).toBe(true);
    rerender(<AppCard name="App" apis={[]} labels={labels} />);
    expect(screen.getByText('No APIs yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('without a caption label the table is named by the application; without noKey a keyless API has an empty cell', () => {
    const { api, key, masked, created } = labels;
    render(
      <AppCard name="Storm Tracker" headingLevel={2} apis={apis} keyDisplay="plain" labels={{ api, key, masked, created }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Storm Tracker' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Storm Tracker' });
    const alerts = within(table).getByRole('rowheader', { name: 'Alerts API' }).closest('tr')!;
    expect(within(alerts).getByRole('cell').textContent).toBe('');
  });
});

describe('ApiKeyTable', () => {
  it('one row per API, named by the API; keys as text; the caption hidden by default', () => {
    render(<ApiKeyTable caption="Weather dashboard" apis={apis} labels={labels} />);
    const table = screen.getByRole('table', { name: 'Weather dashboard' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['API', 'Key']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Forecast API', 'Alerts API']);
    expect(within(table).getByText('key-1').tagName).toBe('SPAN');
    expect(table.querySelector('caption')!.className).not.toBe('');
  });

  it('gives the API column a fixed share, so the key columns of several cards line up', () => {
    render(<ApiKeyTable caption="Weather dashboard" apis={apis} labels={labels} />);
    const [api, key] = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(api!.classList.contains(appCardCss.apiColumn)).toBe(true);
    expect(key!.classList.contains(appCardCss.apiColumn)).toBe(false);
    expect(screen.getByRole('table').classList.contains(tableCss.fixedLayout)).toBe(true);
  });

  it('renderKey composes the key display; noKey fills the cell of an API without a key', () => {
    render(
      <ApiKeyTable
        caption="App"
        apis={apis}
        labels={labels}
        renderKey={(k, api) => <em>{`${api}: ${k}`}</em>}
        noKey="none yet"
      />,
    );
    expect(screen.getByText('Forecast API: key-1').tagName).toBe('EM');
    expect(screen.getByText('none yet')).toBeTruthy();
  });
});
