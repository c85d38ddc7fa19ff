// The labels that take values known only while rendering (a count as the reader types, the error a call
// returned, the unmet password rules …): which labels, and the names of their render-time placeholders. The
// adapter splits each of these labels at those placeholders into a TextTemplate (after expanding the page's
// own values such as {{area}}), so a screen, a component or the runtime fills the slots
// (src/lib/textTemplate.ts) and never parses `{{…}}` itself. ExpandedLabels (src/model/screenModel/shared.ts)
// types these labels as TextTemplate<slot names> from this table; the table follows the labels' shape.
import type { IO_DOCS_RENDER_SLOTS } from './renderSlots.ioDocs.ts';

export const RENDER_SLOTS = {
  quickSearch: { results: ['count'], noResults: ['query'], allResults: ['query'] },
  components: { passwordChecklist: { blocked: ['rules'] } },
} as const;

/** A node of the table: a label's slot names, or a group of labels. */
export type RenderSlotTree = { readonly [key: string]: readonly string[] | RenderSlotTree };

/**
 * The whole table's type. The interactive docs' part (renderSlots.ioDocs.ts) travels with their label part
 * (src/labels/en/ioDocs.ts, the deploy build's `console` file), not in every page's entry: the adapter merges
 * the slots of the page's label parts (src/labels/defaults.ts › loadRenderSlots, adapter/core.ts).
 */
export type RenderSlots = typeof RENDER_SLOTS & { ioDocs: typeof IO_DOCS_RENDER_SLOTS };
