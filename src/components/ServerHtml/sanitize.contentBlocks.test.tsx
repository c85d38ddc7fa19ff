// Content blocks for portal authors (issue 35 item 2; docs/content-blocks.md): the sanitiser keeps the
// blocks' classes and nothing that would let a block imitate the theme's chrome; the tabs block becomes real
// tabs (roles, one panel shown, arrow keys / Home / End) and stays readable without script.
import { describe, expect, it } from 'vitest';
import { allowedClasses, CONTENT_BLOCK_CLASSES } from './sanitize.ts';
import { enhanceTabs } from '../../runtime/enhance/tabs.ts';

describe('the blocks through the sanitiser', () => {
  it('keeps every block class, alone and beside the note classes', () => {
    for (const name of CONTENT_BLOCK_CLASSES) expect(allowedClasses(name)).toBe(name);
    expect(allowedClasses('block-callout warning')).toBe('block-callout warning');
  });

  it("hostile: a block cannot carry the theme's classes or look-alikes of its own names", () => {
    expect(allowedClasses('block-hero portal-theme-dark _1kc loading fake-banner block-heroX portal-hero')).toBe('block-hero');
    expect(allowedClasses('block-callout block-callout-fixed BLOCK-TABS block-tab')).toBe('block-callout BLOCK-TABS block-tab');
  });
  // (the markup through the real sanitiser — styles, handlers, ids, javascript: links dropped — needs a
  // conforming DOM: ServerHtml.features.stories.tsx › Content blocks, hostile, and test/e2e/content-blocks.spec.ts)
});

const TABS = `
<div class="block-tabs" aria-label="Examples">
  <div class="block-tab"><h3>curl</h3><pre>curl …</pre></div>
  <div class="block-tab"><h3>JavaScript</h3><pre>fetch(…)</pre></div>
  <div class="block-tab"><h3>Python</h3><pre>requests.get(…)</pre></div>
</div>`;

describe('tabs block', () => {
  function setup(html = TABS) {
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    return host;
  }

  it('becomes a named tab list with one shown panel per tab, headings moved into the tabs', () => {
    const host = setup();
    expect(enhanceTabs(host)).toBe(1);
    const list = host.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).toBe('Examples');
    const tabs = [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs.map((t) => t.textContent)).toEqual(['curl', 'JavaScript', 'Python']);
    const panels = [...host.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(panels.map((p) => p.hidden)).toEqual([false, true, true]);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    panels.forEach((p, i) => {
      expect(p.getAttribute('aria-labelledby')).toBe(tabs[i]!.id);
      expect(tabs[i]!.getAttribute('aria-controls')).toBe(p.id);
      expect(p.querySelector('h3')!.hidden).toBe(true);
    });
    // idempotent: a second pass adds nothing
    expect(enhanceTabs(host)).toBe(0);
    host.remove();
  });

  it('keyboard: arrows wrap, Home and End jump, the chosen tab takes focus and shows its panel; a click selects', () => {
    const host = setup();
    enhanceTabs(host);
    const tabs = [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const panels = [...host.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    const key = (el: HTMLElement, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    tabs[0]!.focus();
    key(tabs[0]!, 'ArrowLeft');
    expect(document.activeElement).toBe(tabs[2]);
    expect(panels.map((p) => p.hidden)).toEqual([true, true, false]);
    key(tabs[2]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[0]);
    key(tabs[0]!, 'End');
    expect(document.activeElement).toBe(tabs[2]);
    key(tabs[2]!, 'Home');
    expect(document.activeElement).toBe(tabs[0]);
    tabs[1]!.click();
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(panels.map((p) => p.hidden)).toEqual([true, false, true]);
    host.remove();
  });

  it('a group with an unnamed panel, or a single panel, stays as written (readable without tabs)', () => {
    const host = setup(
      '<div class="block-tabs"><div class="block-tab"><p>no heading</p></div><div class="block-tab"><h3>B</h3></div></div>' +
        '<div class="block-tabs"><div class="block-tab"><h3>Only</h3></div></div>',
    );
    expect(enhanceTabs(host)).toBe(0);
    expect(host.querySelector('[role="tab"]')).toBeNull();
    host.remove();
  });
});
