import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Box, Stack, Inline, Columns, Column } from './index.ts';

describe('Box / Stack / Inline / Columns', () => {
  it('renders the requested element and turns atoms into classes, not attributes', () => {
    render(
      <Box as="section" aria-label="Area" padding="lg" display={{ base: 'block', md: 'flex' }}>
        x
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Area' });
    expect(region.tagName).toBe('SECTION');
    expect(region.hasAttribute('padding')).toBe(false);
    expect(region.className.split(' ').length).toBeGreaterThanOrEqual(5); // 4 paddings + 2 displays
  });

  it('Stack as a list keeps list semantics', () => {
    render(
      <Stack as="ul" space="sm">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    expect(screen.getByRole('list').tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('Stack as a list with markers keeps bullets, indented for them, instead of the list reset', () => {
    const { container, rerender } = render(
      <Stack as="ul" space="xs">
        <li>One</li>
      </Stack>,
    );
    const resetClass = container.querySelector('ul')!.className;
    rerender(
      <Stack as="ul" space="xs" markers>
        <li>One</li>
      </Stack>,
    );
    const withMarkers = container.querySelector('ul')!.className;
    expect(withMarkers).not.toBe(resetClass);
    expect(withMarkers.split(' ').length).toBe(resetClass.split(' ').length); // one list class swapped for the other
    rerender(
      <Stack space="xs" markers>
        <p>Not a list</p>
      </Stack>,
    );
    expect(container.firstElementChild!.className.split(' ').length).toBe(resetClass.split(' ').length - 1);
  });

  it('Inline and Columns render their children in order', () => {
    render(
      <>
        <Inline as="ul" aria-label="Actions">
          <li>A</li>
          <li>B</li>
        </Inline>
        <Columns collapseBelow="md" aria-label="Cols" role="group">
          <Column width="1/3">Left</Column>
          <Column width="2/3">Right</Column>
        </Columns>
      </>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A', 'B']);
    expect(screen.getByRole('group', { name: 'Cols' }).textContent).toBe('LeftRight');
  });
});
