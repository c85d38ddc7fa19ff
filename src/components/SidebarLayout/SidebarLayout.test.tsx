import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidebarLayout } from './SidebarLayout.tsx';
import * as css from './SidebarLayout.css.ts';

describe('SidebarLayout', () => {
  it('start position: the sidebar first in the source order; the aside last', () => {
    const { container } = render(
      <SidebarLayout sidebarPosition="start" sidebar={<nav aria-label="Docs">links</nav>} aside={<p>toc</p>}>
        <p>main</p>
      </SidebarLayout>,
    );
    expect(container.firstElementChild!.textContent).toBe('linksmaintoc');
    expect(container.querySelector(`.${css.aside}`)!.textContent).toBe('toc');
  });

  it('collapseLabel: a disclosure button that opens and closes the sidebar panel (small screens)', async () => {
    render(
      <SidebarLayout
        sidebarAs="div"
        collapseLabel="In the Docs"
        sidebarHeading="In the Docs"
        sidebar={<nav aria-label="In the Docs">links</nav>}
      >
        <p>main</p>
      </SidebarLayout>,
    );
    const toggle = screen.getByRole('button', { name: 'In the Docs' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className).toContain(css.closed);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toContain(css.closed);
  });

  it('without collapseLabel: no toggle, the aside labelled by its heading', () => {
    render(
      <SidebarLayout sidebarHeading="Related" sidebar={<p>x</p>}>
        <p>main</p>
      </SidebarLayout>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Related' })).toBeTruthy();
  });
});
