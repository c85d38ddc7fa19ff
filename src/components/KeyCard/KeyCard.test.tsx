import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeyCard, type KeyCardLabels } from './index.ts';

const field = (what: string) => ({
  reveal: `Show ${what}`,
  hide: `Hide ${what}`,
  masked: 'hidden',
  copy: `Copy ${what}`,
  copied: 'Copied',
});
const keyCardLabels: KeyCardLabels = {
  key: 'Key',
  secret: 'Secret',
  status: 'Status',
  created: 'Created',
  application: 'Application',
  limits: 'Limits',
  keyField: field('key'),
  secretField: field('secret'),
};

describe('KeyCard', () => {
  it('shows a titled key with masked key and secret, status, date and limits', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <KeyCard
        title="Weather dashboard"
        keyValue="k3y-abc"
        secret="s3cr3t"
        status="active"
        created={{ text: 'Aug 21, 2017', dateTime: '2017-08-21T09:30:00Z' }}
        limits={[
          { label: 'Calls per second', value: '2' },
          { label: 'Calls per day', value: '5,000' },
        ]}
        actions={<a href="/key/key-activity/1">View report</a>}
        labels={keyCardLabels}
      />,
    );
    const card = screen.getByRole('article', { name: 'Weather dashboard' });
    expect(container.innerHTML).not.toContain('k3y-abc');
    expect(container.innerHTML).not.toContain('s3cr3t');
    expect(within(card).getByRole('group', { name: 'Key' })).toBeTruthy();
    expect(within(card).getByRole('group', { name: 'Secret' })).toBeTruthy();
    expect(within(card).getByText('active')).toBeTruthy();
    const time = within(card).getByText('Aug 21, 2017');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2017-08-21T09:30:00Z');
    const limits = within(card).getByRole('table', { name: 'Limits' });
    expect(within(limits).getByRole('rowheader', { name: 'Calls per day' })).toBeTruthy();
    expect(within(limits).getByRole('cell', { name: '5,000' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View report' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Show secret' }));
    expect(within(card).getByText('s3cr3t')).toBeTruthy();
  });

  it('drops rows the server did not provide and can show the key unmasked', () => {
    render(<KeyCard keyValue="k3y-abc" application="App one" maskKey={false} labels={keyCardLabels} />);
    expect(screen.getByText('k3y-abc')).toBeTruthy();
    expect(screen.getByText('App one')).toBeTruthy();
    expect(screen.queryByText('Secret')).toBeNull();
    expect(screen.queryByText('Status')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show key' })).toBeNull();
  });

  it('keeps a date without a machine value as text', () => {
    render(<KeyCard keyValue="k" created="yesterday" labels={keyCardLabels} />);
    expect(screen.getByText('yesterday').tagName).not.toBe('TIME');
  });
});
