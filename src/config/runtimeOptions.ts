// Validation and deep merge of settings sources (theme.config.ts settings, window.portalOptions).
// Each key is checked on its own by a small predicate; a bad entry is skipped with exactly one warning
// that names the key, so one typo never costs the rest of the configuration (or the page).
// (Hand-written checks instead of a schema library: this runs on every page load, and zod/mini cost
// ~7 KB gz of initial JS for a dozen scalar checks.)
import { contentTypes, type ContentType } from '../model/contentTypes.ts';
import { isDeferredLabelGroup, layoutLabels } from '../labels/defaults.ts';
import type { Settings } from '../model/settings.ts';
import { isTemplateName } from '../model/templateNames.ts';
import { isPlainObject } from '../lib/objects.ts';

type Leaf = { valid: (value: unknown) => boolean; expected: string };

const isString = (v: unknown): v is string => typeof v === 'string';
const matches = (re: RegExp) => (v: unknown) => isString(v) && re.test(v);

const bool: Leaf = { valid: (v) => typeof v === 'boolean', expected: 'true or false' };
const text: Leaf = { valid: isString, expected: 'a string' };

/** One check per settings key (labels, templates, ajaxIgnore* are walked by hand below). */
const leaves: Partial<Record<keyof Settings, Leaf>> = {
  logo: { valid: (v) => v === null || isString(v), expected: 'an image URL, markup string or null' },
  markdown: bool,
  currentPageClass: { valid: matches(/^-?[A-Za-z_][\w-]*$/), expected: 'a single CSS class name' },
  ajax: bool,
  ajaxLoading: text,
  responsive: bool,
  favicon: bool,
  faviconURL: text,
  faviconSizes: { valid: matches(/^(\d+x\d+|any)(\s+(\d+x\d+|any))*$/), expected: 'sizes like "16x16 32x32"' },
  passwordStrength: bool,
  mashtips: bool,
  layout: { valid: (v) => v === 'default' || v === 'alternate', expected: '"default" or "alternate"' },
  colorSchemeSwitch: bool,
  keyRotationDays: {
    valid: (v) => v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 3650),
    expected: 'a whole number of days from 1 to 3650, or null',
  },
  theme: { valid: matches(/^[a-z][a-z0-9-]*$/), expected: 'a theme name like "dark"' },
};

/** Predecessor options this theme deliberately does not support (they would run arbitrary files). */
const unsupported: Record<string, string> = {
  loadCSS: 'not supported: add styles through the theme build or the Inline CSS field',
  loadJSHeader: 'not supported: scripts are not loaded by options',
  loadJSFooter: 'not supported: scripts are not loaded by options',
};

/** a CSS selector or a list of them */
const isSelectorList = (v: unknown): v is string | string[] => isString(v) || (Array.isArray(v) && v.every(isString));

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** Returns a new Settings with the valid entries of `input` applied; pushes one warning per bad key. */
export function applyOptions(base: Settings, input: unknown, source: string, warnings: string[]): Settings {
  if (input === undefined || input === null) return base;
  if (!isPlainObject(input)) {
    warnings.push(`${source}: expected an object of options, got ${describe(input)} (ignored)`);
    return base;
  }
  const next: Settings = { ...base, labels: base.labels, templates: { ...base.templates } };
  const out = next as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(input)) {
    const path = `${source}.${key}`;
    if (key === 'labels') {
      next.labels = mergeLabels(next.labels as Record<string, unknown>, value, path, warnings);
    } else if (key === 'templates') {
      mergeTemplates(next.templates, value, path, warnings);
    } else if (key === 'ajaxIgnore') {
      if (value === null) next.ajaxIgnore = [];
      else {
        if (!isSelectorList(value))
          warnings.push(`${path}: expected a CSS selector or a list of selectors, got ${describe(value)} (ignored)`);
        else next.ajaxIgnore = (Array.isArray(value) ? value : [value]).map((s) => s.trim()).filter(Boolean);
      }
    } else if (key === 'ajaxIgnoreTypes') {
      const list = Array.isArray(value) ? value : null;
      // Stryker disable next-line ArrayDeclaration: equivalent — `bad` is read only when `list` is a list
      const bad = list ? list.filter((t) => !(contentTypes as readonly unknown[]).includes(t)) : [];
      if (!list) warnings.push(`${path}: expected a list of content types, got ${describe(value)} (ignored)`);
      else if (bad.length) warnings.push(`${path}: unknown content type ${bad.map(describe).join(', ')} (those entries ignored)`);
      if (list) next.ajaxIgnoreTypes = list.filter((t): t is ContentType => (contentTypes as readonly unknown[]).includes(t));
    } else if (Object.hasOwn(unsupported, key)) {
      warnings.push(`${path}: ${unsupported[key]} (ignored)`);
    } else {
      const leaf = Object.hasOwn(leaves, key) ? leaves[key as keyof Settings] : undefined;
      if (!leaf) {
        warnings.push(`${path}: unknown option (ignored)`);
        continue;
      }
      if (leaf.valid(value)) out[key] = value;
      else warnings.push(`${path}: expected ${leaf.expected}, got ${describe(value)} (ignored)`);
    }
  }
  return next;
}

/**
 * Deep-merges label overrides over `base`, walking the shape of the default labels: an unknown key or a
 * non-string leaf is skipped with a warning naming its full path; everything else is kept. The layout's
 * groups are checked key by key here; the groups of the content and account pages (their defaults load
 * with the page, src/labels/defaults.ts) by name and value type here, by key when the page's part has
 * loaded (the adapter warns then: adapter/lazy.ts).
 */
function mergeLabels(base: Record<string, unknown>, value: unknown, path: string, warnings: string[]) {
  if (!isPlainObject(value)) {
    warnings.push(`${path}: expected an object of labels, got ${describe(value)} (ignored)`);
    return base;
  }
  // shape null: a group whose defaults load with its page (src/labels/defaults.ts): any key, string values
  const walk = (
    target: Record<string, unknown>,
    shape: Record<string, unknown> | null,
    input: Record<string, unknown>,
    at: string,
  ) => {
    for (const [k, v] of Object.entries(input)) {
      const p = `${at}.${k}`;
      const own = shape !== null && Object.prototype.hasOwnProperty.call(shape, k);
      const deferred = at === path && !own && isDeferredLabelGroup(k);
      // Stryker disable next-line StringLiteral: equivalent — only the type of `expected` is read: any string means "a string label"
      const expected = shape === null ? '' : own ? shape[k] : deferred ? null : undefined;
      if (expected === undefined) warnings.push(`${p}: unknown label (ignored)`);
      else if (typeof expected === 'string') {
        if (typeof v === 'string') target[k] = v;
        else warnings.push(`${p}: expected a string, got ${describe(v)} (ignored)`);
      } else if (isPlainObject(v)) {
        const child = isPlainObject(target[k]) ? { ...(target[k] as Record<string, unknown>) } : {};
        target[k] = child;
        walk(child, expected as Record<string, unknown> | null, v, p);
      } else warnings.push(`${p}: expected a group of labels, got ${describe(v)} (ignored)`);
    }
  };
  const merged = { ...base };
  walk(merged, layoutLabels as unknown as Record<string, unknown>, value, path);
  return merged;
}

function mergeTemplates(target: Record<string, string | null>, value: unknown, path: string, warnings: string[]) {
  if (!isPlainObject(value)) {
    warnings.push(`${path}: expected an object of templates, got ${describe(value)} (ignored)`);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    const p = `${path}.${k}`;
    if (!isTemplateName(k)) warnings.push(`${p}: unknown template (expected a region or content type name) (ignored)`);
    else if (typeof v === 'function') warnings.push(`${p}: functions are not supported, use an HTML string (ignored)`);
    else if (typeof v === 'string' || v === null) target[k] = v;
    else warnings.push(`${p}: expected an HTML string or null, got ${describe(v)} (ignored)`);
  }
}
