// The `.mashtip` tooltips: the pointer sequence a real click makes (mouseover → mousedown/focus →
// click) shows the bubble and keeps it; a second click hides it; focus shows, Escape hides, a click
// elsewhere hides, leaving with the pointer hides only what hover alone opened.
import { describe, it, expect, afterEach } from 'vitest';
import { enhanceMashtips, type TooltipController } from './tooltips.ts';

let controller: TooltipController | null = null;

function setup(): { trigger: HTMLElement; tip: HTMLElement; outside: HTMLElement } {
  document.body.innerHTML =
    '<div id="v"><p>Plans from <span class="mashtip" title="Billed monthly">$10</span></p><p id="other">Other text</p></div><div id="layer"></div><p id="outside">outside</p>';
  controller = enhanceMashtips(document.getElementById('v')!, document.getElementById('layer')!, { trigger: 't', bubble: 'b' });
  const trigger = document.querySelector<HTMLElement>('[data-mashtip]')!;
  const tip = document.getElementById(trigger.getAttribute('aria-describedby')!)!;
  return { trigger, tip, outside: document.getElementById('outside')! };
}

/** what a mouse click on an element does: the pointer arrives, presses (focus moves), releases (click, detail 1) */
function pointerClick(el: HTMLElement): void {
  el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, detail: 1 }));
  el.focus();
  el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, detail: 1 }));
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
}

function pointerLeave(el: HTMLElement, to: HTMLElement): void {
  el.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: to }));
}

afterEach(() => {
  controller?.destroy();
  controller = null;
  document.body.innerHTML = '';
});

describe('mashtips: pointer, focus and keys', () => {
  it('a pointer click (hover + focus + click) shows the bubble and keeps it; a second click hides it', () => {
    const { trigger, tip } = setup();
    pointerClick(trigger);
    expect(tip.hidden).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    trigger.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(tip.hidden).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('after focus → Escape → a click elsewhere, a click on the trigger shows it again (no toggle-off)', () => {
    const { trigger, tip, outside } = setup();
    trigger.focus();
    expect(tip.hidden).toBe(false);
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tip.hidden).toBe(true);
    trigger.blur();
    outside.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    pointerClick(trigger);
    expect(tip.hidden).toBe(false);
  });

  it('hover alone shows it and leaving hides it; a clicked (pinned) bubble stays when the pointer leaves', () => {
    const { trigger, tip } = setup();
    const other = document.getElementById('other')!;
    trigger.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(tip.hidden).toBe(false);
    pointerLeave(trigger, other);
    expect(tip.hidden).toBe(true);
    pointerClick(trigger);
    pointerLeave(trigger, other);
    expect(tip.hidden).toBe(false);
  });

  it('the bubble is not re-shown (no flicker) when hover and focus both arrive', () => {
    const { trigger, tip } = setup();
    const changes: (boolean | string)[] = [];
    new MutationObserver((records) => records.forEach(() => changes.push(tip.hidden))).observe(tip, {
      attributes: true,
      attributeFilter: ['hidden'],
    });
    pointerClick(trigger);
    return Promise.resolve().then(() => {
      expect(changes).toEqual([false]);
    });
  });

  it('a click outside the content hides a pinned bubble; Escape hides it too', () => {
    const { trigger, tip, outside } = setup();
    pointerClick(trigger);
    trigger.blur(); // keep focus out of it so only the click decides
    outside.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(tip.hidden).toBe(true);
    pointerClick(trigger);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tip.hidden).toBe(true);
  });

  it('keyboard: Enter and Space flip the bubble of a role=button trigger', () => {
    const { trigger, tip } = setup();
    expect(trigger.getAttribute('role')).toBe('button');
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(tip.hidden).toBe(false);
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(tip.hidden).toBe(true);
  });

  it('destroy removes the bubbles and stops listening', () => {
    const { trigger } = setup();
    controller!.destroy();
    controller = null;
    expect(document.getElementById('layer')!.children).toHaveLength(0);
    pointerClick(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
