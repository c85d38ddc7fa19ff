// Server forms → FormModel. Works on a clone of the form: every part that becomes data (controls,
// labels, legend, error lists, help) is removed from the clone, and what remains is `extraHtml`.

import { attr, classes, detachedCopy, hasClass, html, inside, itemTexts, queryOne, queryAll, tag, text } from './dom.ts';
import { isControl, linkOf, resolveUrl, safe, selfUrl, type ExtractionContext } from './extractionContext.ts';
import { userContentOf } from './frame.ts';
import type { FormField, FormFieldRole, FormFieldType, FormModel, FormOption, HelpLink, HiddenField } from '../model/pageData.ts';

/** marks a kept link's place in a help block's text while the text is read (private-use characters) */
const LINK_START = '\uE000';
const LINK_END = '\uE001';

/**
 * A help block (.descr, a plan's dd): its text as it reads — each link's label in its place — and the links,
 * each with `at`, where its label starts in that text (the form shows the link there: "Read the callback
 * guide first." kept its sentence; before, the text lost the link's words and the link came after it). A
 * link whose URL is dropped (`javascript:`) stays as plain text. A block whose own text holds the marking
 * characters keeps its links without places (shown after the text).
 */
function helpOf(context: ExtractionContext, el: Element): { text: string; links: HelpLink[] } {
  const copy = detachedCopy(el);
  const placed = !copy.textContent?.includes(LINK_START);
  const links: HelpLink[] = [];
  for (const a of queryAll(copy, 'a[href]')) {
    const link = linkOf(context, a, 'help link');
    if (!link) continue;
    if (placed) a.replaceWith(copy.ownerDocument.createTextNode(`${LINK_START}${links.length}${LINK_END}`));
    links.push(link);
  }
  // the marks stand in document order, as the links do; a mark text() does not read (a link inside a
  // skipped element) leaves the links without places
  const parts = placed ? text(copy).split(/\uE000\d+\uE001/) : [];
  if (parts.length !== links.length + 1) return { text: text(el), links };
  let out = parts[0] ?? '';
  links.forEach((link, i) => {
    link.at = out.length;
    out += link.label + (parts[i + 1] ?? '');
  });
  return { text: out, links };
}

/** A later help block's text is not kept (the first stays), so its links lose their places. */
function addHelp(field: FormField, help: { text: string; links: HelpLink[] }): void {
  const keepsText = !!help.text && !field.help;
  if (keepsText) field.help = help.text;
  const links = keepsText ? help.links : help.links.map(({ label, url }) => ({ label, url }));
  if (links.length) field.helpLinks = [...(field.helpLinks ?? []), ...links];
}

const TYPES: readonly FormFieldType[] = [
  'text',
  'email',
  'password',
  'url',
  'tel',
  'number',
  'search',
  'date',
  'checkbox',
  'radio',
  'file',
];
const ROW = 'li, tr, dd, dt, p, div, fieldset';

interface Pending {
  el: Element;
  field: FormField;
}

function fieldType(el: Element): FormFieldType | 'hidden' | 'submit' | 'ignore' {
  const t = tag(el);
  if (t === 'SELECT') return 'select';
  if (t === 'TEXTAREA') return 'textarea';
  const type = (attr(el, 'type') ?? '').trim().toLowerCase();
  if (t === 'BUTTON') return type === 'button' || type === 'reset' ? 'ignore' : 'submit';
  if (type === 'hidden') return 'hidden';
  if (type === 'submit' || type === 'image') return 'submit';
  if (type === 'button' || type === 'reset') return 'ignore';
  return (TYPES as readonly string[]).includes(type) ? (type as FormFieldType) : 'text';
}

function role(el: Element, type: FormFieldType): FormFieldRole {
  const key = `${attr(el, 'id') ?? ''} ${attr(el, 'name') ?? ''} ${attr(el, 'class') ?? ''}`.toLowerCase();
  if (type === 'password') {
    if (key.includes('passwd_new') || key.includes('new')) return 'newPassword';
    if (key.includes('passwd_again') || /again|confirm|repeat/.test(key)) return 'confirmPassword';
    return 'currentPassword';
  }
  if (type === 'email' || (key.includes('email') && (type === 'text' || type === 'search'))) return 'email';
  if (/handle|username/.test(key) && type === 'text') return 'username';
  return null;
}

/** Label text of a label element: without nested controls, help and error lists. */
function labelText(label: Element): string {
  const c = detachedCopy(label);
  for (const r of queryAll(c, 'input, select, textarea, button, .descr, .error, .failure')) r.remove();
  // a required marker such as <span class="require">*</span> is not part of the label
  for (const r of queryAll(c, '.require')) if (/^[*\s]*$/.test(r.textContent ?? '')) r.remove();
  return text(c);
}

function options(el: Element): FormOption[] {
  return queryAll(el, 'option').map((o) => ({
    label: text(o) || attr(o, 'label')?.trim() || '',
    value: attr(o, 'value') ?? text(o),
    selected: o.hasAttribute('selected'),
  }));
}

/** The row element (li/tr/dd/dt/p) that holds `el`, or the form itself. */
function rowOf(el: Element, form: Element): Element {
  const r = el.parentElement?.closest(ROW);
  return r && form.contains(r) ? r : form;
}

export function extractForm(context: ExtractionContext, original: Element): FormModel {
  const form = detachedCopy(original);
  const labels = queryAll(form, 'label[for]');
  // labels outside the form name its fields — not one a user wrote into a post, a comment, a result or a profile field
  const scope = context.main ?? context.doc;
  const userContent = userContentOf(context);
  const outerLabels = queryAll(scope, 'label[for]').filter((l) => !original.contains(l) && !inside(l, scope, userContent));
  const consumed: Node[] = [];
  const fields: FormField[] = [];
  const fieldEls: Element[] = [];
  const hidden: HiddenField[] = [];
  const submits: Element[] = [];
  const errors: string[] = [];
  // error lists / help met before their field (attached to the next field of the same row)
  const pending: {
    errors: { el: Element; texts: string[] } | null;
    help: { el: Element; help: { text: string; links: HelpLink[] } } | null;
  } = {
    errors: null,
    help: null,
  };

  const lastIn = (el: Element): Pending | null => {
    const last = fields.length ? { el: fieldEls[fieldEls.length - 1]!, field: fields[fields.length - 1]! } : null;
    return last && rowOf(el, form).contains(last.el) ? last : null;
  };
  const attachErrors = (el: Element, value: string[]): void => {
    const target = lastIn(el);
    if (target) target.field.errors.push(...value);
    else pending.errors = { el, texts: value };
  };
  const attachHelp = (el: Element): void => {
    const help = helpOf(context, el);
    if (!help.text && !help.links.length) return;
    const target = lastIn(el);
    if (target) addHelp(target.field, help);
    else pending.help = { el, help };
  };

  for (const el of queryAll(form, 'input, select, textarea, button, .error, .descr')) {
    if (!isControl(el)) {
      if (el.parentElement?.closest('.error, .descr')) continue;
      consumed.push(el);
      if (hasClass(el, 'error')) attachErrors(el, itemTexts(el));
      else attachHelp(el);
      continue;
    }
    const kind = fieldType(el);
    const name = attr(el, 'name') ?? '';
    if (kind === 'ignore') continue;
    if (kind === 'hidden') {
      if (name) hidden.push({ name, value: attr(el, 'value') ?? '' });
      continue;
    }
    if (kind === 'submit') {
      submits.push(el);
      continue;
    }
    const field = safe(
      context,
      `form field ${name || attr(el, 'id') || fields.length + 1}`,
      () => makeField(context, el, kind, form, labels, outerLabels, consumed),
      null,
    );
    if (!field) continue;
    const pe = pending.errors;
    if (pe && rowOf(pe.el, form).contains(el)) field.errors.push(...pe.texts);
    else if (pe) errors.push(...pe.texts);
    if (pending.help && rowOf(pending.help.el, form).contains(el)) addHelp(field, pending.help.help);
    pending.errors = pending.help = null;
    fields.push(field);
    fieldEls.push(el);
  }
  if (pending.errors) errors.push(...pending.errors.texts);
  // a confirm field without a marked new-password field: the password field before it is the new one
  const confirmAt = fields.findIndex((f) => f.role === 'confirmPassword');
  if (confirmAt > 0 && !fields.some((f) => f.role === 'newPassword')) {
    const prev = fields
      .slice(0, confirmAt)
      .reverse()
      .find((f) => f.type === 'password');
    if (prev) prev.role = 'newPassword';
  }

  // form-level errors: failure lists inside the form, and one right before it
  const failures = queryAll(form, '.failure').filter((e) => !isControl(e));
  const before = original.previousElementSibling;
  const outer = before && hasClass(before, 'failure') && !isControl(before) ? itemTexts(before) : [];
  for (const f of failures) consumed.push(f);
  errors.unshift(...outer, ...failures.flatMap(itemTexts));

  const legendEl = queryOne(form, 'legend');
  const legend = legendEl ? text(legendEl) || null : null;
  consumed.push(...queryAll(form, 'legend'));

  const submitEl = submits.find((s) => /^process/.test(attr(s, 'id') ?? '')) ?? submits[0] ?? null;
  const submit = submitEl
    ? {
        label:
          (tag(submitEl) === 'BUTTON' ? text(submitEl) : (attr(submitEl, 'value') ?? attr(submitEl, 'alt') ?? '').trim()) || '',
        name: attr(submitEl, 'name'),
        value: attr(submitEl, 'name') !== null ? (attr(submitEl, 'value') ?? '') : null,
        id: attr(submitEl, 'id'),
      }
    : null;

  const captcha = queryOne(form, '.g-recaptcha[data-sitekey]') ?? queryOne(original.parentElement, '.g-recaptcha[data-sitekey]');
  const siteKey = attr(captcha, 'data-sitekey')?.trim();

  const reqEl =
    queryOne(form, '#passwd_requirements') ??
    (fields.some((f) => f.role === 'newPassword') ? queryOne(context.main ?? context.doc, '#passwd_requirements') : null);
  if (reqEl && form.contains(reqEl)) consumed.push(reqEl);

  const rawAction = attr(original, 'action');
  const action = rawAction?.trim() ? resolveUrl(context, rawAction, 'form action') : null;
  const enctype = attr(original, 'enctype')?.trim() || null;

  return {
    id: attr(original, 'id'),
    action: action ?? selfUrl(context),
    method: (attr(original, 'method') ?? '').trim().toLowerCase() === 'post' ? 'post' : 'get',
    enctype,
    legend,
    fields,
    hidden,
    errors: Array.from(new Set(errors)),
    submit,
    recaptcha: siteKey ? { siteKey } : null,
    passwordRequirements: reqEl ? itemTexts(reqEl) : null,
    extraHtml: extraHtml(form, consumed),
  };
}

function makeField(
  context: ExtractionContext,
  el: Element,
  type: FormFieldType,
  form: Element,
  labels: Element[],
  outerLabels: Element[],
  consumed: Node[],
): FormField {
  const id = attr(el, 'id');
  let labelEl = id ? (labels.find((l) => attr(l, 'for') === id) ?? outerLabels.find((l) => attr(l, 'for') === id)) : undefined;
  labelEl ??= el.closest('label') ?? undefined;
  let label = labelEl ? labelText(labelEl) || null : null;
  let help: string | null = null;
  if (labelEl && form.contains(labelEl)) consumed.push(labelEl);
  if (!label) {
    // an unlabelled control: the text around it in its own container (e.g. <dt><input type=checkbox> Maps API</dt>)
    const box = el.parentElement;
    if (box && box !== form && queryAll(box, 'input, select, textarea').filter((c) => fieldType(c) !== 'hidden').length === 1) {
      label = labelText(box) || null;
      if (label) {
        if (['DT', 'SPAN', 'LABEL', 'TD'].includes(tag(box))) consumed.push(box);
        else consumed.push(...Array.from(box.childNodes).filter((n) => n.nodeType === 3));
      }
    }
    // a control in a table row: the row's first cell names it (e.g. I/O Docs parameter tables)
    const cell = el.closest('td');
    const first = cell?.parentElement?.firstElementChild;
    if (!label && cell && first && first !== cell && !queryOne(first, 'input, select, textarea') && form.contains(cell))
      label = text(first) || null;
    label ??= attr(el, 'aria-label')?.trim() || attr(el, 'title')?.trim() || null;
  }
  // a choice inside a dt (plans in dl/dt): the dd after it describes it
  const dt = type === 'checkbox' || type === 'radio' ? el.closest('dt') : null;
  const dd = dt && form.contains(dt) ? dt.nextElementSibling : null;
  let helpLinks: HelpLink[] = [];
  if (dd && tag(dd) === 'DD' && !queryOne(dd, 'input, select, textarea')) {
    const h = helpOf(context, dd);
    help = h.text || null;
    helpLinks = h.links;
    consumed.push(dd);
  }
  const opts = type === 'select' ? options(el) : [];
  const selected = opts.find((o) => o.selected) ?? (el.hasAttribute('multiple') ? undefined : opts[0]);
  const value =
    type === 'select' ? (selected?.value ?? '') : type === 'textarea' ? (el.textContent ?? '') : (attr(el, 'value') ?? '');
  const max = parseInt(attr(el, 'maxlength') ?? '', 10);
  const row = el.parentElement?.closest('li');
  const required =
    el.hasAttribute('required') ||
    attr(el, 'aria-required') === 'true' ||
    classes(el).has('require') ||
    hasClass(labelEl, 'require') ||
    !!queryOne(labelEl, '.require') ||
    (!!row && form.contains(row) && hasClass(row, 'require'));
  consumed.push(el);
  return {
    name: attr(el, 'name') ?? '',
    type,
    id,
    label,
    value,
    checked: el.hasAttribute('checked'),
    options: opts,
    multiple: el.hasAttribute('multiple'),
    required,
    errors: [],
    help,
    ...(helpLinks.length ? { helpLinks } : {}),
    placeholder: attr(el, 'placeholder'),
    maxLength: Number.isFinite(max) && max >= 0 ? max : null,
    autocomplete: attr(el, 'autocomplete'),
    role: role(el, type),
  };
}

const KEEP_EMPTY = 'img, svg, iframe, video, object, embed, hr, canvas, picture';

/** What is left of the form once every extracted part is removed; null when nothing visible remains. */
function extraHtml(form: Element, consumed: Node[]): string | null {
  for (const n of consumed) n.parentNode?.removeChild(n);
  for (const r of queryAll(
    form,
    'input, select, textarea, button, script, noscript, style, .g-recaptcha, label[for="passwd_strength_indicator"]',
  ))
    r.remove();
  for (const el of queryAll(form, '*').reverse()) {
    if (!el.isConnected && !form.contains(el)) continue;
    if (!text(el) && !el.matches(KEEP_EMPTY) && !queryOne(el, KEEP_EMPTY)) el.remove();
  }
  return text(form) || queryOne(form, KEEP_EMPTY) ? html(form) : null;
}
