import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Card } from './index.ts';
import { Button } from '../Button/index.ts';

describe('Card', () => {
  it('an article card is named by its title and shows actions', () => {
    render(
      <Card as="article" title="Weather app" headingLevel={3} actions={<Button>Edit</Button>}>
        Body
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Weather app' });
    expect(within(article).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
