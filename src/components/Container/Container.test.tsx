import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Container } from './index.ts';

describe('Container', () => {
  it('renders the chosen element', () => {
    render(<Container as="main">content</Container>);
    expect(screen.getByRole('main').textContent).toBe('content');
  });
});
