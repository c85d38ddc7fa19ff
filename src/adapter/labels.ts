// Label merging and placeholder expansion — the only place placeholders are expanded.
// One pass over the LABEL string: values inserted are never scanned again, so a server value that
// contains `{{path.keys}}` stays literal. Server content itself never goes through here.
import type { DeepPartial, Labels } from '../model/labels.ts';
import type { ExpandedLabels, RichText, TextTemplate } from '../model/screenModel.ts';
import { RENDER_SLOTS, type RenderSlotTree } from '../model/labels/renderSlots.ts';
import { isPlainObject } from '../lib/objects.ts';

export type PlaceholderValue = string | number | null | undefined;
export type PlaceholderValues = Readonly<Record<string, PlaceholderValue>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** The predecessor's placeholder spellings mapped to ours. */
const aliases: Record<string, string> = {
  'path.registerResendConfirmation': 'path.resendConfirmation',
  'path.iodocs': 'path.ioDocs',
};

/** `mashery.area` → `area`, `content.query` → `query`, `path.iodocs` → `path.ioDocs`. */
export function placeholderName(raw: string): string {
  const name = raw.replace(/^(mashery|content)\./, '');
  return aliases[name] ?? name;
}

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * One pass over `template`: each placeholder is replaced by `resolve(name)`; `undefined` keeps the
 * placeholder as written (an unknown name stays visible to the admin who wrote it).
 */
export function replacePlaceholders(template: string, resolve: (name: string) => string | undefined): string {
  return template.replace(PLACEHOLDER, (whole, raw: string) => resolve(placeholderName(raw)) ?? whole);
}

function expand(template: string, values: PlaceholderValues, encode: (s: string) => string): string {
  return replacePlaceholders(template, (name) => {
    if (!has(values, name)) return undefined;
    const value = values[name];
    return value === null || value === undefined ? '' : encode(String(value));
  });
}

/** Plain-text label: values inserted as they are (the result is rendered as text). */
export function expandText(template: string, values: PlaceholderValues): string {
  return expand(template, values, (s) => s);
}

/**
 * A plain-text label with values that exist only while rendering (`slots`: report totals and dates): the
 * page's values expanded as by expandText, the text split at the slot placeholders, in the same one pass.
 * A screen fills the slots (src/lib/textTemplate.ts); other placeholders stay as written.
 */
export function textTemplate<Slot extends string>(
  template: string,
  values: PlaceholderValues,
  slots: readonly Slot[],
): TextTemplate<Slot> {
  const parts: (string | { slot: Slot })[] = [];
  let text = '';
  let from = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    const name = placeholderName(m[1]!);
    text += template.slice(from, m.index);
    from = m.index + m[0].length;
    if (has(values, name)) {
      const value = values[name];
      text += value === null || value === undefined ? '' : String(value);
    } else if ((slots as readonly string[]).includes(name)) {
      if (text) parts.push(text);
      text = '';
      parts.push({ slot: name as Slot });
    } else {
      text += m[0];
    }
  }
  text += template.slice(from);
  if (text) parts.push(text);
  return parts;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}

/** Rich label: the label's own markup is kept, every value is HTML-escaped before insertion. */
export function expandRich(template: string, values: PlaceholderValues): RichText {
  return { html: expand(template, values, escapeHtml) };
}

/** Plain text as RichText (escaped), for places that take RichText but hold a plain label. */
export function textAsRich(text: string): RichText {
  return { html: `<p>${escapeHtml(text)}</p>` };
}

export function isRichLabelKey(key: string): boolean {
  return key === 'main' || key.endsWith('Html');
}

const isSlotList = (v: RenderSlotTree[string] | undefined): v is readonly string[] => Array.isArray(v);

/**
 * The default labels with the overrides deep-merged in (only keys that exist in the defaults, string
 * leaves). `defaults`: all of them (src/labels/en.ts), or the page's (src/labels/defaults.ts).
 */
export function mergeLabels(overrides: DeepPartial<Labels> | undefined, defaults: Labels): Labels {
  const merge = (base: Record<string, unknown>, over: unknown): Record<string, unknown> => {
    if (!isPlainObject(over)) return base;
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(over)) {
      const b = base[k];
      if (typeof b === 'string' && typeof v === 'string') out[k] = v;
      else if (isPlainObject(b) && isPlainObject(v)) out[k] = merge(b, v);
    }
    return out;
  };
  return merge(defaults as unknown as Record<string, unknown>, overrides) as unknown as Labels;
}

/**
 * Every label expanded with the page's global values; `main` / `…Html` labels become RichText; the labels with
 * render-time slots (src/model/labels/renderSlots.ts, and `moreSlots`: those of the page's other label parts) become
 * TextTemplates split at those slots.
 */
export function expandLabelTree(labels: Labels, values: PlaceholderValues, moreSlots?: RenderSlotTree): ExpandedLabels {
  const walk = (node: Record<string, unknown>, slots: RenderSlotTree | undefined): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      const slot = slots && Object.hasOwn(slots, k) ? slots[k] : undefined;
      // most labels hold no placeholder: no regular-expression pass for them (every page expands them all)
      if (typeof v === 'string')
        out[k] = isSlotList(slot)
          ? textTemplate(v, values, slot)
          : isRichLabelKey(k)
            ? // Stryker disable next-line StringLiteral: equivalent — a label without '{{' holds no placeholder: expanding it gives it unchanged
              v.includes('{{')
              ? expandRich(v, values)
              : { html: v }
            : // Stryker disable next-line StringLiteral: equivalent — a label without '{{' holds no placeholder: expanding it gives it unchanged
              v.includes('{{')
              ? expandText(v, values)
              : v;
      // Stryker disable next-line ConditionalExpression: equivalent — a label tree holds strings and groups only (mergeLabels keeps the defaults' shape)
      else if (isPlainObject(v)) out[k] = walk(v, isSlotList(slot) ? undefined : slot);
    }
    return out;
  };
  return walk(
    labels as unknown as Record<string, unknown>,
    moreSlots ? { ...RENDER_SLOTS, ...moreSlots } : RENDER_SLOTS,
  ) as unknown as ExpandedLabels;
}
