// The default labels a page needs, loaded with it: the layout's part (src/labels/en/layout.ts: the page
// frame and the components) is here, the content pages', the interactive docs', the account pages' and the
// keys pages' parts arrive on demand — in the deploy build inside the `content`, `console`, `account` and
// `keys` files with those screens (vite.portal.config.ts › ROOTS), so the entry carries only the layout's strings. A page's defaults are always the layout's part
// plus the part of its own type (never what an earlier page loaded), so what a screen can read does not
// depend on the way the visitor came. Admin overrides (theme.config, portalOptions) are merged over them by
// the adapter, for every group.
import { lazyRegistry } from '../lib/lazyRegistry.ts';
import type { ContentType } from '../model/contentTypes.ts';
import type { DeepPartial, Labels } from '../model/labels.ts';
import type { RenderSlotTree } from '../model/labels/renderSlots.ts';
import { layoutLabels } from './en/layout.ts';
import { isLabelGroupName, labelGroupPart, labelPartsOf, type LabelPart } from './groups.ts';

type Part = Record<string, Record<string, string>>;
/** a label part as it is loaded: its groups, and the render-time slots of those labels (none for most parts) */
type Loaded = { labels: Part; slots?: RenderSlotTree };

const parts = lazyRegistry<Record<LabelPart, Loaded>>({
  account: () => import('./en/account.ts').then((m) => ({ labels: m.accountLabels as Part })),
  keys: () => import('./en/keys.ts').then((m) => ({ labels: m.keysLabels as Part })),
  content: () => import('./en/content.ts').then((m) => ({ labels: m.contentLabels as Part })),
  ioDocs: () =>
    import('./en/ioDocs.ts').then((m) => ({ labels: m.ioDocsLabels as Part, slots: { ioDocs: m.ioDocsRenderSlots } })),
});

export { layoutLabels };

/** The default labels of a page of `type`: the layout's and its own parts. Rejects only when a part's file cannot be loaded. */
export async function loadLabelDefaults(type: ContentType): Promise<Labels> {
  const own = await Promise.all(labelPartsOf(type).map((part) => parts.load(part)));
  return Object.assign({}, layoutLabels, ...own.map((p) => p.labels)) as unknown as Labels;
}

/**
 * The render-time slots (src/model/labels/renderSlots.ts) of a content type's own label parts — the layout's
 * are the adapter's own — loaded with the part (the interactive docs': with the console).
 */
export async function loadRenderSlots(type: ContentType): Promise<RenderSlotTree> {
  const own = await Promise.all(labelPartsOf(type).map((part) => parts.load(part)));
  return Object.assign({}, ...own.map((p) => p.slots)) as RenderSlotTree;
}

/** Starts loading the labels part of a content type (with its extractors and builders). Never rejects. */
export function preloadLabelDefaults(type: ContentType): void {
  for (const part of labelPartsOf(type)) parts.preload(part);
}

/**
 * A label group of a part that is not loaded yet (runtime options check the group's name and its string
 * values at once, its keys when the part arrives: unknownLabels).
 */
export function isDeferredLabelGroup(group: string): boolean {
  return labelGroupPart(group, layoutLabels) !== null && isLabelGroupName(group);
}

/**
 * The override paths (`labels.<group>.<key>`) of `overrides` in the groups of `defaults` that name no
 * default label: runtime options accept a deferred group's keys unchecked, the adapter reports these once
 * its part is loaded.
 */
export function unknownLabels(overrides: DeepPartial<Labels> | undefined, defaults: Labels): string[] {
  const found: string[] = [];
  if (!overrides) return found;
  for (const [group, values] of Object.entries(overrides)) {
    const known = (defaults as unknown as Record<string, unknown>)[group];
    if (
      !isDeferredLabelGroup(group) ||
      typeof known !== 'object' ||
      known === null ||
      typeof values !== 'object' ||
      values === null
    )
      continue;
    for (const key of Object.keys(values))
      if (!Object.prototype.hasOwnProperty.call(known, key)) found.push(`labels.${group}.${key}`);
  }
  return found;
}
