import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUniqueId } from './useUniqueId.ts';

function Labelled({ name }: { name: string }) {
  const id = useUniqueId();
  return <span id={id} data-name={name} />;
}

describe('useUniqueId', () => {
  it('gives every mounted component its own id, across separate roots and later mounts, and keeps it on re-render', () => {
    const first = render(<Labelled name="a" />);
    const second = render(
      <>
        <Labelled name="b" />
        <Labelled name="c" />
      </>,
    );
    const ids = [...document.querySelectorAll('[data-name]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(3);
    const before = first.container.querySelector('span')!.id;
    first.rerender(<Labelled name="a" />);
    expect(first.container.querySelector('span')!.id).toBe(before);
    second.unmount();
    render(<Labelled name="d" />);
    expect(ids).not.toContain(document.querySelector('[data-name="d"]')!.id);
  });
});
