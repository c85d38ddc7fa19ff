import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Text } from './index.ts';

describe('Text', () => {
  it('Text renders the element asked for', () => {
    render(
      <Text as="p" tone="critical" size="sm">
        Something failed
      </Text>,
    );
    expect(screen.getByText('Something failed').tagName).toBe('P');
  });
});
