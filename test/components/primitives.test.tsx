import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { Box, Stack, Inline, Columns, Column } from '../../src/components/Box/index.ts';
import { Text } from '../../src/components/Text/index.ts';
import { Heading } from '../../src/components/Heading/index.ts';
import { Link } from '../../src/components/Link/index.ts';
import { VisuallyHidden } from '../../src/components/VisuallyHidden/index.ts';

describe('Box / Stack / Inline / Columns', () => {
  it('renders the requested element and turns atoms into classes, not attributes', () => {
    render(<Box as="section" aria-label="Area" padding="lg" display={{ base: 'block', md: 'flex' }}>x</Box>);
    const region = screen.getByRole('region', { name: 'Area' });
    expect(region.tagName).toBe('SECTION');
    expect(region.hasAttribute('padding')).toBe(false);
    expect(region.className.split(' ').length).toBeGreaterThanOrEqual(5); // 4 paddings + 2 displays
  });

  it('Stack as a list keeps list semantics', () => {
    render(<Stack as="ul" space="sm"><li>One</li><li>Two</li></Stack>);
    expect(screen.getByRole('list').tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('Inline and Columns render their children in order', () => {
    render(
      <>
        <Inline as="ul" aria-label="Actions"><li>A</li><li>B</li></Inline>
        <Columns collapseBelow="md" aria-label="Cols" role="group"><Column width="1/3">Left</Column><Column width="2/3">Right</Column></Columns>
      </>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A', 'B']);
    expect(screen.getByRole('group', { name: 'Cols' }).textContent).toBe('LeftRight');
  });
});

describe('Text and Heading', () => {
  it('Text renders the element asked for', () => {
    render(<Text as="p" tone="critical" size="sm">Something failed</Text>);
    expect(screen.getByText('Something failed').tagName).toBe('P');
  });

  it('Heading level and size are independent; refs reach the element', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<Heading ref={ref} level={1} size="lg" tabIndex={-1} id="page-title">My keys</Heading>);
    const h = screen.getByRole('heading', { level: 1, name: 'My keys' });
    expect(ref.current).toBe(h);
    ref.current?.focus();
    expect(document.activeElement).toBe(h);
  });
});

describe('Link', () => {
  it('is a plain anchor', () => {
    render(<Link href="/docs">Docs</Link>);
    const a = screen.getByRole('link', { name: 'Docs' });
    expect(a.getAttribute('href')).toBe('/docs');
    expect(a.hasAttribute('aria-current')).toBe(false);
    expect(a.hasAttribute('data-full-load')).toBe(false);
  });

  it('isCurrent sets aria-current=page and the configured class', () => {
    render(<Link href="/docs" isCurrent currentClassName="current-page">Docs</Link>);
    const a = screen.getByRole('link', { name: 'Docs' });
    expect(a.getAttribute('aria-current')).toBe('page');
    expect(a.classList.contains('current-page')).toBe(true);
  });

  it('reloadDocument marks the link for a full load', () => {
    render(<Link href="/member/register" reloadDocument>Register</Link>);
    expect(screen.getByRole('link', { name: 'Register' }).hasAttribute('data-full-load')).toBe(true);
  });

  it('new-window links get rel noopener noreferrer, keeping an existing rel', () => {
    render(<Link href="https://x.test" target="_blank" rel="external">X</Link>);
    expect(screen.getByRole('link', { name: 'X' }).getAttribute('rel')).toBe('external noopener noreferrer');
  });
});

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree', () => {
    render(<button type="button"><VisuallyHidden>Close</VisuallyHidden></button>);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
