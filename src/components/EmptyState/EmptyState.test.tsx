import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './index.ts';
import { Button } from '../Button/index.ts';

describe('EmptyState', () => {
  it('shows a heading, body and an action', () => {
    render(
      <EmptyState
        title="You don't have any apps yet."
        body="Register an application to get keys."
        action={<Button href="/apps/register">Create a New App</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: "You don't have any apps yet." })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a New App' })).toBeTruthy();
  });
});
