import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { Heading } from './index.ts';

describe('Heading', () => {
  it('Heading level and size are independent; refs reach the element', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading ref={ref} level={1} size="lg" tabIndex={-1} id="page-title">
        My keys
      </Heading>,
    );
    const h = screen.getByRole('heading', { level: 1, name: 'My keys' });
    expect(ref.current).toBe(h);
    ref.current?.focus();
    expect(document.activeElement).toBe(h);
  });
});
