import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ButtonGroup } from './index.ts';
import { Button } from '../Button/index.ts';

describe('ButtonGroup', () => {
  it('is a named group when labelled', () => {
    render(
      <ButtonGroup label="Key actions">
        <Button>View Report</Button>
        <Button tone="critical">Delete This Key</Button>
      </ButtonGroup>,
    );
    expect(within(screen.getByRole('group', { name: 'Key actions' })).getAllByRole('button')).toHaveLength(2);
  });
});
