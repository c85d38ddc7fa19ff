// The shape of the labels: every string the product writes on its own, grouped like the predecessor theme's
// `portalOptions.labels` (by content type, plus `userNav`, `accountNav`, `primaryNav`, `search`, `layout` and
// `components`). The English defaults (src/labels/en.ts) are checked against it by the compiler; overrides
// (theme.config.ts, portalOptions.labels) are typed as DeepPartial<Labels>. The comment on a label names
// what it is for and the per-label placeholders it takes ({{query}}, {{plan}} …) beside the global ones
// ({{area}}, {{username}}, {{title}}, {{year}}, {{path.*}}). Labels named `main` or ending in `Html` may
// carry limited markup (rendered through ServerHtml); all others are plain text.
//
// The groups are kept in four parts (src/model/labels/), like the English defaults (src/labels/en/) and the
// deploy build's label parts (src/labels/groups.ts): the layout's (the page frame and the components), the
// content pages', the interactive docs' and the account pages'. This module puts them together.

import type { AccountPartLabels } from './labels/account.ts';
import type { ContentPartLabels } from './labels/content.ts';
import type { IoDocsPartLabels } from './labels/ioDocs.ts';
import type { LayoutPartLabels } from './labels/layout.ts';

export interface Labels extends LayoutPartLabels, ContentPartLabels, IoDocsPartLabels, AccountPartLabels {}

/** Every key optional, at any depth: label overrides name only what they change. */
export type DeepPartial<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly unknown[]
    ? T
    : { [K in keyof T]?: DeepPartial<T[K]> };
