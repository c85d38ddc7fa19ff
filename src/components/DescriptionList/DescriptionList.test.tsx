import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList.tsx';

describe('DescriptionList', () => {
  it("a real <dl>: each label a term, each value its definition; the pair's text stays separated", () => {
    const { container } = render(
      <DescriptionList
        layout="horizontal"
        items={[
          { label: 'Created', value: 'Aug 21, 2017' },
          { label: 'Status', value: 'active' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const defs = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Created', 'Status']);
    expect(defs).toEqual(['Aug 21, 2017', 'active']);
    const dl = container.querySelector('dl')!;
    expect(dl.textContent).toContain('Created Aug 21, 2017');
    expect(dl.textContent).not.toMatch(/CreatedAug/);
  });

  it('drops empty rows unless an empty value text is given', () => {
    render(
      <DescriptionList
        items={[
          { label: 'Website', value: null },
          { label: 'Blog', value: '' },
        ]}
        emptyValue="—"
      />,
    );
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['—', '—']);
  });

  it('renders dt/dd pairs and drops empty values unless emptyValue is given', () => {
    const items = [
      { label: 'Key', value: 'abc123' },
      { label: 'Secret', value: null },
      { label: 'Status', value: 'Active' },
    ];
    const { rerender } = render(<DescriptionList items={items} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Key', 'Status']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['abc123', 'Active']);
    rerender(<DescriptionList items={items} emptyValue="—" />);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['abc123', '—', 'Active']);
  });
});
