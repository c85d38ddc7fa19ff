// Default English labels: every string the product writes on its own (the server's texts stay as
// the server printed them). Grouped like the predecessor theme's `portalOptions.labels` — by content
// type, plus `userNav`, `accountNav`, `primaryNav`, `search`, `layout` and `components` — so existing
// portal configs carry over (see docs/adapter.md for the mapping).
//
// Placeholders: `{{area}}`, `{{username}}`, `{{title}}`, `{{year}}`, `{{path.keys}}` … everywhere, plus
// per-label values (`{{query}}`, `{{first}}`, `{{plan}}` …) named in the label's comment on its shape,
// src/model/labels.ts and its parts (the compiler checks these defaults against that shape). The
// predecessor's spellings `{{mashery.area}}` / `{{content.query}}` are accepted too. Placeholders are
// expanded by the adapter only (src/adapter/labels.ts), never inside server content.
//
// Plain text by default. Labels whose key is `main` (or ends in `Html`) may carry limited markup
// (links, emphasis, paragraphs): they become RichText and are rendered through ServerHtml, with the
// placeholder values HTML-escaped before insertion.

// The defaults are kept in five parts (src/labels/en/): the layout's (every page: the page frame, the
// components and the getting-started checklist), the content pages', the interactive docs', the account
// pages' and the keys pages'. The deploy bundle loads a page's part with its
// screens (src/labels/defaults.ts); this module puts them together for tests, Storybook, the schema and
// check-theme. Overrides apply to every group either way.

import type { Labels } from '../model/labels.ts';
import { accountLabels } from './en/account.ts';
import { keysLabels } from './en/keys.ts';
import { contentLabels } from './en/content.ts';
import { ioDocsLabels } from './en/ioDocs.ts';
import { layoutLabels } from './en/layout.ts';

export const defaultLabels = {
  ...layoutLabels,
  ...contentLabels,
  ...ioDocsLabels,
  ...keysLabels,
  ...accountLabels,
} satisfies Labels;
