// Brand configuration: the one file a brand team edits. Everything is optional; see docs/theming.md for
// a worked example. Types give autocompletion here; `npm run check-theme` (also run by `npm run build`)
// validates it and checks contrast; `npm run schema` writes theme.schema.json for JSON-aware tools.
//
// theme:     which theme the portal shows ('default' | 'dark' | 'brand' | any tokens/themes/<name>.tokens.json)
// tokens:    global token overrides, e.g. { color: { brand: { seed: '#0f766e' } } } (one colour → the whole
//            brand scale, and every role on it: header, links, buttons, focus ring …) or { color: { header:
//            '{color.brand.800}' } } (one role). They reach the portal's theme and every theme without a brand
//            palette of its own (not the example `brand` theme); `applyTokensTo: 'all' | [names]` to choose.
// themes:    token overrides for one theme, e.g. { dark: { color: { link: '{color.brand.200}' } } }
// labels:    wording overrides (src/labels/en.ts), e.g. { accountKeys: { heading: 'Your API keys' } }
// templates: React components replacing a region or a screen (docs/adapter.md)
// settings:  build-time defaults for the runtime options (src/config/settings.ts)
import { defineTheme } from './src/config/defineTheme.ts';

export default defineTheme({
  $schema: './theme.schema.json',
  theme: 'default',
  tokens: {},
  labels: {},
  settings: {},
});
