// Tooltips for the authors' `.mashtip[title]` elements inside server content (setting `mashtips`).
// Plain DOM, because the elements come from sanitised server HTML, not from our components:
// the title moves into a role=tooltip bubble linked with aria-describedby; hover, focus and click
// show it, Escape and leaving hide it. The trigger becomes focusable when it is not already.

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
  let open: { trigger: HTMLElement; bubble: HTMLElement } | null = null;

  const hide = () => {
    if (!open) return;
    open.bubble.hidden = true;
    open.trigger.setAttribute('aria-expanded', 'false');
    open = null;
  };

  const show = (trigger: HTMLElement) => {
    const entry = wired.find((w) => w.trigger === trigger);
    if (!entry) return;
    if (open && open.trigger !== trigger) hide();
    const { bubble } = entry;
    bubble.hidden = false;
    trigger.setAttribute('aria-expanded', 'true');
    const box = trigger.getBoundingClientRect();
    const base = layer.getBoundingClientRect();
    bubble.style.left = `${Math.max(0, box.left - base.left)}px`;
    bubble.style.top = `${box.bottom - base.top + 6}px`;
    open = { trigger, bubble };
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
    const t = el.closest<HTMLElement>('[data-mashtip]');
    return t && container.contains(t) ? t : null;
  };

  const onOver = (e: Event) => {
    const t = triggerOf(e.target);
    if (t) show(t);
  };
  const onOut = (e: Event) => {
    const t = triggerOf(e.target);
    const to = triggerOf((e as MouseEvent).relatedTarget ?? null);
    if (t && t !== to && open?.trigger === t && doc.activeElement !== t) hide();
  };
  const onFocus = (e: Event) => {
    const t = triggerOf(e.target);
    if (t) show(t);
  };
  const onBlur = (e: Event) => {
    const t = triggerOf(e.target);
    if (t && open?.trigger === t) hide();
  };
  const onClick = (e: Event) => {
    const t = triggerOf(e.target);
    if (!t) {
      hide();
      return;
    }
    if (t.localName === 'a' && t.hasAttribute('href')) return; // a link keeps doing what links do
    if (open?.trigger === t) hide();
    else show(t);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      hide();
      return;
    }
    const t = triggerOf(e.target);
    if (t && t.getAttribute('role') === 'button' && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      if (open?.trigger === t) hide();
      else show(t);
    }
  };

  if (wired.length > 0) {
    container.addEventListener('mouseover', onOver);
    container.addEventListener('mouseout', onOut);
    container.addEventListener('focusin', onFocus);
    container.addEventListener('focusout', onBlur);
    container.addEventListener('click', onClick);
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
      container.removeEventListener('click', onClick);
      doc.removeEventListener('keydown', onKey);
      win.removeEventListener('resize', hide);
      for (const w of wired) w.bubble.remove();
      wired.length = 0;
    },
  };
}
