// Tooltips for the authors' `.mashtip[title]` elements inside server content (setting `mashtips`).
// Plain DOM, because the elements come from sanitised server HTML, not from our components:
// the title moves into a role=tooltip bubble linked with aria-describedby; hover, focus and click
// show it, Escape and leaving hide it. The trigger becomes focusable when it is not already.
//
// A pointer click never hides a bubble that hover or focus opened a moment before (the mouse reaches
// the trigger before it clicks it, and mousedown focuses it): the click *pins* it instead, and only a
// click on a pinned bubble hides it. A pinned bubble stays when the pointer leaves; Escape, a click
// elsewhere, leaving by keyboard (focus moves away) or resizing hide it.

export interface TooltipClasses {
  trigger: string;
  bubble: string;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
let counter = 0;

export interface TooltipController {
  /** number of tooltips wired */
  count: number;
  destroy(): void;
}

export function enhanceMashtips(container: HTMLElement, layer: HTMLElement, classes: TooltipClasses): TooltipController {
  const doc = container.ownerDocument;
  const win = doc.defaultView ?? window;
  const wired: { trigger: HTMLElement; bubble: HTMLElement; title: string }[] = [];
  /** `pinned`: opened (or confirmed) by a click or a key press — leaving with the pointer keeps it */
  let open: { trigger: HTMLElement; bubble: HTMLElement; pinned: boolean } | null = null;

  const hide = () => {
    if (!open) return;
    open.bubble.hidden = true;
    open.trigger.setAttribute('aria-expanded', 'false');
    open = null;
  };

  const show = (trigger: HTMLElement, pin = false) => {
    if (open?.trigger === trigger) {
      open.pinned ||= pin; // already visible: no re-layout, no flicker
      return;
    }
    const entry = wired.find((w) => w.trigger === trigger);
    if (!entry) return;
    hide();
    const { bubble } = entry;
    bubble.hidden = false;
    trigger.setAttribute('aria-expanded', 'true');
    const box = trigger.getBoundingClientRect();
    const base = layer.getBoundingClientRect();
    bubble.style.left = `${Math.max(0, box.left - base.left)}px`;
    bubble.style.top = `${box.bottom - base.top + 6}px`;
    open = { trigger, bubble, pinned: pin };
  };

  /** keyboard activation: the visible state flips */
  const toggle = (trigger: HTMLElement) => {
    if (open?.trigger === trigger) hide();
    else show(trigger, true);
  };

  for (const el of Array.from(container.querySelectorAll<HTMLElement>('.mashtip[title]'))) {
    const title = (el.getAttribute('title') ?? '').trim();
    if (!title || el.hasAttribute('data-mashtip')) continue;
    const id = `portal-mashtip-${++counter}`;
    const bubble = doc.createElement('div');
    bubble.id = id;
    bubble.className = classes.bubble;
    bubble.setAttribute('role', 'tooltip');
    bubble.textContent = title;
    bubble.hidden = true;
    layer.appendChild(bubble);
    el.setAttribute('data-mashtip', title);
    el.removeAttribute('title');
    el.classList.add(classes.trigger);
    const described = el.getAttribute('aria-describedby');
    el.setAttribute('aria-describedby', described ? `${described} ${id}` : id);
    if (!el.matches(FOCUSABLE)) {
      el.setAttribute('tabindex', '0');
      el.setAttribute('role', 'button');
    }
    el.setAttribute('aria-expanded', 'false');
    wired.push({ trigger: el, bubble, title });
  }

  const triggerOf = (target: EventTarget | null): HTMLElement | null => {
    const el = target as Element | null;
    if (!el || typeof el.closest !== 'function') return null;
    const trigger = el.closest<HTMLElement>('[data-mashtip]');
    return trigger && container.contains(trigger) ? trigger : null;
  };

  const onOver = (event: Event) => {
    const trigger = triggerOf(event.target);
    if (trigger) show(trigger);
  };
  const onOut = (event: Event) => {
    const trigger = triggerOf(event.target);
    const entered = triggerOf((event as MouseEvent).relatedTarget ?? null);
    if (trigger && trigger !== entered && open?.trigger === trigger && !open.pinned && doc.activeElement !== trigger) hide();
  };
  const onFocus = (event: Event) => {
    const trigger = triggerOf(event.target);
    if (trigger) show(trigger);
  };
  const onBlur = (event: Event) => {
    const trigger = triggerOf(event.target);
    if (trigger && open?.trigger === trigger) hide();
  };
  const onClick = (event: Event) => {
    const trigger = triggerOf(event.target);
    if (!trigger) {
      hide();
      return;
    }
    if (trigger.localName === 'a' && trigger.hasAttribute('href')) return; // a link keeps doing what links do
    // a native button activated by Enter/Space clicks with detail 0: like the keys on role=button
    if ((event as MouseEvent).detail === 0) {
      toggle(trigger);
      return;
    }
    // pointer: the first click pins what hover/focus showed, a click on a pinned bubble hides it
    if (open?.trigger === trigger && open.pinned) hide();
    else show(trigger, true);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      hide();
      return;
    }
    const trigger = triggerOf(event.target);
    if (trigger && trigger.getAttribute('role') === 'button' && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      toggle(trigger);
    }
  };

  if (wired.length > 0) {
    container.addEventListener('mouseover', onOver);
    container.addEventListener('mouseout', onOut);
    container.addEventListener('focusin', onFocus);
    container.addEventListener('focusout', onBlur);
    doc.addEventListener('click', onClick); // a click anywhere else hides it
    doc.addEventListener('keydown', onKey);
    win.addEventListener('resize', hide);
  }

  return {
    count: wired.length,
    destroy() {
      hide();
      container.removeEventListener('mouseover', onOver);
      container.removeEventListener('mouseout', onOut);
      container.removeEventListener('focusin', onFocus);
      container.removeEventListener('focusout', onBlur);
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('keydown', onKey);
      win.removeEventListener('resize', hide);
      for (const w of wired) w.bubble.remove();
      wired.length = 0;
    },
  };
}
