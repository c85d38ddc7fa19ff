// Plain-object helpers shared by the config, the theme build and the entry: the one place they are defined.

export type PlainObject = Record<string, unknown>;

/** an object literal's kind of value: not null, not an array */
export const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `override` merged into `base`, objects key by key (arrays and other values replaced); undefined keeps the base. */
export function deepMerge(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override === undefined ? base : override;
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = deepMerge(base[key], value);
  return merged;
}
