// Tabs for the authors' `.block-tabs` content block (issue 35, docs/content-blocks.md). Plain DOM, because
// the block comes from sanitised server HTML: each `.block-tab` child is a panel named by its first heading.
// Without script (or before this runs) the panels stand one under another under their headings; enhanced,
// a WAI-ARIA tab list — buttons with role tab, arrow keys / Home / End move and select (automatic
// activation), one panel shown, the others hidden — and each panel's heading moves into its tab.

let counter = 0;

/** Turns every `.block-tabs` group in `container` into tabs; returns how many groups were enhanced. */
export function enhanceTabs(container: HTMLElement): number {
  const doc = container.ownerDocument;
  let done = 0;
  for (const group of Array.from(container.querySelectorAll<HTMLElement>('.block-tabs'))) {
    if (group.querySelector(':scope > [role="tablist"]')) continue; // already enhanced
    const panels = Array.from(group.children).filter((c): c is HTMLElement => c.classList.contains('block-tab'));
    const headings = panels.map((p) => p.querySelector<HTMLElement>(':scope > :is(h2, h3, h4, h5, h6)'));
    // every panel needs its name: a group with an unnamed panel stays as written
    if (panels.length < 2 || headings.some((h) => !h || !h.textContent?.trim())) continue;
    const list = doc.createElement('div');
    list.setAttribute('role', 'tablist');
    const label = group.getAttribute('aria-label');
    if (label) list.setAttribute('aria-label', label);
    const n = ++counter;
    const tabs = panels.map((panel, i) => {
      const tab = doc.createElement('button');
      tab.type = 'button';
      tab.setAttribute('role', 'tab');
      tab.id = `block-tabs-${n}-tab-${i}`;
      tab.textContent = headings[i]!.textContent!.trim();
      panel.id = `block-tabs-${n}-panel-${i}`;
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
      tab.setAttribute('aria-controls', panel.id);
      headings[i]!.hidden = true;
      list.append(tab);
      return tab;
    });
    const select = (index: number, focus: boolean) => {
      tabs.forEach((tab, i) => {
        const on = i === index;
        tab.setAttribute('aria-selected', String(on));
        tab.tabIndex = on ? 0 : -1;
        panels[i]!.hidden = !on;
      });
      if (focus) tabs[index]!.focus();
    };
    list.addEventListener('click', (event) => {
      const i = tabs.indexOf((event.target as HTMLElement).closest('[role="tab"]') as HTMLButtonElement);
      if (i >= 0) select(i, false);
    });
    list.addEventListener('keydown', (event) => {
      const i = tabs.indexOf(event.target as HTMLButtonElement);
      if (i < 0) return;
      const next =
        event.key === 'ArrowRight'
          ? (i + 1) % tabs.length
          : event.key === 'ArrowLeft'
            ? (i - 1 + tabs.length) % tabs.length
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? tabs.length - 1
                : -1;
      if (next < 0) return;
      event.preventDefault();
      select(next, true);
    });
    group.prepend(list);
    select(0, false);
    done++;
  }
  return done;
}
